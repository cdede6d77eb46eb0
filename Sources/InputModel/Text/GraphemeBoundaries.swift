internal import CICU
import Synchronization

/// Extended grapheme cluster boundaries of a text, in UTF-16 offsets, from ICU's character
/// break iterator (Unicode 15 rules with ICU 72).
///
/// A value: the text's boundaries are computed once, then every query is a binary search.
/// A text made only of `SingleUnitClusters` (ASCII, kana, kanji, full-width forms) has a
/// boundary at every UTF-16 offset; it is recognised by one pass over its UTF-8 and its
/// boundaries are kept as a length, without ICU and without an array.
///
///     GraphemeBoundaries("かが").utf16Offsets          // [0, 1, 2]
///     GraphemeBoundaries("か\u{3099}").utf16Offsets    // [0, 2]  (か + combining ゛ is one cluster)
///     GraphemeBoundaries("👨‍👩‍👧").utf16Offsets          // [0, 8]
public struct GraphemeBoundaries: Equatable, Sendable {
  /// Every boundary, or `nil` when the text holds only `SingleUnitClusters`, so that every
  /// offset from 0 to `utf16Length` is one. Chunked, so that an edit rewrites only the
  /// chunks around it (see `BoundaryChunks`).
  private(set) var chunks: BoundaryChunks?

  /// The text's length in UTF-16 code units.
  public private(set) var utf16Length: Int

  /// Every boundary, ascending, from 0 to the text's UTF-16 length inclusive.
  public var utf16Offsets: [Int] { chunks?.offsets ?? Array(0...utf16Length) }

  /// True when the text holds only `SingleUnitClusters`: every UTF-16 offset is a boundary,
  /// and stays one when more such text is put next to it.
  var holdsOnlySingleUnitClusters: Bool { chunks == nil }

  /// Segments `text` with the calling thread's shared segmenter (no ICU `open` per call), or
  /// without ICU when it holds only `SingleUnitClusters`.
  public init(_ text: String) {
    if let length = SingleUnitClusters.utf16Length(ifOnlySingleUnitClusters: text) {
      self.init(singleUnitClustersOfUTF16Length: length)
    } else {
      self.init(utf16Offsets: GraphemeSegmenter.withShared { $0.boundaries(of: text) })
    }
  }

  /// Wraps boundaries computed elsewhere (they must be ascending and start at 0).
  init(utf16Offsets: [Int]) {
    self.chunks = BoundaryChunks(utf16Offsets.isEmpty ? [0] : utf16Offsets)
    self.utf16Length = utf16Offsets.last ?? 0
  }

  /// The boundaries of a text of `utf16Length` units that holds only `SingleUnitClusters`.
  init(singleUnitClustersOfUTF16Length utf16Length: Int) {
    self.chunks = nil
    self.utf16Length = utf16Length
  }

  /// Equal when the boundaries are, however they are stored.
  public static func == (lhs: GraphemeBoundaries, rhs: GraphemeBoundaries) -> Bool {
    guard lhs.utf16Length == rhs.utf16Length else { return false }
    if lhs.holdsOnlySingleUnitClusters && rhs.holdsOnlySingleUnitClusters { return true }
    return lhs.utf16Offsets == rhs.utf16Offsets
  }

  /// The number of grapheme clusters.
  public var clusterCount: Int {
    guard let chunks else { return utf16Length }
    return max(0, chunks.count - 1)
  }

  /// True when `utf16Offset` falls between two clusters (0 and the end count).
  public func isBoundary(_ utf16Offset: Int) -> Bool {
    guard let chunks else { return utf16Offset >= 0 && utf16Offset <= utf16Length }
    return chunks.contains(utf16Offset)
  }

  /// The first boundary strictly after `utf16Offset`, or `nil` at or past the end.
  ///
  ///     "か\u{3099}た": boundary(after: 0) == 2
  public func boundary(after utf16Offset: Int) -> Int? {
    guard let chunks else {
      if utf16Offset >= utf16Length { return nil }
      return max(0, utf16Offset + 1)
    }
    return chunks.first(after: utf16Offset)
  }

  /// The last boundary strictly before `utf16Offset`, or `nil` at or before the start.
  ///
  ///     "か\u{3099}た": boundary(before: 3) == 2
  public func boundary(before utf16Offset: Int) -> Int? {
    guard let chunks else {
      if utf16Offset <= 0 { return nil }
      return min(utf16Offset - 1, utf16Length)
    }
    return chunks.last(before: utf16Offset)
  }

  /// The index of the cluster that holds `utf16Offset` (the number of boundaries after 0 at
  /// or before it), at most `clusterCount`.
  ///
  ///     "か\u{3099}た": clusterIndex(of: 1) == 0, clusterIndex(of: 2) == 1, clusterIndex(of: 3) == 2
  public func clusterIndex(of utf16Offset: Int) -> Int {
    guard let chunks else { return min(max(0, utf16Offset), utf16Length) }
    return min(max(0, chunks.countAtOrBefore(utf16Offset) - 1), clusterCount)
  }

  /// The clusters as UTF-16 ranges, in order.
  public var clusterRanges: [UTF16Range] {
    guard let chunks else {
      return (0..<utf16Length).map { UTF16Range(location: $0, length: 1) }
    }
    let offsets = chunks.offsets
    return zip(offsets, offsets.dropFirst()).map { UTF16Range($0..<$1) }
  }

  /// Replaces the boundaries in `interval` (old offsets) by `replacement` (new offsets), moves
  /// the later ones by `lengthChange`, and sets the new length.
  mutating func replaceBoundaries(
    in interval: ClosedRange<Int>, with replacement: [Int], lengthChange: Int
  ) {
    if chunks == nil { chunks = BoundaryChunks(Array(0...utf16Length)) }
    chunks?.replace(interval, with: replacement, lengthChange: lengthChange)
    utf16Length += lengthChange
  }

  /// Marks the text as holding only single-unit clusters of `utf16Length` units.
  mutating func setSingleUnitClusters(utf16Length newLength: Int) {
    chunks = nil
    utf16Length = newLength
  }
}

/// Owns one ICU character break iterator and the UTF-16 buffer it reads, reused across calls
/// (opening an iterator costs ~2 µs; setting new text on an open one is cheap).
///
/// One instance is used by one thread at a time: `withShared` lends instances from a pool.
final class GraphemeSegmenter: @unchecked Sendable {
  private static let pool = Mutex<[GraphemeSegmenter]>([])

  /// Runs `body` with a segmenter borrowed from a process-wide pool (no ICU `open` per call
  /// once the pool is warm).
  static func withShared<Result>(_ body: (GraphemeSegmenter) -> Result) -> Result {
    let segmenter = pool.withLock { $0.popLast() } ?? GraphemeSegmenter()
    defer { pool.withLock { $0.append(segmenter) } }
    return body(segmenter)
  }

  private var iterator: OpaquePointer?
  private var buffer: UnsafeMutablePointer<UInt16>
  private var capacity: Int

  init() {
    capacity = 64
    buffer = .allocate(capacity: capacity)
    var status = CICU_U_ZERO_ERROR
    let opened = cicu_ubrk_open_character(&status)
    iterator = status > 0 ? nil : opened
  }

  deinit {
    if let iterator { cicu_ubrk_close(iterator) }
    buffer.deallocate()
  }

  /// The boundaries of `text`, from 0 to its UTF-16 length inclusive.
  ///
  /// If ICU could not open an iterator (no ICU data), every code point boundary is reported,
  /// so callers still get valid UTF-16 offsets that never split a surrogate pair.
  func boundaries(of text: String) -> [Int] {
    let length = load(text)
    guard length > 0 else { return [0] }
    guard let iterator else { return scalarBoundaries(of: text) }
    var result: [Int] = []
    result.reserveCapacity(length + 1)
    var offset = Int(cicu_ubrk_first(iterator))
    while offset >= 0 {
      result.append(offset)
      offset = Int(cicu_ubrk_next(iterator))
    }
    return result
  }

  /// Calls `body` with the boundaries of `text` from `startUTF16Offset` on, ascending, until it
  /// returns `false`. `startUTF16Offset` must be a boundary of `text`: the text before it is
  /// not read, and it is reported first.
  ///
  /// ICU finds boundaries one at a time, so stopping early skips the rest of the text.
  func forEachBoundary(
    of text: String, fromUTF16Offset startUTF16Offset: Int, _ body: (Int) -> Bool
  ) {
    let length = load(text, fromUTF16Offset: startUTF16Offset)
    guard length > 0 else {
      _ = body(startUTF16Offset)
      return
    }
    guard let iterator else {
      for offset in scalarBoundaries(of: text, fromUTF16Offset: startUTF16Offset) {
        if !body(offset) { return }
      }
      return
    }
    var offset = Int(cicu_ubrk_first(iterator))
    while offset >= 0 {
      if !body(startUTF16Offset + offset) { return }
      offset = Int(cicu_ubrk_next(iterator))
    }
  }

  /// Calls `body` with the boundaries of the text `units`, relative to its start, ascending,
  /// until it returns `false` (0 and `units.count` included).
  func forEachBoundary(ofUnits units: [UInt16], _ body: (Int) -> Bool) {
    guard !units.isEmpty else {
      _ = body(0)
      return
    }
    reserve(units.count)
    for (index, unit) in units.enumerated() { buffer[index] = unit }
    _ = setIteratorText(length: units.count)
    guard let iterator else {
      var offset = 0
      if !body(0) { return }
      for scalar in String(decoding: units, as: UTF16.self).unicodeScalars {
        offset += scalar.utf16.count
        if !body(offset) { return }
      }
      return
    }
    var offset = Int(cicu_ubrk_first(iterator))
    while offset >= 0 {
      if !body(offset) { return }
      offset = Int(cicu_ubrk_next(iterator))
    }
  }

  /// Counts the clusters of `text` without collecting the boundaries.
  func clusterCount(of text: String) -> Int {
    let length = load(text)
    guard length > 0 else { return 0 }
    guard let iterator else { return text.unicodeScalars.count }
    var count = 0
    _ = cicu_ubrk_first(iterator)
    while cicu_ubrk_next(iterator) >= 0 { count += 1 }
    return count
  }

  /// Copies `text` (from `startUTF16Offset` on) into the reusable buffer and hands it to the
  /// iterator; returns the number of units copied.
  private func load(_ text: String, fromUTF16Offset startUTF16Offset: Int = 0) -> Int {
    reserve(text.utf8.count)
    if let length = text.copyUTF16Units(fromUTF16Offset: startUTF16Offset, into: buffer) {
      return setIteratorText(length: length)
    }
    let utf16 = text.utf16
    let start =
      utf16.index(utf16.startIndex, offsetBy: startUTF16Offset, limitedBy: utf16.endIndex) ?? utf16.endIndex
    let units = utf16[start...]
    let length = units.count
    reserve(length)
    var index = 0
    for unit in units {
      buffer[index] = unit
      index += 1
    }
    return setIteratorText(length: length)
  }

  /// Makes the buffer hold at least `length` units.
  private func reserve(_ length: Int) {
    if length > capacity {
      buffer.deallocate()
      capacity = max(length, capacity * 2)
      buffer = .allocate(capacity: capacity)
    }
  }

  /// Hands the buffer's first `length` units to the iterator.
  private func setIteratorText(length: Int) -> Int {
    if let iterator {
      var status = CICU_U_ZERO_ERROR
      cicu_ubrk_setText(iterator, buffer, Int32(length), &status)
      if status > 0 {
        cicu_ubrk_close(iterator)
        self.iterator = nil
      }
    }
    return length
  }

  private func scalarBoundaries(of text: String, fromUTF16Offset startUTF16Offset: Int = 0) -> [Int] {
    var result = [startUTF16Offset]
    var offset = startUTF16Offset
    let utf16 = text.utf16
    let start =
      utf16.index(utf16.startIndex, offsetBy: startUTF16Offset, limitedBy: utf16.endIndex) ?? utf16.endIndex
    for scalar in text.unicodeScalars[start...] {
      offset += scalar.utf16.count
      result.append(offset)
    }
    return result
  }
}
