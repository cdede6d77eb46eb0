import InputModel
import InputSimTesting
import Testing
import UIKit

@Suite("a write made inside a UIKit callback is traced as made there, not as a render")
struct CallbackWriteTraceTests {
  static let flick = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/scenarios/flick-wa-ta.scenario").path

  @Test("attributedText re-assigned in textViewDidChange: the failure's trace names textViewDidChange")
  func delegateWrite() throws {
    var results: [ScenarioResult] = []
    try withKnownIssue {
      results = try expectScenarios(
        at: Self.flick, bridge: { HighlightingEditor(text: $0) }, timelines: false)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("textViewDidChange (assign \"わ\" during composition") }
    }
    let trace = try #require(results.first?.failure?.trace)
    #expect(!trace.contains("render (assign \"わ\" during composition"))
  }

  @Test("the timeline notes the callback on the line before the assignment")
  func timelineNote() throws {
    let explanation = try #require(
      try ScenarioRunner().explainFiles(
        at: Self.flick, bridge: { ViewBridge { HighlightingEditor(text: $0) } }
      )
      .first)
    #expect(explanation.text().contains("in textViewDidChange: assign \"わ\""))
  }

  @Test("an assignment in updateUIView stays a render")
  func renderWrite() throws {
    var results: [ScenarioResult] = []
    try withKnownIssue {
      results = try expectScenarios(
        at: Self.flick, bridge: { AssignEveryRenderField(text: $0) }, timelines: false)
    } matching: { _ in
      true
    }
    let trace = try #require(results.first?.failure?.trace)
    #expect(trace.contains("render (assign"))
    #expect(!trace.contains("action (assign"))
  }

  @Test("an assignment in a .editingChanged action is named by the action")
  func actionWrite() throws {
    var results: [ScenarioResult] = []
    try withKnownIssue {
      results = try expectScenarios(at: Self.flick, bridge: { UppercasingField(text: $0) }, timelines: false)
    } matching: { _ in
      true
    }
    let trace = try #require(results.first?.failure?.trace)
    #expect(trace.contains(".editingChanged action (assign"), "\(trace)")
  }
}
