import Testing

@testable import InputModel

@Suite("Flick table, against Mozc's flick-hiragana.tsv")
struct FlickTableTests {
  static let fixture = MozcTableFixture("flick-hiragana.tsv")
  static let decoded = fixture.rowCases()

  /// The one documented difference: （ ） for the table's ASCII ( ).
  static func preeditForm(_ text: String) -> String {
    String(text.map { $0 == "(" ? "（" : $0 == ")" ? "）" : $0 })
  }

  static func preeditForm(_ rule: ChunkRule) -> ChunkRule {
    var rule = rule
    rule.pending = preeditForm(rule.pending)
    return rule
  }

  @Test("the Swift table has every row of the fixture, in order, parentheses widened")
  func dataMatchesFixture() {
    let ours = ChunkRuleTable.flickHiraganaRules
    #expect(ours.count == Self.fixture.rows.count)
    for (rule, row) in zip(ours, Self.fixture.rows) {
      #expect(rule == Self.preeditForm(row.rule), "flick-hiragana.tsv:\(row.line)")
    }
  }

  @Test("each row, replayed as flick codes, shows the row's kana", arguments: decoded.cases)
  func rowReplays(_ rowCase: MozcTableFixture.RowCase) {
    let table = ChunkRuleTable.flickHiragana
    var composition = ChunkedComposition()
    for tap in rowCase.taps {
      composition.insert(table.scalars(tap), table: table)
    }
    #expect(composition.displayText == Self.preeditForm(rowCase.expected))
  }

  @Test("every row is reachable by some flicks")
  func allReachable() {
    #expect(Self.decoded.unreachable.isEmpty)
    #expect(Self.decoded.cases.count == Self.fixture.rows.count)
  }
}
