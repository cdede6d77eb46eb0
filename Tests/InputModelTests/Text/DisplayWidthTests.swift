import Testing

@testable import InputModel

@Suite("Display width in cells (East Asian Width)")
struct DisplayWidthTests {
  @Test(
    "widths of texts",
    arguments: [
      ("abc", 3, "ASCII is 1 per letter"),
      ("かな", 4, "kana are wide"),
      ("ｶﾅ", 2, "half-width kana are 1"),
      ("漢字", 4, "kanji are wide"),
      ("ＡＢ", 4, "full-width ASCII is 2"),
      ("\u{301}", 0, "a lone combining mark is 0"),
      ("e\u{301}", 1, "a combining mark adds nothing"),
      ("か\u{3099}", 2, "a combining voiced mark adds nothing"),
      ("👨‍👩‍👧", 2, "a ZWJ family is one emoji"),
      ("👍", 2, "emoji presentation is 2"),
      ("🇯🇵", 2, "a flag is 2"),
      ("❤\u{FE0F}", 2, "VS16 asks for emoji presentation"),
      ("ｶﾞ", 2, "half-width kana + half-width voiced mark is two cells"),
      ("\u{200B}", 0, "zero width space"),
      ("한", 2, "a Hangul syllable is wide"),
      ("\u{1100}\u{1161}", 2, "conjoining jamo: the medial vowel adds nothing"),
      ("", 0, "empty"),
    ])
  func widths(text: String, cells: Int, rule: String) {
    #expect(DisplayWidth().cells(of: text) == cells, "\(rule)")
  }

  @Test("ambiguous characters are 1 by default and 2 when asked", arguments: ["○", "①", "α", "Ж"])
  func ambiguous(text: String) {
    #expect(DisplayWidth().cells(of: text) == 1)
    #expect(DisplayWidth(ambiguousIsWide: true).cells(of: text) == 2)
  }

  @Test("per-cluster widths follow ICU clusters")
  func clusterCells() {
    let text = "aかｶﾞ👍"
    #expect(DisplayWidth().clusterCells(of: text, boundaries: GraphemeBoundaries(text)) == [1, 2, 2, 2])
  }
}
