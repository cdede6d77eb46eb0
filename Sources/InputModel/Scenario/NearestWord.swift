/// "Did you mean …?" for misspelled keywords: the allowed word closest by edit distance
/// (insertions, deletions, substitutions and swaps of neighbours each cost 1).
///
///     nearest("expcet", in: ["type", "expect", "skip"])  → "expect"   (one swap)
///     nearest("flik",   in: ["romaji", "flick"])          → "flick"    (one insertion)
///     nearest("upper",  in: ["uppercase", "digits-only"]) → "uppercase" (the only word it begins)
///     nearest("zzz",    in: ["type", "expect"])           → nil        (nothing close)
public enum NearestWord {
  /// Words longer than this are not compared (their distance to any keyword is large).
  private static let maxComparedLength = 64

  public static func nearest(_ word: String, in allowed: [String]) -> String? {
    // Four UTF-8 bytes per scalar at most: longer words cannot be close to a keyword.
    guard word.utf8.count <= maxComparedLength * 4 else { return nil }
    let scalars = Array(word.lowercased().unicodeScalars.prefix(maxComparedLength + 1))
    guard !scalars.isEmpty, scalars.count <= maxComparedLength else { return nil }
    let threshold = scalars.count <= 3 ? 1 : 2
    var best: (word: String, distance: Int)?
    for candidate in allowed {
      let target = Array(candidate.unicodeScalars)
      guard abs(target.count - scalars.count) <= threshold else { continue }
      let distance = editDistance(scalars, target)
      guard distance <= threshold, distance < target.count else { continue }
      if distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    if let best { return best.word }
    // A truncated keyword ("upper", "cancel-s") is far by edit distance but unambiguous.
    let lowered = word.lowercased()
    let extensions = allowed.filter { $0.hasPrefix(lowered) && $0 != lowered }
    return scalars.count >= 3 && extensions.count == 1 ? extensions[0] : nil
  }

  /// Optimal string alignment distance: Levenshtein plus adjacent transpositions.
  ///
  /// - Complexity: O(m·n), with both words at most `maxComparedLength` long.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    let width = b.count + 1
    var previousRow = [Int](repeating: 0, count: width)
    var row = Array(0..<width)
    var current = [Int](repeating: 0, count: width)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(row[j] + 1, current[j - 1] + 1, row[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previousRow[j - 2] + 1)
        }
        current[j] = value
      }
      (previousRow, row, current) = (row, current, previousRow)
    }
    return row[b.count]
  }
}
