import Testing

@testable import InputModel

@Suite("ConversionAgreement")
struct ConversionAgreementTests {
  @Test("words count by text; phrases by text and by segments; misses are listed")
  func counts() {
    let (items, _) = MozcReference.parse(
      """
      noun\thashi\tはし\t橋
      noun\tame\tあめ\t雨
      phrase\tamehahashi\tあめは|はし\t雨は|橋
      """)
    let dictionary = ConversionDictionary([("はし", ["箸", "橋"]), ("あめ", ["雨"]), ("は", ["は"])])
    let agreement = ConversionAgreement(converter: KanaKanjiConverter(dictionary: dictionary), items: items)
    #expect(agreement.words == ConversionAgreement.Tally(agreeing: 1, total: 2))
    #expect(agreement.phrases == ConversionAgreement.Tally(agreeing: 0, total: 1))
    #expect(agreement.disagreements.map(\.romaji) == ["hashi", "amehahashi"])
    #expect(agreement.disagreements.first?.expected == "橋")
    #expect(agreement.disagreements.first?.actual == "箸")
  }

  /// Regression guards on the numbers docs/conversion.md records; a change that lowers them
  /// lists the items that no longer agree.
  @Test("the embedded dictionary agrees with Mozc on at least 130 words and 23 phrases")
  func embeddedAgreement() {
    let agreement = ConversionAgreement(converter: KanaKanjiConverter(dictionary: .embedded))
    let misses = agreement.disagreements.map { "\($0.romaji): Mozc \($0.expected), built-in \($0.actual)" }
    #expect(agreement.words.agreeing >= 130, "\(agreement.words); misses:\n\(misses.joined(separator: "\n"))")
    #expect(
      agreement.phrases.agreeing >= 23, "\(agreement.phrases); misses:\n\(misses.joined(separator: "\n"))")
  }

  @Test("with SKK-JISYO.L: ≥ 90 % of Mozc's first candidates on words, ≥ 50 % on phrases (issue 26)")
  func largeDictionaryAgreement() throws {
    let loaded = try SKKDictionaryLoader.load(path: "/usr/share/skk/SKK-JISYO.L")
    let merged = KanaKanjiConverter(dictionary: ConversionDictionary.embedded.merging(loaded.dictionary))
    let agreement = ConversionAgreement(converter: merged)
    #expect(agreement.words.percent >= 90, "\(agreement.words)")
    #expect(agreement.phrases.percent >= 50, "\(agreement.phrases)")
    let alone = ConversionAgreement(converter: KanaKanjiConverter(dictionary: loaded.dictionary))
    #expect(alone.words.agreeing >= 137, "SKK-JISYO.L alone: \(alone.words)")
    #expect(alone.phrases.agreeing >= 24, "SKK-JISYO.L alone: \(alone.phrases)")
  }

  @Test(
    "a tally reads agreeing/total and the share to one decimal",
    arguments: [(0, 0, "0/0 (0.0 %)"), (2, 3, "2/3 (66.7 %)"), (163, 163, "163/163 (100.0 %)")])
  func tallyDescription(agreeing: Int, total: Int, text: String) {
    #expect(ConversionAgreement.Tally(agreeing: agreeing, total: total).description == text)
  }
}
