import Testing

@testable import InputModel

@Suite("RomajiIndex")
struct RomajiIndexTests {
  struct Lookup: Sendable, CustomTestStringConvertible {
    var typed: String
    var node: RomajiIndex.Node?
    var testDescription: String { "\"\(typed)\"" }
  }

  static let lookups: [Lookup] = [
    Lookup(typed: "n", node: .init(rule: RomajiRule("n", "ん"), continues: true)),
    Lookup(typed: "ny", node: .init(rule: nil, continues: true)),
    Lookup(typed: "na", node: .init(rule: RomajiRule("na", "な"), continues: false)),
    Lookup(typed: "ww", node: .init(rule: RomajiRule("ww", "っ", pending: "w"), continues: true)),
    Lookup(
      typed: "www", node: .init(rule: RomajiRule("www", "w", pending: "ww"), continues: false)),
    Lookup(typed: "kq", node: nil),
    Lookup(typed: "1", node: nil),
    Lookup(typed: "", node: nil),
  ]

  @Test("a prefix knows its rule and whether a longer rule follows", arguments: lookups)
  func lookup(_ lookup: Lookup) {
    #expect(RomajiIndex.mozcHiragana[lookup.typed] == lookup.node)
  }

  @Test(
    "a later rule with the same input replaces the earlier one; order does not matter for prefixes")
  func laterRuleWins() {
    let index = RomajiIndex(rules: [
      RomajiRule("ab", "x"), RomajiRule("a", "y"), RomajiRule("ab", "z"),
    ])
    #expect(index["a"] == .init(rule: RomajiRule("a", "y"), continues: true))
    #expect(index["ab"] == .init(rule: RomajiRule("ab", "z"), continues: false))
  }

  @Test(
    "every rule's pending part can go on composing",
    arguments: RomajiTable.rules.filter { !$0.pending.isEmpty })
  func pendingPartIsAPrefix(_ rule: RomajiRule) {
    #expect(RomajiIndex.mozcHiragana[rule.pending]?.continues == true)
    #expect(rule.pending.count < rule.input.count, "a rule must consume letters")
  }
}
