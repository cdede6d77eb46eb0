import InputSimTestSupport
import Testing

@testable import InputModel

@Suite("FieldEvent: the order of events over whole compositions")
struct FieldEventTests {
  @Test("romaji かん converted to 感: start, one update per keystroke, end, then the text changes")
  func romajiComposition() throws {
    let field = TextField()
    var events: [FieldEvent] = []
    for marked in ["k", "か", "かn", "かん"] {
      try field.setMarkedText(
        marked, selectedRange: .caret(at: marked.utf16.count), replacementRange: nil)
      events += field.drainEvents()
    }
    try field.insertText("感", replacementRange: nil)
    events += field.drainEvents()
    #expect(
      events == [
        .compositionStart,
        .compositionUpdate(markedText: "k", selectedRange: fieldRange(1, 0)),
        .textDidChange(.markedText), .selectionDidChange,
        .compositionUpdate(markedText: "か", selectedRange: fieldRange(1, 0)),
        .textDidChange(.markedText),
        .compositionUpdate(markedText: "かn", selectedRange: fieldRange(2, 0)),
        .textDidChange(.markedText), .selectionDidChange,
        .compositionUpdate(markedText: "かん", selectedRange: fieldRange(2, 0)),
        .textDidChange(.markedText),
        .compositionEnd(committedText: "感"), .textDidChange(.input), .selectionDidChange,
      ])
  }

  @Test("flick わ, た, then return: the commit by unmarkText changes no text, return comes after it")
  func flickCommitThenReturn() throws {
    let field = try makeField("|", focused: true)
    try field.setMarkedText("わ", selectedRange: fieldRange(1, 0), replacementRange: nil)
    try field.setMarkedText("わた", selectedRange: fieldRange(2, 0), replacementRange: nil)
    field.unmarkText()
    field.doCommand(.insertNewline)
    #expect(field.notation == "わた|")
    #expect(
      field.drainEvents() == [
        .compositionStart,
        .compositionUpdate(markedText: "わ", selectedRange: fieldRange(1, 0)),
        .textDidChange(.markedText), .selectionDidChange,
        .compositionUpdate(markedText: "わた", selectedRange: fieldRange(2, 0)),
        .textDidChange(.markedText), .selectionDidChange,
        .compositionEnd(committedText: "わた"),
        .returnKey,
      ])
  }

  @Test("committing text equal to the marked text records the end of the composition only")
  func commitSameText() throws {
    let field = try makeField("[わた|]")
    try field.insertText("わた", replacementRange: nil)
    #expect(field.drainEvents() == [.compositionEnd(committedText: "わた")])
  }

  @Test("emptying the marked text ends the composition with nothing committed")
  func emptyMarkedTextEnds() throws {
    let field = try makeField("a[k|]")
    try field.setMarkedText("", selectedRange: fieldRange(0, 0), replacementRange: nil)
    #expect(field.markedRange == nil)
    #expect(
      field.drainEvents() == [
        .compositionEnd(committedText: ""), .textDidChange(.markedText), .selectionDidChange,
      ])
  }

  @Test(
    "a focused session from focus to blur brackets everything in editingDidBegin / editingDidEnd")
  func focusBrackets() throws {
    let field = TextField()
    field.focus()
    try field.insertText("a", replacementRange: nil)
    field.blur(markedTextOnFocusLoss: .commit)
    #expect(
      field.drainEvents() == [
        .editingDidBegin, .textDidChange(.input), .selectionDidChange, .editingDidEnd,
      ])
  }
}
