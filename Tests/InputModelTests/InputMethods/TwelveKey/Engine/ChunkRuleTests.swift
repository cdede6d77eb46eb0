import Testing

@testable import InputModel

@Suite("ChunkRule")
struct ChunkRuleTests {
  @Test("describes itself as a table row")
  func description() {
    #expect(
      ChunkRule("1", pending: "あ", [.newChunk, .noTransliteration]).description
        == "1\t\tあ\tNewChunk NoTransliteration")
    #expect(ChunkRule("あ*", pending: "{*}ぁ").description == "あ*\t\t{*}ぁ")
    #expect(ChunkRule("ka", output: "か", pending: "").description == "ka\tか\t")
  }
}
