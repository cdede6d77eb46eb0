/// What a keyboard can do, which decides the steps a scenario may use with it and what the
/// tools offer for it.
///
///     romaji  [.converts, .candidateMenu, .romajiReading]   convert, select, pick-by-reading
///     pinyin  [.candidateMenu]                               select, no convert
///     hangul  []                                             neither
public struct InputMethodTraits: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// It converts a marked reading (`convert`, the Space that starts a conversion).
  public static let converts = InputMethodTraits(rawValue: 1 << 0)
  /// It has a candidate list to move in and pick from (`next-candidate`, `select N`).
  public static let candidateMenu = InputMethodTraits(rawValue: 1 << 1)
  /// It takes flick gestures (`flick わ`).
  public static let flicks = InputMethodTraits(rawValue: 1 << 2)
  /// Its marked text is kana typed as romaji, so letters still waiting for a kana can be
  /// matched as the kana they may become (a suggestion menu's `query=field`).
  public static let romajiReading = InputMethodTraits(rawValue: 1 << 3)
}
