import Testing

@testable import InputModel

/// The field's gap buffer and the `String`s it hands out (`TextField+TextCopies`) always give
/// the text a plain string edit gives, for edits near each other and far apart, read after
/// every edit or after several, while the app holds older texts (which never change).
@Suite("Text copies: a gap buffer and the strings it hands out, the same text")
struct TextCopiesTests {
  @Test("1,000 random replacements near and far give what String edits give", arguments: [3, 11])
  func randomEdits(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let start = String(repeating: "今日はabc👨‍👩‍👧\r\n", count: 400)
    let field = TextField(text: start)
    var expected = start
    var held: [(text: String, copy: [UInt8])] = []
    for step in 0..<1_000 {
      let boundaries = GraphemeBoundaries(expected)
      let offsets = [0] + boundaries.clusterRanges.map(\.upperBound)
      let near = random.next() % 4 != 0
      let caret = field.selectedRange.location
      let nearby = offsets.filter { abs($0 - caret) < 40 }
      let pool = near && !nearby.isEmpty ? nearby : offsets
      let lower = pool[Int(random.next() % UInt64(pool.count))]
      let uppers = offsets.filter { $0 >= lower && $0 <= lower + 12 }
      let upper = uppers[Int(random.next() % UInt64(uppers.count))]
      let replacement = ["", "x", "わた", "👍", "\r\n", "한"][Int(random.next() % 6)]
      let range = UTF16Range(location: lower, length: upper - lower)
      try field.replace(range, with: replacement)
      expected = TextField.replacing(range, in: expected, with: replacement)
      // The app keeps some texts (a binding, onChange values) so that buffers are shared.
      if random.next() % 5 == 0 { held.append((field.text, Array(field.text.utf8))) }
      if held.count > 3 { held.removeFirst() }
      // The text is read after most edits, not all: a copy then lags several edits.
      if random.next() % 3 != 0 {
        #expect(field.text.hasSameUTF8(as: expected), "step \(step)")
        if !field.text.hasSameUTF8(as: expected) { return }
      }
      // A text handed out never changes, whatever the field does to its copies later.
      #expect(held.allSatisfy { Array($0.text.utf8) == $0.copy }, "step \(step)")
    }
    #expect(field.text.hasSameUTF8(as: expected))
  }

  @Test("edits far apart and longer than the gap give the text, and count what they move")
  func gapMovesAndGrows() throws {
    let start = String(repeating: "今日はabc", count: 2_000)
    let field = TextField(text: start)
    var expected = start
    let long = String(repeating: "👍x", count: 3_000)
    let edits: [(UTF16Range, String)] = [
      (UTF16Range(location: 0, length: 0), "a"),  // the gap goes from the end to the start
      (UTF16Range(location: 5_000, length: 3), long),  // far, and longer than the gap
      (UTF16Range(location: 1, length: 6), ""),
      (UTF16Range(location: -1, length: 0), "end"),  // -1: at the end, far again
    ]
    let work = TextWork()
    for (given, replacement) in edits {
      let range = given.location < 0 ? UTF16Range.caret(at: field.utf16Length) : given
      try TextWork.$current.withValue(work) { try field.replace(range, with: replacement) }
      expected = TextField.replacing(range, in: expected, with: replacement)
      #expect(field.text.hasSameUTF8(as: expected))
    }
    // The first edit moved the whole text behind the gap; the long one grew the buffer.
    #expect(work.bytesMovedByEdits >= 2 * start.utf8.count)
  }
}
