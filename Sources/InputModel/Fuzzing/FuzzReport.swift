/// What a fuzz campaign did and found. Everything here is a function of the configuration
/// (seed, options, shard) except when a time limit stopped it.
public struct FuzzReport: Equatable, Sendable {
  public var seed: UInt64
  /// Runs performed (in this shard).
  public var runs: Int
  /// Steps performed, rejected ones included.
  public var steps: Int
  /// Keys and gestures delivered (see `GeneratedStep.keystrokes`).
  public var keystrokes: Int
  /// Keystrokes per keyboard (kinds not fuzzed: 0).
  public var keystrokesByInputMethod: [InputMethodKind: Int]
  /// Keystrokes per platform name.
  public var keystrokesByPlatform: [String: Int]
  /// Steps the keyboard rejected (a `SessionError`): skipped, not failures.
  public var rejectedSteps: Int
  /// Runs that broke an invariant.
  public var failedRuns: Int
  /// Failing runs whose steps, without the rejected ones, did not reproduce the violation on
  /// replay (no reproducer can be written for them).
  public var unreproducedRuns: Int
  /// Distinct failures, in the order they were first found.
  public var failures: [FuzzFailure]
  /// True when the time limit ended the campaign before its last run.
  public var stoppedByTimeLimit: Bool
  /// True when the caller stopped the campaign (`Fuzzer.run(…, shouldStop:)`, Ctrl-C): the
  /// report holds the runs that ended before it.
  public var stoppedByInterrupt = false

  public init(seed: UInt64) {
    self.seed = seed
    self.runs = 0
    self.steps = 0
    self.keystrokes = 0
    self.keystrokesByInputMethod = [:]
    self.keystrokesByPlatform = [:]
    self.rejectedSteps = 0
    self.failedRuns = 0
    self.unreproducedRuns = 0
    self.failures = []
    self.stoppedByTimeLimit = false
  }
}
