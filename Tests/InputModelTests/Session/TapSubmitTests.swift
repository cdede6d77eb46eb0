import Testing

@testable import InputModel

@Suite("tap-submit: the app's own submit button")
struct TapSubmitTests {
  @Test("with nothing marked the app submits its value and nothing breaks")
  func idle() throws {
    let session = Session(inputMethod: InputMethodKind.romaji.make(), bridge: GuardedBridge())
    try session.type("kana")
    try session.press(.enter)
    try session.perform(.tapSubmit)
    #expect(session.submits == ["かな"])
    #expect(session.violations.isEmpty)
    #expect(session.field.isFocused)
  }

  @Test("while composing: no commit, no blur; the app submits its stale value")
  func composing() throws {
    let session = Session(inputMethod: InputMethodKind.romaji.make(), bridge: GuardedBridge())
    try session.type("kana")
    try session.perform(.tapSubmit)
    #expect(session.submits == [""])
    #expect(session.field.markedText == "かな")
    #expect(session.compositionBuffer == "かな")
    #expect(session.field.isFocused)
    #expect(session.violations.map(\.invariant) == [.submitDuringComposition])
    #expect(
      session.violations.first?.message
        == #"submit of "" fired by a tap on the app's button while marked text "かな" existed"#)
  }

  @Test("the step reads and writes as `tap-submit`")
  func spelling() throws {
    #expect(SessionStep.tapSubmit.description == "tap-submit")
    let scenario = try ScenarioParser.parse("tap-submit\n", path: "t.scenario").result.get()
    #expect(scenario.steps.map(\.kind) == [.perform(.tapSubmit)])
  }
}
