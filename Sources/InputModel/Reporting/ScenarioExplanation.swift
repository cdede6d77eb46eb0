/// A replayed scenario file with what `inputsim explain` prints for it: the parsed scenario
/// (`nil` when the file does not parse) and its result.
///
///     wa-ta.scenario on your bridge  →  text(): the timeline, one row per step, then
///                                       "FAIL  wa-ta.scenario" with the diff and the hint
public struct ScenarioExplanation: Sendable {
  /// The parsed file; `nil` when it does not parse (the result then says why).
  public var scenario: Scenario?
  public var result: ScenarioResult

  public init(scenario: Scenario?, result: ScenarioResult) {
    self.scenario = scenario
    self.result = result
  }

  /// The terminal timeline `inputsim explain` prints; for a file that does not parse, its
  /// failure (the first error, at its line) as the text report shows it.
  public func text(style: TextStyle = .plain) -> String {
    guard let scenario else {
      guard let failure = result.failure else { return "" }
      return FailureRendering.render(failure, path: result.path, style: style) + "\n"
    }
    return TextTimeline.render(scenario: scenario, result: result, style: style)
  }

  /// The page `inputsim explain --format html` prints; `nil` for a file that does not parse.
  public var html: String? {
    scenario.map { HTMLTimeline.document(scenario: $0, result: result) }
  }
}
