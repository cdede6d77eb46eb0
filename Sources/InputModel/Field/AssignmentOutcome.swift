/// What a programmatic assignment did, so invariants (`composition-overwrite`, `ime-desync`)
/// and traces can see whether it touched a composition.
public struct AssignmentOutcome: Hashable, Sendable {
  /// What became of the marked text that existed when the assignment was made.
  public enum MarkedTextFate: String, Hashable, Sendable, CaseIterable {
    /// There was no marked text; the text was simply replaced.
    case noneMarked
    /// The marked range was cleared with the old text: the composition is destroyed.
    case cleared
    /// The marked range survived over the new text (its characters may differ).
    case kept
    /// The marked text was committed before the text was replaced.
    case committed
    /// The assignment was dropped because marked text exists; nothing changed.
    case assignmentIgnored
  }

  /// What became of the marked text.
  public var markedTextFate: MarkedTextFate
  /// The marked text when the assignment was made, `nil` when there was none.
  public var markedTextBefore: String?
  /// The marked text afterwards, `nil` when there is none.
  public var markedTextAfter: String?
  /// True when the field's text is different afterwards.
  public var textChanged: Bool

  public init(
    markedTextFate: MarkedTextFate, markedTextBefore: String?, markedTextAfter: String?,
    textChanged: Bool
  ) {
    self.markedTextFate = markedTextFate
    self.markedTextBefore = markedTextBefore
    self.markedTextAfter = markedTextAfter
    self.textChanged = textChanged
  }

  /// True when marked text existed and the assignment went through without committing it
  /// first: the case the `composition-overwrite` invariant forbids.
  public var overwroteMarkedText: Bool {
    markedTextFate == .cleared || markedTextFate == .kept
  }

  /// True when the composition was lost without a commit.
  public var destroyedMarkedText: Bool { markedTextFate == .cleared }
}
