/// A conversion gesture that cannot be carried out (a scenario or a caller asked for
/// something the candidate window does not have).
public enum ConversionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `select <n>` named a position outside `1...candidateCount`.
  case candidatePositionOutOfRange(position: Int, candidateCount: Int)
  /// `select "word"` named a word the focused segment does not offer.
  case wordNotAmongCandidates(word: String, candidates: [String])
  /// A candidate-window gesture (next, previous, select) arrived while nothing is converted.
  case notConverting(gesture: String)
  /// `convert` on a keyboard built with conversion turned off.
  case conversionDisabled(inputMethod: String)

  public var description: String {
    switch self {
    case .candidatePositionOutOfRange(let position, let count):
      "no candidate \(position): the focused segment has \(count) candidate\(count == 1 ? "" : "s")"
    case .wordNotAmongCandidates(let word, let candidates):
      "\(BoundedEcho.quoted(word)) is not a candidate of the focused segment (candidates: \(candidates.map { "\"\($0)\"" }.joined(separator: " ")))"
    case .notConverting(let gesture):
      "\(gesture): no conversion in progress (convert the marked text first)"
    case .conversionDisabled(let name):
      "convert: the \(name) keyboard has conversion turned off"
    }
  }
}
