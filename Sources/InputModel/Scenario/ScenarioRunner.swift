/// Replays a parsed scenario on a session: performs its steps, checks its assertions, and
/// applies the exhaustiveness rule (every onChange, submit and violation must be consumed).
///
/// Stops at the first failed assertion and reports it with an expected/actual diff of the
/// field, the binding and the keyboard's buffer.
public struct ScenarioRunner: Sendable {
  /// Where relative `candidates file` / `candidates skk` paths are resolved.
  public var baseDirectory: String
  /// The conversion dictionary the Japanese keyboards use.
  public var dictionary: ConversionDictionary

  public init(baseDirectory: String = ".", dictionary: ConversionDictionary = .embedded) {
    self.baseDirectory = baseDirectory
    self.dictionary = dictionary
  }

  /// Replays `scenario` and reports the outcome.
  public func run(_ scenario: Scenario) -> ScenarioResult {
    var replay = ScenarioReplay(scenario: scenario, runner: self)
    return replay.run()
  }
}
