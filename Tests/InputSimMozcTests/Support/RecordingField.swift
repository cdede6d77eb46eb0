import InputModel
import InputSimTestSupport

/// A `TextInputClient` that forwards to a real `TextField` and records what it was told, for
/// expectations on commands (`doCommand(.insertNewline)` for a key Mozc leaves alone).
final class RecordingField: TextInputClient {
  enum Command: Equatable {
    case setMarkedText(String, UTF16Range)
    case insertText(String)
    case unmarkText
    case deleteBackward
    case doCommand(EditingCommand)
  }

  let field: TextField
  private(set) var commands: [Command] = []

  init(text: String = "") { field = TextField(text: text) }

  var text: String { field.text }
  var selectedRange: UTF16Range { field.selectedRange }
  var markedRange: UTF16Range? { field.markedRange }
  func surroundingText(beforeCaretUpTo maxUTF16Length: Int) -> String? {
    field.surroundingText(beforeCaretUpTo: maxUTF16Length)
  }
  var rendered: String { TextFieldNotation.render(field.state) }

  /// The commands since the last call.
  func takeCommands() -> [Command] {
    defer { commands = [] }
    return commands
  }

  func setMarkedText(_ markedText: String, selectedRange: UTF16Range, replacementRange: UTF16Range?)
    throws(TextFieldError)
  {
    commands.append(.setMarkedText(markedText, selectedRange))
    try field.setMarkedText(markedText, selectedRange: selectedRange, replacementRange: replacementRange)
  }

  func insertText(_ text: String, replacementRange: UTF16Range?) throws(TextFieldError) {
    commands.append(.insertText(text))
    try field.insertText(text, replacementRange: replacementRange)
  }

  func unmarkText() {
    commands.append(.unmarkText)
    field.unmarkText()
  }

  func deleteBackward() {
    commands.append(.deleteBackward)
    field.deleteBackward()
  }

  func doCommand(_ command: EditingCommand) {
    commands.append(.doCommand(command))
    field.doCommand(command)
  }
}
