import Foundation
import InputModel
import Testing

/// Replays a scenario file or a folder of them inside a Swift Testing test and records each
/// failure as a test issue at the scenario's file and line, with the heading, the diff and
/// the hint as its comment.
///
///     @Test func myFieldKeepsJapaneseInput() throws {
///       try expectScenarios(at: "Scenarios", bridge: { RepresentableBridge { MyField(text: $0) } })
///     }
///
/// - Parameters:
///   - path: a `.scenario` file or a folder (relative to the current directory, or absolute).
///   - bridge: makes the bridge under test for each replay; `nil` runs each file's own bridge.
///   - transforms: app transforms added after each file's own (a Swift closure transform,
///     `AppTransform(named:) { … }`, joins the replay this way).
/// - Returns: every result, for further checks.
@discardableResult
public func expectScenarios(
  at path: String, bridge: (() -> any Bridge)? = nil, transforms: [AppTransform] = [],
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> [ScenarioResult] {
  let results = try ScenarioRunner(transforms: transforms).runFiles(at: path, bridge: bridge)
  if results.isEmpty {
    Issue.record("no scenario files at \(path)", sourceLocation: sourceLocation)
  }
  let workingDirectory = FileManager.default.currentDirectoryPath
  for result in results {
    guard let location = ScenarioIssueLocation.location(of: result, workingDirectory: workingDirectory)
    else { continue }
    Issue.record(Comment(rawValue: ScenarioIssueLocation.comment(for: result)), sourceLocation: location)
  }
  return results
}
