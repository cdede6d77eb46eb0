/// The client a keyboard drives while the browser still holds a preedit the page's assignment
/// took out of the field (`ime-on-assign=keep` under `preedit-selection=next-character`,
/// WebKitGTK): the browser reports a preedit only when its text changes, so the keyboard's
/// re-sent buffer with the same text (a conversion to the same characters, a caret move)
/// shows nothing; any other change goes to `base` and ends the hold.
///
///     "の|" (the render took [の] out; Mozc keeps の), Left  →  setMarkedText("の") dropped: "の|"
///     then "a"                                              →  setMarkedText("のあ"): "の[のあ|]"
final class UnchangedPreeditClient: TextInputClient {
  let base: any TextInputClient
  let held: String
  /// Whether a call went through to `base`: the browser's preedit is no longer `held`.
  private(set) var released = false {
    didSet { if released && !oldValue { didRelease() } }
  }
  /// Called once, before the first call goes through (the session forgets the hold then, so
  /// that a new one made while that call's events are delivered stands).
  let didRelease: () -> Void

  init(base: any TextInputClient, held: String, didRelease: @escaping () -> Void) {
    self.base = base
    self.held = held
    self.didRelease = didRelease
  }

  var text: String { base.text }
  func surroundingText(beforeCaretUpTo maxUTF16Length: Int) -> String? {
    base.surroundingText(beforeCaretUpTo: maxUTF16Length)
  }
  var selectedRange: UTF16Range { base.selectedRange }
  var markedRange: UTF16Range? { base.markedRange }

  func setMarkedText(_ markedText: String, selectedRange: UTF16Range, replacementRange: UTF16Range?)
    throws(TextFieldError)
  {
    if !released && base.markedRange == nil && replacementRange == nil && markedText.hasSameUTF8(as: held) {
      return
    }
    released = true
    try base.setMarkedText(markedText, selectedRange: selectedRange, replacementRange: replacementRange)
  }

  func insertText(_ text: String, replacementRange: UTF16Range?) throws(TextFieldError) {
    released = true
    try base.insertText(text, replacementRange: replacementRange)
  }

  func unmarkText() {
    released = true
    base.unmarkText()
  }

  func deleteBackward() {
    released = true
    base.deleteBackward()
  }

  func doCommand(_ command: EditingCommand) {
    released = true
    base.doCommand(command)
  }
}
