import Testing

@testable import InputModel

@Suite("12-key table, against Mozc's 12keys-hiragana.tsv")
struct TwelveKeyTableTests {
  static let fixture = MozcTableFixture("12keys-hiragana.tsv")
  static let decoded = fixture.rowCases()

  @Test("the Swift table has every row of the fixture, in order")
  func dataMatchesFixture() {
    let ours = ChunkRuleTable.twelveKeyHiraganaRules
    #expect(ours.count == Self.fixture.rows.count)
    for (rule, row) in zip(ours, Self.fixture.rows) {
      #expect(rule == row.rule, "12keys-hiragana.tsv:\(row.line)")
    }
  }

  @Test(
    "each reachable row, replayed as taps on the composer, shows the row's kana", arguments: decoded.cases)
  func rowReplays(_ rowCase: MozcTableFixture.RowCase) {
    var composer = TwelveKeyComposer()
    for tap in rowCase.taps {
      switch tap {
      case "{!}": _ = composer.handle(.next)
      case "{<}": _ = composer.handle(.undoToggle)
      default:
        let taken = composer.input(tap)
        #expect(taken, "key \(tap) taken")
      }
    }
    #expect(composer.displayText == rowCase.expected)
  }

  /// Rules for a voiced or semi-voiced kana written without `{*}` (`が*`, `ば{!}`) cannot
  /// fire: the only rules that make such a kana (`か*` → `{*}が`) also end toggling, so it is
  /// always pending as `{*}が`. Each of these 26 kana has a dead `*` row and a dead `{!}` row.
  @Test("the only rows no tap sequence reaches are the 52 rows for bare voiced kana")
  func unreachableRows() {
    let unreachable = Self.decoded.unreachable.map(\.rule.input)
    let states = unreachable.map { MozcTableFixture.keys($0).dropLast().joined() }
    #expect(Set(states) == Set(Self.neverBarePending.map(String.init)))
    #expect(unreachable.count == 2 * Self.neverBarePending.count)
    #expect(unreachable.allSatisfy { $0.hasSuffix("*") || $0.hasSuffix("{!}") })
    // None of them is ever pending without {*}: no row produces it bare.
    let barePendings = Set(Self.fixture.rows.map(\.rule.pending))
    #expect(states.allSatisfy { !barePendings.contains($0) })
    #expect(Self.decoded.cases.count + unreachable.count == Self.fixture.rows.count)
  }

  static let neverBarePending = "ゔがぎぐげござじずぜぞだぢづでどばぱびぴぶぷべぺぼぽ"

  @Test("no rule rewrites back into itself")
  func noLoops() {
    #expect(ChunkRuleTable.twelveKeyHiragana.loopingRuleInputs.isEmpty)
  }
}
