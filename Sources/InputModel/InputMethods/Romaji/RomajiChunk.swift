/// One chunk of a romaji reading, kept as Mozc's composer keeps it (`CharChunk`): the keys
/// typed into it, the kana they settled into, the letters still waiting for the next key, and
/// what those letters become if nothing follows.
///
///     "kya"  →  raw "kya", conversion "きゃ", pending "",   ambiguous ""
///     "n"    →  raw "n",   conversion "",    pending "n",  ambiguous "ん"
///     "kk"   →  raw "kk",  conversion "っ",  pending "k",  ambiguous ""
///     "1"    →  raw "1",   conversion "1" (desktop; "１" phone), no rule starts with it
///
/// A reading is a list of chunks (`RomajiComposer`); a key goes into the chunk left of the
/// caret while that chunk has letters waiting, else into a new one, so `kan`, Left, `a` gives
/// `[か][あ][n]` → `かあn`. Chunks are split where the caret enters them and where a character
/// is deleted from them.
struct RomajiChunk: Equatable, Sendable {
  /// The keys typed into the chunk, case kept.
  var raw = "" {
    didSet { if mode == .ascii { measure() } }
  }
  /// What no further key changes: kana, symbols, keys no rule starts with.
  var conversion = "" {
    didSet { measure() }
  }
  /// Letters waiting for the rest of a rule input, lowercase.
  var pending = "" {
    didSet { measure() }
  }
  /// What `pending` becomes if it is settled as it is (`ん` for `n`), or "".
  var ambiguous = ""
  /// How the chunk is shown: kana, or after a capital letter, its keys as typed.
  var mode: RomajiInputMode {
    didSet { measure() }
  }
  /// How many caret positions it holds: the characters `writeShown` writes. Kept with the
  /// content, because the reading sums it after every key.
  private(set) var length = 0

  init(mode: RomajiInputMode) {
    self.mode = mode
  }

  init(raw: String, conversion: String, pending: String = "", ambiguous: String = "", mode: RomajiInputMode) {
    self.raw = raw
    self.conversion = conversion
    self.pending = pending
    self.ambiguous = ambiguous
    self.mode = mode
    measure()
  }

  private mutating func measure() {
    length =
      switch mode {
      case .ascii: Self.characterCount(raw.isEmpty ? conversion : raw)
      case .hiragana: Self.characterCount(conversion) + Self.characterCount(pending)
      }
  }

  /// `text.count`, without grapheme breaking when every code point is one a reading is made
  /// of (ASCII, kana, full-width forms, Japanese punctuation), none of which combines.
  ///
  ///     "きゃ" → 2 (two code points),  "か\u{3099}" → 1 (a combining mark: counted as clusters)
  static func characterCount(_ text: String) -> Int {
    var scalars = 0
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x20...0x7E, 0x2010...0x2027, 0x2190...0x21FF, 0x2212, 0x3000...0x3098, 0x309B...0x30FF,
        0xFF01...0xFFEF:
        scalars += 1
      default:
        return text.count
      }
    }
    return scalars
  }

  var isEmpty: Bool { raw.isEmpty && conversion.isEmpty && pending.isEmpty }

  // MARK: Showing it

  /// At most how many UTF-8 bytes `writeShown` writes: a full-width form takes three bytes
  /// where its ASCII key took one.
  func shownUTF8Capacity(_ style: RomajiStyle) -> Int {
    switch mode {
    case .ascii: (raw.isEmpty ? conversion : raw).utf8.count
    case .hiragana where style == .desktop: (conversion.utf8.count + pending.utf8.count) * 3
    case .hiragana: conversion.utf8.count + pending.utf8.count
    }
  }

  /// Writes the characters it shows, one caret position each, as UTF-8 into `buffer` from
  /// `written` on (which it advances).
  ///
  ///     [か|n] phone → "かn"   desktop → "かｎ"      [ka] ASCII → "ka"
  func writeShown(to buffer: UnsafeMutableBufferPointer<UInt8>, at written: inout Int, _ style: RomajiStyle) {
    switch mode {
    case .ascii:
      Self.copy(raw.isEmpty ? conversion : raw, to: buffer, at: &written, widening: false)
    case .hiragana:
      Self.copy(conversion, to: buffer, at: &written, widening: style == .desktop)
      Self.copy(pending, to: buffer, at: &written, widening: style == .desktop)
    }
  }

  /// Copies `text`'s UTF-8; with `widening`, each printable ASCII byte as its full-width form.
  private static func copy(
    _ text: String, to buffer: UnsafeMutableBufferPointer<UInt8>, at written: inout Int, widening: Bool
  ) {
    if !widening,
      let count = text.utf8.withContiguousStorageIfAvailable({ bytes -> Int in
        _ = UnsafeMutableBufferPointer(rebasing: buffer[written...]).initialize(from: bytes)
        return bytes.count
      })
    {
      written += count
      return
    }
    for byte in text.utf8 {
      guard widening, (0x20...0x7E).contains(byte) else {
        buffer[written] = byte
        written += 1
        continue
      }
      for wide in String(FullWidthASCII.character(for: byte)).utf8 {
        buffer[written] = wide
        written += 1
      }
    }
  }

  /// Its part of a reading for a conversion or a phone's commit: the waiting letters resolved
  /// when they are by themselves a rule that leaves nothing waiting (`n` → `ん`), else as typed.
  ///
  ///     [か][n] → "かん",  [っk] → "っk",  [ww] → "ww",  [ka] ASCII → "ka"
  func resolved(_ index: RomajiIndex) -> String {
    guard mode == .hiragana else { return raw.isEmpty ? conversion : raw }
    if let rule = index[pending]?.rule, rule.pending.isEmpty { return conversion + rule.output }
    return conversion + pending
  }

  // MARK: Keys

  /// Whether the next key typed right after it may go into it: it has letters waiting and
  /// was typed in the same mode.
  func isAppendable(in mode: RomajiInputMode) -> Bool {
    !pending.isEmpty && self.mode == mode
  }

  /// Whether its waiting letters and `input` make exactly one rule input that nothing longer
  /// starts with: then the chunk right of it is merged into it (Mozc's `CombinePendingChunks`).
  ///
  ///     [t][s] + "u"  →  "tsu" is a rule: one chunk つ
  func completesRule(in mode: RomajiInputMode, with input: String, _ index: RomajiIndex) -> Bool {
    guard isAppendable(in: mode), let node = index[pending + input] else { return false }
    return node.rule != nil && !node.continues
  }

  /// Takes `left`'s content in front of its own (the two were one rule input apart).
  mutating func merge(left: RomajiChunk) {
    conversion = left.conversion + conversion
    raw = left.raw + raw
    if left.ambiguous.isEmpty {
      ambiguous = ""
    } else {
      ambiguous = left.ambiguous + (ambiguous.isEmpty ? pending : ambiguous)
    }
    pending = left.pending + pending
  }

  /// Feeds one key, as Mozc's `CharChunk::AddInput` does; returns `false` when the key
  /// belongs in a new chunk (the chunk may have settled its waiting letters first).
  ///
  ///     [k] + "a" → [か] true        [n] + "k" → [ん] false (k starts a new chunk)
  ///     [ww] + "a" → [っわ] true     [ny] + "k" → [ny] false (ny is no rule: it keeps waiting)
  ///     [] + "1" → [1] true          [k] + "1" (new input) → [k] false
  ///
  /// - Parameter isNewInput: the key follows a caret move or a mode change: a key no rule
  ///   starts with then always opens a new chunk.
  mutating func add(_ key: Character, isNewInput: Bool, _ index: RomajiIndex, style: RomajiStyle) -> Bool {
    let letter = Self.lowercased(key)
    if !isEmpty && isNewInput && index[String(letter)] == nil { return false }
    // Each pass either consumes the key or shortens the waiting letters, so this ends.
    while true {
      let typed = pending + String(letter)
      if let node = index[typed] {
        raw.append(key)
        if let rule = node.rule, !node.continues {
          conversion += rule.output
          pending = rule.pending
          ambiguous = ""
        } else {
          pending = typed
          ambiguous = node.rule?.output ?? ""
        }
        return true
      }
      if pending.isEmpty {
        raw.append(key)
        conversion.append(style == .phone ? FullWidthASCII.character(for: key) : key)
        return true
      }
      // The key continues no rule: settle the waiting letters if they are a rule.
      guard let rule = index[pending]?.rule, rule.pending.count < pending.count else { return false }
      conversion += rule.output
      pending = rule.pending
      ambiguous = ""
      if pending.isEmpty { return false }
    }
  }

  // MARK: Splitting

  /// The chunk cut in two at caret position `position` (0 < position < length), as Mozc's
  /// `SplitChunk`: a cut inside the waiting letters leaves letters waiting on both sides, a
  /// cut inside the settled text leaves the waiting letters on the right.
  ///
  ///     [ky] at 1   →  [k] [y]        (both still waiting)
  ///     [きゃ] at 1  →  [き] [ゃ]
  ///     [っch] at 2 →  [っc] [h]
  func split(at position: Int) -> (left: RomajiChunk, right: RomajiChunk) {
    let converted = conversion + pending
    var left = RomajiChunk(mode: mode)
    var right = RomajiChunk(mode: mode)
    let convertedLeft: String
    let convertedRight: String
    // Kana chunks are cut on what they show and their keys follow; ASCII chunks the other way.
    if mode == .hiragana {
      let cut = Self.cut(converted, at: position, following: raw)
      (convertedLeft, convertedRight, left.raw, right.raw) = (
        cut.left, cut.right, cut.otherLeft, cut.otherRight
      )
    } else {
      let cut = Self.cut(raw, at: position, following: converted)
      (left.raw, right.raw, convertedLeft, convertedRight) = (
        cut.left, cut.right, cut.otherLeft, cut.otherRight
      )
    }
    // Mozc compares and cuts these in UTF-8 bytes.
    if convertedLeft.utf8.count > conversion.utf8.count {
      left.conversion = conversion
      left.pending = String(decoding: convertedLeft.utf8.dropFirst(conversion.utf8.count), as: UTF8.self)
      right.pending = convertedRight
    } else {
      left.conversion = convertedLeft
      let kept = convertedRight.utf8.count - pending.utf8.count
      right.conversion =
        kept >= 0 ? String(decoding: convertedRight.utf8.prefix(kept), as: UTF8.self) : convertedRight
      right.pending = pending
      right.ambiguous = ambiguous
    }
    return (left, right)
  }

  /// `text` cut at character `position`; `other` cut where it ends with `text`'s right part,
  /// else given the same halves as `text` (Mozc's `SplitPrimaryString`).
  ///
  ///     "っtk" at 2 following "ttk"  →  "っt" | "k",  other "tt" | "k"
  ///     "きゃ" at 1 following "kya"  →  "き" | "ゃ",  other "き" | "ゃ"
  private static func cut(_ text: String, at position: Int, following other: String)
    -> (left: String, right: String, otherLeft: String, otherRight: String)
  {
    let left = String(text.prefix(position))
    let right = String(text.dropFirst(position))
    guard other.utf8.count >= right.utf8.count, other.utf8.suffix(right.utf8.count).elementsEqual(right.utf8)
    else { return (left, right, left, right) }
    let otherLeft = String(decoding: other.utf8.dropLast(right.utf8.count), as: UTF8.self)
    return (left, right, otherLeft, right)
  }

  private static func lowercased(_ key: Character) -> Character {
    guard let ascii = key.asciiValue, (0x41...0x5A).contains(ascii) else { return key }
    return Character(Unicode.Scalar(ascii + 0x20))
  }
}
