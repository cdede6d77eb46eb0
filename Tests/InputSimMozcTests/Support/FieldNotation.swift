import InputModel

/// A field's state in the scenario notation, for expectations: `[` `]` around the marked text,
/// `|` for the caret, `{` `}` around a selection.
///
///     text "漢字かｎ", marked {2, 2}, caret 4   →  "漢字[かｎ|]"
///     text "私は日本語を", marked {0, 6}, selected {2, 4}  →  "[私は{日本語を}]"
enum FieldNotation {
  static func render(_ state: FieldState) -> String {
    let units = Array(state.text.utf16)
    // At one offset the marks go in this order: "[" "}" "|" "{" "]", so that "[{感じ}]",
    // "[かｎ|]" and "[|かん]" come out as written.
    var marks: [Int: [Int: String]] = [:]
    func add(_ offset: Int, _ rank: Int, _ mark: String) { marks[offset, default: [:]][rank] = mark }
    if let marked = state.markedRange {
      add(marked.location, 0, "[")
      add(marked.upperBound, 4, "]")
    }
    if state.selectedRange.isEmpty {
      add(state.selectedRange.location, 2, "|")
    } else {
      add(state.selectedRange.location, 3, "{")
      add(state.selectedRange.upperBound, 1, "}")
    }
    var result = ""
    var start = 0
    for offset in marks.keys.sorted() where offset <= units.count {
      result += String(decoding: units[start..<offset], as: UTF16.self)
      result += (marks[offset] ?? [:]).sorted { $0.key < $1.key }.map(\.value).joined()
      start = offset
    }
    result += String(decoding: units[start...], as: UTF16.self)
    return result
  }
}

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
  var rendered: String { FieldNotation.render(field.state) }

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
