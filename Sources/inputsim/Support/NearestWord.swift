/// Finds the allowed word closest to a mistyped one, for "did you mean …?" hints.
enum NearestWord {
  /// The candidate with the smallest edit distance to `word`, if it is close enough to be a
  /// plausible typo (at most a third of the word's length, and at least 1 edit allowed).
  ///
  ///     nearest(to: "inspcet", in: ["run", "inspect"]) → "inspect"
  static func nearest(to word: String, in candidates: [String]) -> String? {
    let typed = Array(word.unicodeScalars)
    var best: (word: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(typed, Array(candidate.unicodeScalars))
      if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    guard let best else { return nil }
    let allowed = max(1, min(typed.count, best.word.unicodeScalars.count) / 3 + 1)
    return best.distance <= allowed ? best.word : nil
  }

  /// Levenshtein distance with adjacent transpositions counted as one edit.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
          value = min(value, previousPrevious[j - 2] + 1)
        }
        current[j] = value
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }

  /// "; did you mean 'x'?" or "" when nothing is close.
  static func hint(for word: String, in candidates: [String]) -> String {
    nearest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }
}
