import Testing

@testable import InputModel

@Suite("StepSimplifier: simpler forms of one step, simplest first")
struct StepSimplifierTests {
  @Test(
    "each step kind offers these simpler forms",
    arguments: [
      (
        SessionStep.type("kya"),
        [SessionStep.type("k"), .type("y"), .type("a"), .type("ky"), .type("ka"), .type("ya")]
      ),
      (.type("ab"), [.type("a"), .type("b")]),
      (.type("a"), []),
      (.type("か\u{3099}た"), [.type("か\u{3099}"), .type("た")]),
      (.key(.backspace, count: 3), [.key(.backspace, count: 1), .key(.backspace, count: 2)]),
      (.key(.left, count: 2), [.key(.left, count: 1)]),
      (.key(.enter, count: 1), []),
      (
        .set("かな", deferred: true),
        [
          .set("", deferred: true), .set("か", deferred: true), .set("な", deferred: true),
          .set("かな", deferred: false),
        ]
      ),
      (.set("", deferred: false), []),
      (
        .action(.selectCandidate(index: 3)),
        [.action(.selectCandidate(index: 1)), .action(.selectCandidate(index: 2))]
      ),
      (.action(.selectCandidate(index: 1)), []),
      (.action(.previousCandidate), [.action(.nextCandidate)]),
      (.tick(3), [.tick(1), .tick(2)]),
      (.tick(nil), [.tick(1)]),
      (.tick(1), []),
      (.flick("わ"), []),
      (.blur, []),
    ])
  func simplerForms(step: SessionStep, expected: [SessionStep]) {
    #expect(StepSimplifier.simplerForms(of: step) == expected)
  }

  @Test("shorter texts go by grapheme clusters, never splitting one")
  func shorterTexts() {
    #expect(StepSimplifier.shorterTexts("abc") == ["", "a", "b", "c", "ab", "ac", "bc"])
    #expect(StepSimplifier.shorterTexts("👍🏽") == [""])
    #expect(StepSimplifier.shorterTexts("") == [])
  }
}
