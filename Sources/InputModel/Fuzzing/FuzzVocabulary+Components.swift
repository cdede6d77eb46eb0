/// What the generator types towards the suggestion menu's candidates (the seed's words).
extension FuzzVocabulary {
  /// The romaji that types each kana of the seed's words (`ゃ` as `xya`, `ー` as `-`), so a
  /// romaji run can type `kara` towards からあげ.
  static let seedKanaRomaji: [Character: String] = [
    "あ": "a", "い": "i", "お": "o", "か": "ka", "け": "ke", "く": "ku", "げ": "ge", "が": "ga",
    "さ": "sa", "し": "si", "た": "ta", "ち": "ti", "つ": "tu", "て": "te", "づ": "du", "な": "na",
    "に": "ni", "ふ": "hu", "ぶ": "bu", "ぼ": "bo", "ぱ": "pa", "ま": "ma", "ら": "ra", "り": "ri",
    "ん": "nn", "ゃ": "xya", "ぁ": "xa", "ー": "-",
  ]

  /// The kana a flick run can type in one gesture each (`flickKana` as a set).
  static let flickKanaSet: Set<Character> = Set(flickKana.compactMap(\.first))
}
