import Testing

@testable import InputModel

/// The Korean and Chinese rows of docs/text.md's normalization table, one case per row.
@Suite("Matching key: Korean and Chinese rows")
struct MatchingKeyKoreanChineseTests {
  @Test(
    "each Korean and Chinese row of the table",
    arguments: [
      ("ㄱ", "\u{1100}", "a compatibility jamo folds to the conjoining jamo (NFKC)"),
      ("\u{FFA1}", "\u{1100}", "half-width Hangul widens to the same jamo"),
      ("한", "한", "a precomposed syllable is kept whole"),
      ("\u{1112}\u{1161}\u{11AB}", "한", "a conjoining jamo sequence composes (NFKC)"),
      ("ＮＩ ＨＡＯ", "ni hao", "full-width letters narrow and fold case"),
      ("ni hao", "ni hao", "the space of Rime's preedit is kept"),
      ("妳好", "妳好", "traditional characters are not folded to simplified"),
      ("，", ",", "a full-width comma narrows"),
      ("。", "。", "the ideographic full stop is kept"),
    ])
  func row(_ input: String, _ key: String, _ why: String) {
    #expect(MatchingKey.make(input) == key, "\(why)")
  }

  @Test("a syllable on its way is no prefix of the word: 하 does not prefix 한글")
  func syllableIsNoPrefix() {
    #expect(!MatchingKey.make("한글").hasPrefix(MatchingKey.make("하")))
    #expect(MatchingKey.make("한글").hasPrefix(MatchingKey.make("한")))
  }

  @Test("the preedit ni hao does not prefix nihao, the letters as typed do")
  func preeditSpaceIsNoPrefix() {
    #expect(!MatchingKey.make("nihao").hasPrefix(MatchingKey.make("ni hao")))
    #expect(MatchingKey.make("nihao").hasPrefix(MatchingKey.make("niha")))
  }
}
