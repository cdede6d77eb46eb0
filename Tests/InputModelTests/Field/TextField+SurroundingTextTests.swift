import Testing

@testable import InputModel

@Suite("TextField: the text before the caret the platform reports to the input method (surrounding-text)")
struct TextFieldSurroundingTextTests {
  private func field(_ text: String, _ rule: SurroundingText) -> TextField {
    let field = TextField(text: text)
    field.focus()
    field.surroundingText = rule
    return field
  }

  @Test("none reports nothing: the engine keeps its own context")
  func noneReportsNothing() throws {
    let field = field("、", .none)
    #expect(field.surroundingText(beforeCaretUpTo: 8) == nil)
  }

  @Test(
    "the marked text is left out: a preedit is not the text before the caret",
    arguments: [
      SurroundingText.keyboardEdits, .resetOnWrite,
    ])
  func markedTextLeftOut(rule: SurroundingText) throws {
    let field = field("あ", rule)
    try field.setMarkedText("、", selectedRange: .caret(at: 1), replacementRange: nil)
    #expect(field.surroundingText(beforeCaretUpTo: 8) == "あ")
    try field.insertText("、", replacementRange: nil)
    #expect(field.surroundingText(beforeCaretUpTo: 8) == "あ、", "committed, it is reported")
  }

  @Test("keyboard-edits: a page's write is not reported, even one that moves the caret")
  func keyboardEditsIgnoreWrites() throws {
    let field = field("", .keyboardEdits)
    try field.insertText("、", replacementRange: nil)
    field.assignText("ああ", markedTextPolicy: .replaceAndClearMarked)
    #expect(field.selectedRange == .caret(at: 2))
    #expect(field.surroundingText(beforeCaretUpTo: 8) == "、")
    try field.insertText("x", replacementRange: nil)
    #expect(field.surroundingText(beforeCaretUpTo: 8) == "ああx", "the next key's edit reports the text again")
  }

  @Test(
    "reset-on-write: a write that changes the text resets the context (an empty report); an equal one does not"
  )
  func resetOnWrite() throws {
    let field = field("", .resetOnWrite)
    try field.insertText("、", replacementRange: nil)
    field.assignText("、", markedTextPolicy: .replaceAndClearMarked)
    #expect(field.surroundingText(beforeCaretUpTo: 8) == "、")
    field.assignText("xx、", markedTextPolicy: .replaceAndClearMarked)
    #expect(field.surroundingText(beforeCaretUpTo: 8) == "")
    field.doCommand(.moveLeft)
    #expect(field.surroundingText(beforeCaretUpTo: 8) == "xx", "the person's caret move is reported")
  }

  @Test("the report is cut to the asked length on a character boundary, and kept to a bounded tail")
  func cutOnBoundary() throws {
    let field = field("", .keyboardEdits)
    try field.insertText("ab👍🏽c", replacementRange: nil)
    #expect(field.surroundingText(beforeCaretUpTo: 2) == "c", "👍🏽 is 4 units: it does not fit with c")
    #expect(field.surroundingText(beforeCaretUpTo: 5) == "👍🏽c")
    try field.insertText(String(repeating: "あ", count: 300), replacementRange: nil)
    #expect(field.surroundingText(beforeCaretUpTo: 1000)?.utf16.count == TextField.surroundingTextLimit)
  }

  @Test("a copied editing state carries the report (the person's intent takes the field's)")
  func copyCarriesReport() throws {
    let field = field("", .resetOnWrite)
    try field.insertText("、", replacementRange: nil)
    field.assignText("あ", markedTextPolicy: .replaceAndClearMarked)
    let copy = TextField()
    copy.surroundingText = .resetOnWrite
    copy.copyEditingState(from: field)
    #expect(copy.surroundingText(beforeCaretUpTo: 8) == "")
  }
}
