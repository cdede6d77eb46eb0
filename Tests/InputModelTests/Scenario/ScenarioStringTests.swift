import Testing

@testable import InputModel

@Suite("Scenario strings")
struct ScenarioStringTests {
  @Test(
    "escapes decode",
    arguments: [
      (#"plain"#, "plain"),
      (#"say \"hi\""#, "say \"hi\""),
      (#"back\\slash"#, "back\\slash"),
      (#"a\nb\tc"#, "a\nb\tc"),
      (#"\u{3042}\u{1F44D}"#, "あ👍"),
      (#"\u{0}"#, "\u{0}"),
      (#"\u{10FFFF}"#, "\u{10FFFF}"),
      (#"\u{00000A}"#, "\n"),
      (#"か\u{3099}"#, "か\u{3099}"),
    ])
  func decodes(_ body: String, _ expected: String) throws {
    #expect(try ScenarioString.decode(body).get() == expected)
  }

  @Test(
    "bad escapes name the byte at fault",
    arguments: [
      (#"ab\q"#, 2, #"unknown escape '\q'; allowed: \" \\ \n \t \u{…}"#),
      (#"\わ"#, 0, #"unknown escape '\わ'; allowed: \" \\ \n \t \u{…}"#),
      (
        #"\u3042"#, 2, #"expected '{' after '\u', found '3'; write \u{XXXX} with 1 to 6 hex digits"#
      ),
      (#"\u{}"#, 3, #"'\u{}' needs 1 to 6 hex digits"#),
      (#"\u{1234567}"#, 9, #"too many hex digits in '\u{…}'; at most 6"#),
      (#"\u{12g}"#, 5, #"expected a hex digit or '}' in '\u{…}', found 'g'"#),
      (
        #"x\u{D800}"#, 1,
        #"'\u{D800}' is not a Unicode scalar value (surrogates D800-DFFF and values above 10FFFF are not)"#
      ),
      (
        #"\u{110000}"#, 0,
        #"'\u{110000}' is not a Unicode scalar value (surrogates D800-DFFF and values above 10FFFF are not)"#
      ),
      (
        #"a\[b"#, 1,
        #"escape '\[' is only for 'expect field' patterns; allowed here: \" \\ \n \t \u{…}"#
      ),
      (#"abc\"#, 3, #"'\' at the end of the text escapes nothing; write '\\' for a backslash"#),
      (#"\u{12"#, 0, #"'\u{…}' is not closed at the end of the text; add '}'"#),
      ("a\u{7}", 1, #"control character U+0007 is not allowed; inside a string write it as \u{7}"#),
    ])
  func reportsBadEscapes(_ body: String, _ offset: Int, _ message: String) {
    #expect(
      ScenarioString.decode(body)
        == .failure(ScenarioString.EscapeError(utf8Offset: offset, message: message)))
  }

  @Test(
    "quoting produces a literal that decodes back",
    arguments: [
      "", "plain", "say \"hi\"", "a\\b", "line\nbreak\ttab", "nul\u{0}del\u{7F}", "わ👍[|]{}",
    ])
  func quotedRoundTrips(_ text: String) throws {
    let literal = ScenarioString.quoted(text)
    #expect(literal.hasPrefix("\"") && literal.hasSuffix("\""))
    let body = String(literal.dropFirst().dropLast())
    #expect(try ScenarioString.decode(body).get() == text)
  }

  @Test("quoting writes control characters as escapes")
  func quotedForm() {
    #expect(ScenarioString.quoted("a\"b\\c\nd\te\u{0}") == #""a\"b\\c\nd\te\u{0}""#)
  }
}
