import Testing

@testable import InputModel

@Suite("ConversionDictionary")
struct ConversionDictionaryTests {
  @Test(
    "the embedded dictionary lists the common words in their usual order",
    arguments: [
      ("きょう", ["今日", "京", "強"]),
      ("は", ["は", "葉", "派", "歯"]),
      ("きょうは", ["今日は"]),
      ("わたし", ["私", "渡し"]),
      ("かんじ", ["漢字", "感じ", "幹事"]),
      ("にほん", ["日本", "二本"]),
      ("にほんご", ["日本語"]),
      ("へんかん", ["変換", "返還"]),
      ("とうきょう", ["東京"]),
      ("あめ", ["雨", "飴"]),
      ("かえる", ["帰る", "変える", "蛙"]),
      ("はし", ["箸", "橋", "端"]),
      ("から", ["から", "空", "殻", "唐"]),
      ("あげ", ["揚げ", "上げ"]),
      ("からあげ", ["唐揚げ", "空揚げ"]),
      ("がっこう", ["学校"]),
      ("いく", ["行く"]),
      ("いきます", ["行きます"]),
      ("ぬるぬる", []),
      ("", []),
    ])
  func embeddedLookups(reading: String, words: [String]) {
    #expect(ConversionDictionary.embedded.words(for: reading) == words)
    #expect(ConversionDictionary.embedded.contains(reading: reading) == !words.isEmpty)
  }

  @Test("the embedded source parses without a single problem")
  func embeddedSourceIsClean() {
    let (dictionary, problems) = ConversionDictionary.parseEmbedded()
    #expect(problems.map(\.description) == [])
    #expect((100...300).contains(dictionary.count), "embedded readings: \(dictionary.count)")
  }

  @Test("every embedded reading is hiragana (or ー) only")
  func embeddedReadingsAreHiragana() {
    let offending = ConversionDictionary.embedded.readings.filter { reading in
      !reading.unicodeScalars.allSatisfy { (0x3041...0x309F).contains($0.value) || $0 == "ー" }
    }
    #expect(offending == [])
  }

  @Test("adding a reading twice appends only the new words, keeping first-seen order")
  func addMergesWords() {
    var dictionary = ConversionDictionary()
    dictionary.add(reading: "はし", words: ["箸"])
    dictionary.add(reading: "あめ", words: ["雨"])
    dictionary.add(reading: "はし", words: ["橋", "箸", "", "端"])
    #expect(dictionary.words(for: "はし") == ["箸", "橋", "端"])
    #expect(dictionary.readings == ["はし", "あめ"])
    #expect(dictionary.count == 2)
  }

  @Test(
    "an empty reading or a list without a word adds nothing",
    arguments: [("", ["空"]), ("そら", []), ("そら", [""])])
  func addIgnoresEmpty(reading: String, words: [String]) {
    var dictionary = ConversionDictionary()
    dictionary.add(reading: reading, words: words)
    #expect(dictionary.isEmpty)
    #expect(dictionary.longestReadingUTF16Length == 0)
  }

  @Test("the init from entries merges a repeated reading")
  func initFromEntries() {
    let dictionary = ConversionDictionary([("はし", ["箸"]), ("はし", ["橋", "箸"])])
    #expect(dictionary.words(for: "はし") == ["箸", "橋"])
  }

  @Test("merging puts this dictionary's words first and adds the other's new readings after")
  func merging() {
    let embedded = ConversionDictionary([("きょう", ["今日", "京"]), ("あめ", ["雨"])])
    let loaded = ConversionDictionary([("ぴよ", ["比与"]), ("きょう", ["京", "強"])])
    let merged = embedded.merging(loaded)
    #expect(merged.words(for: "きょう") == ["今日", "京", "強"])
    #expect(merged.readings == ["きょう", "あめ", "ぴよ"])
    #expect(merged.words(for: "ぴよ") == ["比与"])
  }

  @Test("okuri-ari keys are a table of their own: readings, count and words leave them out")
  func okuriAriKeys() {
    var dictionary = ConversionDictionary()
    dictionary.add(okuriAriKey: "はたらk", words: ["働"])
    dictionary.add(okuriAriKey: "かi", words: ["買", "書"])
    dictionary.add(okuriAriKey: "かi", words: ["書", "描", ""])
    #expect(dictionary.words(forOkuriAriKey: "かi") == ["買", "書", "描"])
    #expect(dictionary.okuriAriKeys == ["はたらk", "かi"])
    #expect(dictionary.longestOkuriAriStemUTF16Length == 3)
    #expect(dictionary.okuriAriCount == 2)
    #expect(dictionary.count == 0)
    #expect(dictionary.readings == [])
    #expect(dictionary.words == [])
    #expect(!dictionary.isEmpty)
    #expect(dictionary.words(for: "はたらk") == [])
  }

  @Test("merging merges okuri-ari keys the same way: this dictionary's words first")
  func mergingOkuriAri() {
    var embedded = ConversionDictionary()
    embedded.add(okuriAriKey: "かi", words: ["書"])
    var loaded = ConversionDictionary()
    loaded.add(okuriAriKey: "かi", words: ["買", "書"])
    loaded.add(okuriAriKey: "はたらk", words: ["働"])
    let merged = embedded.merging(loaded)
    #expect(merged.words(forOkuriAriKey: "かi") == ["書", "買"])
    #expect(merged.okuriAriKeys == ["かi", "はたらk"])
  }

  @Test("words lists every word once, in reading order")
  func wordsAreUnique() {
    let dictionary = ConversionDictionary([("こんにち", ["今日"]), ("きょう", ["今日", "京"])])
    #expect(dictionary.words == ["今日", "京"])
  }

  @Test("the longest reading is measured in UTF-16 code units")
  func longestReading() {
    let dictionary = ConversionDictionary([("あ", ["亜"]), ("𠮷の", ["吉野"]), ("かな", ["仮名"])])
    #expect(dictionary.longestReadingUTF16Length == 3)
  }
}
