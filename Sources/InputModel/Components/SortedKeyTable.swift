/// Matching keys sorted once, stored flat, searched by prefix with two binary searches.
///
/// Every key lives in one `[UInt16]` buffer in sorted order; `keyStarts[p]..<keyStarts[p + 1]`
/// is the key at sorted position `p`, and `sourceIndices[p]` says which candidate it keys.
/// One buffer instead of one array per key keeps the build to three allocations and the
/// binary search on contiguous memory.
///
///     keys of ["から", "かた", "あめ"]  →  sorted あめ, かた, から
///     prefixRange(of: "か")  →  1..<3   (sourceIndices [1, 0])
struct SortedKeyTable: Equatable, Sendable {
  /// The keys in sorted order, concatenated.
  private let units: [UInt16]
  /// Where each sorted key starts in `units`; one more entry than there are keys.
  private let keyStarts: [Int32]
  /// The candidate (source) index of each sorted position.
  let sourceIndices: [Int32]
  /// The sorted position of each candidate: the inverse of `sourceIndices`.
  private let sortedPositions: [Int32]

  /// Sorts `keys` (given in source order); equal keys keep their source order.
  ///
  /// - Complexity: O(n log n) key comparisons.
  init(keys: [[UInt16]]) {
    var flat: [UInt16] = []
    flat.reserveCapacity(keys.reduce(0) { $0 + $1.count })
    var starts: [Int32] = []
    starts.reserveCapacity(keys.count + 1)
    for key in keys {
      starts.append(Int32(flat.count))
      flat.append(contentsOf: key)
    }
    starts.append(Int32(flat.count))
    self.init(sourceOrderUnits: flat, keyStarts: starts)
  }

  /// Sorts keys already concatenated in source order.
  init(sourceOrderUnits flat: [UInt16], keyStarts starts: [Int32]) {
    let count = starts.count - 1
    var order = Array(0..<Int32(max(0, count)))
    flat.withUnsafeBufferPointer { keysBuffer in
      starts.withUnsafeBufferPointer { startsBuffer in
        order.sort { left, right in
          let comparison = Self.compare(
            keysBuffer, startsBuffer[Int(left)], startsBuffer[Int(left) + 1],
            startsBuffer[Int(right)], startsBuffer[Int(right) + 1])
          return comparison < 0 || (comparison == 0 && left < right)
        }
      }
    }
    self.init(sortedOrder: order, sourceOrderUnits: flat, keyStarts: starts)
  }

  /// Lays the keys out in `order` (sorted positions → source indices).
  private init(sortedOrder order: [Int32], sourceOrderUnits flat: [UInt16], keyStarts starts: [Int32]) {
    var sortedUnits: [UInt16] = []
    sortedUnits.reserveCapacity(flat.count)
    var sortedStarts: [Int32] = []
    sortedStarts.reserveCapacity(order.count + 1)
    var positions = [Int32](repeating: 0, count: order.count)
    for (position, source) in order.enumerated() {
      sortedStarts.append(Int32(sortedUnits.count))
      sortedUnits.append(contentsOf: flat[Int(starts[Int(source)])..<Int(starts[Int(source) + 1])])
      positions[Int(source)] = Int32(position)
    }
    sortedStarts.append(Int32(sortedUnits.count))
    self.units = sortedUnits
    self.keyStarts = sortedStarts
    self.sourceIndices = order
    self.sortedPositions = positions
  }

  /// The sorted positions of keys equal to their neighbour, as runs of two or more (where
  /// identical candidates can only be, since identical text has identical keys).
  ///
  /// - Complexity: O(total key length).
  func runsOfEqualKeys() -> [Range<Int>] {
    var runs: [Range<Int>] = []
    var runStart = 0
    for position in 1...max(1, count) {
      if position < count && keyAt(position).elementsEqual(keyAt(position - 1)) { continue }
      if position - runStart > 1 { runs.append(runStart..<position) }
      runStart = position
    }
    return runs
  }

  /// The table without the candidates whose source index is marked in `removed`; the others
  /// are renumbered in source order. No key is compared again: the order is kept.
  func removing(_ removed: [Bool]) -> SortedKeyTable {
    var newIndex = [Int32](repeating: -1, count: count)
    var next: Int32 = 0
    for source in 0..<count where !removed[source] {
      newIndex[source] = next
      next += 1
    }
    var units: [UInt16] = []
    var starts: [Int32] = []
    var order: [Int32] = []
    for position in 0..<count {
      let source = Int(sourceIndices[position])
      guard !removed[source] else { continue }
      starts.append(Int32(units.count))
      units.append(contentsOf: keyAt(position))
      order.append(newIndex[source])
    }
    starts.append(Int32(units.count))
    var positions = [Int32](repeating: 0, count: order.count)
    for (position, source) in order.enumerated() { positions[Int(source)] = Int32(position) }
    return SortedKeyTable(units: units, keyStarts: starts, sourceIndices: order, sortedPositions: positions)
  }

  private init(units: [UInt16], keyStarts: [Int32], sourceIndices: [Int32], sortedPositions: [Int32]) {
    self.units = units
    self.keyStarts = keyStarts
    self.sourceIndices = sourceIndices
    self.sortedPositions = sortedPositions
  }

  private func keyAt(_ position: Int) -> ArraySlice<UInt16> {
    units[Int(keyStarts[position])..<Int(keyStarts[position + 1])]
  }

  /// The number of keys.
  var count: Int { sourceIndices.count }

  /// The key of candidate `sourceIndex`.
  func key(ofSource sourceIndex: Int) -> ArraySlice<UInt16> {
    keyAt(Int(sortedPositions[sourceIndex]))
  }

  /// The sorted positions whose key starts with `prefix`: a lower bound (first key whose
  /// first `prefix.count` units are ≥ `prefix`) and an upper bound (first key whose first
  /// `prefix.count` units are > `prefix`). Comparing truncated keys is the exact form of
  /// searching for `prefix + [0xFFFF]`, without assuming U+FFFF never occurs in a key.
  ///
  ///     sorted あめ, かた, から:  "か" → 1..<3,  "から" → 2..<3,  "さ" → 3..<3
  ///
  /// - Complexity: O(log n × prefix length).
  func prefixRange(of prefix: [UInt16]) -> Range<Int> {
    units.withUnsafeBufferPointer { keysBuffer in
      keyStarts.withUnsafeBufferPointer { startsBuffer in
        prefix.withUnsafeBufferPointer { prefixBuffer in
          let lower = Self.partition(count: count) { position in
            Self.comparePrefix(keysBuffer, startsBuffer, position, prefixBuffer) < 0
          }
          let upper = Self.partition(from: lower, count: count) { position in
            Self.comparePrefix(keysBuffer, startsBuffer, position, prefixBuffer) <= 0
          }
          return lower..<upper
        }
      }
    }
  }

  /// The source indices, ascending, whose key starts with any of `prefixes`, found by
  /// testing every key in source order (the reference the binary search must agree with).
  ///
  /// - Complexity: O(n × prefix count × prefix length).
  func linearScan(startingWithAnyOf prefixes: [[UInt16]]) -> [Int] {
    // Flat prefixes keep the inner loop on raw buffers: fast enough to run over a whole
    // dictionary for every query a test sends, even in a debug build.
    var prefixUnits: [UInt16] = []
    var prefixStarts: [Int] = [0]
    for prefix in prefixes {
      prefixUnits.append(contentsOf: prefix)
      prefixStarts.append(prefixUnits.count)
    }
    var result: [Int] = []
    let prefixCount = prefixes.count
    units.withUnsafeBufferPointer { keysBuffer in
      keyStarts.withUnsafeBufferPointer { startsBuffer in
        sourceIndices.withUnsafeBufferPointer { sourcesBuffer in
          prefixUnits.withUnsafeBufferPointer { wantedBuffer in
            prefixStarts.withUnsafeBufferPointer { wantedStartsBuffer in
              guard let keys = keysBuffer.baseAddress, let starts = startsBuffer.baseAddress,
                let sources = sourcesBuffer.baseAddress, let wantedStarts = wantedStartsBuffer.baseAddress
              else { return }
              // An empty prefix list leaves no units; any pointer will do, none is read.
              let wanted = wantedBuffer.baseAddress ?? UnsafePointer(keys)
              // Keys are read in stored (sorted) order, the memory order; the source indices
              // are sorted at the end.
              // `while` loops: the range iterators of `for … in` dominate in a debug build.
              let keyCount = sourcesBuffer.count
              var position = 0
              while position < keyCount {
                let keyStart = Int(starts[position])
                let keyLength = Int(starts[position + 1]) - keyStart
                var prefixIndex = 0
                while prefixIndex < prefixCount {
                  let wantedStart = wantedStarts[prefixIndex]
                  let wantedLength = wantedStarts[prefixIndex + 1] - wantedStart
                  prefixIndex += 1
                  guard wantedLength <= keyLength else { continue }
                  var offset = 0
                  while offset < wantedLength && keys[keyStart + offset] == wanted[wantedStart + offset] {
                    offset += 1
                  }
                  if offset == wantedLength {
                    result.append(Int(sources[position]))
                    break
                  }
                }
                position += 1
              }
            }
          }
        }
      }
    }
    result.sort()
    return result
  }

  /// True when the key of candidate `sourceIndex` contains `needle` anywhere.
  func key(ofSource sourceIndex: Int, contains needle: [UInt16]) -> Bool {
    let key = self.key(ofSource: sourceIndex)
    guard !needle.isEmpty else { return true }
    guard key.count >= needle.count else { return false }
    var start = key.startIndex
    let lastStart = key.endIndex - needle.count
    while start <= lastStart {
      if key[start] == needle[0] && key[start..<(start + needle.count)].elementsEqual(needle) {
        return true
      }
      start += 1
    }
    return false
  }

  /// The first index in `from..<count` where `isBelow` turns false (it must be true then
  /// false along the range).
  @inline(__always)
  private static func partition(from start: Int = 0, count: Int, isBelow: (Int) -> Bool) -> Int {
    var low = start
    var high = count
    while low < high {
      let mid = low + (high - low) / 2
      if isBelow(mid) { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Lexicographic order of two keys in `keys`: negative, zero or positive.
  @inline(__always)
  private static func compare(
    _ keys: UnsafeBufferPointer<UInt16>, _ leftStart: Int32, _ leftEnd: Int32, _ rightStart: Int32,
    _ rightEnd: Int32
  ) -> Int {
    var left = Int(leftStart)
    var right = Int(rightStart)
    while left < Int(leftEnd) && right < Int(rightEnd) {
      let a = keys[left]
      let b = keys[right]
      if a != b { return a < b ? -1 : 1 }
      left += 1
      right += 1
    }
    return (Int(leftEnd) - left) - (Int(rightEnd) - right)
  }

  /// The order of the key at `position`, cut to `prefix.count` units, against `prefix`.
  @inline(__always)
  private static func comparePrefix(
    _ keys: UnsafeBufferPointer<UInt16>, _ starts: UnsafeBufferPointer<Int32>, _ position: Int,
    _ prefix: UnsafeBufferPointer<UInt16>
  ) -> Int {
    let start = Int(starts[position])
    let length = Int(starts[position + 1]) - start
    let shared = min(length, prefix.count)
    var index = 0
    while index < shared {
      let a = keys[start + index]
      let b = prefix[index]
      if a != b { return a < b ? -1 : 1 }
      index += 1
    }
    // A key shorter than the prefix sorts before it; a longer one is cut to equal length.
    return length < prefix.count ? -1 : 0
  }
}
