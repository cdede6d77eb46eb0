import Testing

@testable import InputModel

@Suite("KanaKanjiConverter")
struct KanaKanjiConverterTests {
  let embedded = KanaKanjiConverter(dictionary: .embedded)

  @Test(
    "phrases: each content word with its particles and endings, as Mozc 2.28 cuts them",
    arguments: [
      ("わたしはにほんごをべんきょうしています", ["わたしは", "にほんごを", "べんきょうしています"]),
      ("わたしのなまえは", ["わたしの", "なまえは"]),
      ("わたしはがくせいです", ["わたしは", "がくせいです"]),
      ("にほんごをべんきょうします", ["にほんごを", "べんきょうします"]),
      ("からあげをたべる", ["からあげを", "たべる"]),
      ("はしからあげ", ["はし", "からあげ"]),
      ("ぬるぬるのはし", ["ぬるぬるの", "はし"]),
      ("はしぬるぬる", ["はし", "ぬるぬる"]),
      ("としょかんでほんをよむ", ["としょかんで", "ほんを", "よむ"]),
      ("でんわをおしえてください", ["でんわを", "おしえて", "ください"]),
      ("きょうはいいてんきです", ["きょうは", "いい", "てんきです"]),
      ("っk", ["っk"]),
      ("", []),
    ])
  func phrases(reading: String, expected: [String]) {
    #expect(embedded.segments(of: reading).map(\.reading) == expected)
  }

  @Test(
    "verbs and adjectives keep their okurigana and endings (Mozc's first candidates)",
    arguments: [
      ("はたらく", "働く"),
      ("はたらいて", "働いて"),
      ("はたらきます", "働きます"),
      ("うつくしい", "美しい"),
      ("うつくしかった", "美しかった"),
      ("うつくしく", "美しく"),
      ("たかくない", "高くない"),
      ("さむかった", "寒かった"),
      ("かいて", "書いて"),
      ("よんで", "読んで"),
      ("まって", "待って"),
      ("およいで", "泳いで"),
      ("いきます", "行きます"),
      ("みます", "見ます"),
      ("たべました", "食べました"),
      ("べんきょうしています", "勉強しています"),
      ("しずかな", "静かな"),
      ("わかりました", "わかりました"),
      ("てんきがよかったので", "天気が良かったので"),
      ("みずをのみたい", "水を飲みたい"),
    ])
  func inflectedWords(reading: String, text: String) {
    #expect(embedded.segments(of: reading).map(\.selectedCandidate).joined() == text)
  }

  @Test("the cheapest path, not the longest match: あいう + え would leave え unknown")
  func cheapestPath() {
    let converter = KanaKanjiConverter(
      dictionary: ConversionDictionary([
        ("あ", ["亜"]), ("あい", ["愛"]), ("あいう", ["藍鵜"]), ("いうえ", ["言上"]),
      ]))
    #expect(converter.segments(of: "あいうえ").map(\.reading) == ["あ", "いうえ"])
  }

  @Test("a kana with a combining voiced mark is one cluster: き does not match inside ぎ")
  func combiningMarksStayWhole() {
    let converter = KanaKanjiConverter(dictionary: ConversionDictionary([("き", ["木"])]))
    let segments = converter.segments(of: "き\u{3099}")
    #expect(segments.map(\.reading) == ["き\u{3099}"])
    #expect(!segments[0].candidates.contains("木"))
  }

  @Test("a decomposed reading finds the composed entry (String keys compare canonically)")
  func canonicalEquivalence() {
    let segments = embedded.segments(of: "か\u{3099}はし")
    #expect(segments.map(\.reading) == ["か\u{3099}", "はし"])
    #expect(segments.first?.candidates == ["が", "蛾", "我", "ガ"])
  }

  @Test(
    "candidates: the best reading's words, the reading, its katakana, then close readings",
    arguments: [
      ("はし", ["箸", "橋", "端", "はし", "ハシ"]),
      ("から", ["から", "空", "殻", "唐", "カラ"]),
      ("きょう", ["今日", "京", "強", "きょう", "キョウ"]),
      ("きょうは", ["今日は", "きょうは", "キョウハ", "京は", "強は"]),
      ("はたらいて", ["働いて", "はたらいて", "ハタライテ"]),
      ("からおけ", ["カラオケ", "からおけ"]),
      ("こーひー", ["コーヒー", "珈琲", "こーひー"]),
      ("ぬるぬる", ["ぬるぬる", "ヌルヌル"]),
      ("abc", ["abc"]),
    ])
  func candidates(reading: String, expected: [String]) {
    #expect(embedded.candidates(for: reading) == expected)
  }

  @Test(
    "SKK's okuri letters: い before て puts the stems of く and ぐ verbs first; っ is t or c",
    arguments: [
      ("かいて", "書いて"), ("かいます", "買います"), ("もって", "持って"), ("かんじる", "感じる"),
    ])
  func okuriLetters(reading: String, text: String) {
    var dictionary = ConversionDictionary()
    dictionary.add(okuriAriKey: "かi", words: ["買", "書"])
    dictionary.add(okuriAriKey: "かk", words: ["書"])
    dictionary.add(okuriAriKey: "もc", words: ["持"])
    dictionary.add(okuriAriKey: "かんj", words: ["感"])
    let converter = KanaKanjiConverter(dictionary: dictionary)
    #expect(converter.segments(of: reading).map(\.selectedCandidate) == [text])
  }

  @Test("an unknown run with ー is a loanword: katakana first")
  func unknownLoanword() {
    let converter = KanaKanjiConverter(dictionary: ConversionDictionary())
    #expect(converter.candidates(for: "ぴゅーたー") == ["ピューター", "ぴゅーたー"])
  }

  @Test("an unknown run is not cut after っ (no word ends there), nor for a short word inside")
  func unknownRunsStayWhole() {
    let converter = KanaKanjiConverter(dictionary: ConversionDictionary([("くり", ["栗"])]))
    #expect(converter.segments(of: "ゆっくり").map(\.reading) == ["ゆっくり"])
  }

  @Test("a resized segment that reads as several phrases joins their first candidates (今日はい)")
  func resizedSegmentJoinsPhrases() {
    #expect(embedded.segment("きょうはい").selectedCandidate == "今日はい")
    #expect(embedded.segment("きょうはい").candidates.contains("きょうはい"))
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
