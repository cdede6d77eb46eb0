/// The romaji keyboard's kana engine: Mozc's romaji table (`RomajiTable.rules`) and Mozc's
/// composer, in one of two styles (`RomajiStyle`): a phone's (the default) or Mozc's own.
///
///     "k" → "k",  "y" → "ky",  "a" → "きゃ"
///     "k" → "k",  "k" → "っk", "a" → "っか"
///     "k" → "k",  "a" → "か",  "n" → "かn",  "j" → "かんj", "i" → "かんじ"
///     desktop:  "kan" → "かｎ",  "iPhone" → "いPhone",  Enter commits "かｎ"
///
/// The reading is a list of chunks (`RomajiChunk`, Mozc's `CharChunk`) and a caret between
/// two of its characters. A key goes in at the caret: into the chunk left of it while that
/// chunk has letters waiting (`k` + `y` → `ky`), else into a new chunk; so Left inside a
/// reading and a letter there compose at the caret (`kan`, Left, `a` → `かあ|n`). One key
/// works like Mozc's `CharChunk::AddInput`:
///
/// 1. `pending + letter` is a prefix of a longer rule input → wait (`"k"` + `"y"` → `"ky"`).
/// 2. `pending + letter` is a rule input and no longer one starts with it → append its
///    output; its pending part waits (`"k"` + `"k"` → `"っ"`, `"k"`).
/// 3. `pending + letter` starts no rule → settle the waiting letters if they are a rule
///    (`n`, `ww`) and try again; letters that are no rule keep waiting in their chunk and the
///    key starts a new one (`"ts"` + `"y"` → `[ts][y]`). Like Mozc, only the waiting letters as
///    a whole are looked up: `"ny"` + `"k"` → `"nyk"`, not `"んyk"`.
/// 4. A key no rule starts with is shown in its full-width form (`"1"` → `"１"`); a non-ASCII
///    key (kana, emoji) as it is.
///
/// Offsets inside the reading (`caret`) count characters; `caretUTF16Offset` gives the field's.
public struct RomajiComposer: KanaComposer, Equatable {
  /// Phone or desktop: how waiting letters, capitals, Enter and Space behave.
  public let style: RomajiStyle
  /// The reading's chunks, in order.
  var chunks: [RomajiChunk] = []
  /// The caret, in characters of `displayText` from its start.
  public internal(set) var caret = 0
  /// Kana, or ASCII after a capital letter (desktop) until the reading ends.
  var inputMode = RomajiInputMode.hiragana
  /// Capital letters typed in a row: after two, a lowercase letter returns to kana (`ABc` →
  /// `ABｃ`), as Mozc's `shifted_sequence_count_`.
  var capitalsInARow = 0
  /// True after a caret move, a deletion or a mode change: a key no rule starts with then
  /// starts a chunk of its own.
  var isNewInput = true

  /// An empty reading in `style`.
  public init(style: RomajiStyle = .phone) {
    self.style = style
  }

  /// The rules this style types with: the table's, or Mozc 2.28's (no `tch`) on the desktop.
  var index: RomajiIndex { style == .desktop ? .mozc228Hiragana : .mozcHiragana }

  // MARK: What is shown

  /// What the marked text shows: every chunk's characters, with Mozc's punctuation after
  /// digits and letters on the desktop (`１ー` → `１−`). Stored, and refreshed at the end of
  /// each edit, because the keyboard and the session read it several times a key.
  ///
  ///     phone "かn", "っk", "きょうh"      desktop "かｎ", "っｋ", "いPhone"
  public private(set) var displayText = ""

  /// How many caret positions the reading holds, refreshed with `displayText`.
  public private(set) var length = 0

  /// The caret inside `displayText`, in UTF-16 code units.
  public var caretUTF16Offset: Int {
    if caret >= length { return displayText.utf16.count }
    return displayText.prefix(caret).reduce(0) { $0 + $1.utf16.count }
  }

  public var isEmpty: Bool { length == 0 }

  /// The reading's length from its chunks, for the middle of an edit (`length` is refreshed
  /// at its end).
  var chunksLength: Int { chunks.reduce(0) { $0 + $1.length } }

  /// Recomputes `displayText` and `length` from the chunks, writing every chunk's UTF-8 into
  /// one new string (a few bytes a chunk: appending them one by one cost more than the key).
  mutating func refreshShown() {
    var capacity = 0
    var count = 0
    for chunk in chunks {
      capacity += chunk.shownUTF8Capacity(style)
      count += chunk.length
    }
    var text = String(unsafeUninitializedCapacity: capacity) { buffer in
      var written = 0
      for chunk in chunks { chunk.writeShown(to: buffer, at: &written, style) }
      return written
    }
    if style == .desktop { RomajiNumberPunctuation.apply(to: &text) }
    displayText = text
    length = count
  }

  /// The letters waiting in the chunk left of the caret, which the next key may complete.
  ///
  ///     "かn|" → "n",   "っk|" → "k",   "か|n" → ""
  public var pendingInput: String {
    guard caret > 0, !chunks.isEmpty else { return "" }
    let (chunkIndex, inner) = chunk(at: caret)
    return inner == chunks[chunkIndex].length ? chunks[chunkIndex].pending : ""
  }

  /// What Space types with nothing marked: an ideographic space on the desktop (U+3000, as
  /// Mozc's hiragana mode), the platform's own space on a phone (`nil`).
  public var idleSpace: String? { style == .desktop ? "\u{3000}" : nil }

  // MARK: Editing

  /// Feeds the characters of one key at the caret.
  ///
  ///     "か" + "n" → "かn",  "かn" + "a" → "かな",  "" + "1" → "１",  "" + "K" → "k" (phone)
  ///
  /// Returns `false`, changing nothing, for an empty string or one holding a control
  /// character (newline, tab): those are keys for the client, not text.
  public mutating func input(_ character: String) -> Bool {
    guard !character.isEmpty, !character.unicodeScalars.contains(where: Self.isControl) else {
      return false
    }
    for typed in character {
      insert(typed)
    }
    return true
  }

  /// Backspace: removes the character before the caret (a waiting letter, or one character
  /// of a kana chunk, which is split).
  ///
  ///     "っch|" → "っc|",  "かn|" → "か|",  "きゃ|" → "き|",  "き|ゃ" → "|ゃ",  "" → ""
  public mutating func deleteBackward() {
    guard caret > 0 else { return }
    caret -= 1
    updateInputMode()
    caret = delete(at: caret)
    refreshShown()
  }

  /// The keys a romaji reading takes besides characters, as Mozc's MS-IME keymap: Left and
  /// Right (with Shift too) move the caret, Down moves it to the end (and back to kana), Up
  /// does nothing, Delete removes the character after the caret. Others are not its own.
  ///
  ///     "かんじ|" left → "かん|じ",  "か|んじ" down → "かんじ|",  "か|ん" delete → "か|"
  public mutating func handle(_ key: NamedKey) -> Bool {
    switch key {
    case .up:
      break
    case .down:
      caret = length
      setInputMode(.hiragana)
    case .left, .shiftLeft:
      if caret > 0 { caret -= 1 }
      updateInputMode()
    case .right, .shiftRight:
      if caret < length { caret += 1 }
      updateInputMode()
    case .delete:
      caret = delete(at: caret)
      updateInputMode()
    default:
      return false
    }
    refreshShown()
    return true
  }

  /// Resolves the waiting letters and returns the whole reading, which stays composed (one
  /// chunk, the caret at its end): what a conversion starts from.
  ///
  /// Waiting letters that are by themselves a rule leaving nothing waiting become its output
  /// (in this table only `n` → `ん`); any others stay as typed (half-width). Mozc commits a
  /// typed `ww` as `っ`, dropping the second `w`; this keeps `ww`.
  ///
  ///     "かn" → "かん",  "っk" → "っk",  "ky" → "ky",  "ww" → "ww"
  public mutating func finish() -> String {
    let reading = chunks.map { $0.resolved(index) }.joined()
    load(reading: reading)
    return reading
  }

  /// What Enter commits: on a phone the resolved reading (`finish()`), on the desktop what
  /// is shown, as Mozc does.
  ///
  ///     phone "かn" → "かん"      desktop "かｎ" → "かｎ",  "ｋ−" → "ｋ−"
  public mutating func finishForCommit() -> String {
    guard style == .desktop else { return finish() }
    let shown = displayText
    load(reading: shown)
    return shown
  }

  /// Empties the reading.
  ///
  ///     "かn" → ""
  public mutating func reset() {
    chunks = []
    caret = 0
    setInputMode(.hiragana)
    refreshShown()
  }

  /// Replaces the reading by an already resolved one; nothing waits, the caret is at its end.
  ///
  ///     "かn" → load(reading: "きょう") → "きょう|", then "n" → "きょうn"
  public mutating func load(reading: String) {
    reset()
    guard !reading.isEmpty else { return }
    chunks = [RomajiChunk(raw: reading, conversion: reading, mode: .hiragana)]
    refreshShown()
    caret = length
  }

  /// Unicode's control characters (category Cc): C0, DEL and C1.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
