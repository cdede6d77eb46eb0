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

  @Test(
    "a tally reads agreeing/total and the share to one decimal",
    arguments: [(0, 0, "0/0 (0.0 %)"), (2, 3, "2/3 (66.7 %)"), (163, 163, "163/163 (100.0 %)")])
  func tallyDescription(agreeing: Int, total: Int, text: String) {
    #expect(ConversionAgreement.Tally(agreeing: agreeing, total: total).description == text)
  }
}
