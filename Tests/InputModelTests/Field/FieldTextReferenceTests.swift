import Testing

@testable import InputModel

@Suite("FieldTextReference: the field's text at an edit, made into a String only when read")
struct FieldTextReferenceTests {
  @Test("a reference taken before edits reads as the text it was taken at")
  func readsTheTextItWasTakenAt() throws {
    let field = TextField(text: "今日👨‍👩‍👧いい天気")
    field.focus()
    try field.setSelection(.caret(at: 2))
    try field.insertText("は", replacementRange: nil)
    let reference = field.textReference()
    #expect(reference.isPending)
    try field.insertText("、", replacementRange: nil)
    try field.setMarkedText("かn", selectedRange: .caret(at: 2), replacementRange: nil)
    try field.insertText("感", replacementRange: nil)
    field.deleteBackward()
    #expect(field.text == "今日は、👨‍👩‍👧いい天気")
    #expect(reference.value == "今日は👨‍👩‍👧いい天気")
    #expect(!reference.isPending)
  }

  @Test("the same reference while the text does not change, a new one after an edit")
  func oneReferencePerEdit() throws {
    let field = TextField(text: "a")
    field.focus()
    try field.insertText("b", replacementRange: nil)
    let first = field.textReference()
    #expect(field.textReference() === first)
    try field.insertText("c", replacementRange: nil)
    let second = field.textReference()
    #expect(second !== first)
    #expect(first.value == "ab")
    #expect(second.value == "abc")
  }

  @Test("a reference to a text already made holds that String: nothing to make")
  func madeTextIsHeld() {
    // Longer than a small string, which has no storage to share.
    let field = TextField(text: "a text of more than fifteen bytes")
    let text = field.text
    let reference = field.textReference()
    #expect(!reference.isPending)
    #expect(reference.value.sharesStorage(with: text))
  }

  @Test("bytes of a range read as that range of the text, around and inside the edits since")
  func bytesOfARange() throws {
    let field = TextField(text: "abdef")
    field.focus()
    try field.setSelection(.caret(at: 2))
    try field.insertText("c", replacementRange: nil)
    let reference = field.textReference()
    try field.insertText("XY", replacementRange: nil)  // "abcXYdef"
    field.deleteBackward()  // "abcXdef"
    #expect(reference.unchangedEnds == (prefix: 3, suffix: 3))
    #expect(reference.bytes(0..<6) == "abcdef")
    #expect(reference.bytes(1..<2) == "b")
    #expect(reference.bytes(2..<5) == "cde")
    #expect(reference.bytes(5..<6) == "f")
  }

  @Test("random edits: every reference reads as the text at its edit, past the splices it follows")
  func randomEditsKeepEveryReference() throws {
    var random = SplitMix64(seed: 11)
    let pieces = ["a", "か", "👍", "e\u{301}", "🇯🇵", "漢字", ""]
    let field = TextField(text: "start 今日は")
    field.focus()
    var taken: [(FieldTextReference, String)] = []
    for step in 0..<400 {
      let length = field.utf16Length
      let boundaries = field.graphemeBoundaries
      let lower = boundaries.boundary(before: Int(random.next() % UInt64(length + 1)) + 1) ?? 0
      let upper = min(length, boundaries.boundary(after: lower) ?? lower)
      let replaceOne = random.next() % 3 == 0
      try field.setSelection(UTF16Range(location: lower, length: replaceOne ? upper - lower : 0))
      let piece = pieces[Int(random.next() % UInt64(pieces.count))]
      if piece.isEmpty { field.deleteBackward() } else { try field.insertText(piece, replacementRange: nil) }
      if step % 7 == 0 {
        // What a String of the text made now would hold, compared only at the end.
        taken.append(
          (field.textReference(), String(decoding: Array(field.buffer.wholeString.utf8), as: UTF8.self)))
      }
    }
    // More edits than a reference follows: the oldest made their text on the way.
    #expect(taken.count > 1)
    for (reference, expected) in taken {
      #expect(reference.value == expected)
    }
  }

  @Test("a reference nobody holds leaves the field's list; one that made its text too")
  func referencesLeaveTheList() throws {
    let field = TextField(text: "a")
    field.focus()
    try field.insertText("b", replacementRange: nil)
    var kept: FieldTextReference? = field.textReference()
    try field.insertText("c", replacementRange: nil)
    _ = field.textReference()  // held by no one: gone at once
    #expect(field.pendingReferences.count == 1)
    #expect(kept?.value == "ab")
    #expect(field.pendingReferences.isEmpty)
    kept = field.textReference()
    #expect(field.pendingReferences.count == 1)
    kept = nil
    #expect(field.pendingReferences.isEmpty)
  }

  @Test(
    "only insertions, or only removals, since a reference differ from it without comparing; a replacement may not",
    arguments: [
      ("e", [(1, 0, "\u{301}")], true, false),  // "e" + combining acute: inserted, so different
      ("aé", [(1, 1, "")], true, false),  // removed
      ("ab", [(2, 0, "c"), (3, 0, "d")], true, false),  // inserted twice
      ("ab", [(2, 0, "c"), (2, 1, "")], false, true),  // inserted, then removed: the same text
      ("é", [(0, 1, "e\u{301}")], false, true),  // replaced by its canonical equivalent
    ])
  func knownToDiffer(
    start: String, edits: [(utf16Location: Int, utf16Length: Int, text: String)], known: Bool, same: Bool
  ) throws {
    let field = TextField(text: "")
    field.focus()
    try field.insertText(start, replacementRange: nil)
    let reference = field.textReference()
    for edit in edits {
      try field.insertText(
        edit.text, replacementRange: UTF16Range(location: edit.utf16Location, length: edit.utf16Length))
    }
    #expect(reference.fieldTextIsKnownToDiffer == known)
    #expect((reference.value == field.text) == same)
  }

  @Test("a change that is not a splice makes the pending references' texts first")
  func wholesaleChangeMakesTheTexts() throws {
    let field = TextField(text: "abc")
    field.focus()
    let other = TextField(text: "xyz")
    let reference = field.textReference()
    try field.insertText("d", replacementRange: nil)
    field.copyEditingState(from: other)
    #expect(!reference.isPending)
    #expect(reference.value == "abc")
    #expect(field.text == "xyz")
  }
}
