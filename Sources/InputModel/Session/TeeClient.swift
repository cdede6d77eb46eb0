/// The client the keyboard drives: every command goes to the field and to the shadow field
/// (the same commands with no app in the loop), which the `lost-input` invariant compares.
/// Reads come from the field.
///
/// Both fields edit their own text in place: the shadow never shares the field's storage,
/// which would make the field copy its whole text at its next edit. While the shadow is in
/// the field's state (no app write came between), the same command does the same to both, and
/// the client remembers that their texts are identical until one of them is edited by
/// something else, so keeping them in step costs no comparison of the texts.
final class TeeClient: TextInputClient {
  /// The session's field and the oracle's shadow, held directly (both live as long as the
  /// session and neither refers back to it): reaching them through an unowned session cost a
  /// strong retain and release per use.
  let field: TextField
  let shadow: TextField
  /// Whether the two texts hold the same bytes, remembered between commands.
  private var identicalTexts = IdenticalTexts()

  init(field: TextField, shadow: TextField) {
    self.field = field
    self.shadow = shadow
  }

  var text: String { field.text }
  func surroundingText(beforeCaretUpTo maxUTF16Length: Int) -> String? {
    field.surroundingText(beforeCaretUpTo: maxUTF16Length)
  }
  var selectedRange: UTF16Range { field.selectedRange }
  var markedRange: UTF16Range? { field.markedRange }

  /// True when the two texts hold the same bytes, known without comparing them when only this
  /// client edited both since they were last found identical.
  var textsAreIdentical: Bool {
    identicalTexts.check(field, shadow)
  }

  func setMarkedText(_ markedText: String, selectedRange: UTF16Range, replacementRange: UTF16Range?)
    throws(TextFieldError)
  {
    let inSync = shadowIsInSync
    try field.setMarkedText(
      markedText, selectedRange: selectedRange, replacementRange: replacementRange)
    try? shadow.setMarkedText(
      markedText, selectedRange: selectedRange, replacementRange: replacementRange)
    shadow.discardEvents()
    if inSync { stillInSync() }
  }

  func insertText(_ text: String, replacementRange: UTF16Range?) throws(TextFieldError) {
    let inSync = shadowIsInSync
    try field.insertText(text, replacementRange: replacementRange)
    try? shadow.insertText(text, replacementRange: replacementRange)
    shadow.discardEvents()
    if inSync { stillInSync() }
  }

  func unmarkText() {
    let inSync = shadowIsInSync
    field.unmarkText()
    shadow.unmarkText()
    shadow.discardEvents()
    if inSync { stillInSync() }
  }

  func deleteBackward() {
    let inSync = shadowIsInSync
    field.deleteBackward()
    shadow.deleteBackward()
    shadow.discardEvents()
    if inSync { stillInSync() }
  }

  func doCommand(_ command: EditingCommand) {
    let inSync = shadowIsInSync
    field.doCommand(command)
    shadow.doCommand(command)
    shadow.discardEvents()
    if inSync { stillInSync() }
  }

  /// True when the shadow is in the field's state (text, ranges, anchor, focus).
  private var shadowIsInSync: Bool {
    shadow.hasSameRanges(as: field) && textsAreIdentical
  }

  /// The same command from the same state left both in the same state: their texts are
  /// identical again, with their new edit counts.
  private func stillInSync() {
    identicalTexts.assume(field, shadow)
  }
}
