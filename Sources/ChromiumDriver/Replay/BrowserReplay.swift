import InputModel

/// A scenario replayed in the browser: the outcome, and one record per step performed (none
/// when the scenario was skipped or could not start).
public struct BrowserReplay: Equatable, Sendable {
  public var result: ScenarioResult
  public var steps: [BrowserStepRecord]

  public init(result: ScenarioResult, steps: [BrowserStepRecord]) {
    self.result = result
    self.steps = steps
  }
}
