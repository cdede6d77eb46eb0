/// What parsing one scenario file produced: the scenario when there is no error, and every
/// diagnostic (errors, warnings, notes) in file order.
///
///     let parsed = ScenarioParser.parse(bytes: bytes, path: "wa-ta.scenario")
///     switch parsed.result {
///     case .success(let scenario): run(scenario)       // parsed.diagnostics may hold warnings
///     case .failure(let diagnostics): print(diagnostics) // exit status 2
///     }
public struct ScenarioParseResult: Equatable, Sendable {
  /// `nil` exactly when `diagnostics` has an error.
  public var scenario: Scenario?
  public var diagnostics: DiagnosticList

  public init(scenario: Scenario?, diagnostics: DiagnosticList) {
    self.scenario = scenario
    self.diagnostics = diagnostics
  }

  /// The scenario, or all diagnostics when there is an error (warnings are dropped on success).
  public var result: Result<Scenario, DiagnosticList> {
    if let scenario { .success(scenario) } else { .failure(diagnostics) }
  }

  /// The scenario, or throws all diagnostics.
  public func get() throws(DiagnosticList) -> Scenario {
    guard let scenario else { throw diagnostics }
    return scenario
  }
}
