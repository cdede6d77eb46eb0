/// Built-in candidate lists for scenarios, demos and tests.
public enum DemoCandidates {
  /// The suggestion-menu seed's candidate list, in its order: kana words that share
  /// prefixes (か…, から…, さ…, た…) so a few keystrokes narrow the menu step by step.
  public static let seedWords: [String] = [
    "かたづけ", "かまあげ", "からあげ", "からおけ", "からて", "からてがた", "からぶり",
    "さけちゃづけ", "さくらんぼ", "さつまあげ", "さふぁりぱーく", "たしかに", "たしなめる", "たいちゃづけ",
  ]

  /// The Weather example's cities, in its order (seed 004, `.searchable`: the list the
  /// example filters with `localizedCaseInsensitiveContains`).
  ///
  ///     "o" → Cupertino, San Francisco, London, Tokyo;  "san" → San Francisco
  public static let weatherCities: [String] = ["Cupertino", "San Francisco", "London", "Tokyo"]

  /// The Colors example's palettes, in its order (seed 004: the sidebar's list).
  ///
  ///     "o" → Ocean, Forest;  "mac" → iMac
  public static let colors: [String] = ["Ocean", "Sunset", "Forest", "iMac"]

  /// The Colors example's search suggestions that fill the query when picked (seed 004:
  /// `.searchCompletion`).
  public static let colorSuggestions: [String] = ["Ocean", "Sunset", "Forest"]

  /// The Colors example's suggestions drawn as buttons that write the query themselves
  /// (seed 004: `text = suggestion.text`).
  public static let colorButtonSuggestions: [String] = ["Blue", "Green", "Purple"]
}
