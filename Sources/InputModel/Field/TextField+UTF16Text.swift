/// Slicing and splicing the text by UTF-16 offsets. Callers pass ranges already checked to lie
/// on grapheme boundaries, hence on scalar boundaries, so the indices are exact.
///
/// The field's text is UTF-8 bytes in its `TextBuffer`: a UTF-16 offset becomes a byte offset
/// by walking the bytes (no `String` of the text is made).
/// The walk starts at the nearest of `utf8Anchor` (the end of the latest edit), the start and
/// the end, so finding the caret after a keystroke costs the distance from the previous one,
/// not the text before it (a caret moved far pays the distance once); an ASCII text needs no
/// walk at all.
extension TextField {
  /// The text of `range`.
  ///
  ///     "a👍b": slice({1, 2}) == "👍"
  func slice(_ range: UTF16Range) -> String {
    buffer.string(utf8Range(of: range))
  }

  /// The UTF-8 offsets of `range`, clamped to the text.
  func utf8Range(of range: UTF16Range) -> Range<Int> {
    let lower = min(max(0, range.location), utf16Length)
    let upper = min(max(lower, range.upperBound), utf16Length)
    let lowerUTF8 = utf8Offset(ofUTF16Offset: lower)
    let upperUTF8 = utf8Offset(
      ofUTF16Offset: upper, from: UTF8Anchor(utf16Offset: lower, utf8Offset: lowerUTF8))
    return lowerUTF8..<upperUTF8
  }

  /// About `count` UTF-16 units of the text from `start` (one more when the last would split
  /// a surrogate pair), for ICU.
  func utf16Window(from start: Int, count: Int) -> UTF16Window {
    let lower = min(max(0, start), utf16Length)
    let lowerUTF8 = utf8Offset(ofUTF16Offset: lower)
    let units = buffer.utf16Units(fromUTF8Offset: lowerUTF8, count: count)
    return UTF16Window(units: units, reachesEnd: lower + units.count >= utf16Length)
  }

  /// The UTF-8 offset of `utf16Offset` (a scalar boundary inside the text), walking from
  /// `anchor` (by default the end of the latest edit).
  func utf8Offset(ofUTF16Offset utf16Offset: Int, from anchor: UTF8Anchor? = nil) -> Int {
    let utf8Count = buffer.count
    // Every scalar is one byte and one unit.
    if utf8Count == utf16Length { return utf16Offset }
    var start = anchor ?? utf8Anchor
    if start.utf16Offset > utf16Length || start.utf8Offset > utf8Count {
      start = UTF8Anchor(utf16Offset: 0, utf8Offset: 0)
    }
    // Start from the nearest known place: the anchor, the start or the end.
    if utf16Offset < abs(start.utf16Offset - utf16Offset) {
      start = UTF8Anchor(utf16Offset: 0, utf8Offset: 0)
    }
    if utf16Length - utf16Offset < abs(start.utf16Offset - utf16Offset) {
      start = UTF8Anchor(utf16Offset: utf16Length, utf8Offset: utf8Count)
    }
    let walked = Self.walk(buffer, from: start, toUTF16Offset: utf16Offset)
    editCost.utf8BytesWalked += abs(walked - start.utf8Offset)
    return walked
  }

  /// The UTF-16 offset of `utf8Offset` (a scalar boundary inside the text), walking from the
  /// nearest of the end of the latest edit, the start and the end.
  ///
  ///     "a👍b": utf16Offset(ofUTF8Offset: 5) == 3
  func utf16Offset(ofUTF8Offset utf8Offset: Int) -> Int {
    let utf8Count = buffer.count
    if utf8Count == utf16Length { return utf8Offset }
    var start = utf8Anchor
    if start.utf16Offset > utf16Length || start.utf8Offset > utf8Count {
      start = UTF8Anchor(utf16Offset: 0, utf8Offset: 0)
    }
    if utf8Offset < abs(start.utf8Offset - utf8Offset) { start = UTF8Anchor(utf16Offset: 0, utf8Offset: 0) }
    if utf8Count - utf8Offset < abs(start.utf8Offset - utf8Offset) {
      start = UTF8Anchor(utf16Offset: utf16Length, utf8Offset: utf8Count)
    }
    var byteOffset = start.utf8Offset
    var units = start.utf16Offset
    while byteOffset < utf8Offset {
      let lead = buffer[byteOffset]
      byteOffset += lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
      units += lead < 0xF0 ? 1 : 2
    }
    while byteOffset > utf8Offset {
      byteOffset -= 1
      var lead = buffer[byteOffset]
      while lead & 0xC0 == 0x80 && byteOffset > 0 {
        byteOffset -= 1
        lead = buffer[byteOffset]
      }
      units -= lead < 0xF0 ? 1 : 2
    }
    editCost.utf8BytesWalked += abs(byteOffset - start.utf8Offset)
    return units
  }

  /// Steps over the UTF-8 `bytes` from `anchor` forward or back until `utf16Offset`.
  private static func walk(_ bytes: TextBuffer, from anchor: UTF8Anchor, toUTF16Offset utf16Offset: Int)
    -> Int
  {
    var byteOffset = anchor.utf8Offset
    var units = anchor.utf16Offset
    let end = bytes.count
    while units < utf16Offset && byteOffset < end {
      let lead = bytes[byteOffset]
      byteOffset += lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
      units += lead < 0xF0 ? 1 : 2
    }
    while units > utf16Offset && byteOffset > 0 {
      byteOffset -= 1
      var lead = bytes[byteOffset]
      // Continuation bytes are 10xxxxxx; step back to the scalar's lead byte.
      while lead & 0xC0 == 0x80 && byteOffset > 0 {
        byteOffset -= 1
        lead = bytes[byteOffset]
      }
      units -= lead < 0xF0 ? 1 : 2
    }
    return min(byteOffset, end)
  }

  /// `text` with `range` replaced by `replacement`, walking `text` from its start (tests and
  /// one-off callers; the field edits its own text with `splice`).
  ///
  ///     replacing({1, 2}, in: "a👍b", with: "x") == "axb"
  static func replacing(_ range: UTF16Range, in text: String, with replacement: String) -> String {
    let field = TextField(text: text)
    field.spliceText(in: range, with: replacement)
    return field.text
  }
}
