import Testing

@testable import InputModel

@Suite("ScenarioWriter: whole scenarios in canonical form")
struct ScenarioWriterHeaderTests {
  @Test(
    "every step writes a line that reads back as the same step",
    arguments: ScenarioParserTests.steps)
  func stepRoundTrip(_ example: ScenarioParserTests.StepCase) throws {
    let line = ScenarioWriter.line(for: example.kind)
    let reread = try parse(everythingHeader + line).get()
    #expect(reread.steps.map(\.kind) == [example.kind], "\(line)")
  }

  @Test(
    "steps are written in canonical form",
    arguments: [
      (ScenarioStep.Kind.perform(.key(.shiftLeft, count: 3)), "key shift+left x3"),
      (.perform(.key(.enter, count: 1)), "key enter"),
      (.perform(.flick("わ")), "flick わ"),
      (.perform(.flick("a b")), #"flick "a b""#),
      (.perform(.type("kyou\n")), #"type "kyou\n""#),
      (.perform(.action(.selectCandidate(index: 2))), "select 2"),
      (.perform(.action(.selectWord("2"))), #"select "2""#),
      (.perform(.set("x", deferred: true)), #"set "x" deferred"#),
      (.perform(.tick(nil)), "tick"),
      (
        .expect(
          .field(
            FieldPattern(
              text: "a|\"", markedRange: UTF16Range(location: 0, length: 3),
              selectedRange: .caret(at: 3)))), #"expect field "[a\|\"|]""#
      ),
      (.expect(.marked("none")), #"expect marked "none""#),
      (.expect(.notMarked), "expect marked none"),
      (.expect(.onChange(old: "", new: "わた")), #"expect onchange "" -> "わた""#),
      (.expect(.searching(false)), "expect searching false"),
      (.expect(.violation(.staleOnChange)), "expect violation stale-onchange"),
      (.skip(.onChange), "skip onchange"),
    ])
  func canonicalSteps(_ kind: ScenarioStep.Kind, _ text: String) {
    #expect(ScenarioWriter.line(for: kind) == text)
  }

  @Test("a whole scenario is written in canonical form and reads back equal")
  func scenarioRoundTrip() throws {
    let original = try parse(
      """
      # comments and layout are not kept
      transform uppercase max-length=4
      use platform=web-safari   focus=off settle=manual
      use focus-loss=discard enter-order=keydown-first ime=12key
      candidates かたづけ "から あげ"
      candidates skk "/usr/share/skk/SKK-JISYO.L"
      candidates file "words.txt"
      component viewport
      component search
      suggest Ocean
      component suggestions pick=deferred
      scenario "round trip"

      type "22"
      key next x2
      expect field "[か|]"
      tick 2
      pick "からあげ"
      expect onchange none
      """,
      path: "dir/round-trip.scenario"
    ).get()
    let formatted = original.formatted()
    #expect(
      formatted == """
        scenario "round trip"
        use ime=12key bridge=guarded platform=web-safari focus=off settle=manual
        use enter-order=keydown-first focus-loss=discard
        candidates "かたづけ" "から あげ"
        candidates skk "/usr/share/skk/SKK-JISYO.L" readings
        candidates file "words.txt"
        component suggestions pick=deferred
        component search
        suggest "Ocean"
        component viewport width=200 cell-width=12
        transform uppercase max-length=4

        type "22"
        key next x2
        expect field "[か|]"
        tick 2
        pick "からあげ"
        expect onchange none

        """)
    let reread = try parse(formatted, path: "dir/round-trip.scenario").get()
    #expect(reread.name == original.name)
    #expect(
      reread.settings.platformOverrides == original.settings.platformOverrides)
    #expect(reread.candidates.map(\.kind) == original.candidates.map(\.kind))
    #expect(reread.suggestionMenu == original.suggestionMenu)
    #expect(reread.search == original.search)
    #expect(reread.searchSuggestions == original.searchSuggestions)
    #expect(reread.viewport == original.viewport)
    #expect(reread.transforms == original.transforms)
    #expect(reread.steps.map(\.kind) == original.steps.map(\.kind))
    #expect(reread.formatted() == formatted)
  }
}
