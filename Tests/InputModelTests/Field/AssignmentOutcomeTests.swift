import Testing

@testable import InputModel

@Suite("AssignmentOutcome: what counts as overwriting a composition")
struct AssignmentOutcomeTests {
  @Test(
    "only an assignment that went through over marked text overwrites it; only clearing destroys it",
    arguments: [
      (AssignmentOutcome.MarkedTextFate.noneMarked, false, false),
      (.cleared, true, true),
      (.kept, true, false),
      (.committed, false, false),
      (.assignmentIgnored, false, false),
    ])
  func flags(fate: AssignmentOutcome.MarkedTextFate, overwrote: Bool, destroyed: Bool) {
    let outcome = AssignmentOutcome(
      markedTextFate: fate, markedTextBefore: "わ", markedTextAfter: nil, textChanged: true)
    #expect(outcome.overwroteMarkedText == overwrote)
    #expect(outcome.destroyedMarkedText == destroyed)
  }
}
