import Testing

@testable import InputModel

@Suite("Scenario parser: valid files")
struct ScenarioParserTests {
  struct StepCase: Sendable, CustomTestStringConvertible {
    let line: String
    let kind: ScenarioStep.Kind
    var testDescription: String { line }
    init(_ line: String, _ kind: ScenarioStep.Kind) {
      self.line = line
      self.kind = kind
    }
  }

  static func field(_ text: String, marked: Range<Int>? = nil, selected: Range<Int>)
    -> ScenarioStep.Kind
  {
    .expect(
      .field(
        FieldPattern(
          text: text, markedRange: marked.map(UTF16Range.init), selectedRange: UTF16Range(selected))
      ))
  }

  static let steps: [StepCase] = [
    StepCase(#"type "kyouha""#, .perform(.type("kyouha"))),
    StepCase("type kyouha", .perform(.type("kyouha"))),
    StepCase(#"type "a\"b\\c\n\t""#, .perform(.type("a\"b\\c\n\t"))),
    StepCase(#"type "\u{3042}\u{1F44D}""#, .perform(.type("あ👍"))),
    StepCase("type 22*", .perform(.type("22*"))),
    StepCase("type a=b", .perform(.type("a=b"))),
    StepCase("key enter", .perform(.key(.enter, count: 1))),
    StepCase("key shift+left x3", .perform(.key(.shiftLeft, count: 3))),
    StepCase("key undo-toggle", .perform(.key(.undoToggle, count: 1))),
    StepCase("key backspace x10000", .perform(.key(.backspace, count: 10_000))),
    StepCase("key next x007", .perform(.key(.next, count: 7))),
    StepCase(#"key "space""#, .perform(.key(.space, count: 1))),
    StepCase("flick わ", .perform(.flick("わ"))),
    StepCase(#"flick "た""#, .perform(.flick("た"))),
    StepCase("convert", .perform(.action(.convert))),
    StepCase("next-candidate", .perform(.action(.nextCandidate))),
    StepCase("prev-candidate", .perform(.action(.previousCandidate))),
    StepCase("commit", .perform(.action(.commit))),
    StepCase("cancel", .perform(.action(.cancel))),
    StepCase("focus", .perform(.focus)),
    StepCase("blur", .perform(.blur)),
    StepCase("close-menu", .perform(.closeMenu)),
    StepCase("cancel-search", .perform(.cancelSearch)),
    StepCase("select 2", .perform(.action(.selectCandidate(index: 2)))),
    StepCase(#"select "2""#, .perform(.action(.selectWord("2")))),
    StepCase("select 今日", .perform(.action(.selectWord("今日")))),
    StepCase(#"set "abc""#, .perform(.set("abc", deferred: false))),
    StepCase(#"set "" deferred"#, .perform(.set("", deferred: true))),
    StepCase("tick", .perform(.tick(nil))),
    StepCase("tick 3", .perform(.tick(3))),
    StepCase(#"pick "からあげ""#, .perform(.pick("からあげ"))),
    StepCase("scroll 0", .perform(.scroll(0))),
    StepCase("scroll 40", .perform(.scroll(40))),
    StepCase("resize 120", .perform(.resize(120))),
    StepCase(#"expect field "わた[し|]""#, field("わたし", marked: 2..<3, selected: 3..<3)),
    StepCase(#"expect field "{ab}c""#, field("abc", selected: 0..<2)),
    StepCase("expect field わ[た|]", field("わた", marked: 1..<2, selected: 2..<2)),
    StepCase(#"expect field "a\|b\\|""#, field("a|b\\", selected: 4..<4)),
    StepCase(#"expect field "say \"\u{1F44D}\"|""#, field("say \"👍\"", selected: 8..<8)),
    StepCase(#"expect text "わたし""#, .expect(.text("わたし"))),
    StepCase(#"expect marked "し""#, .expect(.marked("し"))),
    StepCase("expect marked none", .expect(.notMarked)),
    StepCase(#"expect marked "none""#, .expect(.marked("none"))),
    StepCase(#"expect binding """#, .expect(.binding(""))),
    StepCase(#"expect onchange "" -> "わた""#, .expect(.onChange(old: "", new: "わた"))),
    StepCase("expect onchange a -> b", .expect(.onChange(old: "a", new: "b"))),
    StepCase("expect onchange none", .expect(.noOnChange)),
    StepCase(#"expect candidates "今日" "京""#, .expect(.candidates(["今日", "京"]))),
    StepCase(#"expect suggestions "からあげ" カラオケ"#, .expect(.suggestions(["からあげ", "カラオケ"]))),
    StepCase("expect suggestions none", .expect(.noSuggestions)),
    StepCase(#"expect submitted "海""#, .expect(.submitted("海"))),
    StepCase("expect submitted none", .expect(.notSubmitted)),
    StepCase("expect searching true", .expect(.searching(true))),
    StepCase("expect searching false", .expect(.searching(false))),
    StepCase(#"expect results "Ocean" "Sunset""#, .expect(.results(["Ocean", "Sunset"]))),
    StepCase("expect results none", .expect(.resultsHidden)),
    StepCase("expect viewport between", .expect(.viewport(.between))),
    StepCase("expect viewport fit", .expect(.viewport(.fit))),
    StepCase("expect violation composition-overwrite", .expect(.violation(.compositionOverwrite))),
    StepCase(
      "expect violation submit-during-composition", .expect(.violation(.submitDuringComposition))),
    StepCase("expect violation any", .expect(.anyViolation)),
    StepCase("skip onchange", .skip(.onChange)),
    StepCase("skip submitted", .skip(.submitted)),
    StepCase("skip violations", .skip(.violations)),
    StepCase(
      "  key enter   # a comment with \"quotes\" and [brackets]", .perform(.key(.enter, count: 1))),
    StepCase("\ttype\t\"a b\"\t", .perform(.type("a b"))),
    StepCase(##"type "#not a comment""##, .perform(.type("#not a comment"))),
  ]

  @Test("each step line reads into its step", arguments: steps)
  func readsStep(_ example: StepCase) throws {
    let parsed = parse(everythingHeader + example.line)
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    let scenario = try #require(parsed.scenario)
    #expect(scenario.steps.map(\.kind) == [example.kind])
  }

  @Test("every invariant id and named key is accepted under its scenario name")
  func allNamesAccepted() throws {
    let lines =
      ScenarioStep.InvariantID.allCases.map { "expect violation \($0.rawValue)" }
      + NamedKey.allCases.map { "key \($0.rawValue)" }
      + ScenarioStep.ViewportClass.allCases.map { "expect viewport \($0.rawValue)" }
    let scenario = try parse(everythingHeader + lines.joined(separator: "\n")).get()
    #expect(
      scenario.steps.map(\.kind)
        == ScenarioStep.InvariantID.allCases.map { .expect(.violation($0)) }
        + NamedKey.allCases.map { .perform(.key($0, count: 1)) }
        + ScenarioStep.ViewportClass.allCases.map { .expect(.viewport($0)) })
  }

  @Test("the contract's example reads with steps at their lines")
  func contractExample() throws {
    let text = """
      # The wrapped native field keeps both characters when the bridge is guarded.
      scenario "flick わ then た keeps わ"
      use ime=flick bridge=guarded platform=uikit

      flick わ
      expect field "[わ|]"
      flick た
      expect field "[わた|]"
      key enter
      expect field "わた|"
      expect binding "わた"
      expect onchange "" -> "わた"
      """
    let parsed = parse(text, path: "scenarios/native-field/wa-ta.scenario")
    #expect(parsed.diagnostics.isEmpty)
    let scenario = try #require(parsed.scenario)
    #expect(scenario.name == "flick わ then た keeps わ")
    #expect(scenario.path == "scenarios/native-field/wa-ta.scenario")
    #expect(scenario.settings.ime == .flick)
    #expect(scenario.settings.bridge == .guarded)
    #expect(scenario.steps.map(\.location.line) == Array(5...12))
    #expect(scenario.steps.allSatisfy { $0.location.column == 1 })
    #expect(scenario.steps[1].kind == Self.field("わ", marked: 0..<1, selected: 1..<1))
    #expect(scenario.steps[7].kind == .expect(.onChange(old: "", new: "わた")))
  }

  @Test("step columns count UTF-8 bytes of the indentation")
  func stepColumns() throws {
    let scenario = try parse("\t  commit\n    blur").get()
    #expect(
      scenario.steps.map(\.location) == [
        ScenarioLocation(line: 1, column: 4), ScenarioLocation(line: 2, column: 5),
      ])
  }
}
