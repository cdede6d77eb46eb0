import Testing

@testable import InputModel

/// The field's two buffers (`SpareText`) always give the text a plain string edit gives, for
/// edits near each other (composed into one) and far apart (replayed one by one), while the
/// app holds older texts.
@Suite("Spare text: two buffers, the same text")
struct SpareTextTests {
  @Test("1,000 random replacements near and far give what String edits give", arguments: [3, 11])
  func randomEdits(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let start = String(repeating: "今日はabc👨‍👩‍👧\r\n", count: 400)
    let field = TextField(text: start)
    var expected = start
    var held: [String] = []
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
      if random.next() % 5 == 0 { held.append(field.text) }
      if held.count > 3 { held.removeFirst() }
      #expect(field.text.hasSameUTF8(as: expected), "step \(step)")
      if !field.text.hasSameUTF8(as: expected) { return }
    }
    #expect(held.allSatisfy { !$0.isEmpty })
  }
}
