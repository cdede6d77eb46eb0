/// The client a keyboard drives under `composition-restart=per-syllable`: every command goes
/// to `base`, and each `insertText` (a syllable committed: `compositionend`) is followed by
/// `didCommit`, which delivers the field's events to the app before the keyboard starts the
/// next syllable (`compositionstart`).
///
///     [각|] + "u":  insertText("가")  → app sees "가"   (compositionend)
///                   setMarkedText("겨") → app sees "가[겨]" (compositionstart, update)
final class SyllableRestartClient: TextInputClient {
  let base: any TextInputClient
  let didCommit: () -> Void

  init(base: any TextInputClient, didCommit: @escaping () -> Void) {
    self.base = base
    self.didCommit = didCommit
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
    try base.setMarkedText(markedText, selectedRange: selectedRange, replacementRange: replacementRange)
  }

  func insertText(_ text: String, replacementRange: UTF16Range?) throws(TextFieldError) {
    try base.insertText(text, replacementRange: replacementRange)
    didCommit()
  }

  func unmarkText() { base.unmarkText() }
  func deleteBackward() { base.deleteBackward() }
  func doCommand(_ command: EditingCommand) { base.doCommand(command) }
}
