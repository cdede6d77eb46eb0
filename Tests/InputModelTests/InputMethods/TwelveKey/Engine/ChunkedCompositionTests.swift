import Testing

@testable import InputModel

@Suite("ChunkedComposition")
struct ChunkedCompositionTests {
  /// A few romaji rules: they exercise what kana tables never do (resolved output, ambiguous
  /// pending, partial rules).
  static let romaji = ChunkRuleTable(rules: [
    ChunkRule("ka", output: "か", pending: ""),
    ChunkRule("n", output: "ん", pending: ""),
    ChunkRule("na", output: "な", pending: ""),
    ChunkRule("kk", output: "っ", pending: "k"),
  ])

  private func compose(_ keys: [String], _ table: ChunkRuleTable) -> ChunkedComposition {
    var composition = ChunkedComposition()
    for key in keys {
      if key == "⌫" {
        composition.deleteBackward()
      } else {
        composition.insert(table.scalars(key), table: table)
      }
    }
    return composition
  }

  @Test(
    "romaji-style rules: output, ambiguous pending, partial keys",
    arguments: [
      ("k", "k", "k"),
      ("ka", "か", "か"),
      ("n", "n", "ん"),
      ("na", "な", "な"),
      ("nk", "んk", "んk"),
      ("nka", "んか", "んか"),
      ("kka", "っか", "っか"),
      ("x", "x", "x"),
      ("kx", "kx", "kx"),
    ])
  func romajiRules(_ example: (keys: String, display: String, fixed: String)) {
    let composition = compose(example.keys.map(String.init), Self.romaji)
    #expect(composition.displayText == example.display)
    #expect(composition.fixedText == example.fixed)
  }

  @Test("keys typed together act like keys typed one by one")
  func multipleKeysAtOnce() {
    var composition = ChunkedComposition()
    composition.insert(Self.romaji.scalars("kana"), table: Self.romaji)
    #expect(composition.displayText == "かな")
  }

  @Test("chunks split by a delete merge again when the keys complete one rule")
  func combinesPendingChunks() {
    let table = ChunkRuleTable(rules: [
      ChunkRule("x", pending: "x"),
      ChunkRule("q", pending: "q"),
      ChunkRule("y", pending: "y", [.newChunk]),
      ChunkRule("xyz", output: "Z", pending: ""),
    ])
    let composition = compose(["x", "q", "⌫", "y", "z"], table)
    #expect(composition.displayText == "Z")
    #expect(composition.chunks.count == 1)
  }

  @Test("removeAll and load start new input")
  func removeAllAndLoad() {
    let table = ChunkRuleTable.twelveKeyHiragana
    var composition = compose(["1", "1"], table)
    composition.removeAll()
    #expect(composition.displayText == "")
    #expect(composition.isNewInput)
    composition.load([CharChunk(raw: [], conversion: Array("か".unicodeScalars))])
    #expect(composition.displayText == "か")
    #expect(composition.isNewInput)
  }

  @Test("delete backward on an empty composition does nothing")
  func deleteOnEmpty() {
    var composition = ChunkedComposition()
    composition.deleteBackward()
    #expect(composition == ChunkedComposition())
  }

  static let toggleFlick = MozcTableFixture("toggle_flick-hiragana.tsv")
  static let toggleFlickTable = ChunkRuleTable(rules: toggleFlick.rules)
  static let toggleFlickRows = toggleFlick.rowCases()

  /// The toggle-flick table keeps a toggling kana as `{?}あ`; rows replay on the engine with
  /// the table read from the fixture, which exercises `{?}` states the 12-key table lacks.
  @Test("each reachable toggle-flick row replays on the engine", arguments: toggleFlickRows.cases)
  func toggleFlickRow(_ rowCase: MozcTableFixture.RowCase) {
    let composition = compose(rowCase.taps, Self.toggleFlickTable)
    #expect(composition.displayText == rowCase.expected)
  }

  /// As in the 12-key table, voiced kana are only ever pending as `{*}が`, so the 26
  /// `{?}が{!}` rows are dead; so are `{?}(` and `{*})` (the parenthesis flicks never toggle).
  @Test("the only toggle-flick rows no tap reaches act on never-produced states")
  func toggleFlickUnreachable() {
    let states = Self.toggleFlickRows.unreachable.map {
      MozcTableFixture.keys($0.rule.input).dropLast().joined()
    }
    let voiced = TwelveKeyTableTests.neverBarePending.map { "{?}\($0)" }
    #expect(states.sorted() == (voiced + ["{?}(", "{*})"]).sorted())
    #expect(Self.toggleFlickTable.loopingRuleInputs.isEmpty)
  }

  static let toggleFlickSequences: [(keys: [String], display: String)] = [
    (["1", "1"], "い"),
    (["1", "_"], "あい"),
    (["1", "{!}", "1"], "ああ"),
    (["1", "1", "{<}"], "あ"),
    (["1", "*"], "ぁ"),
    (["1", "*", "1"], "ぁあ"),
  ]

  @Test("toggle-flick: taps toggle, a flick starts a new kana", arguments: toggleFlickSequences)
  func toggleFlickSequence(_ example: (keys: [String], display: String)) {
    #expect(compose(example.keys, Self.toggleFlickTable).displayText == example.display)
  }
}
