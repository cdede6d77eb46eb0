/// What the generator types: weighted tables of romaji syllables, 12-key keys, flick kana,
/// direct-input text and app-written values. Every unit of `directUnits` is one grapheme
/// cluster, so the generator counts keystrokes without segmenting.
public enum FuzzVocabulary {
  /// A unit and its relative weight.
  public struct Weighted: Equatable, Sendable {
    public var text: String
    public var weight: Int

    public init(_ text: String, _ weight: Int) {
      self.text = text
      self.weight = weight
    }
  }

  /// Romaji that real typing produces: consonant + vowel, 拗音, ん spelled `nn`, small kana
  /// (`xtu`, `ltu`, `xa`), double consonants (`kka`), a lone pending consonant, and the
  /// punctuation keys the romaji table maps (`-` → ー).
  public static let romajiSyllables: [Weighted] =
    ["a", "i", "u", "e", "o"].map { Weighted($0, 4) }
    + [
      "ka", "ki", "ku", "ke", "ko", "sa", "shi", "su", "se", "so", "ta", "chi", "tsu", "te", "to",
      "na", "ni", "nu", "ne", "no", "ha", "hi", "fu", "he", "ho", "ma", "mi", "mu", "me", "mo",
      "ya", "yu", "yo", "ra", "ri", "ru", "re", "ro", "wa", "wo",
      "ga", "gi", "gu", "ge", "go", "za", "ji", "zu", "ze", "zo", "da", "de", "do",
      "ba", "bi", "bu", "be", "bo", "pa", "pi", "pu", "pe", "po",
    ].map { Weighted($0, 2) }
    + [
      "kya", "kyu", "kyo", "sha", "shu", "sho", "cha", "chu", "cho", "nya", "hya", "mya", "rya",
      "gya", "ja", "ju", "jo", "bya", "pya", "xtu", "ltu", "xa", "xi", "xya", "kka", "tte", "sso",
      "ppa", "vu", "-", ",", ".", "k", "s", "t",
    ].map { Weighted($0, 1) }
    + [Weighted("nn", 3), Weighted("n", 2)]

  /// 12-key keys: the ten kana keys (`1` あ … `0` わ), `*` (゛゜小) and `#` (、。？！).
  public static let twelveKeys: [Weighted] =
    ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"].map { Weighted($0, 4) }
    + [Weighted("*", 3), Weighted("#", 1)]

  /// How many times a 12-key key is tapped in a row (toggling through its kana).
  public static let twelveKeyTapCounts: [Int] = [5, 3, 2, 1, 1]  // weights of 1 … 5 taps

  /// Every kana a flick face types, in layout order (public `FlickLayout` data).
  public static let flickKana: [String] = {
    var seen = Set<String>()
    var kana: [String] = []
    for face in FlickLayout.faces {
      guard let text = face.kana, !seen.contains(text) else { continue }
      seen.insert(text)
      kana.append(text)
    }
    return kana
  }()

  /// The 小゛゜ key's faces as `flick` arguments.
  public static let flickModifiers: [String] = ["゛", "゜", "小"]

  /// Direct-input text, one grapheme cluster each: mostly ASCII, with kana, kanji, full-width
  /// letters, half-width katakana with its voiced mark, a combining sequence and emoji
  /// (multi-scalar clusters exercise grapheme-boundary checks).
  public static let directUnits: [Weighted] =
    Array("abcdefghijklmnopqrstuvwxyz").map { Weighted(String($0), 2) }
    + Array("ABCXYZ0123456789.,-!?@ ").map { Weighted(String($0), 1) }
    + ["あ", "か", "ん", "ア", "漢", "字", "Ａ", "ｶﾞ", "か\u{3099}", "é", "👍", "👍🏽", "🇯🇵", "👨‍👩‍👧"].map {
      Weighted($0, 1)
    }

  /// Values the app writes with `set`, besides "" and the field's text plus a unit.
  public static let setValues: [String] = ["a", "abc", "Hello", "あ", "かな", "漢字", "わた", "👍", "ｶﾞ"]

  /// Weights of the weighted units, for `FuzzRandom.weightedIndex`.
  static let romajiWeights = romajiSyllables.map(\.weight)
  static let twelveKeyWeights = twelveKeys.map(\.weight)
  static let directWeights = directUnits.map(\.weight)
}
