/// A kana composer that is a `ChunkedComposition` driven by one `ChunkRuleTable` (the 12-key
/// and flick keyboards): everything but the keys themselves is the same for such engines,
/// so it is written once here.
///
///     12-key: "2" "2" → "き";  deleteBackward() → "";  load(reading: "かき") → "かき"
///     flick:  "わ" "た" → "わた";  finish() → "わた";  reset() → ""
protocol ChunkTableComposer: KanaComposer {
  /// The chunks typed so far.
  var composition: ChunkedComposition { get set }

  /// The engine's rules.
  static var table: ChunkRuleTable { get }

  /// The table state a loaded kana starts in, put before the kana. The 12-key pad loads each
  /// kana with toggling ended (`{*}`), so its own key starts a new kana; flick needs none.
  static var loadedKanaState: [Unicode.Scalar] { get }
}

extension ChunkTableComposer {
  /// The composed kana, without the table's internal states: `"ぎか"`.
  public var displayText: String { composition.displayText }

  /// Always the end of `displayText`, in UTF-16 code units: the caret of a phone keypad.
  public var caretUTF16Offset: Int { displayText.utf16.count }

  public var isEmpty: Bool { displayText.isEmpty }

  /// Removes the last kana. The next key starts a new kana, so the 12-key pad stops toggling.
  ///
  ///     "かき" → "か", then 12-key "2" → "かか"
  public mutating func deleteBackward() {
    composition.deleteBackward()
  }

  /// Returns the kana as the reading. Nothing is pending on a keypad, so nothing changes:
  /// the keyboard commits or converts the reading and then resets or loads.
  ///
  ///     "ぎか" → "ぎか"
  public mutating func finish() -> String {
    composition.fixedText
  }

  public mutating func reset() {
    composition.removeAll()
  }

  /// Replaces the composition by `reading`, one kana per chunk in `loadedKanaState`; a kana
  /// the table can still change (by `*`) keeps that possibility.
  ///
  ///     12-key: load("かき") → "かき";  then "2" → "かきか";  or "*" → "かぎ"
  ///     flick:  load("わた") → "わた";  then "*" → "わだ"
  public mutating func load(reading: String) {
    let table = Self.table
    let state = Self.loadedKanaState
    let chunks = reading.map { character -> CharChunk in
      let kana = Array(character.unicodeScalars)
      let loaded = state + kana
      if table.hasSubRules(loaded) {
        return CharChunk(raw: kana, pending: loaded, attributes: [.noTransliteration])
      }
      return CharChunk(raw: kana, conversion: kana)
    }
    composition.load(chunks)
  }
}
