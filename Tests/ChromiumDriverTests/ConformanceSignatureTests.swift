import InputModel
import Testing

@testable import ChromiumDriver

@Suite("ConformanceSignature: the class of a disagreement")
struct ConformanceSignatureTests {
  private func scenario(_ text: String) throws -> Scenario {
    try #require(ScenarioParser.parse(text, path: "inline.scenario", keyboards: .linkedForTests).scenario)
  }

  private func disagreement(_ step: SessionStep, composing: Bool, what: String = "field")
    -> ConformanceDisagreement
  {
    ConformanceDisagreement(
      stepIndex: 1, step: step, composingBefore: composing, what: what, model: "\"a|\"", chromium: "\"A|\"")
  }

  @Test("the page, the step kind, composing or not and what differs; a transform's limit is left out")
  func fromScenario() throws {
    let limited = try scenario("use ime=romaji bridge=naive platform=web\ntransform max-length=5\ntype a\n")
    let signature = ConformanceSignature(
      disagreement(.set("x", deferred: true), composing: true), in: limited)
    #expect(
      signature
        == ConformanceSignature(
          bridge: "naive", transform: "max-length", stepKind: "set-deferred", duringComposition: true,
          what: "field"))
    #expect(signature.description == "naive+max-length: field after set-deferred during composition")
    #expect(signature.fileStem == "conform-naive-max-length-field-set-deferred-composing")
  }

  @Test("a deferred transform and a named key are part of the class")
  func deferredTransformAndKey() throws {
    let deferred = try scenario(
      "use ime=direct bridge=controlled-late platform=web\ntransform uppercase deferred\ntype a\n")
    let signature = ConformanceSignature(
      disagreement(.key(.tab, count: 1), composing: false, what: "binding"), in: deferred)
    #expect(signature.description == "controlled-late+uppercase-deferred: binding after key-tab")
    #expect(signature.fileStem == "conform-controlled-late-uppercase-deferred-binding-key-tab")
  }

  @Test("without a transform the page is the bridge alone")
  func noTransform() throws {
    let plain = try scenario("use ime=flick bridge=guarded platform=web\nflick わ\n")
    let signature = ConformanceSignature(disagreement(.flick("た"), composing: true), in: plain)
    #expect(signature.description == "guarded: field after flick during composition")
    #expect(signature.fileStem == "conform-guarded-field-flick-composing")
  }
}
