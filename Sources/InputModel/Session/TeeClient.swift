/// The client the keyboard drives: every command goes to the field and to the shadow field
/// (the same commands with no app in the loop), which the `lost-input` invariant compares.
/// Reads come from the field.
///
/// While the shadow is in the field's state (no app write came between), a command does the
/// same to both, so the shadow copies the field's result instead of editing its own text.
final class TeeClient: TextInputClient {
  /// The session's field and the oracle's shadow, held directly (both live as long as the
  /// session and neither refers back to it): reaching them through an unowned session cost a
  /// strong retain and release per use.
  let field: TextField
  let shadow: TextField

  init(field: TextField, shadow: TextField) {
    self.field = field
    self.shadow = shadow
  }

  var text: String { field.text }
  var selectedRange: UTF16Range { field.selectedRange }
  var markedRange: UTF16Range? { field.markedRange }

  func setMarkedText(_ markedText: String, selectedRange: UTF16Range, replacementRange: UTF16Range?)
    throws(TextFieldError)
  {
    let inSync = shadowIsInSync
    try field.setMarkedText(
      markedText, selectedRange: selectedRange, replacementRange: replacementRange)
    if inSync { return followField() }
    try? shadow.setMarkedText(
      markedText, selectedRange: selectedRange, replacementRange: replacementRange)
    shadow.discardEvents()
  }

  func insertText(_ text: String, replacementRange: UTF16Range?) throws(TextFieldError) {
    let inSync = shadowIsInSync
    try field.insertText(text, replacementRange: replacementRange)
    if inSync { return followField() }
    try? shadow.insertText(text, replacementRange: replacementRange)
    shadow.discardEvents()
  }

  func unmarkText() {
    let inSync = shadowIsInSync
    field.unmarkText()
    if inSync { return followField() }
    shadow.unmarkText()
    shadow.discardEvents()
  }

  func deleteBackward() {
    let inSync = shadowIsInSync
    field.deleteBackward()
    if inSync { return followField() }
    shadow.deleteBackward()
    shadow.discardEvents()
  }

  func doCommand(_ command: EditingCommand) {
    let inSync = shadowIsInSync
    field.doCommand(command)
    if inSync { return followField() }
    shadow.doCommand(command)
    shadow.discardEvents()
  }

  private var shadowIsInSync: Bool {
    shadow.hasSameEditingState(as: field)
  }

  /// The shadow takes the state the command gave the field.
  private func followField() {
    shadow.copyEditingState(from: field)
  }
}
