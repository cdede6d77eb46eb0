import Testing

@testable import InputModel

@Suite("Scenario runner: replay, assertions, exhaustiveness")
struct ScenarioRunnerTests {
  static func run(_ text: String) throws -> ScenarioResult {
    let scenario = try ScenarioParser.parse(text, path: "t.scenario").get()
    return ScenarioRunner().run(scenario)
  }

  @Test("the format's own example passes")
  func contractExample() throws {
    let result = try Self.run(
      """
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
      """)
    #expect(result.status == .passed)
    #expect(result.failure == nil)
    #expect(result.name == "flick わ then た keeps わ")
    #expect(result.trace.map(\.step) == ["flick わ", "flick た", "key enter"])
  }

  @Test("a field mismatch fails at the assertion with a field/binding/IME diff")
  func fieldMismatch() throws {
    let result = try Self.run(
      """
      use ime=flick bridge=swiftui13
      flick わ
      flick た
      expect violation composition-overwrite
      expect violation lost-input
      expect field "[わた|]"
      """)
    let failure = try #require(result.failure)
    #expect(result.status == .failed)
    #expect(failure.kind == .assertion)
    #expect((failure.line, failure.column) == (6, 1))
    #expect(failure.heading == "field does not match after step 2 (flick た)")
    #expect(
      failure.sections == [
        FailureSection(label: "field", expected: "\"[わた|]\"", actual: "\"[た|]\""),
        FailureSection(label: "binding", actual: "\"\""),
        FailureSection(label: "IME", actual: "\"た\""),
      ])
    #expect(failure.trace.hasPrefix("flick わ → flick た → render (assign \"\" during composition"))
  }

  @Test(
    "what was recorded and not consumed fails the scenario at the step that produced it",
    arguments: [
      (
        "use ime=flick bridge=swiftui13\nflick わ\nflick た\n", 3,
        "unexpected composition-overwrite violation in step 2 (flick た)"
      ),
      ("use ime=direct\ntype \"a\"\n", 2, "onChange event not consumed by any assertion: \"\" -> \"a\""),
      (
        "use ime=direct\ntype \"a\"\nskip onchange\nkey enter\n", 4,
        "submit not consumed by any assertion: \"a\""
      ),
    ])
  func exhaustiveness(text: String, line: Int, headingPrefix: String) throws {
    let result = try Self.run(text)
    let failure = try #require(result.failure)
    #expect(failure.line == line)
    #expect(failure.heading.hasPrefix(headingPrefix), "\(failure.heading)")
  }

  @Test("expect violation looks at the most recent step only")
  func violationInMostRecentStep() throws {
    let result = try Self.run(
      """
      use ime=flick bridge=swiftui13
      flick わ
      flick た
      expect violation composition-overwrite
      expect violation lost-input
      key enter
      expect violation ime-desync
      """)
    let failure = try #require(result.failure)
    #expect(failure.kind == .missingViolation)
    #expect(failure.line == 7)
    #expect(failure.heading == "expected a ime-desync violation in step 3 (key enter), but none was reported")
  }

  @Test("skips consume what is pending, possibly nothing")
  func skips() throws {
    let result = try Self.run(
      """
      use ime=flick bridge=swiftui13
      skip violations
      flick わ
      flick た
      skip violations
      skip onchange
      skip submitted
      expect onchange none
      expect submitted none
      """)
    #expect(result.status == .passed, "\(String(describing: result.failure))")
  }

  @Test("a step the keyboard cannot perform fails with a step error, not a crash")
  func stepError() throws {
    let result = try Self.run(
      """
      type "a"
      select 3
      """)
    let failure = try #require(result.failure)
    #expect(failure.kind == .stepError)
    #expect(failure.line == 2)
  }

  @Test("onChange, submit and candidate assertions")
  func otherAssertions() throws {
    let result = try Self.run(
      """
      type "kyouha"
      convert
      expect candidates "今日は"
      key enter
      expect onchange "" -> "今日は"
      key enter
      expect submitted "今日は"
      expect onchange none
      """)
    #expect(result.status == .passed, "\(String(describing: result.failure))")
  }

  @Test("flick takes a kana a gesture types or a modifier face; anything else is a parse error")
  func flickArguments() throws {
    let result = try Self.run(
      """
      use ime=flick
      flick は
      flick ゛
      expect marked "ば"
      flick 小
      flick つ
      flick 小
      expect marked "ばっ"
      skip onchange
      """)
    #expect(result.status == .passed, "\(String(describing: result.failure))")
    let parsed = ScenarioParser.parse("use ime=flick\nflick ア\n", path: "t.scenario")
    #expect(parsed.scenario == nil)
    #expect(parsed.diagnostics.first?.message.hasPrefix("no flick gesture types \"ア\"") == true)
  }

  @Test("a component step without its component is a parse error")
  func componentMissing() {
    let parsed = ScenarioParser.parse("pick \"x\"\n", path: "t.scenario")
    #expect(parsed.scenario == nil)
    #expect(parsed.diagnostics.hasErrors)
  }
}
