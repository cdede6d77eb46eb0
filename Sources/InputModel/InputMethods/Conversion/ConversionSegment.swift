/// One segment of a conversion: a piece of the reading, its candidates, and the one chosen.
///
///     reading "はし", candidates ["箸", "橋", "端", "はし", "ハシ"], selectedIndex 1  →  "橋"
public struct ConversionSegment: Equatable, Hashable, Sendable {
  /// The part of the reading this segment converts.
  public var reading: String
  /// The words it may become, in order; never empty (the reading itself is always among them).
  public private(set) var candidates: [String]
  /// The 0-based position of the chosen candidate in `candidates`.
  public private(set) var selectedIndex: Int

  /// A segment with the first candidate selected; an empty candidate list falls back to the
  /// reading so `selectedCandidate` always exists.
  public init(reading: String, candidates: [String], selectedIndex: Int = 0) {
    self.reading = reading
    self.candidates = candidates.isEmpty ? [reading] : candidates
    self.selectedIndex = min(max(0, selectedIndex), self.candidates.count - 1)
  }

  /// The chosen word.
  public var selectedCandidate: String { candidates[selectedIndex] }

  /// Moves to the next candidate, wrapping from the last to the first.
  ///
  ///     ["箸", "橋", "端"] at "端"  →  at "箸"
  public mutating func selectNext() {
    selectedIndex = (selectedIndex + 1) % candidates.count
  }

  /// Moves to the previous candidate, wrapping from the first to the last.
  ///
  ///     ["箸", "橋", "端"] at "箸"  →  at "端"
  public mutating func selectPrevious() {
    selectedIndex = (selectedIndex + candidates.count - 1) % candidates.count
  }

  /// Selects the candidate at a 1-based `position` (the number shown in a candidate window).
  ///
  ///     ["箸", "橋", "端"] select(position: 2)  →  at "橋"
  public mutating func select(position: Int) throws(ConversionError) {
    guard (1...candidates.count).contains(position) else {
      throw .candidatePositionOutOfRange(position: position, candidateCount: candidates.count)
    }
    selectedIndex = position - 1
  }

  /// Selects the first candidate equal to `word`.
  ///
  ///     ["箸", "橋", "端"] select(word: "端")  →  at "端"
  public mutating func select(word: String) throws(ConversionError) {
    guard let index = candidates.firstIndex(of: word) else {
      throw .wordNotAmongCandidates(word: word, candidates: candidates)
    }
    selectedIndex = index
  }
}
