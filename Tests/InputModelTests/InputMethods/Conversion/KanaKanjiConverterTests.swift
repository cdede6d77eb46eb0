import Testing

@testable import InputModel

@Suite("KanaKanjiConverter")
struct KanaKanjiConverterTests {
  let embedded = KanaKanjiConverter(dictionary: .embedded)

  @Test(
    "longest dictionary match from the left; unknown runs stay one segment",
    arguments: [
      ("きょうはいいてんきです", ["きょうは", "いい", "てんき", "です"]),
      ("わたしのなまえは", ["わたし", "の", "なまえ", "は"]),
      ("わたしはがくせいです", ["わたし", "は", "がくせい", "です"]),
      ("にほんごをべんきょうします", ["にほんご", "を", "べんきょう", "します"]),
      ("からあげをたべる", ["からあげ", "を", "たべる"]),
      ("ぬるぬるのはし", ["ぬるぬる", "の", "はし"]),
      ("はしぬるぬる", ["はし", "ぬるぬる"]),
      ("ぬるぬる", ["ぬるぬる"]),
      ("かんじへんかん", ["かんじ", "へんかん"]),
      ("っk", ["っk"]),
      ("", []),
    ])
  func segments(reading: String, expected: [String]) {
    #expect(embedded.segments(of: reading).map(\.reading) == expected)
  }

  @Test("with overlapping entries the longest one at the left wins, even if the rest is unknown")
  func longestMatchIsGreedy() {
    let converter = KanaKanjiConverter(
      dictionary: ConversionDictionary([
        ("あ", ["亜"]), ("あい", ["愛"]), ("あいう", ["藍鵜"]), ("いうえ", ["言上"]),
      ]))
    #expect(converter.segments(of: "あいうえ").map(\.reading) == ["あいう", "え"])
    #expect(converter.segments(of: "ああい").map(\.reading) == ["あ", "あい"])
  }

  @Test("a kana with a combining voiced mark is one cluster, never split from its mark")
  func combiningMarksStayWhole() {
    // "か" has an entry, but "か" + U+3099 is one grapheme cluster that "か" does not match.
    let converter = KanaKanjiConverter(dictionary: ConversionDictionary([("か", ["蚊"])]))
    #expect(converter.segments(of: "か\u{3099}か").map(\.reading) == ["か\u{3099}", "か"])
  }

  @Test("a decomposed reading finds the composed entry (String keys compare canonically)")
  func canonicalEquivalence() {
    let segments = embedded.segments(of: "か\u{3099}はし")
    #expect(segments.map(\.reading) == ["か\u{3099}", "はし"])
    #expect(segments.first?.candidates == ["が", "蛾", "我", "ガ"])
  }

  @Test(
    "candidates: dictionary order, then the reading, then its katakana, each once",
    arguments: [
      ("はし", ["箸", "橋", "端", "はし", "ハシ"]),
      ("から", ["から", "空", "殻", "唐", "カラ"]),
      ("きょう", ["今日", "京", "強", "きょう", "キョウ"]),
      ("からおけ", ["カラオケ", "からおけ"]),
      ("ぬるぬる", ["ぬるぬる", "ヌルヌル"]),
      ("abc", ["abc"]),
    ])
  func candidates(reading: String, expected: [String]) {
    #expect(embedded.candidates(for: reading) == expected)
  }

  @Test(
    "katakana: hiragana letters and iteration marks shift, everything else stays",
    arguments: [
      ("きょうー", "キョウー"), ("ゝゞ", "ヽヾ"), ("っk", "ッk"), ("ぁゖ", "ァヶ"), ("カナ", "カナ"), ("", ""),
    ])
  func katakana(hiragana: String, katakana: String) {
    #expect(KanaKanjiConverter.katakana(hiragana) == katakana)
  }

  @Test("convert focuses the first segment and selects every first candidate")
  func convert() throws {
    let state = try #require(embedded.convert("きょうはいいてんきです"))
    #expect(state.text == "今日は良い天気です")
    #expect(state.reading == "きょうはいいてんきです")
    #expect(state.focusedIndex == 0)
    #expect(state.focusedUTF16Range == UTF16Range(location: 0, length: 3))
  }

  @Test("an empty reading has no conversion")
  func convertEmpty() {
    #expect(embedded.convert("") == nil)
  }
}
