import Testing

@testable import InputModel

@Suite("Matching key: the kana normalization policy (docs/text.md)")
struct MatchingKeyTests {
  /// One row of the policy table in docs/text.md: input → key.
  @Test(
    "each row of the policy table",
    arguments: [
      ("ー", "ー", "the long vowel mark is kept"),
      ("パーティー", "ぱーてぃー", "ー inside a word is kept, never a vowel"),
      ("ｰ", "ー", "half-width long vowel mark widens"),
      ("ヵ", "か", "small katakana ka folds to か"),
      ("ヶ", "け", "small katakana ke folds to け"),
      ("ゕゖ", "かけ", "small hiragana ka/ke fold the same way"),
      ("ヷ", "わ\u{3099}", "ヷ folds to わ + combining voiced mark"),
      ("ヸ", "ゐ\u{3099}", "ヸ folds to ゐ + combining voiced mark"),
      ("ヹ", "ゑ\u{3099}", "ヹ folds to ゑ + combining voiced mark"),
      ("ヺ", "を\u{3099}", "ヺ folds to を + combining voiced mark"),
      ("か゛", "が", "spacing voiced mark composes with the kana before it"),
      ("は゜", "ぱ", "spacing semi-voiced mark composes with the kana before it"),
      ("゛", "\u{3099}", "a lone spacing mark becomes the combining mark"),
      ("ゝゞ", "ゝゞ", "hiragana iteration marks are kept"),
      ("ヽヾ", "ゝゞ", "katakana iteration marks fold to hiragana ones"),
      ("ｶﾞ", "が", "half-width katakana with voiced mark composes"),
      ("ﾊﾟ", "ぱ", "half-width katakana with semi-voiced mark composes"),
      ("か\u{3099}", "が", "hiragana + combining voiced mark composes"),
      ("ガ", "が", "katakana folds to hiragana"),
      ("ヴ", "ゔ", "ヴ folds to ゔ"),
      ("Ａ１", "a1", "full-width ASCII narrows and case folds"),
      ("ABC", "abc", "ASCII case folds"),
      ("〜", "~", "wave dash folds to tilde"),
      ("～", "~", "full-width tilde folds to tilde"),
      ("・", "・", "katakana middle dot is kept"),
      ("･", "・", "half-width middle dot widens"),
      ("ｧ", "ぁ", "half-width small katakana folds to small hiragana"),
      ("ぁ", "ぁ", "small kana stay small"),
      ("｡｢｣､", "。「」、", "half-width punctuation widens"),
      ("　", " ", "ideographic space becomes a space"),
      ("ヿ", "こと", "the koto ligature expands"),
      ("ゟ", "より", "the yori ligature expands"),
      ("漢字", "漢字", "kanji are kept"),
    ])
  func policyRow(input: String, expected: String, rule: String) {
    #expect(MatchingKey.make(input) == expected, "\(rule)")
  }

  @Test("カラアゲ, ｶﾗｱｹﾞ and からあげ have one key; から, ｶﾗ and カラ key to a prefix of it")
  func karaage() {
    let keys = ["カラアゲ", "ｶﾗｱｹﾞ", "からあげ"].map(MatchingKey.make)
    #expect(Set(keys).count == 1)
    for prefix in ["から", "ｶﾗ", "カラ"] {
      #expect(keys[0].utf16.starts(with: MatchingKey.make(prefix).utf16))
    }
  }

  @Test("the UTF-16 key equals the string key's code units")
  func utf16Key() {
    #expect(MatchingKey.utf16Key("ｶﾗｱｹﾞ") == Array("からあげ".utf16))
  }

  @Test("a long text is keyed whole (the buffer grows)")
  func longText() {
    let text = String(repeating: "ｶﾞ", count: 300)
    #expect(MatchingKey.make(text) == String(repeating: "が", count: 300))
  }

  @Test("default ignorables (ZWJ, variation selectors) are dropped by NFKC case folding")
  func ignorables() {
    #expect(MatchingKey.make("a\u{200D}b\u{FE0F}") == "ab")
  }
}
