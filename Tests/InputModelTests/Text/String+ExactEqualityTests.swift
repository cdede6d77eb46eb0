import Testing

@testable import InputModel

@Suite("String: byte-exact equality")
struct StringExactEqualityTests {
  @Test(
    "equal bytes, not canonical equivalence",
    arguments: [
      ("", "", true), ("abc", "abc", true), ("かな漢字", "かな漢字", true),
      ("é", "e\u{301}", false), ("Å", "\u{212B}", false), ("abc", "abd", false), ("ab", "abc", false),
      (String(repeating: "わ", count: 40), String(repeating: "わ", count: 40), true),
    ])
  func equality(lhs: String, rhs: String, expected: Bool) {
    #expect(lhs.hasSameUTF8(as: rhs) == expected)
    #expect(rhs.hasSameUTF8(as: lhs) == expected)
  }

  @Test("a string shares its storage with its copy")
  func sharedStorage() {
    let text = String(repeating: "わた", count: 30)
    let copy = text
    #expect(text.hasSameUTF8(as: copy))
  }
}
