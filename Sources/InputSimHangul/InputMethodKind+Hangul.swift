import InputModel

/// The Korean 2-set keyboard as a scenario names it (`use ime=hangul`): add it to a registry
/// to link it.
///
///     let runner = ScenarioRunner(keyboards: .builtIn + [.hangul])
extension InputMethodKind {
  /// Korean 2-set (dubeolsik) on QWERTY, through libhangul (Debian: libhangul-dev).
  public static let hangul = InputMethodKind(
    name: "hangul", product: "InputSimHangul", family: .korean, traits: [], startsEngine: true,
    fuzzAlphabet: .hangul, typing: .asciiKeys(advice: HangulSyllable.typingAdvice),
    describeCodePoint: HangulSyllable.inspectLine(for:),
    start: { _ throws(InputEngineError) in try HangulInputMethod() })
}

extension FuzzAlphabet {
  /// Hangul: syllables key by key, the named keys, and commit or drop the pending syllable
  /// (there is no candidate window).
  public static let hangul = FuzzAlphabet(
    [Entry(.typedKeys(.hangulSyllable), 40)] + composingKeys + [Entry(.commit, 2), Entry(.cancel, 1)] + app)
}

extension FuzzKeyTables {
  /// A Hangul syllable's keys: an initial, a medial and a final, each from its table.
  public static let hangulSyllable = FuzzKeyTables(
    [FuzzVocabulary.hangulInitials, FuzzVocabulary.hangulMedials, FuzzVocabulary.hangulFinals], whenEmpty: "r"
  )
}
