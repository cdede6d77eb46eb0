import Testing

@testable import InputModel

@Suite("Okurigana")
struct OkuriganaTests {
  @Test(
    "each okurigana kana gives SKK's key letters and the class of stem + kana",
    arguments: [
      ("く", ["k"], PieceClass.terminal),
      ("か", ["k"], .mizen),
      ("き", ["k"], .renyou),
      ("け", ["k"], .eStem),
      ("こ", ["k"], .volitional),
      ("い", ["i"], .renyou),
      ("う", ["u"], .terminal),
      ("べ", ["b"], .eStem),
      ("し", ["s"], .renyou),
      ("じ", ["z", "j"], .renyou),
      ("ち", ["t", "c"], .renyou),
      ("ふ", ["h", "f"], .terminal),
      ("っ", ["t", "c"], .onbin),
      ("ん", ["n"], .onbin),
      ("ゆ", ["y"], .terminal),
      ("を", ["w"], .volitional),
    ])
  func kana(kana: String, letters: [String], pieceClass: PieceClass) throws {
    let entry = try #require(Okurigana.lookUp(kana))
    #expect(entry.letters == letters)
    #expect(entry.pieceClass == pieceClass)
  }

  @Test("what cannot start an okurigana has no entry", arguments: ["ー", "ゃ", "カ", "k", "漢", ""])
  func noEntry(text: String) {
    #expect(Okurigana.lookUp(text) == nil)
  }
}
