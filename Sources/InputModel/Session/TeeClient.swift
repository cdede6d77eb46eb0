/// The client the keyboard drives: every command goes to the field and to the shadow field
/// (the same commands with no app in the loop), which the `lost-input` invariant compares.
/// Reads come from the field.
final class TeeClient: TextInputClient {
  unowned let session: Session

  init(session: Session) {
    self.session = session
  }

  var text: String { session.field.text }
  var selectedRange: UTF16Range { session.field.selectedRange }
  var markedRange: UTF16Range? { session.field.markedRange }

  func setMarkedText(_ markedText: String, selectedRange: UTF16Range, replacementRange: UTF16Range?) throws {
    try session.field.setMarkedText(
      markedText, selectedRange: selectedRange, replacementRange: replacementRange)
    try? session.shadow.setMarkedText(
      markedText, selectedRange: selectedRange, replacementRange: replacementRange)
    session.shadow.discardEvents()
  }

  func insertText(_ text: String, replacementRange: UTF16Range?) throws {
    try session.field.insertText(text, replacementRange: replacementRange)
    try? session.shadow.insertText(text, replacementRange: replacementRange)
    session.shadow.discardEvents()
  }

  func unmarkText() {
    session.field.unmarkText()
    session.shadow.unmarkText()
    session.shadow.discardEvents()
  }

  func deleteBackward() {
    session.field.deleteBackward()
    session.shadow.deleteBackward()
    session.shadow.discardEvents()
  }

  func doCommand(_ command: EditingCommand) {
    session.field.doCommand(command)
    session.shadow.doCommand(command)
    session.shadow.discardEvents()
  }
}

