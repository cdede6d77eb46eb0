/// One broken invariant: which, at which step, why, and the state that showed it.
public struct Violation: Equatable, Sendable, CustomStringConvertible {
  public var invariant: InvariantID
  /// The 0-based index of the step during which it was found.
  public var stepIndex: Int
  /// One sentence: what disagreed with what.
  public var message: String {
    get { keptMessage.text(snapshot: keptSnapshot) }
    set { keptMessage = .text(newValue) }
  }

  /// `message` as kept: a sentence that quotes the snapshot's texts is written when read, so
  /// a violation per step in a long text keeps no copy of the text.
  private var keptMessage: ViolationMessage
  /// The three copies of the text when it was found (rebuilt from the session's
  /// `TextHistory` when the session kept it there).
  public var snapshot: Snapshot {
    get { keptSnapshot.snapshot }
    set { keptSnapshot = .whole(newValue) }
  }

  /// `snapshot` as kept.
  private var keptSnapshot: KeptSnapshot

  public init(invariant: InvariantID, stepIndex: Int, message: String, snapshot: Snapshot) {
    self.init(invariant: invariant, stepIndex: stepIndex, message: .text(message), kept: .whole(snapshot))
  }

  init(invariant: InvariantID, stepIndex: Int, message: ViolationMessage, kept: KeptSnapshot) {
    self.invariant = invariant
    self.stepIndex = stepIndex
    self.keptMessage = message
    self.keptSnapshot = kept
  }

  public static func == (lhs: Violation, rhs: Violation) -> Bool {
    lhs.invariant == rhs.invariant && lhs.stepIndex == rhs.stepIndex && lhs.message == rhs.message
      && lhs.snapshot == rhs.snapshot
  }

  public var description: String { "\(invariant.rawValue): \(message)" }
}
