/// The client the keyboard drives: every command goes to the field and to the shadow field
/// (the same commands with no app in the loop), which the `lost-input` invariant compares.
/// Reads come from the field.
///
/// While the shadow is in the field's state (no app write came between), a command does the
/// same to both, so the shadow copies the field's result instead of editing its own text.
final class TeeClient: TextInputClient {
  unowned let session: Session

  init(session: Session) {
    self.session = session
  }

  var text: String { session.field.text }
  var selectedRange: UTF16Range { session.field.selectedRange }
  var markedRange: UTF16Range? { session.field.markedRange }

  func setMarkedText(_ markedText: String, selectedRange: UTF16Range, replacementRange: UTF16Range?) throws {
    let inSync = shadowIsInSync
    try session.field.setMarkedText(
      markedText, selectedRange: selectedRange, replacementRange: replacementRange)
    if inSync { return followField() }
    try? session.shadow.setMarkedText(
      markedText, selectedRange: selectedRange, replacementRange: replacementRange)
    session.shadow.discardEvents()
  }

  func insertText(_ text: String, replacementRange: UTF16Range?) throws {
    let inSync = shadowIsInSync
    try session.field.insertText(text, replacementRange: replacementRange)
    if inSync { return followField() }
    try? session.shadow.insertText(text, replacementRange: replacementRange)
    session.shadow.discardEvents()
  }

  func unmarkText() {
    let inSync = shadowIsInSync
    session.field.unmarkText()
    if inSync { return followField() }
    session.shadow.unmarkText()
    session.shadow.discardEvents()
  }

  func deleteBackward() {
    let inSync = shadowIsInSync
    session.field.deleteBackward()
    if inSync { return followField() }
    session.shadow.deleteBackward()
    session.shadow.discardEvents()
  }

  func doCommand(_ command: EditingCommand) {
    let inSync = shadowIsInSync
    session.field.doCommand(command)
    if inSync { return followField() }
    session.shadow.doCommand(command)
    session.shadow.discardEvents()
  }

  private var shadowIsInSync: Bool {
    session.shadow.hasSameEditingState(as: session.field)
  }

  /// The shadow takes the state the command gave the field.
  private func followField() {
    session.shadow.copyEditingState(from: session.field)
  }
}
