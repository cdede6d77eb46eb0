/// What `KeyboardConformanceFuzz` generates: sequences of a person's keys on a romaji
/// keyboard, drawn with the fuzzer's generator (`StepGenerator`) from `alphabet`.
///
///     KeyboardConformanceFuzzConfiguration(seed: 1, runs: 2000)
///     → run i: 20 steps of romaji syllables, capitals, digits and symbols, Backspace, Delete,
///       arrows, Escape, Enter, Space with nothing marked
public struct KeyboardConformanceFuzzConfiguration: Sendable {
  public var seed: UInt64
  public var runs: Int
  public var stepsPerRun: Int
  /// Whether conversion is drawn too: Space on a reading, `convert`, the candidate gestures.
  /// Off, Space is drawn only with nothing marked (where it types a space).
  public var includesConversion: Bool
  /// What the generator draws from.
  public var alphabet: FuzzAlphabet
  /// Most comparisons spent shrinking one class.
  public var shrinkBudget: Int

  public init(
    seed: UInt64, runs: Int = 100, stepsPerRun: Int = 20, includesConversion: Bool = false,
    alphabet: FuzzAlphabet? = nil, shrinkBudget: Int = 150
  ) {
    self.seed = seed
    self.runs = runs
    self.stepsPerRun = stepsPerRun
    self.includesConversion = includesConversion
    self.alphabet = alphabet ?? (includesConversion ? .romajiTypingWithConversion : .romajiTyping)
    self.shrinkBudget = shrinkBudget
  }
}

extension FuzzAlphabet {
  /// A person typing romaji and editing the reading: the fuzzer's romaji syllables, a capital
  /// letter now and then (`Tokyo`, `iPhone`), digits and ASCII symbols, Backspace, Delete, the
  /// arrows (with Shift too), Escape, Enter, `commit` and `cancel`, and Space.
  public static let romajiTyping = FuzzAlphabet(
    [
      Entry(.romajiSyllable, 40),
      Entry(.typedKeys(FuzzVocabulary.capitalized), 4),
      Entry(.typedKeys(FuzzVocabulary.digitsAndSymbols), 4),
      Entry(.key(.backspace), 8),
      Entry(.key(.enter), 5),
      Entry(.key(.escape), 2),
      Entry(.key(.left), 4),
      Entry(.key(.right), 3),
      Entry(.key(.shiftLeft), 1),
      Entry(.key(.shiftRight), 1),
      Entry(.key(.delete), 2),
      Entry(.key(.space), 2),
      Entry(.commit, 1),
      Entry(.cancel, 1),
    ])

  /// `romajiTyping` with conversion: the fuzzer's conversion gestures, and Up and Down.
  public static let romajiTypingWithConversion = FuzzAlphabet(
    romajiTyping.entries + conversion + [Entry(.key(.up), 1), Entry(.key(.down), 1)])
}

extension FuzzVocabulary {
  /// A capital letter, sometimes followed by a lowercase syllable: `T`, `Ka`, `Pho`.
  public static let capitalized = FuzzKeyTables(
    [
      Array("ABCDEGHIKMNOPSTUWYZ").map { Weighted(String($0), 1) },
      [Weighted("", 6)] + ["a", "i", "u", "e", "o", "ho", "ne", "yo", "n"].map { Weighted($0, 1) },
    ], whenEmpty: "A")

  /// A digit or an ASCII symbol, the keys no romaji rule starts with among them.
  public static let digitsAndSymbols = FuzzKeyTables(
    [Array("0123456789!\"#$%&'()*+/:;<=>?@[\\]^_`{|}~").map { Weighted(String($0), 1) }], whenEmpty: "1")
}
