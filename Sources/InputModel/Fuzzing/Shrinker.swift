/// Shrinks a failing step list to a small one that still fails the same way: delta debugging
/// (ddmin) over the steps, then simplification of each remaining step, repeated until
/// nothing changes or the budget of attempts is spent.
///
/// The failure is whatever `test` says: it gets a candidate list and returns the list that
/// still fails (possibly cut shorter, e.g. after the step that shows the violation), or
/// `nil`. Candidates are tried in a fixed order, so shrinking is deterministic.
///
///     Shrinker(budget: 500).shrink(longList) { FuzzReplay.reproduction(of: .lostInput, by: $0, …) }
///     // 40 steps → [flick わ, flick た]
public struct Shrinker: Sendable {
  /// The most calls to `test`.
  public var budget: Int

  public init(budget: Int = 2_000) {
    self.budget = budget
  }

  /// The smallest failing list found; `steps` itself if nothing smaller fails.
  ///
  /// - Complexity: at most `budget` calls to `test`.
  public func shrink(_ steps: [SessionStep], test: ([SessionStep]) -> [SessionStep]?) -> [SessionStep] {
    var attempts = 0
    let limitedTest: ([SessionStep]) -> [SessionStep]? = { candidate in
      guard attempts < budget else { return nil }
      attempts += 1
      return test(candidate)
    }
    var current = steps
    while attempts < budget {
      let before = current
      current = Self.deltaDebug(current, test: limitedTest)
      current = Self.simplifyEach(current, test: limitedTest)
      if current == before { break }
    }
    return current
  }

  /// ddmin: try removing each of `n` chunks (complements), then keeping a single chunk,
  /// doubling `n` when neither fails; ends 1-minimal when the budget allows (no single step
  /// can be removed).
  static func deltaDebug(_ steps: [SessionStep], test: ([SessionStep]) -> [SessionStep]?) -> [SessionStep] {
    var current = steps
    var chunkCount = 2
    while current.count >= 2 {
      let chunks = Self.chunks(of: current.count, into: chunkCount)
      var reduced = false
      for chunk in chunks {
        let complement = Array(current[..<chunk.lowerBound] + current[chunk.upperBound...])
        if let smaller = test(complement) {
          current = smaller
          chunkCount = max(chunkCount - 1, 2)
          reduced = true
          break
        }
      }
      if !reduced && chunkCount > 2 {
        for chunk in chunks {
          if let smaller = test(Array(current[chunk])) {
            current = smaller
            chunkCount = 2
            reduced = true
            break
          }
        }
      }
      if !reduced {
        if chunkCount >= current.count { break }
        chunkCount = min(chunkCount * 2, current.count)
      }
    }
    if current.count == 1, let empty = test([]) { current = empty }
    return current
  }

  /// `count` indices split into `parts` contiguous ranges of nearly equal size.
  static func chunks(of count: Int, into parts: Int) -> [Range<Int>] {
    let parts = max(1, min(parts, count))
    var ranges: [Range<Int>] = []
    var start = 0
    for part in 0..<parts {
      let end = count * (part + 1) / parts
      if end > start { ranges.append(start..<end) }
      start = end
    }
    return ranges
  }

  /// Replaces each step by the first of its simpler forms that still fails.
  static func simplifyEach(_ steps: [SessionStep], test: ([SessionStep]) -> [SessionStep]?) -> [SessionStep] {
    var current = steps
    var index = 0
    while index < current.count {
      var changed = true
      while changed, index < current.count {
        changed = false
        for simpler in StepSimplifier.simplerForms(of: current[index]) {
          var candidate = current
          candidate[index] = simpler
          if let smaller = test(candidate) {
            current = smaller
            changed = true
            break
          }
        }
      }
      index += 1
    }
    return current
  }
}
