/// The keyboards that need nothing beyond `InputModel` and ICU.
extension InputMethodKind {
  /// Romaji to kana, with kana-kanji conversion; `use romaji-style=phone|desktop` chooses a
  /// phone's romaji keyboard (the default) or a desktop IME's (Mozc's), `RomajiStyle`.
  public static let romaji = InputMethodKind(
    name: "romaji", product: InputMethodRegistry.coreProduct, family: .japanese,
    traits: [.converts, .candidateMenu, .romajiReading],
    options: [
      InputMethodOption(
        name: RomajiStyle.optionName, defaultValue: RomajiStyle.phone.rawValue,
        allowedValues: RomajiStyle.allCases.map(\.rawValue))
    ],
    fuzzAlphabet: .romaji
  ) { settings throws(InputEngineError) in
    let value = settings.option(RomajiStyle.optionName)
    guard let style = RomajiStyle(rawValue: value) else {
      throw .unknownValue(what: "romaji style", value: value, installed: RomajiStyle.allCases.map(\.rawValue))
    }
    return JapaneseInputMethod(
      name: "romaji", composer: RomajiComposer(style: style), dictionary: settings.dictionary)
  }

  /// Characters go in as they are; no marked text.
  public static let direct = builtIn("direct", traits: [], alphabet: .direct) { _ in DirectInputMethod() }

  /// The phone 12-key keypad (toggle input), with conversion.
  public static let twelveKey = builtIn(
    "12key", traits: [.converts, .candidateMenu], alphabet: .twelveKey
  ) { settings in
    JapaneseInputMethod(name: "12key", composer: TwelveKeyComposer(), dictionary: settings.dictionary)
  }

  /// The phone flick keyboard, with conversion.
  public static let flick = builtIn(
    "flick", traits: [.converts, .candidateMenu, .flicks], alphabet: .flick
  ) { settings in
    JapaneseInputMethod(name: "flick", composer: FlickComposer(), dictionary: settings.dictionary)
  }

  private static func builtIn(
    _ name: String, traits: InputMethodTraits, alphabet: FuzzAlphabet,
    start: @escaping @Sendable (InputMethodSettings) -> any InputMethod
  ) -> InputMethodKind {
    InputMethodKind(
      name: name, product: InputMethodRegistry.coreProduct, family: .japanese, traits: traits,
      fuzzAlphabet: alphabet, start: { settings throws(InputEngineError) in start(settings) })
  }
}
