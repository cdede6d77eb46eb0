import InputSimTestSupport
import Testing

@testable import InputModel

@Suite("TextField: setMarkedText, insertText, unmarkText")
struct TextFieldCompositionTests {
  struct MarkedTextCase: CustomTestStringConvertible, Sendable {
    var before: String
    var markedText: String
    var selectedRange: UTF16Range
    var replacementRange: UTF16Range? = nil
    var after: String
    var testDescription: String { "\"\(before)\" setMarkedText(\"\(markedText)\") → \"\(after)\"" }
  }

  @Test(
    "setMarkedText replaces the marked text, else the selection, and marks the new text",
    arguments: [
      MarkedTextCase(before: "|", markedText: "わ", selectedRange: fieldRange(1, 0), after: "[わ|]"),
      MarkedTextCase(
        before: "わ|", markedText: "か", selectedRange: fieldRange(1, 0), after: "わ[か|]"),
      MarkedTextCase(
        before: "[か|]", markedText: "かn", selectedRange: fieldRange(2, 0), after: "[かn|]"),
      MarkedTextCase(
        before: "[かn|]", markedText: "かん", selectedRange: fieldRange(2, 0), after: "[かん|]"),
      MarkedTextCase(
        before: "{今日}は", markedText: "きょう", selectedRange: fieldRange(3, 0), after: "[きょう|]は"),
      MarkedTextCase(
        before: "a|b", markedText: "わた", selectedRange: fieldRange(1, 0), after: "a[わ|た]b"),
      MarkedTextCase(
        before: "[きょう|]", markedText: "今日", selectedRange: fieldRange(0, 2), after: "[{今日}]"),
      MarkedTextCase(
        before: "[|か]", markedText: "が", selectedRange: fieldRange(0, 0), after: "[|が]"),
      MarkedTextCase(before: "|", markedText: "👨‍👩‍👧", selectedRange: fieldRange(8, 0), after: "[👨‍👩‍👧|]"),
      MarkedTextCase(before: "[か|]", markedText: "", selectedRange: fieldRange(0, 0), after: "|"),
      MarkedTextCase(
        before: "a{b}c", markedText: "", selectedRange: fieldRange(0, 0), after: "a|c"),
      MarkedTextCase(
        before: "今日は|", markedText: "きょう", selectedRange: fieldRange(3, 0),
        replacementRange: fieldRange(0, 2),
        after: "[きょう|]は"),
    ])
  func setMarkedText(_ example: MarkedTextCase) throws {
    let field = try makeField(example.before)
    try field.setMarkedText(
      example.markedText, selectedRange: example.selectedRange,
      replacementRange: example.replacementRange)
    #expect(field.notation == example.after)
    #expect(field.rangeViolations.isEmpty)
  }

  @Test(
    "insertText replaces the marked text, else the selection, and leaves the caret after it",
    arguments: [
      ("わ[か|]", "化", nil, "わ化|"),
      ("[きょう|]", "今日", nil, "今日|"),
      ("[わ|た]", "わた", nil, "わた|"),
      ("a{bc}d", "x", nil, "ax|d"),
      ("ab|", "👍", nil, "ab👍|"),
      ("|", "か\u{3099}", nil, "か\u{3099}|"),
      ("ab|", "", nil, "ab|"),
      ("[わ|]", "", nil, "|"),
      ("abc|", "X", fieldRange(0, 1), "X|bc"),
      ("x[わ|]", "y", fieldRange(0, 1), "y|わ"),
    ] as [(String, String, UTF16Range?, String)])
  func insertText(before: String, inserted: String, replacementRange: UTF16Range?, after: String)
    throws
  {
    let field = try makeField(before)
    try field.insertText(inserted, replacementRange: replacementRange)
    #expect(field.notation == after)
    #expect(field.markedRange == nil)
  }

  @Test(
    "unmarkText commits the marked text as it is and keeps the caret",
    arguments: [("[わた|]", "わた|"), ("[わ|た]", "わ|た"), ("x[わ{た}]", "xわ{た}"), ("ab|", "ab|")])
  func unmarkText(before: String, after: String) throws {
    let field = try makeField(before)
    field.unmarkText()
    #expect(field.notation == after)
  }

  @Test("unmarkText without marked text records nothing")
  func unmarkWithoutMarkedText() throws {
    let field = try makeField("ab|")
    field.unmarkText()
    #expect(field.drainEvents() == [])
  }

  @Test(
    "setMarkedText rejects a selectedRange that does not fit the marked text, leaving the field unchanged",
    arguments: [
      (
        "わ", fieldRange(2, 0),
        TextFieldError.markedSelectionOutOfBounds(fieldRange(2, 0), markedTextUTF16Length: 1)
      ),
      (
        "わ", fieldRange(-1, 0),
        .markedSelectionOutOfBounds(fieldRange(-1, 0), markedTextUTF16Length: 1)
      ),
      ("わた", fieldRange(1, -1), .negativeLength(fieldRange(1, -1))),
      (
        "👍", fieldRange(1, 0),
        .markedSelectionNotOnGraphemeBoundary(fieldRange(1, 0), utf16Offset: 1)
      ),
      (
        "か\u{3099}", fieldRange(0, 1),
        .markedSelectionNotOnGraphemeBoundary(fieldRange(0, 1), utf16Offset: 1)
      ),
      (
        "👨‍👩‍👧", fieldRange(3, 0),
        .markedSelectionNotOnGraphemeBoundary(fieldRange(3, 0), utf16Offset: 3)
      ),
      (
        "", fieldRange(1, 0),
        .markedSelectionOutOfBounds(fieldRange(1, 0), markedTextUTF16Length: 0)
      ),
    ])
  func badMarkedSelection(markedText: String, selectedRange: UTF16Range, expected: TextFieldError)
    throws
  {
    let field = try makeField("a[わ|]")
    #expect(throws: expected) {
      try field.setMarkedText(markedText, selectedRange: selectedRange, replacementRange: nil)
    }
    #expect(field.notation == "a[わ|]")
    #expect(field.pendingEvents == [])
  }

  @Test(
    "setMarkedText rejects marked text that would fuse with its neighbour into one cluster",
    arguments: [
      (
        "か|", "\u{3099}",
        TextFieldError.markedTextJoinsNeighbour(markedRange: fieldRange(1, 1), utf16Offset: 1)
      ),
      ("👨|👩", "\u{200D}", .markedTextJoinsNeighbour(markedRange: fieldRange(2, 1), utf16Offset: 2)),
      ("🇯|", "🇵", .markedTextJoinsNeighbour(markedRange: fieldRange(2, 2), utf16Offset: 2)),
    ])
  func markedTextJoiningNeighbour(before: String, markedText: String, expected: TextFieldError)
    throws
  {
    let field = try makeField(before)
    #expect(throws: expected) {
      try field.setMarkedText(
        markedText, selectedRange: .caret(at: markedText.utf16.count), replacementRange: nil)
    }
    #expect(field.notation == before)
    #expect(field.pendingEvents == [])
  }
}
