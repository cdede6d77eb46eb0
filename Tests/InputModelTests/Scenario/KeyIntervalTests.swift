import Testing

@testable import InputModel

/// `use key-interval-ms=N`: read, written back, bounded, and the one event order it decides in
/// the model — whether an Enter under `enter-order=keydown-unflagged-first` outruns the input
/// method's answer to the key that began the composition (yomitan#2082).
@Suite("key-interval-ms: the person's pace, as event order")
struct KeyIntervalTests {
  static let race =
    "use ime=romaji bridge=guarded platform=web submit-guard=naive enter-order=keydown-unflagged-first"

  /// What the naive search box submitted after `steps`, with `interval` (none: unset).
  static func submits(interval: Int?, _ steps: String) throws -> [String] {
    let use = Self.race + (interval.map { " key-interval-ms=\($0)" } ?? "")
    let text = "scenario \"t\"\n\(use)\n\(steps)\nskip violations\nskip onchange\nskip submitted\n"
    let scenario = try ScenarioParser.parse(text, path: "t.scenario").get()
    let session = try ScenarioSessionBuilder.make(for: scenario, runner: ScenarioRunner())
    defer { session.end() }
    for step in scenario.steps {
      if case .perform(let performed) = step.kind { try session.perform(performed) }
    }
    return session.submits
  }

  @Test(
    "a then Enter 4 ms apart: the Enter's keydown is unflagged and the naive guard submits the empty field")
  func raceAtFourMilliseconds() throws {
    #expect(try Self.submits(interval: 4, "type a\nkey enter") == [""])
  }

  @Test("a then Enter 250 ms apart: the keydown is flagged composing and nothing is submitted")
  func noRaceAtTwoHundredFifty() throws {
    #expect(try Self.submits(interval: 250, "type a\nkey enter") == [])
  }

  @Test("4 ms after a key that did not begin the composition (kensaku's u): no race")
  func noRaceAfterALaterKey() throws {
    #expect(try Self.submits(interval: 4, "type kensaku\nkey enter") == [])
  }

  @Test("no interval stated: the reported race at every committing Enter, as before")
  func unsetKeepsTheReportedOrder() throws {
    #expect(try Self.submits(interval: nil, "type kensaku\nkey enter") == [""])
  }

  @Test(
    "the race window: inside below 10 ms of the key that began the composition",
    arguments: [(nil, false, true), (4, true, true), (9, true, true), (10, true, false), (4, false, false)])
  func window(interval: Int?, began: Bool, outruns: Bool) {
    #expect(
      EnterKeyOrder.enterOutruns(keyIntervalMilliseconds: interval, previousKeyBeganComposition: began)
        == outruns)
  }

  @Test("use key-interval-ms=4 is read, and written back only when set")
  func readAndWritten() throws {
    let scenario = try ScenarioParser.parse(
      "scenario \"t\"\nuse ime=romaji key-interval-ms=4\ntype a\n", path: "t.scenario"
    ).get()
    #expect(scenario.settings.keyIntervalMilliseconds == 4)
    #expect(
      ScenarioWriter.text(of: scenario).contains(
        "\nuse ime=romaji bridge=guarded platform=uikit key-interval-ms=4\n"))
    var unset = scenario
    unset.settings.keyIntervalMilliseconds = nil
    #expect(!ScenarioWriter.text(of: unset).contains("key-interval-ms"))
  }

  @Test("a key interval above a minute is an error at its value")
  func bounded() {
    let parsed = ScenarioParser.parse(
      "scenario \"t\"\nuse key-interval-ms=60001\ntype a\n", path: "t.scenario")
    let messages = parsed.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("2:21: ") == true, "\(messages)")
  }
}
