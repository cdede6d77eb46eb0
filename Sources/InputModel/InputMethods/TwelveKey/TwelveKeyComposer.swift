/// The 12-key (toggle) kana keyboard of a phone: tapping a key repeatedly cycles through its
/// kana, `*` cycles voiced / semi-voiced / small forms, `#` cycles punctuation.
///
/// It runs Mozc's 12-key table (`ChunkRuleTable.twelveKeyHiragana`) with Mozc's chunk rules,
/// so every corner behaves as on a Mozc-based phone:
///
///     "2" → "か",  "2" → "き",  "*" → "ぎ",  "2" → "ぎか"   (after * the key starts anew)
///     "1", next, "1"      → "ああ"                         (next = Mozc's timeout {!})
///     "1" × 11            → "あ"                           (あいうえおぁぃぅぇぉ, then wraps)
///     "*" with nothing    → ""                             (nothing to modify)
///     "5", "*", "5"       → "に"                           (な has no modified form: * does
///                                                           nothing and toggling goes on)
///
/// Keys: `1`–`9`, `0`, `*`, `#`. The kana printed on a key are aliases of its digit
/// (`あ`…`わ` for `1`…`0`), `、` stands for `#` and `゛` for `*`. The display shows kana only;
/// the internal states of the table (`{*}`) never show.
public struct TwelveKeyComposer: ChunkTableComposer, Hashable {
  var composition = ChunkedComposition()

  static var table: ChunkRuleTable { .twelveKeyHiragana }

  /// A loaded kana has toggling ended, so its key starts a new kana and `*` still modifies it.
  static var loadedKanaState: [Unicode.Scalar] { [ChunkSpecialKeys.internalState] }

  /// Characters the keyboard takes, and the key each one presses.
  static let keysByCharacter: [String: String] = [
    "1": "1", "2": "2", "3": "3", "4": "4", "5": "5",
    "6": "6", "7": "7", "8": "8", "9": "9", "0": "0",
    "*": "*", "#": "#",
    // The key caps.
    "あ": "1", "か": "2", "さ": "3", "た": "4", "な": "5",
    "は": "6", "ま": "7", "や": "8", "ら": "9", "わ": "0",
    "、": "#", "゛": "*",
  ]

  /// An empty composition.
  public init() {}

  /// Presses the key for `character` (a digit, `*`, `#`, or a key-cap alias).
  ///
  ///     "" + "2" → "か",  "か" + "2" → "き",  "き" + "*" → "ぎ",  "ぎ" + "か" → "ぎか"
  ///
  /// - Returns: `false` for a character that is not on the keypad; the composition is unchanged.
  public mutating func input(_ character: String) -> Bool {
    guard let key = Self.keysByCharacter[character] else { return false }
    composition.insert(Array(key.unicodeScalars), table: Self.table)
    return true
  }

  /// `next` ends toggling (Mozc's `{!}`); `undo-toggle` steps the toggled kana back one
  /// (Mozc's `{<}`).
  ///
  ///     "か" next → "か", then "2" → "かか";   "き" undo-toggle → "か";   "か" undo-toggle → "こ"
  ///
  /// - Returns: `false` for other keys, and for these two when nothing is composed, so the
  ///   keyboard can give them their own meaning there (move the caret, undo the last commit).
  public mutating func handle(_ key: NamedKey) -> Bool {
    let special: Unicode.Scalar
    switch key {
    case .next: special = ChunkSpecialKeys.timeout
    case .undoToggle: special = ChunkSpecialKeys.undoToggle
    default: return false
    }
    guard !isEmpty else { return false }
    composition.insert([special], table: Self.table)
    return true
  }
}
