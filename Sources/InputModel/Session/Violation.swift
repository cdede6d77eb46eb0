/// One broken invariant: which, at which step, why, and the state that showed it.
public struct Violation: Equatable, Sendable, CustomStringConvertible {
  public var invariant: InvariantID
  /// The 0-based index of the step during which it was found.
  public var stepIndex: Int
  /// One sentence: what disagreed with what.
  public var message: String
  /// The three copies of the text when it was found.
  public var snapshot: Snapshot

  public init(invariant: InvariantID, stepIndex: Int, message: String, snapshot: Snapshot) {
    self.invariant = invariant
    self.stepIndex = stepIndex
    self.message = message
    self.snapshot = snapshot
  }

  public var description: String { "\(invariant.rawValue): \(message)" }
}
