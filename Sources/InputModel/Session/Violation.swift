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

  /// The violation as a timeline shows it: a sentence that quotes the snapshot's texts quotes
  /// the clusters around `utf16Offset` of each, read through `cursors` as changes from the
  /// previous step's (a violation every step in a long text costs its change, not the text
  /// twice); any other sentence as it is.
  ///
  ///     binding-mismatch in 16,000 characters  →  settled with the binding …(15960)"AAA…A" but …
  func elided(aroundUTF16Offset utf16Offset: Int, cursors: inout ElidedEventCursors) -> Violation {
    guard case .settledBindingDiffers = keptMessage,
      case .kept(let history, let field, _, _, let binding, _) = keptSnapshot
    else { return self }
    let bindingText = cursors.violationBindings.move(to: binding, in: history)
      .quotedColumn(aroundUTF16Offset: utf16Offset)
    let fieldText = cursors.violationFields.move(to: field, in: history)
      .quotedColumn(aroundUTF16Offset: utf16Offset)
    var copy = self
    copy.keptMessage = .text(
      ViolationMessage.settledBindingDiffers(quotedBinding: bindingText, quotedField: fieldText))
    return copy
  }
}
