import InputModel

/// Japanese on a real Mozc as a scenario names it (`use ime=mozc`): add it to a registry to
/// link it.
///
///     let runner = ScenarioRunner(keyboards: .builtIn + [.mozc])
extension InputMethodKind {
  /// Mozc through `mozc_emacs_helper` (Debian: mozc-server, emacs-mozc-bin): romaji or kana in,
  /// Mozc's readings, conversions and candidates out. It converts, has a candidate list, and
  /// its reading is typed as romaji, like the built-in `romaji` keyboard it is compared with.
  public static let mozc = InputMethodKind(
    name: MozcKeyboard.name, product: "InputSimMozc", family: .japanese,
    traits: [.converts, .candidateMenu, .romajiReading], startsEngine: true, fuzzAlphabet: .romaji,
    typing: .keys(
      accepting: { MozcKeyboard.canType(String($0)) },
      description: "the keys of a QWERTY keyboard (letters, digits, ASCII punctuation) and kana",
      advice: { _ in "; type the romaji (type \"kanji\"), or kana Mozc takes as they are (type \"かんじ\")" }),
    start: { _ throws(InputEngineError) in try MozcKeyboard.start() })
}
