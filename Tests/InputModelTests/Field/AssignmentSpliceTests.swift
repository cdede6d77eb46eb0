import Testing

@testable import InputModel

/// Issue 30, item 1: an app that assigns the whole text every key (a formatter: `transform
/// uppercase`) replaced the field's text whole, so the trace's history kept a whole text per
/// step and every key segmented the whole text again. The field now splices only the part that
/// differs; what the field holds afterwards is the same as before.
@Suite("Assignment splices only the part that changed")
struct AssignmentSpliceTests {
  @Test("assigning a text that differs in one place edits that place")
  func oneChangedPlace() {
    let field = TextField(text: "今日はいい天気")
    let before = field.textEdits
    field.assignText("今日はよい天気", markedTextPolicy: .replaceAndClearMarked)
    #expect(field.text == "今日はよい天気")
    #expect(field.selectedRange == .caret(at: 7))
    // 9 bytes of "今日は" kept before the change, 9 of "い天気" after it.
    let ends = field.splices.unchangedEnds(from: before, to: field.textEdits, utf8Count: 21)
    #expect(ends?.prefix == 9 && ends?.suffix == 9)
  }

  @Test("assigning the same text edits nothing, and the caret still goes to the end")
  func sameText() {
    let field = TextField(text: "abc")
    field.select(.caret(at: 1))
    let before = field.textEdits
    field.assignText("abc", markedTextPolicy: .replaceAndClearMarked)
    #expect(field.textEdits == before)
    #expect(field.selectedRange == .caret(at: 3))
  }

  @Test(
    "a change inside a cluster is spliced at the cluster's ends, and the boundaries are right",
    arguments: [
      ("a👨‍👩‍👧b", "a👨‍👩‍👧‍👦b", 3),
      ("cafe", "cafe\u{301}", 4),
      ("x\u{1100}\u{1161}y", "x\u{1100}\u{1161}\u{11A8}y", 3),
      ("🇯🇵🇰🇷", "🇯🇵🇰🇷🇨🇳", 3),
      ("a\r\nb", "a\rb", 3),
      ("がぎ", "か\u{3099}ぎ", 2),
    ])
  func insideACluster(old: String, new: String, clusters: Int) {
    let field = TextField(text: old)
    field.assignText(new, markedTextPolicy: .replaceAndClearMarked)
    #expect(field.text == new)
    #expect(field.graphemeBoundaries.clusterCount == clusters)
    #expect(field.graphemeBoundaries.utf16Offsets == GraphemeBoundaries(new).utf16Offsets)
  }

  @Test("400 random pairs of texts: the field holds the new text, segmented as if made anew")
  func randomPairs() {
    let pieces = [
      "a", "b", "あ", "\u{301}", "👨", "\u{200D}", "👩", "🇯", "🇵", "\r", "\n", "\u{1100}", "\u{1161}", "漢",
    ]
    var random = FuzzRandom(seed: 30)
    func text() -> String {
      let length = Int(random.next() % 12)
      return (0..<length).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
    }
    for _ in 0..<400 {
      let old = text()
      // Half the time the new text shares a start and an end with the old one.
      let new = random.next() % 2 == 0 ? text() : String(old.prefix(2)) + text() + String(old.suffix(2))
      let field = TextField(text: old)
      field.assignText(new, markedTextPolicy: .replaceAndClearMarked)
      #expect(field.text == new, "\(old.debugDescription) → \(new.debugDescription)")
      #expect(
        field.graphemeBoundaries.utf16Offsets == GraphemeBoundaries(new).utf16Offsets,
        "\(old.debugDescription) → \(new.debugDescription)")
      #expect(field.selectedRange == .caret(at: new.utf16.count))
    }
  }

  @Test("the common start and end are found on both sides of the buffer's gap")
  func commonEndsAroundTheGap() {
    var random = FuzzRandom(seed: 7)
    for _ in 0..<300 {
      let length = Int(random.next() % 3_000)
      let old = String((0..<length).map { _ in Character(["a", "b"][Int(random.next() % 2)]) })
      var buffer = TextBuffer(old)
      // An edit that changes nothing but leaves the gap somewhere.
      let gapAt = length == 0 ? 0 : Int(random.next() % UInt64(length))
      let oldBytes = Array(old.utf8)
      _ = buffer.replace(gapAt..<gapAt, with: "")
      _ = buffer.replace(
        gapAt..<min(gapAt + 1, length),
        with: String(decoding: oldBytes[gapAt..<min(gapAt + 1, length)], as: UTF8.self))
      var newBytes = oldBytes
      let cut = length == 0 ? 0 : Int(random.next() % UInt64(length))
      newBytes.replaceSubrange(
        cut..<min(cut + Int(random.next() % 4), length), with: Array("ab".utf8.prefix(Int(random.next() % 3)))
      )
      var expectedPrefix = 0
      while expectedPrefix < min(oldBytes.count, newBytes.count)
        && oldBytes[expectedPrefix] == newBytes[expectedPrefix]
      {
        expectedPrefix += 1
      }
      var expectedSuffix = 0
      while expectedSuffix < min(oldBytes.count, newBytes.count) - expectedPrefix
        && oldBytes[oldBytes.count - 1 - expectedSuffix] == newBytes[newBytes.count - 1 - expectedSuffix]
      {
        expectedSuffix += 1
      }
      let ends = newBytes.withUnsafeBufferPointer { buffer.commonEnds(with: $0) }
      #expect(
        ends.prefix == expectedPrefix && ends.suffix == expectedSuffix, "gap at \(gapAt), cut at \(cut)")
    }
  }
}
