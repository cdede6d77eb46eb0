/// What a keyboard fuzz campaign found: how the sequences went, and one entry per class of
/// difference, each with its shrunk reproducer.
public struct KeyboardConformanceFuzzReport: Equatable, Sendable {
  public var seed: UInt64
  /// Sequences replayed, and their steps.
  public var runs = 0
  public var steps = 0
  public var agreed = 0
  public var differed = 0
  /// `run N: message` for each sequence a keyboard's engine failed on.
  public var errors: [String] = []
  /// The classes, in the order they were first found.
  public var classes: [KeyboardConformanceClass] = []

  public init(seed: UInt64) {
    self.seed = seed
  }

  /// Classes that are not documented differences: each one fails the command.
  public var unknownClasses: [KeyboardConformanceClass] { classes.filter { $0.known == nil } }
}

/// One class of difference: its shrunk sequence, where the two keyboards differ on it, and
/// how often the class was met.
public struct KeyboardConformanceClass: Equatable, Sendable {
  public var signature: KeyboardDifferenceClass
  /// The run whose sequence was shrunk, its length before, and the shrunk steps.
  public var run: Int
  public var originalStepCount: Int
  public var steps: [SessionStep]
  /// The first difference of the shrunk steps.
  public var difference: KeyboardDifference
  /// Sequences of this class (the shrunk one included).
  public var occurrences: Int
  /// Why this is a documented difference, or `nil`.
  public var known: String?
  /// `<reference>-<class stem>-<run>.scenario`, and its text.
  public var fileName: String
  public var scenarioText: String
}
