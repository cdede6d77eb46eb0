/// The field's text in two buffers, so that an edit never copies the whole text.
///
/// Whoever holds the field's text (the binding after the bridge copied it, the app's
/// `onChange` values) shares its storage: editing that storage in place would change their
/// value, so Swift copies the whole text first, once per key in a session. Instead the field
/// keeps the text before its latest edit in a second buffer, with that edit. The next edit
/// replays the lagging edit on the second buffer and applies itself there, and the buffers
/// swap: by then the binding and `onChange` have moved on to the newer text, so the second
/// buffer has no other holder and both edits happen in place, costing the edit, not the text.
///
///     text "ab" (held by the binding)      spare "a" + edit {1..<1 → "b"}
///     insert "c" at the end:  spare "a" → "ab" → "abc"; swap
///     text "abc"                            spare "ab" + edit {2..<2 → "c"}
///
/// A buffer someone still holds is copied as before (correct, only slower).
struct SpareText {
  /// The text before the latest edit.
  var text: String
  /// The latest edit, in UTF-8 offsets of `text`.
  var editUTF8Range: Range<Int>
  var replacement: String

  /// Hands over `text`, leaving the spare empty, so the caller holds the buffer alone.
  mutating func takeText() -> String {
    let taken = text
    text = ""
    return taken
  }

  /// The lagging edit followed by the edit `range` → `replacement` of `text` (the spare with
  /// the lagging edit applied), as one edit of the spare, when the two lie within a few
  /// kilobytes of each other; `nil` when they are farther apart.
  ///
  ///     spare "ab", lagging {1..<1 → "x"} (text "axb"), edit {2..<2 → "y"} of "axb"
  ///     →  {1..<1 → "xy"} of "ab", giving "axyb"
  func composed(with range: Range<Int>, replacement: String, in text: String) -> (
    range: Range<Int>, replacement: String
  )? {
    let laggingLength = self.replacement.utf8.count
    // The span of the new text both edits touch, in the text's offsets.
    let lower = min(editUTF8Range.lowerBound, range.lowerBound)
    let upper = max(editUTF8Range.lowerBound + laggingLength, range.upperBound)
    guard upper - lower <= 4_096, upper <= text.utf8.count else { return nil }
    // The same span in the spare: the lagging replacement stands for the bytes it replaced.
    let spareUpper = upper - laggingLength + editUTF8Range.count
    let utf8 = text.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: lower)
    let editStart = utf8.index(start, offsetBy: range.lowerBound - lower)
    let editEnd = utf8.index(editStart, offsetBy: range.count)
    let end = utf8.index(editEnd, offsetBy: upper - range.upperBound)
    let combined =
      String(Substring(utf8[start..<editStart])) + replacement + String(Substring(utf8[editEnd..<end]))
    return (lower..<spareUpper, combined)
  }
}

extension String {
  /// Replaces the bytes `utf8Range` (on scalar boundaries) by `replacement`, in place when
  /// the storage is not shared.
  ///
  ///     "a👍b".replaceUTF8(1..<5, with: "x")  →  "axb"
  mutating func replaceUTF8(_ utf8Range: Range<Int>, with replacement: String) {
    let lower = utf8.index(utf8.startIndex, offsetBy: utf8Range.lowerBound)
    let upper = utf8.index(lower, offsetBy: utf8Range.count)
    replaceSubrange(lower..<upper, with: replacement)
  }
}
