/// Finding UTF-16 offsets in a native (UTF-8) string by walking its bytes.
///
/// `String.UTF16View` finds an offset by transcoding, and for a new string it first builds
/// its breadcrumbs; the field makes a new string on every edit. Counting the UTF-16 units of
/// UTF-8 lead bytes is a few instructions a byte, and a UTF-8 offset is an O(1) index.
extension String {
  /// The index at `utf16Offset`, or `nil` when the offset is negative, past the end, or
  /// between the two halves of a surrogate pair (no scalar starts there), or when the string
  /// is not stored as contiguous UTF-8.
  ///
  ///     "a👍b".scalarIndex(atUTF16Offset: 3)  →  the index of "b"
  ///     "a👍b".scalarIndex(atUTF16Offset: 2)  →  nil
  func scalarIndex(atUTF16Offset utf16Offset: Int) -> String.Index? {
    guard utf16Offset >= 0 else { return nil }
    let utf8Offset = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      var byteOffset = 0
      var units = 0
      let end = bytes.count
      while byteOffset < end && units < utf16Offset {
        let lead = bytes[byteOffset]
        if lead < 0x80 {
          byteOffset += 1
          units += 1
        } else if lead < 0xE0 {
          byteOffset += 2
          units += 1
        } else if lead < 0xF0 {
          byteOffset += 3
          units += 1
        } else {
          byteOffset += 4
          units += 2
        }
      }
      return units == utf16Offset && byteOffset <= end ? byteOffset : nil
    }
    guard let byteOffset = utf8Offset ?? nil else { return nil }
    return utf8.index(utf8.startIndex, offsetBy: byteOffset)
  }

  /// The indices of both ends of `range` in one walk, or `nil` when either end is not a
  /// scalar index of the text (see `scalarIndex(atUTF16Offset:)`) or the length is negative.
  ///
  ///     "a👍b".scalarIndices(ofUTF16Range: {1, 2})  →  the range of "👍"
  func scalarIndices(ofUTF16Range range: UTF16Range) -> Range<String.Index>? {
    guard range.location >= 0, range.length >= 0 else { return nil }
    let utf8Offsets = utf8.withContiguousStorageIfAvailable { bytes -> (Int, Int)? in
      var byteOffset = 0
      var units = 0
      let end = bytes.count
      var lowerByteOffset = -1
      while true {
        if units == range.location && lowerByteOffset < 0 { lowerByteOffset = byteOffset }
        if units >= range.upperBound || byteOffset >= end { break }
        let lead = bytes[byteOffset]
        byteOffset += lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        units += lead < 0xF0 ? 1 : 2
      }
      guard lowerByteOffset >= 0, units == range.upperBound, byteOffset <= end else { return nil }
      return (lowerByteOffset, byteOffset)
    }
    guard let (lower, upper) = utf8Offsets ?? nil else { return nil }
    let start = utf8.index(utf8.startIndex, offsetBy: lower)
    return start..<utf8.index(start, offsetBy: upper - lower)
  }

  /// Writes the UTF-16 units of the text from `utf16Offset` to its end into `buffer`, which
  /// holds at least `utf8.count` units, and returns how many were written; `nil` when the
  /// string is not contiguous UTF-8 or the offset falls inside a surrogate pair.
  func copyUTF16Units(
    fromUTF16Offset utf16Offset: Int, into buffer: UnsafeMutablePointer<UInt16>
  ) -> Int? {
    let written = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      let end = bytes.count
      var byteOffset = 0
      var units = 0
      while byteOffset < end && units < utf16Offset {
        let lead = bytes[byteOffset]
        byteOffset += lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        units += lead < 0xF0 ? 1 : 2
      }
      guard units == utf16Offset || utf16Offset < 0 else { return nil }
      var count = 0
      while byteOffset < end {
        let lead = UInt32(bytes[byteOffset])
        if lead < 0x80 {
          buffer[count] = UInt16(truncatingIfNeeded: lead)
          byteOffset += 1
          count += 1
          continue
        }
        // Native strings hold valid UTF-8: the continuation bytes are there.
        guard byteOffset + 1 < end else { return nil }
        let second = UInt32(bytes[byteOffset + 1] & 0x3F)
        if lead < 0xE0 {
          buffer[count] = UInt16(truncatingIfNeeded: (lead & 0x1F) << 6 | second)
          byteOffset += 2
          count += 1
          continue
        }
        guard byteOffset + 2 < end else { return nil }
        let third = UInt32(bytes[byteOffset + 2] & 0x3F)
        if lead < 0xF0 {
          buffer[count] = UInt16(truncatingIfNeeded: (lead & 0x0F) << 12 | second << 6 | third)
          byteOffset += 3
          count += 1
          continue
        }
        guard byteOffset + 3 < end else { return nil }
        let scalar = (lead & 0x07) << 18 | second << 12 | third << 6 | UInt32(bytes[byteOffset + 3] & 0x3F)
        let offsetScalar = scalar &- 0x10000
        buffer[count] = UInt16(truncatingIfNeeded: 0xD800 | (offsetScalar >> 10) & 0x3FF)
        buffer[count + 1] = UInt16(truncatingIfNeeded: 0xDC00 | offsetScalar & 0x3FF)
        byteOffset += 4
        count += 2
      }
      return count
    }
    return written ?? nil
  }
}
