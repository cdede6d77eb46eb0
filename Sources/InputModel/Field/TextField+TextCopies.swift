/// The `String`s of the field's text handed out (`text`), made from its bytes only when asked
/// for.
///
/// The field edits its `TextBuffer`; nobody holds that. Whoever asks for `text` (the binding
/// when the bridge writes it, the app's `onChange` values) gets a `String` that stays valid
/// until the next edit. The next one is made by bringing the `String` handed out before the
/// latest one up to date with the edits since (one replacement of the span they touched):
/// by then the binding and `onChange` hold the latest one, so the older one has no other
/// holder and is edited in place, costing the edits and the move of the bytes after them, not
/// a copy of the text.
///
///     edit "ab" → "abc", text asked:   latest "abc" (made from older "a"…), older "ab"
///     edit "abc" → "abcd", text asked: older "ab" → "abcd" in place; latest "abcd", older "abc"
///
/// A `String` someone still holds is copied instead (correct, only slower), and so is one that
/// lags more edits than the splice journal keeps.
extension TextField {
  /// Makes `text` for the current edit count, records it as the latest and returns it.
  func materializeText() -> String {
    TextWork.current?.wholeTextsMade += 1
    let made = updatedOlderText() ?? freshText()
    olderText = latestText
    olderTextStamp = latestTextStamp
    latestText = made
    latestTextStamp = textEdits
    return made
  }

  /// The older `String` brought up to date with the splices since it, or `nil` when there is
  /// none or the journal no longer holds them.
  private func updatedOlderText() -> String? {
    guard let older = olderText,
      let ends = splices.unchangedEnds(from: olderTextStamp, to: textEdits, utf8Count: older.utf8.count)
    else { return nil }
    let olderCount = older.utf8.count
    let middle = buffer.string(ends.prefix..<(buffer.count - ends.suffix))
    // Let go of the field's reference, so that `next` is the buffer's only holder.
    var next = older
    olderText = nil
    let work = TextWork.current
    let storageBefore = work == nil ? nil : next.utf8.withContiguousStorageIfAvailable { $0.baseAddress }
    next.replaceUTF8(ends.prefix..<(olderCount - ends.suffix), with: middle)
    if let work {
      if storageBefore != next.utf8.withContiguousStorageIfAvailable({ $0.baseAddress }) {
        // The storage moved: the whole text was copied (it was shared, or it grew).
        work.bytesCopiedByEdits += olderCount
      } else if olderCount - ends.suffix - ends.prefix != middle.utf8.count {
        // Edited in place: the bytes after the edit moved.
        work.bytesMovedByEdits += ends.suffix
      }
    }
    return next
  }

  /// A new `String` of the whole text.
  private func freshText() -> String {
    TextWork.current?.bytesCopiedByEdits += buffer.count
    // Room for the edits it will be brought up to date with when it is the older copy.
    return buffer.string(0..<buffer.count, spareCapacity: max(1_024, buffer.count / 16))
  }

  /// The latest edit between the two latest `String`s handed out, when `old` and `new` are
  /// they: the bytes `utf8Range` of `old` became `replacement` in `new`.
  ///
  ///     old "ab" (older), new "abc" (latest)  →  (2..<2, "c")
  func change(from old: String, to new: String) -> (utf8Range: Range<Int>, replacement: String)? {
    guard latestTextStamp == textEdits, let olderText, new.sharesStorage(with: latestText),
      old.sharesStorage(with: olderText),
      let ends = splices.unchangedEnds(from: olderTextStamp, to: latestTextStamp, utf8Count: old.utf8.count)
    else { return nil }
    let oldCount = old.utf8.count
    let newCount = new.utf8.count
    let utf8 = new.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: ends.prefix)
    let end = utf8.index(start, offsetBy: newCount - ends.suffix - ends.prefix)
    return (ends.prefix..<(oldCount - ends.suffix), String(Substring(utf8[start..<end])))
  }

  /// `change(from:to:)` for values as the store keeps them, either of which may be a
  /// reference to this field's text not made into a `String`: the splices between their two
  /// edits, when the journal holds them and `new` is the text now.
  ///
  ///     old: reference (edits 4) to "ab", new: reference (edits 5) to "abc"  →  (2..<2, "c")
  func change(from old: StateValue<String>, to new: StateValue<String>) -> (
    utf8Range: Range<Int>, replacement: String
  )? {
    if old.fieldText == nil && new.fieldText == nil {
      return change(from: old.storedValue, to: new.storedValue)
    }
    guard let oldStamp = stamp(of: old), stamp(of: new) == textEdits,
      let ends = splices.unchangedEnds(from: oldStamp, to: textEdits, utf8Count: old.utf8Count)
    else { return nil }
    let count = buffer.count
    return (ends.prefix..<(old.utf8Count - ends.suffix), buffer.string(ends.prefix..<(count - ends.suffix)))
  }

  /// An edit count at which the text had `value`'s bytes, when known without comparing: a
  /// reference's, or that of a `String` this field handed out.
  private func stamp(of value: StateValue<String>) -> Int? {
    if let reference = value.fieldText { return reference.field === self ? reference.stamp : nil }
    if value.storedValue.sharesStorage(with: latestText) { return latestTextStamp }
    if let olderText, value.storedValue.sharesStorage(with: olderText) { return olderTextStamp }
    return nil
  }

  /// The edit count at which this field handed out `value` (the latest or the older `String`
  /// of its text, by storage), or `nil` when it is neither.
  ///
  ///     field "ab" handed out at edit 4, then "abc" at edit 5:  "ab" → 4, "abc" → 5, "x" → nil
  func stamp(ofHandedOut value: String) -> Int? {
    if value.sharesStorage(with: latestText) { return latestTextStamp }
    if let olderText, value.sharesStorage(with: olderText) { return olderTextStamp }
    return nil
  }

  /// True when `value` is the `String` `text` returns now (the same storage), found without
  /// making one.
  func isCurrentText(_ value: String) -> Bool {
    latestTextStamp == textEdits && value.sharesStorage(with: latestText)
  }

  /// True when `other`'s text holds the same bytes as this field's, compared in the two
  /// buffers without making a `String` of either.
  func hasSameUTF8Text(as other: TextField) -> Bool {
    if isCurrentText(other.latestText) && other.latestTextStamp == other.textEdits { return true }
    guard buffer.count == other.buffer.count else { return false }
    TextWork.current?.bytesCompared += buffer.count
    return buffer.hasSameBytes(as: other.buffer)
  }

  /// `value.isSameText(as: text, commonUTF8Prefix:commonUTF8Suffix:)` for a `value` known to
  /// share its first `prefix` and last `suffix` bytes with the text, reading only the bytes
  /// between them (and a few before and after) from the buffer.
  ///
  ///     field "abc", value "abd", prefix 2, suffix 0  →  false, "c" against "d"
  func textIsSame(as value: String, commonUTF8Prefix prefix: Int, commonUTF8Suffix suffix: Int) -> Bool {
    if latestTextStamp == textEdits {
      return value.isSameText(as: latestText, commonUTF8Prefix: prefix, commonUTF8Suffix: suffix)
    }
    // The span around the difference, with context for the normalization boundaries; a
    // wider one when that was too little.
    for context in [64, 4_096] {
      if let same = spanIsSame(
        as: value, commonUTF8Prefix: prefix, commonUTF8Suffix: suffix, context: context)
      {
        return same
      }
    }
    return value.isSameText(as: text, commonUTF8Prefix: prefix, commonUTF8Suffix: suffix)
  }

  /// `textIsSame(as:commonUTF8Prefix:commonUTF8Suffix:)` for this field's text at an earlier
  /// edit, held by `reference` and not made into a `String`: both sides are read from the
  /// buffer, the reference's with the edits since undone.
  ///
  ///     field "abc", reference to "abd", prefix 2, suffix 0  →  false, "c" against "d"
  func textIsSame(
    asReference reference: FieldTextReference, commonUTF8Prefix prefix: Int, commonUTF8Suffix suffix: Int
  ) -> Bool {
    for context in [64, 4_096] {
      if let same = spanIsSame(
        asCount: reference.utf8Count, bytes: reference.bytes, commonUTF8Prefix: prefix,
        commonUTF8Suffix: suffix, context: context)
      {
        return same
      }
    }
    return reference.value.isSameText(as: text, commonUTF8Prefix: prefix, commonUTF8Suffix: suffix)
  }

  /// `textIsSame` over the bytes between the known ends and `context` bytes beyond them;
  /// `nil` when that is not enough to decide.
  private func spanIsSame(
    as value: String, commonUTF8Prefix prefix: Int, commonUTF8Suffix suffix: Int, context: Int
  )
    -> Bool?
  {
    spanIsSame(
      asCount: value.utf8.count, bytes: { value.utf8Substring($0) }, commonUTF8Prefix: prefix,
      commonUTF8Suffix: suffix, context: context)
  }

  /// `spanIsSame` for a text of `valueCount` UTF-8 bytes whose bytes in a range `bytes` gives.
  private func spanIsSame(
    asCount valueCount: Int, bytes: (Range<Int>) -> String, commonUTF8Prefix prefix: Int,
    commonUTF8Suffix suffix: Int, context: Int
  ) -> Bool? {
    let count = buffer.count
    let shorter = min(count, valueCount)
    let knownPrefix = min(max(0, prefix), shorter)
    let knownSuffix = min(max(0, suffix), shorter - knownPrefix)
    // Both ends on scalar boundaries (the bytes there are common to both texts).
    var lower = max(0, knownPrefix - context)
    while lower > 0 && buffer[lower] & 0xC0 == 0x80 { lower -= 1 }
    var trailing = max(0, knownSuffix - context)
    while trailing > 0 && buffer[count - trailing] & 0xC0 == 0x80 { trailing -= 1 }
    let fieldSpan = buffer.string(lower..<(count - trailing))
    let valueSpan = bytes(lower..<(valueCount - trailing))
    return valueSpan.isSameText(
      as: fieldSpan, commonUTF8Prefix: knownPrefix - lower, commonUTF8Suffix: knownSuffix - trailing,
      spanStartsText: lower == 0, spanEndsText: trailing == 0)
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
