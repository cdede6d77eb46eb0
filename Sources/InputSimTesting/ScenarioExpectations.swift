import Foundation
import InputModel
import InputSimUIKit
import Testing

/// Replays a scenario file or a folder of them inside a Swift Testing test and records each
/// failure as a test issue at the scenario's file and line, with the heading, the diff and
/// the hint as its comment, followed by the replay's timeline as `inputsim explain` prints it
/// (the header names your bridge).
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
///   - keyboards: the keyboards the files may name (`use ime=`): the built-in ones, plus the
///     engine keyboards you link (`.builtIn + [.hangul]` with the `InputSimHangul` product). A
///     file that names a keyboard whose product is missing fails at its `use` line, with the
///     product to add.
///   - timelines: append each failure's timeline to its issue (`false`: the diff only).
/// - Returns: every result, for further checks.
@discardableResult
public func expectScenarios(
  at path: String, bridge: (() -> any Bridge)? = nil, transforms: [AppTransform] = [],
  keyboards: InputMethodRegistry = .builtIn, timelines: Bool = true,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> [ScenarioResult] {
  let explanations = try ScenarioRunner(transforms: transforms, keyboards: keyboards)
    .explainFiles(at: path, bridge: bridge)
  if explanations.isEmpty {
    Issue.record("no scenario files at \(path)", sourceLocation: sourceLocation)
  }
  let workingDirectory = FileManager.default.currentDirectoryPath
  var results: [ScenarioResult] = []
  for explanation in explanations {
    // A call the wrapper made that the shim could not honour fails the replay (never dropped).
    let result = explanation.result.withShimDiagnostics(of: explanation.scenario)
    results.append(result)
    guard let location = ScenarioIssueLocation.location(of: result, workingDirectory: workingDirectory)
    else { continue }
    var comment = ScenarioIssueLocation.comment(for: result)
    if timelines, explanation.scenario != nil {
      comment += "\n\ntimeline (as `inputsim explain` prints it):\n" + explanation.text()
    }
    Issue.record(Comment(rawValue: comment), sourceLocation: location)
  }
  return results
}

/// Replays scenario files against the component your app ships: any SwiftUI `View` built from
/// the binding, through `ViewBridge` (its `body` evaluated on every render pass, the
/// representables inside it driven). Otherwise as `expectScenarios(at:bridge:…)`.
///
///     try expectScenarios(at: "Scenarios", bridge: { ComposeBar(text: $0) })
@discardableResult
public func expectScenarios<Content: View>(
  at path: String, bridge content: @escaping @MainActor (InputSimUIKit.Binding<String>) -> Content,
  transforms: [AppTransform] = [], keyboards: InputMethodRegistry = .builtIn, timelines: Bool = true,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> [ScenarioResult] {
  try expectScenarios(
    at: path, bridge: { ViewBridge(content) }, transforms: transforms, keyboards: keyboards,
    timelines: timelines, sourceLocation: sourceLocation)
}
