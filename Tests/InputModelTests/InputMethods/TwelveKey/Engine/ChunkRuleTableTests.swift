import Testing

@testable import InputModel

@Suite("ChunkRuleTable")
struct ChunkRuleTableTests {
  static let abc = ChunkRuleTable(rules: [
    ChunkRule("a", pending: "A"),
    ChunkRule("abc", pending: "C"),
    ChunkRule("abd", pending: "D"),
  ])

  struct Lookup: CustomTestStringConvertible, Sendable {
    var key: String
    var found: String?
    var usedLength: Int
    var isFixed: Bool
    var testDescription: String { "\(key) → \(found ?? "no rule"), \(usedLength) used" }
  }

  @Test(
    "longest-prefix lookup, without falling back to a shorter rule",
    arguments: [
      Lookup(key: "abc", found: "C", usedLength: 3, isFixed: true),
      Lookup(key: "abcd", found: "C", usedLength: 3, isFixed: true),
      Lookup(key: "ac", found: "A", usedLength: 1, isFixed: false),
      Lookup(key: "a", found: "A", usedLength: 1, isFixed: false),
      Lookup(key: "abe", found: nil, usedLength: 2, isFixed: true),
      Lookup(key: "ab", found: nil, usedLength: 2, isFixed: true),
      Lookup(key: "x", found: nil, usedLength: 0, isFixed: true),
      Lookup(key: "", found: nil, usedLength: 0, isFixed: true),
    ])
  func lookUpPrefix(_ lookup: Lookup) {
    let match = Self.abc.lookUpPrefix(Array(lookup.key.unicodeScalars)[...])
    #expect(match.entry.map { String(String.UnicodeScalarView($0.pending)) } == lookup.found)
    #expect(match.usedLength == lookup.usedLength)
    #expect(match.isFixed == lookup.isFixed)
  }

  @Test("exact lookup and sub-rules")
  func exactAndSubRules() {
    let table = Self.abc
    #expect(table.entry(exactly: "ab".unicodeScalars) == nil)
    #expect(table.entry(exactly: "abd".unicodeScalars)?.pending == ["D"])
    #expect(table.hasSubRules(Array("ab".unicodeScalars)))
    #expect(table.hasSubRules(Array("abd".unicodeScalars)))
    #expect(!table.hasSubRules(Array("abx".unicodeScalars)))
    #expect(!table.hasSubRules([Unicode.Scalar]()))
  }

  @Test("special keys in rules are single scalars")
  func specialKeysInRules() {
    let table = ChunkRuleTable.twelveKeyHiragana
    let match = table.lookUpPrefix(table.scalars("{*}あ*")[...])
    #expect(match.usedLength == 3)
    #expect(match.entry?.pending == table.scalars("{*}ぁ"))
  }

  @Test("NewChunk keys are known as such; others are not")
  func newChunkEntries() {
    let table = ChunkRuleTable.twelveKeyHiragana
    for key in ["1", "2", "0", "#"] {
      #expect(table.hasNewChunkEntry(table.scalars(key)[...]), "\(key)")
    }
    for key in ["*", "{<}", "{!}", "あ1", "x"] {
      #expect(!table.hasNewChunkEntry(table.scalars(key)[...]), "\(key)")
    }
  }

  @Test("a later rule with the same input replaces the earlier one")
  func replaces() {
    let table = ChunkRuleTable(rules: [ChunkRule("a", pending: "1"), ChunkRule("a", pending: "2")])
    #expect(table.entry(exactly: "a".unicodeScalars)?.pending == ["2"])
    #expect(table.rules.count == 2)
  }

  @Test("looping rules are found; the shipped tables have none")
  func loops() {
    let looping = ChunkRuleTable(rules: [
      ChunkRule("a", pending: "b"),
      ChunkRule("b", pending: "a"),
      ChunkRule("c", pending: "d"),
    ])
    #expect(looping.loopingRuleInputs == ["a", "b"])
    #expect(ChunkRuleTable.twelveKeyHiragana.loopingRuleInputs.isEmpty)
    #expect(ChunkRuleTable.flickHiragana.loopingRuleInputs.isEmpty)
  }
}
