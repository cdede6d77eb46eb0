import InputSimTestSupport
import Testing

@testable import InputModel

@Suite("TextField: state, snapshots and the boundary cache")
struct TextFieldTests {
  @Test("a new field holds its text with the caret at the end, unfocused and unmarked")
  func newField() {
    let field = TextField(text: "a👍")
    #expect(
      field.state == FieldState(text: "a👍", selectedRange: fieldRange(3, 0), markedRange: nil))
    #expect(field.isFocused == false)
    #expect(field.markedText == nil)
    #expect(field.utf16Length == 3)
    #expect(field.pendingEvents.isEmpty)
  }

  @Test(
    "a field built from a valid state reports it back",
    arguments: ["|", "ab|c", "{ab}c", "わ[か|]", "[|わた]", "x[わ{た}]", "👨‍👩‍👧|🇯🇵"])
  func validState(notation: String) throws {
    let field = try makeField(notation)
    #expect(field.notation == notation)
  }

  @Test(
    "a field built from an invalid state throws the rule it breaks",
    arguments: [
      (
        FieldState(text: "ab", selectedRange: fieldRange(3, 0)),
        TextFieldError.rangeOutOfBounds(fieldRange(3, 0), utf16Length: 2)
      ),
      (
        FieldState(text: "👍", selectedRange: fieldRange(1, 0)),
        .notOnGraphemeBoundary(fieldRange(1, 0), utf16Offset: 1)
      ),
      (
        FieldState(text: "ab", selectedRange: fieldRange(2, 0), markedRange: fieldRange(1, 0)),
        .emptyMarkedRange(fieldRange(1, 0))
      ),
      (
        FieldState(text: "ab", selectedRange: fieldRange(0, 0), markedRange: fieldRange(1, 1)),
        .selectionOutsideMarkedRange(fieldRange(0, 0), markedRange: fieldRange(1, 1))
      ),
      (
        FieldState(
          text: "か\u{3099}", selectedRange: fieldRange(2, 0), markedRange: fieldRange(1, 1)),
        .notOnGraphemeBoundary(fieldRange(1, 1), utf16Offset: 1)
      ),
    ])
  func invalidState(state: FieldState, expected: TextFieldError) {
    #expect(throws: expected) { try TextField(state: state) }
  }

  @Test(
    "markedText is the text of the marked range",
    arguments: [("わ[か|]", "か"), ("[👨‍👩‍👧|]", "👨‍👩‍👧"), ("a[か\u{3099}|]b", "か\u{3099}")])
  func markedText(notation: String, expected: String) throws {
    #expect(try makeField(notation).markedText == expected)
  }

  @Test("markedText is nil without a marked range")
  func noMarkedText() throws {
    #expect(try makeField("わか|").markedText == nil)
  }

  @Test("drainEvents hands over the recorded events once")
  func drainEvents() throws {
    let field = TextField()
    try field.insertText("a", replacementRange: nil)
    #expect(field.drainEvents() == [.textDidChange(.input), .selectionDidChange])
    #expect(field.drainEvents() == [])
    #expect(field.pendingEvents == [])
  }

  @Test("drainEvents(into:) hands over the recorded events once, like drainEvents()")
  func drainEventsIntoBuffer() throws {
    let field = TextField()
    var events: [FieldEvent] = [.tab]
    try field.insertText("a", replacementRange: nil)
    field.drainEvents(into: &events)
    #expect(events == [.textDidChange(.input), .selectionDidChange])
    field.drainEvents(into: &events)
    #expect(events == [])
    #expect(field.pendingEvents == [])
  }

  @Test("a field that records no events edits the same and records nothing")
  func silentField() throws {
    let field = TextField()
    field.recordsEvents = false
    field.focus()
    try field.setMarkedText("わ", selectedRange: fieldRange(1, 0), replacementRange: nil)
    try field.insertText("和", replacementRange: nil)
    #expect(field.notation == "和|")
    #expect(field.isFocused)
    #expect(field.pendingEvents == [])
  }

  @Test("a copy of the editing state edits like the original, byte for byte")
  func copiedEditingState() throws {
    let field = try makeField("a👍[わ|]")
    field.focus()
    let copy = TextField(text: "e\u{301}")
    copy.recordsEvents = false
    #expect(!copy.hasSameEditingState(as: field))
    copy.copyEditingState(from: field)
    #expect(copy.hasSameEditingState(as: field))
    #expect(copy.notation == field.notation)
    #expect(copy.isFocused)
    try field.setMarkedText("わた", selectedRange: fieldRange(2, 0), replacementRange: nil)
    try copy.setMarkedText("わた", selectedRange: fieldRange(2, 0), replacementRange: nil)
    #expect(copy.hasSameEditingState(as: field))
    #expect(copy.graphemeBoundaries == field.graphemeBoundaries)
  }

  @Test("canonically equal texts with different bytes are different editing states")
  func canonicalEquivalentsDiffer() {
    let precomposed = TextField(text: "é")
    let decomposed = TextField(text: "e\u{301}")
    #expect(precomposed.text == decomposed.text)
    #expect(!precomposed.hasSameEditingState(as: decomposed))
  }

  @Test("the grapheme boundary cache follows every text change")
  func boundaryCache() throws {
    let field = TextField(text: "a")
    try field.setMarkedText("か", selectedRange: fieldRange(1, 0), replacementRange: nil)
    #expect(field.graphemeBoundaries == GraphemeBoundaries("aか"))
    try field.setMarkedText("か\u{3099}", selectedRange: fieldRange(2, 0), replacementRange: nil)
    #expect(field.graphemeBoundaries.utf16Offsets == [0, 1, 3])
    try field.insertText("👨‍👩‍👧", replacementRange: nil)
    #expect(field.graphemeBoundaries.utf16Offsets == [0, 1, 9])
    field.deleteBackward()
    #expect(field.graphemeBoundaries.utf16Offsets == [0, 1])
    field.assignText("🇯🇵", markedTextPolicy: .replaceAndClearMarked)
    #expect(field.graphemeBoundaries.utf16Offsets == [0, 4])
  }

  @Test("an insertion that fuses with the next cluster puts the caret after the fused cluster")
  func insertionFusingClusters() throws {
    let field = try makeField("👨|👩")
    try field.insertText("\u{200D}", replacementRange: nil)
    #expect(field.notation == "👨\u{200D}👩|")
    #expect(field.rangeViolations.isEmpty)
  }

  @Test("after 3,000 random edits of every kind the boundary and marked-text caches match the text")
  func boundaryCacheUnderRandomEdits() {
    var random = SplitMix64(seed: 41)
    let field = TextField()
    field.focus()
    var mismatches: [String] = []
    var longestUTF16Length = 0
    var clusterSplittingTexts = 0
    func pick(_ count: Int) -> Int { Int(random.next() % UInt64(max(1, count))) }
    for step in 0..<3000 {
      let piece = GraphemeBoundariesEditingTests.randomText(&random, maximumPieces: 2)
      let offsets = field.graphemeBoundaries.utf16Offsets
      let range = UTF16Range(location: offsets[pick(offsets.count)], length: 0)
      switch pick(9) {
      case 0, 1:
        try? field.setMarkedText(piece, selectedRange: .caret(at: piece.utf16.count), replacementRange: nil)
      case 2: try? field.insertText(piece, replacementRange: nil)
      case 3: field.deleteBackward()
      case 4: field.doCommand(.deleteForward)
      case 5: try? field.replace(range, with: piece)
      case 6: field.assignText(field.text + piece, markedTextPolicy: .replaceAndKeepMarked)
      case 7: try? field.setSelection(range)
      default: field.doCommand(pick(2) == 0 ? .moveLeft : .moveRightAndModifySelection)
      }
      if pick(40) == 0 { field.assignText("", markedTextPolicy: .replaceAndClearMarked) }
      let expected = GraphemeBoundariesEditingTests.icuBoundaries(field.text)
      if field.graphemeBoundaries.utf16Offsets != expected {
        mismatches.append("step \(step): \(field.notation)")
      }
      if !field.rangeViolations.isEmpty { mismatches.append("step \(step): \(field.rangeViolations)") }
      let sliced = field.markedRange.map { field.text.substring(utf16Range: $0) }
      if field.markedText.map({ Array($0.utf8) }) != sliced.map({ Array($0.utf8) }) {
        mismatches.append("step \(step): marked text \(field.markedText ?? "nil") in \(field.notation)")
      }
      longestUTF16Length = max(longestUTF16Length, field.utf16Length)
      if expected.count < field.utf16Length + 1 { clusterSplittingTexts += 1 }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    // The walk reached long texts, most of them with multi-unit clusters.
    #expect(longestUTF16Length > 30)
    #expect(clusterSplittingTexts > 1500)
  }
}
