import InputModel
import Testing

/// Where a failed scenario's issue points: the `.scenario` file's line and column, so
/// `swift test` and Xcode show the failing step or assertion, not the test function.
///
///     location(of: result) for "scenarios/wa-ta.scenario" failing at line 6
///     →  SourceLocation(fileID: "scenarios/wa-ta.scenario", filePath: "/abs/…/wa-ta.scenario", line: 6, column: 1)
public enum ScenarioIssueLocation {
  /// The failure's location in its scenario file; `nil` when the result passed.
  public static func location(of result: ScenarioResult, workingDirectory: String) -> SourceLocation? {
    guard let failure = result.failure else { return nil }
    let filePath = result.path.hasPrefix("/") ? result.path : workingDirectory + "/" + result.path
    return SourceLocation(
      fileID: fileID(of: result.path), filePath: filePath, line: max(1, failure.line),
      column: max(1, failure.column))
  }

  /// A `fileID` (`module/file`) for a scenario path: its folder's name and its file name.
  ///
  ///     "scenarios/native-field/wa-ta.scenario"  →  "native-field/wa-ta.scenario"
  static func fileID(of path: String) -> String {
    let parts = path.split(separator: "/")
    guard parts.count >= 2 else { return "scenarios/" + path }
    return parts.suffix(2).joined(separator: "/")
  }

  /// The issue's comment: the heading, the diff and the hint, as the text report shows them.
  public static func comment(for result: ScenarioResult) -> String {
    guard let failure = result.failure else { return "" }
    var lines = ["\(result.name): \(failure.heading)"]
    for section in failure.sections {
      if let expected = section.expected {
        lines.append("  \(section.label): expected \(expected), actual \(section.actual)")
      } else {
        lines.append("  \(section.label): \(section.actual)" + (section.remark.map { " \($0)" } ?? ""))
      }
    }
    if !failure.hint.isEmpty { lines.append("hint: \(failure.hint)") }
    if !failure.trace.isEmpty { lines.append("trace: \(failure.trace)") }
    return lines.joined(separator: "\n")
  }
}
