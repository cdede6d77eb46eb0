import InputSimTestSupport
import Testing

@testable import InputModel

@Suite("TextField: deleteBackward and forward delete by whole grapheme clusters")
struct TextFieldDeletionTests {
  @Test(
    "deleteBackward removes the selection, else one whole cluster before the caret",
    arguments: [
      ("わた|", "わ|"),
      ("a👨‍👩‍👧|", "a|"),
      ("か\u{3099}|", "|"),
      ("a🇯🇵|b", "a|b"),
      ("🇯🇵🇺🇸|", "🇯🇵|"),
      ("a👍|", "a|"),
      ("a{bc}d", "a|d"),
      ("{👨‍👩‍👧}x", "|x"),
      ("|ab", "|ab"),
      ("|", "|"),
    ])
  func deleteBackward(before: String, after: String) throws {
    let field = try makeField(before)
    field.deleteBackward()
    #expect(field.notation == after)
  }

  @Test(
    "deleteBackward with marked text deletes inside it and keeps the marked range consistent",
    arguments: [
      ("[わた|]", "[わ|]"),
      ("わ[た|]", "わ|"),
      ("x[か\u{3099}た|]", "x[か\u{3099}|]"),
      ("[わ|た]", "[|た]"),
      ("わ[|た]", "わ[|た]"),
      ("a[わ{たし}]", "a[わ|]"),
    ])
  func deleteBackwardInMarkedText(before: String, after: String) throws {
    let field = try makeField(before)
    field.deleteBackward()
    #expect(field.notation == after)
    #expect(field.rangeViolations.isEmpty)
  }

  @Test("deleteBackward inside marked text records a composition update and a marked-text change")
  func deleteBackwardEvents() throws {
    let field = try makeField("[わた|]")
    field.deleteBackward()
    #expect(
      field.drainEvents() == [
        .compositionUpdate(markedText: "わ", selectedRange: fieldRange(1, 0)),
        .textDidChange(.markedText), .selectionDidChange,
      ])
    field.deleteBackward()
    #expect(
      field.drainEvents() == [
        .compositionEnd(committedText: ""), .textDidChange(.markedText), .selectionDidChange,
      ])
  }

  @Test("deleteBackward of committed text records an input change")
  func deleteBackwardCommittedEvents() throws {
    let field = try makeField("ab|")
    field.deleteBackward()
    #expect(field.drainEvents() == [.textDidChange(.input), .selectionDidChange])
  }

  @Test("a deletion that fuses the clusters around it widens the marked range to whole clusters")
  func deletionFusingClusters() throws {
    // 🇯 x 🇵: removing x pairs the two regional indicators into one flag.
    let field = try makeField("🇯[x|🇵]")
    field.deleteBackward()
    #expect(field.notation == "[🇯🇵|]")
    #expect(field.rangeViolations.isEmpty)
    #expect(
      field.drainEvents().first
        == .compositionUpdate(markedText: "🇯🇵", selectedRange: fieldRange(4, 0)))
  }

  @Test(
    "forward delete removes the selection, else one whole cluster after the caret",
    arguments: [
      ("|🇯🇵a", "|a"),
      ("a|👨‍👩‍👧", "a|"),
      ("|か\u{3099}た", "|た"),
      ("ab|", "ab|"),
      ("{ab}c", "|c"),
      ("[わ|た]", "[わ|]"),
      ("[わた|]b", "[わた|]b"),
    ])
  func deleteForward(before: String, after: String) throws {
    let field = try makeField(before)
    field.doCommand(.deleteForward)
    #expect(field.notation == after)
    #expect(field.rangeViolations.isEmpty)
  }
}
