/// The candidates a suggestion menu or a search field matches a query against, indexed by
/// matching key (`MatchingKey`: katakana, half-width kana, full-width letters and case
/// folded), so カラ, ｶﾗ, から and ＫＡＲＡ/kara-style variants find the same candidates.
///
///     let index = CandidateIndex(["かたづけ", "からあげ", "カラオケ", "さけちゃづけ"])
///     index.matches(for: "から")   // ["からあげ", "カラオケ"]
///     index.matches(for: "ｶﾗ")     // ["からあげ", "カラオケ"]
///     index.matches(containing: "づけ")   // ["かたづけ", "さけちゃづけ"]
///
/// Order: results are always in source order (the order the candidates were given, file
/// order for files), whatever the query; a candidate given twice is kept once, at its first
/// place. The empty string is never a candidate.
///
/// Prefix queries cost two binary searches over the keys, sorted once when the index is
/// built; `linearScanMatches(_:)` is the plain scan they must agree with.
public struct CandidateIndex: Equatable, Sendable {
  /// Every candidate once, in source order.
  public let candidates: [String]
  /// How a query ending in pending romaji letters (`"かr"`) is matched.
  public var pendingRomaji: PendingRomajiMatching
  /// Lines of the source that contributed nothing (an SKK dictionary's malformed lines);
  /// empty for inline lists and plain files, which throw instead.
  public let diagnostics: [SKKDiagnostic]
  let table: SortedKeyTable

  /// An index of `candidates`, in their order; duplicates and empty strings are dropped.
  ///
  ///     ["からあげ", "", "からて", "からあげ"]  →  candidates ["からあげ", "からて"]
  ///
  /// - Complexity: O(n log n) key comparisons plus one normalization per candidate.
  public init(
    _ candidates: [String], pendingRomaji: PendingRomajiMatching = .literal,
    diagnostics: [SKKDiagnostic] = []
  ) {
    var nonEmpty: [String] = []
    nonEmpty.reserveCapacity(candidates.count)
    var units: [UInt16] = []
    units.reserveCapacity(candidates.count * 6)
    var starts: [Int32] = []
    starts.reserveCapacity(candidates.count + 1)
    for candidate in candidates where !candidate.isEmpty {
      nonEmpty.append(candidate)
      starts.append(Int32(units.count))
      Self.appendKey(of: candidate, to: &units)
    }
    starts.append(Int32(units.count))
    var table = SortedKeyTable(sourceOrderUnits: units, keyStarts: starts)
    // Identical candidates have identical keys, so they sit in one run of equal keys, in
    // source order: finding them there avoids hashing every candidate.
    var removed: [Bool] = []
    for run in table.runsOfEqualKeys() {
      var seen = Set<String>()
      for position in run {
        let source = Int(table.sourceIndices[position])
        if !seen.insert(nonEmpty[source]).inserted {
          if removed.isEmpty { removed = [Bool](repeating: false, count: nonEmpty.count) }
          removed[source] = true
        }
      }
    }
    if !removed.isEmpty {
      table = table.removing(removed)
      nonEmpty = nonEmpty.indices.filter { !removed[$0] }.map { nonEmpty[$0] }
    }
    self.candidates = nonEmpty
    self.pendingRomaji = pendingRomaji
    self.diagnostics = diagnostics
    self.table = table
  }

  /// Appends the matching key of `candidate` to `units`.
  ///
  /// Text made only of hiragana U+3041–U+3096 and ー is its own key (NFKC with case folding
  /// and the katakana fold leave it unchanged), so the ICU call is skipped for it: most of
  /// an SKK dictionary's readings. A test checks this against `MatchingKey.utf16Key` over
  /// every reading of SKK-JISYO.L.
  static func appendKey(of candidate: String, to units: inout [UInt16]) {
    let isPlainHiragana = candidate.utf16.allSatisfy { (0x3041...0x3096).contains($0) || $0 == 0x30FC }
    if isPlainHiragana {
      units.append(contentsOf: candidate.utf16)
    } else {
      units.append(contentsOf: MatchingKey.utf16Key(candidate))
    }
  }

  /// The number of candidates.
  public var count: Int { candidates.count }

  /// True when there is no candidate.
  public var isEmpty: Bool { candidates.isEmpty }

  // MARK: Prefix queries

  /// The candidates whose matching key starts with the query's, in source order. The empty
  /// query matches every candidate.
  ///
  ///     seed words: "から" → ["からあげ", "からおけ", "からて", "からてがた", "からぶり"]
  ///                 "ｶﾗﾃ" → ["からて", "からてがた"]
  ///     with pendingRomaji == .continuations:
  ///                 "かr" → ["からあげ", "からおけ", "からて", "からてがた", "からぶり"]
  ///
  /// - Complexity: O(log n) per prefix searched (one, or one per continuation of a pending
  ///   romaji tail), plus O(k log k) to put the k matches in source order.
  public func matches(for query: String) -> [String] {
    sourceOrder(of: matchedRanges(forKey: MatchingKey.utf16Key(query))).map { candidates[$0] }
  }

  /// How many candidates `matches(for:)` returns, without building the list.
  ///
  /// - Complexity: O(log n) per prefix searched.
  public func matchCount(for query: String) -> Int {
    mergedRanges(matchedRanges(forKey: MatchingKey.utf16Key(query))).reduce(0) { $0 + $1.count }
  }

  /// The reference for `matches(for:)`: every candidate's key tested in source order.
  /// Tests and benchmarks compare the two; nothing else should call this per keystroke.
  ///
  /// - Complexity: O(n × key length).
  public func linearScanMatches(_ query: String) -> [String] {
    let prefixes = searchedPrefixes(forKey: MatchingKey.utf16Key(query))
    return table.linearScan(startingWithAnyOf: prefixes).map { candidates[$0] }
  }

  // MARK: Contains queries

  /// The candidates whose matching key contains the query's anywhere, in source order (the
  /// search field's filter). The empty query matches every candidate.
  ///
  ///     ["Tokyo", "Kyoto", "東京"]: "KYO" → ["Tokyo", "Kyoto"],  "ｷｮｳ" → []
  ///
  /// - Complexity: O(n × key length): a linear scan, fine for the lists a search shows.
  public func matches(containing query: String) -> [String] {
    let needle = MatchingKey.utf16Key(query)
    return candidates.indices.filter { table.key(ofSource: $0, contains: needle) }.map { candidates[$0] }
  }

  // MARK: Internals

  /// The key itself, then (with `.continuations`) the key's head followed by each kana its
  /// pending romaji tail can become.
  func searchedPrefixes(forKey key: [UInt16]) -> [[UInt16]] {
    var prefixes = [key]
    if pendingRomaji == .continuations, let (head, pending) = RomajiContinuations.split(key) {
      for continuation in RomajiContinuations.byPendingLetters[pending] ?? [] {
        prefixes.append(head + continuation)
      }
    }
    return prefixes
  }

  private func matchedRanges(forKey key: [UInt16]) -> [Range<Int>] {
    let ranges = searchedPrefixes(forKey: key).map { table.prefixRange(of: $0) }
    return ranges.count == 1 ? ranges : mergedRanges(ranges)
  }

  /// Prefix ranges are nested or disjoint; sorting and joining overlaps counts each sorted
  /// position once.
  private func mergedRanges(_ ranges: [Range<Int>]) -> [Range<Int>] {
    guard ranges.count > 1 else { return ranges.filter { !$0.isEmpty } }
    var merged: [Range<Int>] = []
    for range in ranges.filter({ !$0.isEmpty }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = merged.last, range.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    return merged
  }

  /// The source indices of the sorted positions in `ranges`, ascending.
  private func sourceOrder(of ranges: [Range<Int>]) -> [Int] {
    var indices: [Int] = []
    indices.reserveCapacity(ranges.reduce(0) { $0 + $1.count })
    for range in ranges {
      for position in range { indices.append(Int(table.sourceIndices[position])) }
    }
    indices.sort()
    return indices
  }
}

/// How a query that ends in romaji letters still waiting for their kana is matched.
///
/// A romaji keyboard shows `"かr"` after typing `kar`: the `r` is pending until the vowel
/// comes. Matched literally, `"かr"` finds nothing in a kana list, so the menu closes and
/// reopens on every consonant.
public enum PendingRomajiMatching: String, Equatable, Hashable, Sendable, CaseIterable {
  /// The query is matched as written: `"かr"` finds only candidates starting with `かr`.
  case literal
  /// The pending letters also match every kana they can become (`RomajiTable.rules`):
  /// `"かr"` finds から…, かり…, かる…, かれ…, かろ… as well as `かr…`, in source order.
  case continuations
}
