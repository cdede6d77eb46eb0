/// One distinct failure: the shrunk steps that break an invariant, where they came from, and
/// the scenario file that reproduces it.
public struct FuzzFailure: Equatable, Sendable {
  public var signature: FuzzSignature
  /// The first violation when the shrunk steps are replayed.
  public var violation: Violation
  /// The shrunk steps; the last one shows the violation.
  public var steps: [SessionStep]
  /// How many steps the run had performed when it found the violation.
  public var originalStepCount: Int
  /// The run's keyboard, bridge, platform, settle mode and transforms.
  public var settings: FuzzRunSettings
  /// The 0-based index of the first run that found it.
  public var run: Int
  /// That run's seed (`FuzzSeeds.run(seed, index: run)`).
  public var runSeed: UInt64
  /// How many runs ended in a failure deduplicated into this one, itself included.
  public var occurrences: Int
  /// `<invariant>-<bridge>-<platform>-<run>.scenario`.
  public var fileName: String
  /// The reproducer, a complete scenario file.
  public var scenarioText: String

  public init(
    signature: FuzzSignature, violation: Violation, steps: [SessionStep], originalStepCount: Int,
    settings: FuzzRunSettings, run: Int, runSeed: UInt64, occurrences: Int, fileName: String,
    scenarioText: String
  ) {
    self.signature = signature
    self.violation = violation
    self.steps = steps
    self.originalStepCount = originalStepCount
    self.settings = settings
    self.run = run
    self.runSeed = runSeed
    self.occurrences = occurrences
    self.fileName = fileName
    self.scenarioText = scenarioText
  }
}
