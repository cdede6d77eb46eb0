/// Ascending UTF-16 offsets kept in chunks of at most `chunkCapacity`, each stored relative to
/// the chunk's first offset: replacing the offsets of an interval rewrites the chunks it
/// touches, and the change in length of the later chunks' bases is kept as one pending shift
/// (from a chunk index on), so an edit costs a chunk and the chunks between it and the
/// previous edit, not the whole list. A copy shares the chunks' storage; an edit copies only
/// what it rewrites.
///
///     BoundaryChunks([0, 1, 3, 4]).replacing(1...3, with: [1, 2, 3], lengthChange: -1)
///       → [0, 1, 2, 3]    (the 3 after the interval moved by the change, to … 3)
struct BoundaryChunks: Equatable, Sendable {
  /// The most offsets one chunk holds; an edit re-chunks the interval it touches to this.
  static let chunkCapacity = 128

  /// The absolute first offset of each chunk.
  private(set) var bases: [Int]
  /// The pending shift: the chunks from index `shiftStart` on have their base in `bases`
  /// plus `shift` (moving a shift costs the chunks between its old and new start).
  private var shiftStart = 0
  private var shift = 0
  /// Each chunk's offsets minus its base (so each starts with 0), ascending.
  private(set) var chunks: [[Int32]]
  /// The number of offsets in all chunks.
  private(set) var count: Int

  /// Offsets `offsets` (ascending, non-empty, first 0).
  init(_ offsets: [Int]) {
    bases = []
    chunks = []
    count = 0
    append(contentsOf: offsets[...])
  }

  /// Every offset, ascending.
  var offsets: [Int] {
    var result: [Int] = []
    result.reserveCapacity(count)
    for (index, chunk) in chunks.enumerated() {
      let base = base(index)
      for relative in chunk { result.append(base + Int(relative)) }
    }
    return result
  }

  /// How many offsets are ≤ `utf16Offset`: a binary search in the chunk, plus the sizes of
  /// the chunks before it (one integer a chunk of up to `chunkCapacity` offsets).
  ///
  ///     [0, 1, 3, 4]: countAtOrBefore(2) == 2, countAtOrBefore(3) == 3
  func countAtOrBefore(_ utf16Offset: Int) -> Int {
    guard let index = chunkIndex(atOrBefore: utf16Offset) else { return 0 }
    let relative = utf16Offset - base(index)
    let chunk = chunks[index]
    var position = Self.lowerBound(relative, in: chunk)
    if position < chunk.count && Int(chunk[position]) == relative { position += 1 }
    var before = 0
    for earlier in chunks[..<index] { before += earlier.count }
    return before + position
  }

  /// The index of the last chunk whose base is ≤ `utf16Offset`, or `nil` before the first.
  private func chunkIndex(atOrBefore utf16Offset: Int) -> Int? {
    var low = 0
    var high = bases.count
    while low < high {
      let mid = (low + high) / 2
      if base(mid) <= utf16Offset { low = mid + 1 } else { high = mid }
    }
    return low == 0 ? nil : low - 1
  }

  /// The index of the first element ≥ `relative` in `chunk`.
  private static func lowerBound(_ relative: Int, in chunk: [Int32]) -> Int {
    var low = 0
    var high = chunk.count
    while low < high {
      let mid = (low + high) / 2
      if Int(chunk[mid]) < relative { low = mid + 1 } else { high = mid }
    }
    return low
  }

  func contains(_ utf16Offset: Int) -> Bool {
    guard let index = chunkIndex(atOrBefore: utf16Offset) else { return false }
    let relative = utf16Offset - base(index)
    let chunk = chunks[index]
    let position = Self.lowerBound(relative, in: chunk)
    return position < chunk.count && Int(chunk[position]) == relative
  }

  /// The first offset strictly after `utf16Offset`.
  func first(after utf16Offset: Int) -> Int? {
    guard let index = chunkIndex(atOrBefore: utf16Offset) else { return bases.isEmpty ? nil : base(0) }
    let relative = utf16Offset - base(index)
    let chunk = chunks[index]
    var position = Self.lowerBound(relative, in: chunk)
    if position < chunk.count && Int(chunk[position]) == relative { position += 1 }
    if position < chunk.count { return base(index) + Int(chunk[position]) }
    return index + 1 < bases.count ? base(index + 1) : nil
  }

  /// The last offset strictly before `utf16Offset`.
  func last(before utf16Offset: Int) -> Int? {
    guard let index = chunkIndex(atOrBefore: utf16Offset - 1) else { return nil }
    let relative = utf16Offset - base(index)
    let chunk = chunks[index]
    let position = Self.lowerBound(relative, in: chunk)
    return base(index) + Int(chunk[position - 1])
  }

  /// Replaces the offsets in `interval` by `replacement` (ascending, inside or around the
  /// interval's place) and moves every offset after the interval by `lengthChange`.
  ///
  /// - Complexity: O(`chunkCapacity` × chunks touched + chunks).
  mutating func replace(_ interval: ClosedRange<Int>, with replacement: [Int], lengthChange: Int) {
    let first = chunkIndex(atOrBefore: interval.lowerBound) ?? 0
    let last = chunkIndex(atOrBefore: interval.upperBound) ?? 0
    if first == last
      && replaceInChunk(first, interval: interval, with: replacement, lengthChange: lengthChange)
    {
      return
    }
    var merged: [Int] = []
    merged.reserveCapacity(replacement.count + Self.chunkCapacity * (last - first + 1))
    var replaced = false
    for index in first...last {
      let base = base(index)
      for relative in chunks[index] {
        let offset = base + Int(relative)
        if offset < interval.lowerBound {
          merged.append(offset)
        } else if offset > interval.upperBound {
          if !replaced {
            merged.append(contentsOf: replacement)
            replaced = true
          }
          merged.append(offset + lengthChange)
        }
      }
    }
    if !replaced { merged.append(contentsOf: replacement) }
    let removedCount = chunks[first...last].reduce(0) { $0 + $1.count }
    var tail = BoundaryChunks(empty: ())
    if merged.count <= Self.chunkCapacity, let head = merged.first {
      // One chunk still holds them: the number of chunks stays, nothing after them moves.
      tail.bases = [head]
      tail.chunks = [merged.map { Int32(truncatingIfNeeded: $0 - head) }]
    } else {
      tail.append(contentsOf: merged[...])
    }
    moveShift(to: last + 1, adding: lengthChange)
    bases.replaceSubrange(first...last, with: tail.bases)
    chunks.replaceSubrange(first...last, with: tail.chunks)
    shiftStart += tail.bases.count - (last - first + 1)
    count += merged.count - removedCount
  }

  /// The common edit (a key in the middle of the text): `interval` lies in chunk `index`,
  /// which still holds its offsets after the replacement and keeps its first one. The chunk is
  /// edited where it is, with no merged list and no new chunk arrays; `false` (nothing
  /// changed) for any other edit.
  ///
  ///     chunk base 100: [0, 1, 2, 5]  replace 101...102 with [101, 102, 103], change +1
  ///       →  [0, 1, 2, 3, 6]
  private mutating func replaceInChunk(
    _ index: Int, interval: ClosedRange<Int>, with replacement: [Int], lengthChange: Int
  ) -> Bool {
    let base = base(index)
    let lowerRelative = interval.lowerBound - base
    let upperRelative = interval.upperBound - base
    guard lowerRelative >= 0, replacement.first.map({ $0 >= base }) ?? true,
      let lengthChange32 = Int32(exactly: lengthChange)
    else { return false }
    var chunk = chunks[index]
    let lower = Self.lowerBound(lowerRelative, in: chunk)
    let upper = Self.lowerBound(upperRelative + 1, in: chunk)
    let newCount = chunk.count - (upper - lower) + replacement.count
    // A chunk that would overflow is split, and one whose first offset would change is rebased:
    // the general path does both.
    guard newCount <= Self.chunkCapacity, newCount > 0,
      lower > 0 || replacement.first == base
    else { return false }
    // Moved out, so that the chunk's storage is edited in place rather than copied.
    chunks[index] = []
    for position in upper..<chunk.count { chunk[position] &+= lengthChange32 }
    chunk.replaceSubrange(lower..<upper, with: replacement.lazy.map { Int32(truncatingIfNeeded: $0 - base) })
    chunks[index] = chunk
    moveShift(to: index + 1, adding: lengthChange)
    count += replacement.count - (upper - lower)
    return true
  }

  /// The base of chunk `index`, the pending shift applied.
  private func base(_ index: Int) -> Int {
    bases[index] + (index >= shiftStart ? shift : 0)
  }

  /// Makes the pending shift start at chunk `start` and adds `change` to it, so that the
  /// chunks from `start` on move by `change` and the ones before keep their bases: only the
  /// chunks between the old start and the new one are rewritten.
  ///
  ///     bases [0, 10, 20, 30], shift +5 from 2  →  moveShift(to: 1, adding: 3)
  ///     bases [0, 5, 20, 30], shift +8 from 1    (the same bases, then 13, 28, 38 from chunk 1)
  private mutating func moveShift(to start: Int, adding change: Int) {
    if shift != 0 {
      if shiftStart < start {
        // These chunks now lie before the shift: they take it into their bases.
        for index in shiftStart..<min(start, bases.count) { bases[index] += shift }
      } else {
        // These now lie after its start: they must not get it twice.
        for index in start..<min(shiftStart, bases.count) { bases[index] -= shift }
      }
    }
    shiftStart = start
    shift += change
  }

  private init(empty: ()) {
    bases = []
    chunks = []
    count = 0
  }

  /// Appends ascending offsets as new chunks, each half full so the next edits fit.
  private mutating func append(contentsOf offsets: ArraySlice<Int>) {
    var start = offsets.startIndex
    let size = max(1, Self.chunkCapacity / 2)
    while start < offsets.endIndex {
      let end = min(offsets.endIndex, start + size)
      let base = offsets[start]
      bases.append(base)
      chunks.append(offsets[start..<end].map { Int32(truncatingIfNeeded: $0 - base) })
      count += end - start
      start = end
    }
  }
}
