import Foundation
import InputModel
import InputSimTesting
import Testing

/// Replays the folder scenarios/ against each wrapper of Sources/MyFields through
/// `expectScenarios(at:bridge:)`, as an app's test target would replay it against its own field.
@Suite("Examples/scenarios against each wrapper")
struct ScenarioReplayTests {
  /// Examples/scenarios, found from this file so `swift test` works from any directory.
  static let scenarios = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scenarios").path

  /// How many `.scenario` files the folder holds: every one of them must be replayed.
  static func fileCount() throws -> Int {
    try FileManager.default.contentsOfDirectory(atPath: scenarios).filter { $0.hasSuffix(".scenario") }.count
  }

  /// "…/scenarios/flick-wa-ta.scenario"  →  "flick-wa-ta"
  static func name(of result: ScenarioResult) -> String {
    URL(fileURLWithPath: result.path).deletingPathExtension().lastPathComponent
  }

  @Test("the fixed wrapper passes every scenario file")
  func fixedPassesEverything() throws {
    let results = try expectScenarios(at: Self.scenarios, bridge: Wrapper.fixed.bridge)
    #expect(results.count == (try Self.fileCount()))
    #expect(results.allSatisfy { $0.status == .passed })
    #expect(results.allSatisfy { $0.name.hasSuffix("[bridge fixed]") })
  }

  @Test(
    "a buggy wrapper fails exactly its known scenario files, each reported at the file's line",
    arguments: Wrapper.allCases.filter { $0 != .fixed })
  func buggyWrapperFails(_ wrapper: Wrapper) throws {
    var results: [ScenarioResult] = []
    try withKnownIssue("\(wrapper) has the bug its source file describes") {
      results = try expectScenarios(at: Self.scenarios, bridge: wrapper.bridge)
    } matching: { issue in
      // Recorded at the failing line of a file in scenarios/, not at this test.
      issue.sourceLocation?.fileID.hasPrefix("scenarios/") == true
        && issue.sourceLocation?.filePath.hasSuffix(".scenario") == true
    }
    #expect(results.count == (try Self.fileCount()))
    let failed = Set(results.filter { $0.status == .failed }.map(Self.name))
    #expect(failed == wrapper.failingScenarios)
  }

  @Test(
    "the bug is an assignment under the composition where the wrapper's file says so",
    arguments: Wrapper.allCases.filter { $0.signature != nil })
  func firstViolation(_ wrapper: Wrapper) throws {
    let signature = try #require(wrapper.signature)
    let path = Self.scenarios + "/" + signature.scenario + ".scenario"
    let results = try ScenarioRunner().runFiles(at: path, bridge: wrapper.bridge)
    let result = try #require(results.first)
    #expect(result.status == .failed)
    #expect(result.trace.flatMap(\.violations).first?.invariant == signature.invariant)
  }

  @Test("the text-view wrapper breaks no invariant: its binding sees the marked reading わた")
  func notesViewLeaksReadings() throws {
    let results = try ScenarioRunner().runFiles(
      at: Self.scenarios + "/flick-wa-ta.scenario", bridge: Wrapper.notesView.bridge)
    let result = try #require(results.first)
    #expect(result.trace.allSatisfy { $0.violations.isEmpty })
    let failure = try #require(result.failure)
    #expect(failure.heading.hasPrefix("binding does not match"))
    #expect(
      failure.sections.contains { $0.label == "binding" && $0.actual == "\"わた\"" }, "\(failure.sections)")
  }
}
