import Testing

@testable import InputModel

/// Issue 30, item 4: moving the focus between the segments of a long conversion is counted,
/// not timed. A segment move must cost the segments it touches, whatever the reading's length.
@Suite("Long conversions: a segment move's work does not grow with the reading")
struct LongConversionScaleTests {
  /// What `moves` right-arrow keys cost after converting `repeats` × きょうはいいてんきです
  /// (11 kana each) on a keyboard typing into a bare field.
  struct MoveCost: Equatable {
    /// The field's work (marked text segmented to check it, boundaries updated).
    var editCost: EditCost
    /// Candidates joined into the conversion's text, bytes compared, whole texts made.
    var unitsJoined: Int
    var bytesCompared: Int
    var wholeTextsMade: Int
    /// Marked texts in the recorded events that do not share the conversion's storage:
    /// copies of the whole marked text kept per key.
    var markedTextCopies: Int
    /// Moves after which the field's selection was not the focused segment.
    var misplacedSelections: Int
  }

  static func costOfMoves(_ moves: Int, readingRepeats repeats: Int) throws -> MoveCost {
    let field = TextField(text: "")
    field.focus()
    let ime = JapaneseInputMethod(name: "test-kana", composer: EchoKanaComposer(), dictionary: .embedded)
    for kana in String(repeating: "きょうはいいてんきです", count: repeats) {
      try ime.perform(.key(.typed(String(kana))), client: field)
    }
    try ime.perform(.key(.named(.space)), client: field)
    field.drainEvents()
    field.editCost = EditCost()
    let work = TextWork()
    var markedTextCopies = 0
    var misplaced = 0
    try TextWork.$current.withValue(work) {
      for _ in 0..<moves {
        try ime.perform(.key(.named(.right)), client: field)
        guard let conversion = ime.conversion else { throw ConversionMissing() }
        for case .compositionUpdate(let marked, _) in field.drainEvents()
        where !marked.sharesStorage(with: conversion.text) {
          markedTextCopies += 1
        }
        let focus = conversion.focusedUTF16Range
        if field.selectedRange != UTF16Range(location: focus.location, length: focus.length) {
          misplaced += 1
        }
      }
    }
    return MoveCost(
      editCost: field.editCost, unitsJoined: work.conversionUTF16UnitsJoined,
      bytesCompared: work.bytesCompared, wholeTextsMade: work.wholeTextsMade,
      markedTextCopies: markedTextCopies, misplacedSelections: misplaced)
  }

  struct ConversionMissing: Error {}

  @Test("a right arrow in a 2,200-kana conversion does the work it does in a 220-kana one")
  func segmentMoveIsFlat() throws {
    let short = try Self.costOfMoves(100, readingRepeats: 20)
    let long = try Self.costOfMoves(100, readingRepeats: 200)
    #expect(long == short)
    // Nothing of the marked text is segmented, joined or copied again: the text stays.
    #expect(long.editCost == EditCost())
    #expect(long.unitsJoined == 0)
    #expect(long.markedTextCopies == 0)
    #expect(long.misplacedSelections == 0)
  }

  @Test("a candidate change still re-sends the marked text, and the selection follows the focus")
  func candidateChangeStillSends() throws {
    let field = TextField(text: "")
    field.focus()
    let ime = JapaneseInputMethod(name: "test-kana", composer: EchoKanaComposer(), dictionary: .embedded)
    for kana in "きょうはいいてんきです" { try ime.perform(.key(.typed(String(kana))), client: field) }
    try ime.perform(.key(.named(.space)), client: field)
    try ime.perform(.key(.named(.right)), client: field)
    try ime.perform(.key(.named(.space)), client: field)
    let conversion = try #require(ime.conversion)
    #expect(field.markedText == conversion.text)
    #expect(
      field.selectedRange.location == conversion.focusedUTF16Range.location
        + (field.markedRange?.location ?? 0))
    #expect(field.selectedRange.length == conversion.focusedUTF16Range.length)
  }

  @Test("marking the same text again checks the selection as marking a new text does")
  func sameMarkedTextErrors() throws {
    let field = TextField(text: "")
    field.focus()
    try field.setMarkedText("か\u{3099}は", selectedRange: .caret(at: 3), replacementRange: nil)
    #expect(
      throws: TextFieldError.markedSelectionOutOfBounds(
        UTF16Range(location: 0, length: 4), markedTextUTF16Length: 3)
    ) {
      try field.setMarkedText(
        "か\u{3099}は", selectedRange: UTF16Range(location: 0, length: 4), replacementRange: nil)
    }
    #expect(throws: TextFieldError.markedSelectionNotOnGraphemeBoundary(.caret(at: 1), utf16Offset: 1)) {
      try field.setMarkedText("か\u{3099}は", selectedRange: .caret(at: 1), replacementRange: nil)
    }
    try field.setMarkedText(
      "か\u{3099}は", selectedRange: UTF16Range(location: 2, length: 1), replacementRange: nil)
    #expect(field.selectedRange == UTF16Range(location: 2, length: 1))
    #expect(field.markedRange == UTF16Range(location: 0, length: 3))
  }
}
