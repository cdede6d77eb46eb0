/// One line of a scenario file: where its bytes are and how to turn a byte index into a
/// location. The line's end excludes the line feed and the carriage return before it.
struct ScenarioLine {
  let path: String
  /// The whole file (shared, not copied).
  let bytes: [UInt8]
  /// 1-based.
  let number: Int
  /// Index of the line's first byte in the file (after the BOM on line 1).
  let start: Int
  /// Index just past the line's content.
  let end: Int

  /// The location of the byte at `index`; `index == end` is the column just past the content.
  func location(_ index: Int) -> ScenarioLocation {
    ScenarioLocation(line: number, column: index - start + 1)
  }

  func error(_ message: String, at index: Int, notes: [Diagnostic.Note] = []) -> Diagnostic {
    Diagnostic(
      path: path, location: location(index), severity: .error, message: message, notes: notes)
  }

  func warning(_ message: String, at index: Int, notes: [Diagnostic.Note] = []) -> Diagnostic {
    Diagnostic(
      path: path, location: location(index), severity: .warning, message: message, notes: notes)
  }
}
