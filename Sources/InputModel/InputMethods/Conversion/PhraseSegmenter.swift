/// Cuts a reading into phrases (bunsetsu: a content word and the particles and endings after
/// it) by the cheapest path through a `ConversionLattice`, and lists the ways one stretch of
/// the reading reads as a single phrase.
///
///     "わたしはにほんごをべんきょうしています"
///     →  わたし+は | にほんご+を | べんきょう+し+て+い+ます
///
/// A path's cost is `phraseCost` per phrase plus its pieces' costs plus, between phrases, the
/// `phraseBreakCost` of the class the earlier phrase ends on; see `ConversionLattice`,
/// `PhraseSuffix` and `PieceClass` for them.
///
/// - Complexity: O(n × (L + S) × C) for n clusters, L and S as in `ConversionLattice`, and C
///   piece classes.
struct PhraseSegmenter {
  /// One way to read a stretch as a phrase: its content word, and what the phrase costs.
  struct Reading {
    var content: ConversionLattice.Content
    var cost: Int
    /// Where the unknown run ends, for an unknown content (the rest is suffixes).
    var unknownEnd: Int
  }

  let lattice: ConversionLattice

  private static let classCount = PieceClass.allCases.count
  private static let unreachable = Int.max / 4

  private enum Step {
    case none
    case content
    case suffix
    case unknownMore
  }

  private struct Back {
    var position = 0
    var pieceClass = 0
    var step = Step.none
  }

  /// The phrases of the cheapest path, as position ranges; empty for an empty reading.
  func phraseRanges() -> [Range<Int>] {
    let count = lattice.count
    guard count > 0 else { return [] }
    let classes = Self.classCount
    var cost = Array(repeating: Self.unreachable, count: (count + 1) * classes)
    var back = Array(repeating: Back(), count: (count + 1) * classes)
    func relax(_ position: Int, _ pieceClass: PieceClass, _ value: Int, _ from: Back) {
      let slot = position * classes + pieceClass.rawValue
      if value < cost[slot] {
        cost[slot] = value
        back[slot] = from
      }
    }
    for start in 0..<count {
      // A new phrase starts from the cheapest way to reach `start` (or from nothing at 0).
      var best = start == 0 ? 0 : Self.unreachable
      var bestClass = 0
      if start > 0 {
        for pieceClass in PieceClass.allCases where pieceClass.canEndPhrase {
          let here = cost[start * classes + pieceClass.rawValue]
          if here < Self.unreachable && here + pieceClass.phraseBreakCost < best {
            best = here + pieceClass.phraseBreakCost
            bestClass = pieceClass.rawValue
          }
        }
      }
      if best < Self.unreachable {
        for content in lattice.contents[start] {
          relax(
            content.end, content.pieceClass, best + ConversionLattice.phraseCost + content.cost,
            Back(position: start, pieceClass: bestClass, step: .content))
        }
      }
      for pieceClass in PieceClass.allCases {
        let here = cost[start * classes + pieceClass.rawValue]
        guard here < Self.unreachable else { continue }
        for suffix in lattice.suffixes[start] where suffix.after.contains(pieceClass) {
          relax(
            suffix.end, suffix.becomes, here + suffix.cost,
            Back(position: start, pieceClass: pieceClass.rawValue, step: .suffix))
        }
        if pieceClass == .unknown || pieceClass == .unknownOpen {
          relax(
            start + 1, lattice.unknownClass(at: start), here + ConversionLattice.unknownMoreCost,
            Back(position: start, pieceClass: pieceClass.rawValue, step: .unknownMore))
        }
      }
    }
    // The unknown run from position 0 always reaches the end, so some class there is.
    var position = count
    var pieceClass =
      PieceClass.allCases.filter(\.canEndPhrase).map(\.rawValue).min {
        cost[count * classes + $0] < cost[count * classes + $1]
      } ?? 0
    var ends = [count]
    while position > 0 {
      let from = back[position * classes + pieceClass]
      if from.step == .content, from.position > 0 { ends.append(from.position) }
      guard from.step != .none else { break }
      position = from.position
      pieceClass = from.pieceClass
    }
    ends.append(0)
    ends.reverse()
    return zip(ends, ends.dropFirst()).map { $0..<$1 }
  }

  /// The ways `range` reads as one phrase, cheapest first (content words in lattice order on
  /// a tie); empty when no content word and suffixes cover exactly `range`.
  ///
  ///     "きょうは": きょうは (word) 500, きょう + は 600, …, unknown 2000 + 2000 + …
  func readings(of range: Range<Int>) -> [Reading] {
    guard !range.isEmpty else { return [] }
    let classes = Self.classCount
    let width = range.count + 1
    // tail[(p - start) × C + c]: the cheapest suffixes from p in class c to the range's end.
    var tail = Array(repeating: Self.unreachable, count: width * classes)
    // For an unknown run: does the cheapest tail from p continue the run? Two flags per
    // position, for .unknown and .unknownOpen.
    var continuesRun = Array(repeating: false, count: width * 2)
    for pieceClass in PieceClass.allCases where pieceClass.canEndPhrase {
      tail[(width - 1) * classes + pieceClass.rawValue] = 0
    }
    for position in stride(from: range.upperBound - 1, through: range.lowerBound + 1, by: -1) {
      let row = (position - range.lowerBound) * classes
      for pieceClass in PieceClass.allCases {
        var best = Self.unreachable
        for suffix in lattice.suffixes[position]
        where suffix.end <= range.upperBound && suffix.after.contains(pieceClass) {
          let rest = tail[(suffix.end - range.lowerBound) * classes + suffix.becomes.rawValue]
          if rest < Self.unreachable { best = min(best, suffix.cost + rest) }
        }
        if pieceClass == .unknown || pieceClass == .unknownOpen {
          let next = lattice.unknownClass(at: position)
          let rest = tail[(position + 1 - range.lowerBound) * classes + next.rawValue]
          if rest < Self.unreachable && ConversionLattice.unknownMoreCost + rest < best {
            best = ConversionLattice.unknownMoreCost + rest
            continuesRun[(position - range.lowerBound) * 2 + (pieceClass == .unknownOpen ? 1 : 0)] = true
          }
        }
        tail[row + pieceClass.rawValue] = best
      }
    }
    var result: [Reading] = []
    for content in lattice.contents[range.lowerBound] where content.end <= range.upperBound {
      let rest = tail[(content.end - range.lowerBound) * classes + content.pieceClass.rawValue]
      guard rest < Self.unreachable else { continue }
      var unknownEnd = content.end
      if case .unknown = content.source {
        var pieceClass = content.pieceClass
        while unknownEnd < range.upperBound
          && continuesRun[(unknownEnd - range.lowerBound) * 2 + (pieceClass == .unknownOpen ? 1 : 0)]
        {
          pieceClass = lattice.unknownClass(at: unknownEnd)
          unknownEnd += 1
        }
      }
      result.append(Reading(content: content, cost: content.cost + rest, unknownEnd: unknownEnd))
    }
    // A stable sort keeps the lattice's order among equal costs.
    return result.enumerated().sorted { ($0.element.cost, $0.offset) < ($1.element.cost, $1.offset) }.map(
      \.element)
  }
}
