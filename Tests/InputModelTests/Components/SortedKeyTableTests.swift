import Testing

@testable import InputModel

@Suite("SortedKeyTable: sorted flat keys")
struct SortedKeyTableTests {
  static func table(_ keys: [String]) -> SortedKeyTable {
    SortedKeyTable(keys: keys.map { Array($0.utf16) })
  }

  @Test(
    "prefix ranges are the sorted positions starting with the prefix",
    arguments: [
      ("か", 1..<3),
      ("から", 2..<3),
      ("", 0..<4),
      ("さ", 3..<4),
      ("ぬ", 4..<4),
      ("あ", 0..<1),
      ("からあげ", 3..<3),
    ])
  func prefixRanges(prefix: String, expected: Range<Int>) {
    let table = Self.table(["から", "かた", "あめ", "さけ"])
    #expect(table.prefixRange(of: Array(prefix.utf16)) == expected)
  }

  @Test("equal keys keep source order and form runs")
  func equalKeys() {
    let table = Self.table(["b", "a", "b", "c", "b"])
    #expect(table.sourceIndices == [1, 0, 2, 4, 3])
    #expect(table.runsOfEqualKeys() == [1..<4])
    let smaller = table.removing([false, false, true, false, false])
    // Sources 0 1 3 4 are renumbered 0 1 2 3; sorted order a b b c.
    #expect(smaller.sourceIndices == [1, 0, 3, 2])
    #expect(smaller.key(ofSource: 3) == Array("b".utf16)[...])
    #expect(smaller.key(ofSource: 2) == Array("c".utf16)[...])
  }

  @Test("an empty table answers empty ranges and no runs")
  func empty() {
    let table = Self.table([])
    #expect(table.prefixRange(of: Array("か".utf16)) == 0..<0)
    #expect(table.runsOfEqualKeys() == [])
    #expect(table.linearScan(startingWithAnyOf: [[]]) == [])
  }

  @Test("a key containing U+FFFF is still found by prefix (no sentinel is assumed)")
  func noSentinel() {
    let table = SortedKeyTable(keys: [[0x61, 0xFFFF], [0x61], [0x62]])
    #expect(table.prefixRange(of: [0x61]) == 0..<2)
    #expect(table.linearScan(startingWithAnyOf: [[0x61]]) == [0, 1])
  }
}
