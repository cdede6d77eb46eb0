/// Built-in candidate lists for scenarios, demos and tests.
public enum DemoCandidates {
  /// The suggestion-menu seed's candidate list, in its order: kana words that share
  /// prefixes (か…, から…, さ…, た…) so a few keystrokes narrow the menu step by step.
  public static let seedWords: [String] = [
    "かたづけ", "かまあげ", "からあげ", "からおけ", "からて", "からてがた", "からぶり",
    "さけちゃづけ", "さくらんぼ", "さつまあげ", "さふぁりぱーく", "たしかに", "たしなめる", "たいちゃづけ",
  ]

  /// A weather app's city search, chosen for this project (the seed's own list is not
  /// available): ASCII names that share substrings (`kyo` in Tokyo and Kyoto, `o` nearly
  /// everywhere, a space in New York and San Francisco) and two kanji names.
  public static let weatherCities: [String] = [
    "Tokyo", "Osaka", "Kyoto", "Sapporo", "Fukuoka", "Naha", "New York", "London", "Paris",
    "San Francisco", "東京", "大阪",
  ]

  /// A color palette search, chosen for this project (the seed's own list is not
  /// available): English names plus three kana names, so both case and kana folding matter.
  public static let colors: [String] = [
    "Red", "Orange", "Yellow", "Green", "Blue", "Indigo", "Violet", "Ocean", "Sunset", "あか",
    "あお", "みどり",
  ]
}
