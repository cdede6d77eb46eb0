import Testing

@testable import InputModel

@Suite("CharChunk")
struct CharChunkTests {
  static let table = ChunkRuleTable.twelveKeyHiragana

  private func chunk(pending: String) -> CharChunk {
    CharChunk(raw: Self.table.scalars("1"), pending: Self.table.scalars(pending))
  }

  private func feed(_ chunk: inout CharChunk, _ key: String) -> String {
    let rest = chunk.addInput(Self.table.scalars(key)[...], table: Self.table)
    return String(String.UnicodeScalarView(rest))
  }

  @Test("a toggle key toggles a pending kana")
  func toggles() {
    var chunk = chunk(pending: "あ")
    #expect(feed(&chunk, "1") == "")
    #expect(chunk.pending == Self.table.scalars("い"))
    #expect(chunk.displayText == "い")
  }

  @Test("a kana whose toggling ended does not take its key")
  func endedKeepsKey() {
    var chunk = chunk(pending: "{*}あ")
    #expect(feed(&chunk, "1") == "1")
    #expect(chunk.displayText == "あ")
    #expect(chunk.isAppendable)
  }

  @Test("a kana without a modified form does not take *")
  func noModifiedForm() {
    var chunk = chunk(pending: "な")
    #expect(feed(&chunk, "*") == "*")
    #expect(chunk.pending == Self.table.scalars("な"))
  }

  @Test("* on an empty chunk leaves it empty, raw keys included")
  func modifierAlone() {
    var chunk = CharChunk()
    #expect(feed(&chunk, "*") == "")
    #expect(chunk.isEmpty)
  }

  @Test("display and fixed text hide the internal state")
  func texts() {
    let chunk = chunk(pending: "{*}ぁ")
    #expect(chunk.displayText == "ぁ")
    #expect(chunk.fixedText == "ぁ")
  }

  @Test("a NewChunk key goes to a new chunk only as new input")
  func newChunkKeys() {
    let chunk = chunk(pending: "い")
    let one = Self.table.scalars("1")
    #expect(chunk.shouldInsertNewChunk(for: one, isNewInput: true, table: Self.table))
    #expect(!chunk.shouldInsertNewChunk(for: one, isNewInput: false, table: Self.table))
    #expect(!chunk.shouldInsertNewChunk(for: Self.table.scalars("*"), isNewInput: true, table: Self.table))
    #expect(!CharChunk().shouldInsertNewChunk(for: one, isNewInput: true, table: Self.table))
  }
}
