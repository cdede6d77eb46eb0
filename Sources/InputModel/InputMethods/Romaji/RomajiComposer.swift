/// The romaji keyboard's kana engine: Mozc's romaji table (`RomajiTable.rules`) plus Mozc's
/// matching algorithm, showing unresolved letters the way phone keyboards do (half-width).
///
///     "k" → "k",  "y" → "ky",  "a" → "きゃ"
///     "k" → "k",  "k" → "っk", "a" → "っか"
///     "k" → "k",  "a" → "か",  "n" → "かn",  "j" → "かんj", "i" → "かんじ"
///
/// The composition is two parts: `resolvedText`, which no further key changes, then
/// `pendingInput`, typed letters that are a prefix of some rule input and wait for the
/// next key. One key (`input(_:)`) works like Mozc's `CharChunk`:
///
/// 1. `pending + letter` is a prefix of a longer rule input → wait (`"k"` + `"y"` → `"ky"`).
/// 2. `pending + letter` is a rule input and no longer one starts with it → append its
///    output; its pending part becomes the pending input (`"k"` + `"k"` → `"っ"`, `"k"`).
/// 3. `pending + letter` starts no rule → settle the pending input: if it is itself a rule
///    (`n`, `ww`) apply it, else keep its letters as typed (`"ts"` + `"y"` → `"ts"`,
///    `"y"`); then try the letter again. Like Mozc, only the pending input as a whole is
///    looked up, never a shorter prefix of it: `"ny"` + `"k"` → `"nyk"`, not `"んyk"`.
/// 4. A key no rule starts with is shown in its full-width form (`"1"` → `"１"`); a
///    non-ASCII key (kana, emoji) is appended as it is.
public struct RomajiComposer: KanaComposer, Equatable {
  /// Kana, symbols, and letters that matched no rule: no further key changes them.
  public private(set) var resolvedText: String = ""
  /// Typed letters waiting for the rest of a rule (`"ky"`, `"n"`), lowercase ASCII.
  public private(set) var pendingInput: String = ""

  /// An empty composition.
  public init() {}

  private static var index: RomajiIndex { RomajiIndex.mozcHiragana }

  /// The resolved text followed by the pending letters: `"かn"`, `"っk"`, `"きょうh"`.
  public var displayText: String { resolvedText + pendingInput }

  /// The caret stays at the end of the composition: `displayText.utf16.count`.
  public var caretUTF16Offset: Int { resolvedText.utf16.count + pendingInput.utf16.count }

  public var isEmpty: Bool { resolvedText.isEmpty && pendingInput.isEmpty }

  /// Feeds the characters of one key. Uppercase ASCII letters count as lowercase.
  ///
  ///     "か" + "n" → "かn",  "かn" + "a" → "かな",  "" + "1" → "１",  "" + "K" → "k"
  ///
  /// Returns `false`, changing nothing, for an empty string or one holding a control
  /// character (newline, tab): those are keys for the client, not text.
  public mutating func input(_ character: String) -> Bool {
    guard !character.isEmpty, !character.unicodeScalars.contains(where: Self.isControl) else {
      return false
    }
    for typed in character {
      feed(typed)
    }
    return true
  }

  /// Removes the last pending letter, else the last grapheme cluster (ICU) of the resolved text.
  ///
  ///     "っch" → "っc",  "かn" → "か",  "きゃ" → "き",  "" → ""
  public mutating func deleteBackward() {
    if !pendingInput.isEmpty {
      pendingInput.removeLast()
    } else if !resolvedText.isEmpty {
      resolvedText.removeLastGraphemeCluster()
    }
  }

  /// Resolves the pending input and returns the whole reading, which stays composed.
  ///
  /// A pending input that is by itself a rule leaving nothing pending becomes that rule's
  /// output (in this table only `n` → `ん`); any other pending letters stay as typed
  /// (half-width). Mozc commits `ww` as `っ`, dropping the second `w`; this keeps `ww`.
  ///
  ///     "かn" → "かん",  "っk" → "っk",  "ky" → "ky",  "ww" → "ww"
  public mutating func finish() -> String {
    if let rule = Self.index[pendingInput]?.rule, rule.pending.isEmpty {
      resolvedText += rule.output
    } else {
      resolvedText += pendingInput
    }
    pendingInput = ""
    return resolvedText
  }

  /// Empties the composition.
  ///
  ///     "かn" → ""
  public mutating func reset() {
    resolvedText = ""
    pendingInput = ""
  }

  /// Replaces the composition by an already resolved reading; nothing is left pending.
  ///
  ///     "かn" → load(reading: "きょう") → "きょう", then "n" → "きょうn"
  public mutating func load(reading: String) {
    resolvedText = reading
    pendingInput = ""
  }

  // MARK: - One character

  private mutating func feed(_ typed: Character) {
    guard let ascii = typed.asciiValue, typed.unicodeScalars.count == 1 else {
      // No rule input holds non-ASCII, so no pending letter can take it: settle until
      // nothing is pending ("ww" + "か" → "っwか", as in Mozc).
      while !pendingInput.isEmpty {
        settlePending()
      }
      resolvedText.append(typed)
      return
    }
    let letter = Character(Unicode.Scalar(Self.lowercased(ascii)))
    // Each settle shortens the pending input, so this loop ends.
    while true {
      var key = pendingInput
      key.append(letter)
      if let node = Self.index[key] {
        if let rule = node.rule, !node.continues {
          resolvedText += rule.output
          pendingInput = rule.pending
        } else {
          pendingInput = key
        }
        return
      }
      if pendingInput.isEmpty {
        resolvedText.append(FullWidthASCII.character(for: Self.lowercased(ascii)))
        return
      }
      settlePending()
    }
  }

  /// The pending input can take no more letters: apply it as a rule if it is one
  /// (`"n"` → `"ん"`, `"ww"` → `"っ"` with `"w"` pending), else keep its letters as typed.
  ///
  /// A rule applies only when it consumes letters (its pending part is shorter than its
  /// input), which keeps `feed(_:)`'s loop finite whatever the table holds.
  private mutating func settlePending() {
    if let rule = Self.index[pendingInput]?.rule, rule.pending.utf8.count < pendingInput.utf8.count {
      resolvedText += rule.output
      pendingInput = rule.pending
    } else {
      resolvedText += pendingInput
      pendingInput = ""
    }
  }

  private static func lowercased(_ ascii: UInt8) -> UInt8 {
    (0x41...0x5A).contains(ascii) ? ascii + 0x20 : ascii
  }

  /// Unicode's control characters (category Cc): C0, DEL and C1.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
