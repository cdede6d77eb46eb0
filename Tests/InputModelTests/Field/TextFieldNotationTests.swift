import InputSimTestSupport
import Testing

@testable import InputModel

@Suite("Field notation used by the field tests")
struct TextFieldNotationTests {
  @Test(
    "parses text, marked range and selection in UTF-16 offsets",
    arguments: [
      (
        "わ[か|]",
        FieldState(text: "わか", selectedRange: fieldRange(2, 0), markedRange: fieldRange(1, 1))
      ),
      ("a{👍}b", FieldState(text: "a👍b", selectedRange: fieldRange(1, 2), markedRange: nil)),
      (
        "[{わた}]",
        FieldState(text: "わた", selectedRange: fieldRange(0, 2), markedRange: fieldRange(0, 2))
      ),
      ("abc", FieldState(text: "abc", selectedRange: fieldRange(3, 0), markedRange: nil)),
      ("a\\|b|", FieldState(text: "a|b", selectedRange: fieldRange(3, 0), markedRange: nil)),
    ])
  func parses(notation: String, expected: FieldState) throws {
    #expect(try TextFieldNotation.parse(notation) == expected)
  }

  @Test(
    "renders back what it parsed",
    arguments: ["|", "わ[か|]", "[|わ]", "a{👍}b", "[{わた}]", "x[わ{た}]", "a\\[b|", "👨‍👩‍👧|"])
  func roundTrips(notation: String) throws {
    #expect(TextFieldNotation.render(try TextFieldNotation.parse(notation)) == notation)
  }

  @Test("rejects unbalanced markers", arguments: ["[a|", "a]|", "{a", "|a|", "a\\"])
  func rejectsMalformed(notation: String) {
    #expect(throws: TextFieldNotation.Malformed.self) { try TextFieldNotation.parse(notation) }
  }
}
