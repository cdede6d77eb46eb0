import InputSimTestSupport
import Testing

@testable import InputModel

@Suite("TextField: programmatic assignment under each marked-text policy")
struct TextFieldAssignmentTests {
  @Test(
    "without marked text every policy replaces the text and puts the caret at the end",
    arguments: AssignmentPolicy.allCases, ["ab|", "{ab}", "|"])
  func withoutMarkedText(policy: AssignmentPolicy, before: String) throws {
    let field = try makeField(before)
    let outcome = field.assignText("xyz", markedTextPolicy: policy)
    #expect(field.notation == "xyz|")
    #expect(
      outcome
        == AssignmentOutcome(
          markedTextFate: .noneMarked, markedTextBefore: nil, markedTextAfter: nil,
          textChanged: true))
    #expect(field.drainEvents() == [.textDidChange(.assignment), .selectionDidChange])
  }

  struct MarkedCase: CustomTestStringConvertible, Sendable {
    var before: String
    var assigned: String
    var policy: AssignmentPolicy
    var after: String
    var fate: AssignmentOutcome.MarkedTextFate
    var events: [FieldEvent]
    var testDescription: String { "\"\(before)\" assign \"\(assigned)\" .\(policy) → \"\(after)\"" }
  }

  @Test(
    "with marked text the policy decides what becomes of the composition",
    arguments: [
      MarkedCase(
        before: "[わ|]", assigned: "", policy: .replaceAndClearMarked, after: "|", fate: .cleared,
        events: [
          .compositionEnd(committedText: ""), .textDidChange(.assignment), .selectionDidChange,
        ]),
      MarkedCase(
        before: "[わ|]", assigned: "わ", policy: .replaceAndClearMarked, after: "わ|", fate: .cleared,
        events: [.compositionEnd(committedText: "")]),
      MarkedCase(
        before: "[わ|]", assigned: "x", policy: .replaceAndKeepMarked, after: "[x|]", fate: .kept,
        events: [
          .compositionUpdate(markedText: "x", selectedRange: fieldRange(1, 0)),
          .textDidChange(.assignment),
        ]),
      MarkedCase(
        before: "[わた|]", assigned: "わ", policy: .replaceAndKeepMarked, after: "[わ|]", fate: .kept,
        events: [
          .compositionUpdate(markedText: "わ", selectedRange: fieldRange(1, 0)),
          .textDidChange(.assignment), .selectionDidChange,
        ]),
      MarkedCase(
        before: "x[わ|]", assigned: "xわy", policy: .replaceAndKeepMarked, after: "x[わ|]y",
        fate: .kept,
        events: [.textDidChange(.assignment)]),
      MarkedCase(
        before: "a[わ|]", assigned: "b", policy: .replaceAndKeepMarked, after: "b|", fate: .cleared,
        events: [
          .compositionEnd(committedText: ""), .textDidChange(.assignment), .selectionDidChange,
        ]),
      MarkedCase(
        before: "[わ|]", assigned: "👍", policy: .replaceAndKeepMarked, after: "👍|", fate: .cleared,
        events: [
          .compositionEnd(committedText: ""), .textDidChange(.assignment), .selectionDidChange,
        ]),
      MarkedCase(
        before: "[わ|]", assigned: "わた", policy: .commitThenReplace, after: "わた|", fate: .committed,
        events: [
          .compositionEnd(committedText: "わ"), .textDidChange(.assignment), .selectionDidChange,
        ]),
      MarkedCase(
        before: "[わ|]", assigned: "", policy: .ignoreWhileMarked, after: "[わ|]",
        fate: .assignmentIgnored, events: []),
    ])
  func withMarkedText(_ example: MarkedCase) throws {
    let field = try makeField(example.before)
    let markedTextBefore = field.markedText
    let outcome = field.assignText(example.assigned, markedTextPolicy: example.policy)
    #expect(field.notation == example.after)
    #expect(outcome.markedTextFate == example.fate)
    #expect(outcome.markedTextBefore == markedTextBefore)
    #expect(outcome.markedTextAfter == field.markedText)
    #expect(field.drainEvents() == example.events)
    #expect(field.rangeViolations.isEmpty)
  }

  @Test("the わ/た drop: an assignment of the stale binding clears わ, then た starts afresh")
  func waTaDrop() throws {
    let field = TextField()
    try field.setMarkedText("わ", selectedRange: fieldRange(1, 0), replacementRange: nil)
    let outcome = field.assignText("", markedTextPolicy: .replaceAndClearMarked)
    #expect(outcome.destroyedMarkedText)
    try field.setMarkedText("た", selectedRange: fieldRange(1, 0), replacementRange: nil)
    #expect(field.notation == "[た|]")
  }

  @Test("keeping the marked range keeps a selection that still fits inside it")
  func keepsFittingSelection() throws {
    let field = try makeField("[わ|たし]")
    field.assignText("かたち", markedTextPolicy: .replaceAndKeepMarked)
    #expect(field.notation == "[か|たち]")
  }
}
