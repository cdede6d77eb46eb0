/// The built-in keyboards, by the names scenario files use (`use ime=flick`).
public enum InputMethodKind: String, CaseIterable, Hashable, Sendable {
  /// Romaji to kana, with kana-kanji conversion.
  case romaji
  /// Characters go in as they are; no marked text.
  case direct
  /// The phone 12-key keypad (toggle input), with conversion.
  case twelveKey = "12key"
  /// The phone flick keyboard, with conversion.
  case flick

  /// A new keyboard of this kind. Japanese keyboards convert with `dictionary`.
  public func make(dictionary: ConversionDictionary = .embedded) -> any InputMethod {
    switch self {
    case .direct: DirectInputMethod()
    case .romaji: JapaneseInputMethod(name: rawValue, composer: RomajiComposer(), dictionary: dictionary)
    case .twelveKey:
      JapaneseInputMethod(name: rawValue, composer: TwelveKeyComposer(), dictionary: dictionary)
    case .flick: JapaneseInputMethod(name: rawValue, composer: FlickComposer(), dictionary: dictionary)
    }
  }
}
