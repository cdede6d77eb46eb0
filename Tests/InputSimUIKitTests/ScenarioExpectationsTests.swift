import Foundation
import InputModel
import InputSimTesting
import InputSimUIKit
import Testing

@Suite("expectScenarios records failures at the scenario's file and line")
struct ScenarioExpectationsTests {
  static let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Scenarios").path

  @Test("a failing expectation is recorded at line 6 of wrong-field.scenario")
  func issueAtScenarioLine() throws {
    let path = Self.scenarios + "/wrong-field.scenario"
    try withKnownIssue {
      try expectScenarios(at: path)
    } matching: { issue in
      issue.sourceLocation?.line == 6 && issue.sourceLocation?.fileID == "Scenarios/wrong-field.scenario"
        && issue.sourceLocation?.filePath == path
        && issue.comments.contains { $0.rawValue.contains("expected \"xy|\"") }
    }
  }

  @Test("a failure's issue carries the explain timeline, its header naming the bridge that ran")
  func issueCarriesTimeline() throws {
    let path = Self.scenarios + "/wrong-field.scenario"
    try withKnownIssue {
      try expectScenarios(
        at: path, bridge: { RepresentableBridge(name: "mine") { CommitOnlyField(text: $0) } })
    } matching: { issue in
      let comment = issue.comments.map(\.rawValue).joined()
      return comment.contains("timeline (as `inputsim explain` prints it):")
        && comment.contains("bridge=mine platform=") && comment.contains("  #  step")
    }
  }

  @Test("timelines: false keeps the issue to the diff")
  func issueWithoutTimeline() throws {
    let path = Self.scenarios + "/wrong-field.scenario"
    try withKnownIssue {
      try expectScenarios(at: path, timelines: false)
    } matching: { issue in
      let comment = issue.comments.map(\.rawValue).joined()
      return comment.contains("expected \"xy|\"") && !comment.contains("timeline")
    }
  }

  @Test("the location is the failure's line and column in the scenario file, relative paths made absolute")
  func locationIsPure() {
    let failure = ScenarioFailure(
      kind: .assertion, line: 9, column: 3, heading: "h", sections: [], hint: "", trace: "")
    let result = ScenarioResult(
      path: "scenarios/native-field/x.scenario", name: "x", status: .failed, failure: failure, linesRun: 1,
      trace: [])
    let location = ScenarioIssueLocation.location(of: result, workingDirectory: "/repo")
    #expect(location?.fileID == "native-field/x.scenario")
    #expect(location?.filePath == "/repo/scenarios/native-field/x.scenario")
    #expect(location?.line == 9)
    #expect(location?.column == 3)
  }

  @Test("a passing result has no location")
  func passingHasNone() {
    let result = ScenarioResult(path: "p.scenario", name: "p", status: .passed, linesRun: 1, trace: [])
    #expect(ScenarioIssueLocation.location(of: result, workingDirectory: "/") == nil)
  }
}
