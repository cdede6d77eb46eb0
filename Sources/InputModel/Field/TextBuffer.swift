#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The field's text as UTF-8 bytes with a gap where the latest edit was: an edit near the
/// previous one moves only the bytes between the two, never the text after the caret.
///
///     "abcdef", gap at 3:   [a b c _ _ _ _ d e f]
///     replace 3..<3 by "x": [a b c x _ _ _ d e f]   (nothing moved)
///     replace 1..<2 by "":  [a _ _ _ _ _ c x d e f]   (2 bytes moved: "cx" goes behind the gap)
///
/// A `String` of the text is made only when someone asks for one (`TextField.text`); every
/// per-key question (slices, UTF-16 offsets, ICU windows, comparisons of a splice) reads the
/// bytes here.
struct TextBuffer {
  /// The bytes before the gap, the gap, the bytes after it.
  private var storage: [UInt8]
  private var gapStart: Int
  private var gapEnd: Int

  /// The smallest gap made when the buffer grows: room for many keys before it grows again.
  static let minimumGap = 4_096

  /// A buffer holding `text`, with the gap at its end.
  init(_ text: String) {
    let count = text.utf8.count
    let gap = Swift.max(Self.minimumGap, count / 8)
    var bytes = [UInt8](repeating: 0, count: count + gap)
    bytes.withUnsafeMutableBufferPointer { buffer in
      _ = UnsafeMutableBufferPointer(rebasing: buffer[0..<count]).initialize(from: text.utf8)
    }
    storage = bytes
    gapStart = count
    gapEnd = count + gap
  }

  /// The text's length in UTF-8 bytes.
  var count: Int { storage.count - (gapEnd - gapStart) }

  /// The byte at `offset` (0 ..< `count`).
  subscript(offset: Int) -> UInt8 {
    storage[offset < gapStart ? offset : offset + gapEnd - gapStart]
  }

  /// Replaces the bytes `range` (on scalar boundaries) by `replacement`'s. Returns the bytes
  /// moved: those between the gap and the edit, or the whole text when the gap had to grow.
  ///
  ///     "abc" (gap at 3)  replace(1..<2, with: "xy")  →  "axyc", 1 byte moved ("c")
  @discardableResult
  mutating func replace(_ range: Range<Int>, with replacement: String) -> Int {
    var moved = 0
    // Bring the gap to touch the range, then widen it over the range: the replaced bytes are
    // dropped without moving.
    if gapStart < range.lowerBound {
      moved += moveGap(to: range.lowerBound)
    } else if gapStart > range.upperBound {
      moved += moveGap(to: range.upperBound)
    }
    gapEnd += range.upperBound - gapStart
    gapStart = range.lowerBound
    let length = replacement.utf8.count
    if gapEnd - gapStart < length { moved += grow(toFit: length) }
    storage.withUnsafeMutableBufferPointer { buffer in
      let target = UnsafeMutableBufferPointer(rebasing: buffer[gapStart..<(gapStart + length)])
      _ = target.initialize(from: replacement.utf8)
    }
    gapStart += length
    return moved
  }

  /// Moves the gap so that it starts at `offset`; returns the bytes moved.
  private mutating func moveGap(to offset: Int) -> Int {
    let gap = gapEnd - gapStart
    let moved = abs(offset - gapStart)
    storage.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      if offset < gapStart {
        // The bytes offset..<gapStart go after the gap.
        (base + offset + gap).update(from: base + offset, count: gapStart - offset)
      } else {
        // The bytes after the gap up to `offset` come before it.
        (base + gapStart).update(from: base + gapEnd, count: offset - gapStart)
      }
    }
    gapStart = offset
    gapEnd = offset + gap
    return moved
  }

  /// Makes the gap hold at least `length` bytes; returns the bytes moved (the whole text).
  private mutating func grow(toFit length: Int) -> Int {
    let gap = Swift.max(Self.minimumGap, length + count / 8)
    let tail = storage.count - gapEnd
    var bigger = [UInt8](repeating: 0, count: count + gap)
    bigger.withUnsafeMutableBufferPointer { target in
      storage.withUnsafeBufferPointer { source in
        guard let to = target.baseAddress, let from = source.baseAddress else { return }
        to.update(from: from, count: gapStart)
        (to + gapStart + gap).update(from: from + gapEnd, count: tail)
      }
    }
    let moved = count
    storage = bigger
    gapEnd = gapStart + gap
    return moved
  }

  /// Calls `body` with the bytes before the gap and the bytes after it, clipped to `range`.
  func withSegments<Result>(
    in range: Range<Int>,
    _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    storage.withUnsafeBufferPointer { buffer in
      let gap = gapEnd - gapStart
      // Offsets of the text, each piece clamped to its side of the gap (possibly empty).
      let firstEnd = Swift.max(range.lowerBound, Swift.min(range.upperBound, gapStart))
      let secondStart = Swift.min(range.upperBound, Swift.max(range.lowerBound, gapStart))
      let first = UnsafeBufferPointer(rebasing: buffer[range.lowerBound..<firstEnd])
      let second = UnsafeBufferPointer(rebasing: buffer[(secondStart + gap)..<(range.upperBound + gap)])
      return body(first, second)
    }
  }

  /// The bytes `range` (on scalar boundaries) as a string, with room for `spareCapacity` more
  /// bytes (so that edits in place do not outgrow it at once).
  ///
  ///     "a👍b": string(1..<5) == "👍"
  func string(_ range: Range<Int>, spareCapacity: Int = 0) -> String {
    var made = String(unsafeUninitializedCapacity: range.count + spareCapacity) { target in
      withSegments(in: range) { first, second in
        guard let to = target.baseAddress else { return 0 }
        if let from = first.baseAddress { to.update(from: from, count: first.count) }
        if let from = second.baseAddress { (to + first.count).update(from: from, count: second.count) }
        return first.count + second.count
      }
    }
    if spareCapacity > 0 { made.reserveCapacity(range.count + spareCapacity) }
    return made
  }

  /// About `count` UTF-16 units of the text from the byte `utf8Offset` (a scalar boundary):
  /// whole scalars, so one more when the last is a surrogate pair. Decoded from the bytes in
  /// place, no string made.
  ///
  ///     "a👍b": utf16Units(fromUTF8Offset: 0, count: 2) == [0x61, 0xD83D, 0xDC4D]
  func utf16Units(fromUTF8Offset utf8Offset: Int, count: Int) -> [UInt16] {
    var units: [UInt16] = []
    units.reserveCapacity(count + 1)
    var offset = utf8Offset
    let end = self.count
    while offset < end && units.count < count {
      let lead = UInt32(self[offset])
      var scalar: UInt32
      var length: Int
      if lead < 0x80 {
        (scalar, length) = (lead, 1)
      } else if lead < 0xE0 {
        (scalar, length) = (lead & 0x1F, 2)
      } else if lead < 0xF0 {
        (scalar, length) = (lead & 0x0F, 3)
      } else {
        (scalar, length) = (lead & 0x07, 4)
      }
      for next in 1..<length where offset + next < end {
        scalar = scalar << 6 | UInt32(self[offset + next] & 0x3F)
      }
      if scalar < 0x10000 {
        units.append(UInt16(truncatingIfNeeded: scalar))
      } else {
        let value = scalar - 0x10000
        units.append(UInt16(truncatingIfNeeded: 0xD800 + (value >> 10)))
        units.append(UInt16(truncatingIfNeeded: 0xDC00 + (value & 0x3FF)))
      }
      offset += length
    }
    return units
  }

  /// The whole text as a string.
  var wholeString: String { string(0..<count) }

  /// True when the bytes `range` are `other`'s bytes.
  func bytes(in range: Range<Int>, equal other: String) -> Bool {
    var other = other
    return other.withUTF8 { otherBytes in
      guard otherBytes.count == range.count else { return false }
      return withSegments(in: range) { first, second in
        Self.equal(first, UnsafeBufferPointer(rebasing: otherBytes[0..<first.count]))
          && Self.equal(second, UnsafeBufferPointer(rebasing: otherBytes[first.count...]))
      }
    }
  }

  /// The bytes the text shares with `other` at its start, and then at its end (together at most
  /// the shorter length), compared a block at a time on each side of the gap.
  ///
  ///     "abcd" and "abXd"  →  (2, 1)    ·    "ab" and "abc"  →  (2, 0)
  func commonEnds(with other: UnsafeBufferPointer<UInt8>) -> (prefix: Int, suffix: Int) {
    let shortest = Swift.min(count, other.count)
    return withSegments(in: 0..<count) { first, second in
      // The start: through the part before the gap, then on into the part after it.
      var prefix = String.commonPrefixLength(first, other, upTo: Swift.min(first.count, shortest))
      if prefix == first.count && prefix < shortest {
        prefix += String.commonPrefixLength(
          second, UnsafeBufferPointer(rebasing: other[prefix...]), upTo: shortest - prefix)
      }
      // The end: through the part after the gap, then back into the part before it.
      let limit = shortest - prefix
      let otherBefore = UnsafeBufferPointer(
        rebasing: other[..<(other.count - Swift.min(second.count, limit))])
      var suffix = String.commonSuffixLength(
        second, UnsafeBufferPointer(rebasing: other[(other.count - Swift.min(second.count, other.count))...]),
        upTo: Swift.min(second.count, limit))
      if suffix == second.count && suffix < limit {
        suffix += String.commonSuffixLength(first, otherBefore, upTo: limit - suffix)
      }
      return (prefix, suffix)
    }
  }

  /// True when both buffers hold the same text.
  ///
  ///     TextBuffer("ab") and TextBuffer("a") after inserting "b"  →  true (gaps aside)
  func hasSameBytes(as other: TextBuffer) -> Bool {
    guard count == other.count else { return false }
    return withSegments(in: 0..<count) { first, second in
      other.withSegments(in: 0..<count) { otherFirst, otherSecond in
        // Compare the overlapping pieces of the two segmentations.
        let cut = Swift.min(first.count, otherFirst.count)
        guard
          Self.equal(
            UnsafeBufferPointer(rebasing: first[0..<cut]), UnsafeBufferPointer(rebasing: otherFirst[0..<cut]))
        else {
          return false
        }
        if first.count <= otherFirst.count {
          // first ends inside otherFirst: second starts against otherFirst's rest.
          let rest = otherFirst.count - cut
          return Self.equal(
            UnsafeBufferPointer(rebasing: second[0..<rest]), UnsafeBufferPointer(rebasing: otherFirst[cut...])
          )
            && Self.equal(UnsafeBufferPointer(rebasing: second[rest...]), otherSecond)
        }
        let rest = first.count - cut
        return Self.equal(
          UnsafeBufferPointer(rebasing: first[cut...]), UnsafeBufferPointer(rebasing: otherSecond[0..<rest]))
          && Self.equal(second, UnsafeBufferPointer(rebasing: otherSecond[rest...]))
      }
    }
  }

  private static func equal(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
    guard lhs.count == rhs.count else { return false }
    guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
    return memcmp(left, right, lhs.count) == 0
  }
}
