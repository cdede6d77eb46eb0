import Testing

@testable import InputModel

/// Per-keystroke work counted, not timed: what a key costs in a 100,000-character text must be
/// what it costs in a 1,000-character one.
@Suite("Long texts: a keystroke's work does not grow with the text")
struct LongTextScaleTests {
  /// The field's edit cost of typing `keys` (words, a backspace, a caret move) into a field
  /// holding `text`, with the caret at `caretUTF16Offset`.
  static func cost(of keys: Int, in text: String, caretUTF16Offset: Int) throws -> EditCost {
    let field = TextField(text: text)
    field.focus()
    try field.setSelection(.caret(at: caretUTF16Offset))
    // The first edit after a far caret move walks the distance once; the keys after it are
    // what is compared.
    try field.insertText("x", replacementRange: nil)
    field.editCost = EditCost()
    let words = ["わた", "a", "👨‍👩‍👧", "か\u{3099}", "🇯🇵", "\r\n", "한"]
    for key in 0..<keys {
      switch key % 4 {
      case 0: try field.insertText(words[key % words.count], replacementRange: nil)
      case 1: try field.setMarkedText("かn", selectedRange: .caret(at: 2), replacementRange: nil)
      case 2: try field.insertText("感", replacementRange: nil)
      default: field.deleteBackward()
      }
      field.discardEvents()
    }
    return field.editCost
  }

  static func mixedText(clusters: Int) -> String {
    let pieces = ["今日は", "👨‍👩‍👧", "か\u{3099}", "🇯🇵", "abc", "\r\n", "한국"]
    var text = ""
    var count = 0
    while count < clusters {
      let piece = pieces[count % pieces.count]
      text += piece
      count += piece.count
    }
    return text
  }

  @Test(
    "typing in the middle and at the end of 100,000 characters walks and segments what 1,000 do",
    arguments: [true, false])
  func costIsFlat(inTheMiddle: Bool) throws {
    let short = Self.mixedText(clusters: 1_000)
    let long = Self.mixedText(clusters: 100_000)
    func caret(_ text: String) -> Int {
      let boundaries = GraphemeBoundaries(text)
      return inTheMiddle
        ? boundaries.boundary(after: boundaries.utf16Length / 2) ?? 0 : boundaries.utf16Length
    }
    let shortCost = try Self.cost(of: 60, in: short, caretUTF16Offset: caret(short))
    let longCost = try Self.cost(of: 60, in: long, caretUTF16Offset: caret(long))
    #expect(longCost.utf16UnitsSegmented > 0)
    // The same keys near the caret: the same work, whatever lies before and after.
    #expect(longCost == shortCost)
  }

  @Test("ASCII typed at the end of 100,000 ASCII characters walks no byte and needs no ICU")
  func asciiNeedsNothing() throws {
    let text = String(repeating: "lorem ipsum ", count: 8_400)
    let cost = try Self.cost(of: 0, in: text, caretUTF16Offset: text.utf16.count)
    let field = TextField(text: text)
    field.focus()
    for _ in 0..<1_000 { try field.insertText("x", replacementRange: nil) }
    #expect(cost == EditCost())
    #expect(field.editCost == EditCost())
  }

  @Test("a trace of one type step grows linearly in its keys: 2× the keys, about 2× the stored bytes")
  func traceGrowsLinearly() throws {
    func storedBytes(keys: Int) throws -> Int {
      let session = Session(inputMethod: DirectInputMethod(), bridge: GuardedBridge())
      try session.type(String(repeating: "abcdefghij", count: keys / 10))
      let entry = try #require(session.trace.last)
      return entry.storedUTF8Count
    }
    let small = try storedBytes(keys: 2_000)
    let large = try storedBytes(keys: 4_000)
    #expect(large < small * 5 / 2, "\(small) → \(large)")
    #expect(large > small * 3 / 2, "\(small) → \(large)")
  }
}
