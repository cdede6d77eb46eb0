/// One row of a chunked kana table (Mozc's preedit table format): when the keys typed so far
/// in a chunk, followed by the next key, spell `input`, the chunk commits `output` and keeps
/// `pending` for the next key to build on.
///
/// Kana keyboards keep everything in `pending`, so the next tap can still change it:
///
///     "1"    → pending "あ"        the あ key starts a kana
///     "あ1"  → pending "い"        tapping it again toggles あ → い
///     "あ*"  → pending "{*}ぁ"     the modifier makes ぁ and ends toggling
///
/// Inputs and pendings may contain special keys written `{x}`: `{?}` toggling, `{*}` internal
/// state (toggling has ended), `{<}` undo toggle, `{!}` timeout. They are never displayed.
struct ChunkRule: Hashable, Sendable, CustomStringConvertible {
  /// Flags of a rule, from the table's fourth column.
  struct Attributes: OptionSet, Hashable, Sendable {
    let rawValue: UInt8

    /// The rule's key starts a new chunk when it is the first key after a reset, a delete or a
    /// caret move (Mozc's `NewChunk`): the same key then starts a new kana instead of toggling.
    static let newChunk = Attributes(rawValue: 1 << 0)
    /// The chunk shows its kana as they are, whatever the display mode (`NoTransliteration`).
    static let noTransliteration = Attributes(rawValue: 1 << 1)
    /// The chunk commits as soon as nothing is pending (`DirectInput`).
    static let directInput = Attributes(rawValue: 1 << 2)
    /// A resolved chunk takes no further keys (`EndChunk`).
    static let endChunk = Attributes(rawValue: 1 << 3)
  }

  /// What was pending in the chunk followed by the key: `"あ1"`, `"{*}あ*"`, `"1"`.
  var input: String
  /// Text that becomes final; empty in every kana-keyboard table.
  var output: String
  /// Text the chunk keeps for the next key: `"い"`, `"{*}ぁ"`.
  var pending: String
  var attributes: Attributes

  init(_ input: String, output: String = "", pending: String, _ attributes: Attributes = []) {
    self.input = input
    self.output = output
    self.pending = pending
    self.attributes = attributes
  }

  /// The rule as a table row: `input⇥output⇥pending[⇥flags]`.
  var description: String {
    var flags: [String] = []
    if attributes.contains(.newChunk) { flags.append("NewChunk") }
    if attributes.contains(.noTransliteration) { flags.append("NoTransliteration") }
    if attributes.contains(.directInput) { flags.append("DirectInput") }
    if attributes.contains(.endChunk) { flags.append("EndChunk") }
    let columns = [input, output, pending] + (flags.isEmpty ? [] : [flags.joined(separator: " ")])
    return columns.joined(separator: "\t")
  }
}
