import Testing

@testable import InputModel

@Suite("ChunkSpecialKeys")
struct ChunkSpecialKeysTests {
  @Test("the four predefined keys have fixed private-use scalars, in Mozc's order")
  func predefined() {
    var keys = ChunkSpecialKeys()
    #expect(keys.parse("{?}{*}{<}{!}").map(\.value) == [0xF000, 0xF001, 0xF002, 0xF003])
    #expect(ChunkSpecialKeys.toggle.value == 0xF000)
    #expect(ChunkSpecialKeys.internalState.value == 0xF001)
    #expect(ChunkSpecialKeys.undoToggle.value == 0xF002)
    #expect(ChunkSpecialKeys.timeout.value == 0xF003)
  }

  @Test("other names are registered in order of first appearance")
  func registers() {
    var keys = ChunkSpecialKeys()
    #expect(keys.parse("{abc}x{def}{abc}").map(\.value) == [0xF004, 0x78, 0xF005, 0xF004])
    #expect(keys.names == ["?", "*", "<", "!", "abc", "def"])
  }

  @Test(
    "literal braces",
    arguments: [
      ("{{}", "{"), ("a{b", "a{b"), ("}a", "}a"), ("あ{{}い", "あ{い"),
    ])
  func literalBraces(_ example: (text: String, parsed: String)) {
    var keys = ChunkSpecialKeys()
    #expect(String(String.UnicodeScalarView(keys.parse(example.text))) == example.parsed)
  }

  @Test("visible text drops special keys only")
  func visibleText() {
    var keys = ChunkSpecialKeys()
    #expect(ChunkSpecialKeys.visibleText(keys.parse("{*}ぁ")) == "ぁ")
    #expect(ChunkSpecialKeys.visibleText(keys.parse("か{!}{?}き")) == "かき")
    #expect(ChunkSpecialKeys.visibleText(keys.parse("")) == "")
  }

  @Test("a leading special key is trimmed, nothing else")
  func trimsLeading() {
    var keys = ChunkSpecialKeys()
    #expect(Array(ChunkSpecialKeys.trimmingLeadingSpecialKey(keys.parse("{!}1")[...])) == ["1"])
    #expect(Array(ChunkSpecialKeys.trimmingLeadingSpecialKey(keys.parse("1{!}")[...])).count == 2)
    #expect(ChunkSpecialKeys.trimmingLeadingSpecialKey([][...]).isEmpty)
  }

  @Test(
    "the visible text of several parts is their scalars' UTF-8 in order, special keys left out, for every UTF-8 length"
  )
  func visibleTextOfParts() {
    let special = ChunkSpecialKeys.internalState
    let parts: [[Unicode.Scalar]] = [
      ["a", "é", special], [], ["か", special, "👍"],
      ["\u{10FFFF}", "\u{7F}", "\u{80}", "\u{7FF}", "\u{800}", "\u{FFFF}"],
    ]
    let expected = "aéか👍\u{10FFFF}\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}"
    let text = ChunkSpecialKeys.visibleText(of: parts)
    #expect(text == expected)
    #expect(Array(text.utf8) == Array(expected.utf8))
    #expect(ChunkSpecialKeys.visibleText(of: []) == "")
    #expect(ChunkSpecialKeys.visibleText(of: [[special]]) == "")
  }
}
