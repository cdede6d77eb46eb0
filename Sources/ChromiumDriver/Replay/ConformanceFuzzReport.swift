import InputModel

/// What `conform --fuzz` found: how the sequences went, and one entry per class of
/// disagreement, each with its shrunk reproducer.
public struct ConformanceFuzzReport: Equatable, Sendable {
  public var seed: UInt64
  /// Sequences replayed, and their steps.
  public var runs = 0
  public var steps = 0
  public var agreed = 0
  public var disagreed = 0
  /// Skipped sequences by reason (a step the browser cannot replay).
  public var skipped: [String: Int] = [:]
  /// `run N: message` for each sequence the browser or page failed.
  public var errors: [String] = []
  /// The classes, in the order they were first found.
  public var classes: [ConformanceFuzzClass] = []

  public init(seed: UInt64) {
    self.seed = seed
  }

  public var skippedCount: Int { skipped.values.reduce(0, +) }

  /// Classes that are not documented differences: each one fails the command.
  public var unknownClasses: [ConformanceFuzzClass] { classes.filter { $0.known == nil } }
}

/// One class of disagreement: its shrunk sequence, where the two sides differ on it, and how
/// often the class was met.
public struct ConformanceFuzzClass: Equatable, Sendable {
  public var signature: ConformanceSignature
  /// The run whose sequence was shrunk, its length before, and the shrunk steps.
  public var run: Int
  public var originalStepCount: Int
  public var steps: [SessionStep]
  /// The first disagreement of the shrunk steps.
  public var disagreement: ConformanceDisagreement
  /// Sequences of this class (the shrunk one included).
  public var occurrences: Int
  /// Why this is a documented difference (the OS IME's, not the model's), or `nil`.
  public var known: String?
  /// `<signature stem>-<run>.scenario`, and its text.
  public var fileName: String
  public var scenarioText: String
}
