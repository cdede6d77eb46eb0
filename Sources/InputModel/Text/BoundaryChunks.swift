/// Ascending UTF-16 offsets kept in chunks of at most `chunkCapacity`, each stored relative to
/// the chunk's first offset: replacing the offsets of an interval rewrites the chunks it
/// touches and adds the change in length to the later chunks' bases, so an edit costs a chunk
/// and a pass over the bases (one per `chunkCapacity` offsets), not the whole list. A copy
/// shares the chunks' storage; an edit copies only what it rewrites.
///
///     BoundaryChunks([0, 1, 3, 4]).replacing(1...3, with: [1, 2, 3], lengthChange: -1)
///       → [0, 1, 2, 3]    (the 3 after the interval moved by the change, to … 3)
struct BoundaryChunks: Equatable, Sendable {
  /// The most offsets one chunk holds; an edit re-chunks the interval it touches to this.
  static let chunkCapacity = 128

  /// The absolute first offset of each chunk.
  private(set) var bases: [Int]
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
    for (base, chunk) in zip(bases, chunks) {
      for relative in chunk { result.append(base + Int(relative)) }
    }
    return result
  }

  /// The index of the last chunk whose base is ≤ `utf16Offset`, or `nil` before the first.
  private func chunkIndex(atOrBefore utf16Offset: Int) -> Int? {
    var low = 0
    var high = bases.count
    while low < high {
      let mid = (low + high) / 2
      if bases[mid] <= utf16Offset { low = mid + 1 } else { high = mid }
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
    let relative = utf16Offset - bases[index]
    let chunk = chunks[index]
    let position = Self.lowerBound(relative, in: chunk)
    return position < chunk.count && Int(chunk[position]) == relative
  }

  /// The first offset strictly after `utf16Offset`.
  func first(after utf16Offset: Int) -> Int? {
    guard let index = chunkIndex(atOrBefore: utf16Offset) else { return bases.first }
    let relative = utf16Offset - bases[index]
    let chunk = chunks[index]
    var position = Self.lowerBound(relative, in: chunk)
    if position < chunk.count && Int(chunk[position]) == relative { position += 1 }
    if position < chunk.count { return bases[index] + Int(chunk[position]) }
    return index + 1 < bases.count ? bases[index + 1] : nil
  }

  /// The last offset strictly before `utf16Offset`.
  func last(before utf16Offset: Int) -> Int? {
    guard let index = chunkIndex(atOrBefore: utf16Offset - 1) else { return nil }
    let relative = utf16Offset - bases[index]
    let chunk = chunks[index]
    let position = Self.lowerBound(relative, in: chunk)
    return bases[index] + Int(chunk[position - 1])
  }

  /// Replaces the offsets in `interval` by `replacement` (ascending, inside or around the
  /// interval's place) and moves every offset after the interval by `lengthChange`.
  ///
  /// - Complexity: O(`chunkCapacity` × chunks touched + chunks).
  mutating func replace(_ interval: ClosedRange<Int>, with replacement: [Int], lengthChange: Int) {
    let first = chunkIndex(atOrBefore: interval.lowerBound) ?? 0
    let last = chunkIndex(atOrBefore: interval.upperBound) ?? 0
    var merged: [Int] = []
    merged.reserveCapacity(replacement.count + Self.chunkCapacity * (last - first + 1))
    var replaced = false
    for index in first...last {
      let base = bases[index]
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
    tail.append(contentsOf: merged[...])
    for index in (last + 1)..<bases.count { bases[index] += lengthChange }
    bases.replaceSubrange(first...last, with: tail.bases)
    chunks.replaceSubrange(first...last, with: tail.chunks)
    count += merged.count - removedCount
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
