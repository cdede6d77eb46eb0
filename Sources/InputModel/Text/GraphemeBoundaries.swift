internal import CICU
import Synchronization

/// Extended grapheme cluster boundaries of a text, in UTF-16 offsets, from ICU's character
/// break iterator (Unicode 15 rules with ICU 72).
///
/// A value: the text's boundaries are computed once, then every query is a binary search.
///
///     GraphemeBoundaries("かが").utf16Offsets          // [0, 1, 2]
///     GraphemeBoundaries("か\u{3099}").utf16Offsets    // [0, 2]  (か + combining ゛ is one cluster)
///     GraphemeBoundaries("👨‍👩‍👧").utf16Offsets          // [0, 8]
public struct GraphemeBoundaries: Equatable, Sendable {
  /// Every boundary, ascending, from 0 to the text's UTF-16 length inclusive.
  public let utf16Offsets: [Int]

  /// Segments `text` with the calling thread's shared segmenter (no ICU `open` per call).
  public init(_ text: String) {
    self.utf16Offsets = GraphemeSegmenter.withShared { $0.boundaries(of: text) }
  }

  /// Wraps boundaries computed elsewhere (they must be ascending and start at 0).
  init(utf16Offsets: [Int]) {
    self.utf16Offsets = utf16Offsets
  }

  /// The text's length in UTF-16 code units.
  public var utf16Length: Int { utf16Offsets.last ?? 0 }

  /// The number of grapheme clusters.
  public var clusterCount: Int { max(0, utf16Offsets.count - 1) }

  /// True when `utf16Offset` falls between two clusters (0 and the end count).
  public func isBoundary(_ utf16Offset: Int) -> Bool {
    let index = lowerBoundIndex(utf16Offset)
    return index < utf16Offsets.count && utf16Offsets[index] == utf16Offset
  }

  /// The first boundary strictly after `utf16Offset`, or `nil` at or past the end.
  ///
  ///     "か\u{3099}た": boundary(after: 0) == 2
  public func boundary(after utf16Offset: Int) -> Int? {
    var index = lowerBoundIndex(utf16Offset)
    if index < utf16Offsets.count && utf16Offsets[index] == utf16Offset { index += 1 }
    return index < utf16Offsets.count ? utf16Offsets[index] : nil
  }

  /// The last boundary strictly before `utf16Offset`, or `nil` at or before the start.
  ///
  ///     "か\u{3099}た": boundary(before: 3) == 2
  public func boundary(before utf16Offset: Int) -> Int? {
    let index = lowerBoundIndex(utf16Offset)
    return index > 0 ? utf16Offsets[index - 1] : nil
  }

  /// The clusters as UTF-16 ranges, in order.
  public var clusterRanges: [UTF16Range] {
    zip(utf16Offsets, utf16Offsets.dropFirst()).map { UTF16Range($0..<$1) }
  }

  /// The index of the first boundary ≥ `utf16Offset`.
  private func lowerBoundIndex(_ utf16Offset: Int) -> Int {
    var low = 0
    var high = utf16Offsets.count
    while low < high {
      let mid = (low + high) / 2
      if utf16Offsets[mid] < utf16Offset { low = mid + 1 } else { high = mid }
    }
    return low
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

  /// Copies `text` into the reusable buffer and hands it to the iterator.
  private func load(_ text: String) -> Int {
    let length = text.utf16.count
    if length > capacity {
      buffer.deallocate()
      capacity = max(length, capacity * 2)
      buffer = .allocate(capacity: capacity)
    }
    var index = 0
    for unit in text.utf16 {
      buffer[index] = unit
      index += 1
    }
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

  private func scalarBoundaries(of text: String) -> [Int] {
    var result = [0]
    var offset = 0
    for scalar in text.unicodeScalars {
      offset += scalar.utf16.count
      result.append(offset)
    }
    return result
  }
}
