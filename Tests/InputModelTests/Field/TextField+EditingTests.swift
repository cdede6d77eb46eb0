import InputSimTestSupport
import Testing

@testable import InputModel

@Suite("TextField: setSelection and replace")
struct TextFieldEditingTests {
  @Test(
    "setSelection moves the selection to a valid range",
    arguments: [
      ("ab|c", fieldRange(0, 2), "{ab}c"),
      ("a👍b|", fieldRange(1, 2), "a{👍}b"),
      ("x[わた|]", fieldRange(2, 0), "x[わ|た]"),
      ("x[わた|]", fieldRange(1, 2), "x[{わた}]"),
      ("abc|", fieldRange(0, 0), "|abc"),
    ])
  func setSelection(before: String, range: UTF16Range, after: String) throws {
    let field = try makeField(before)
    try field.setSelection(range)
    #expect(field.notation == after)
  }

  @Test("setSelection records selectionDidChange only when the range differs")
  func setSelectionEvents() throws {
    let field = try makeField("ab|")
    try field.setSelection(fieldRange(2, 0))
    #expect(field.drainEvents() == [])
    try field.setSelection(fieldRange(0, 1))
    #expect(field.drainEvents() == [.selectionDidChange])
  }

  @Test(
    "replace swaps a range for new text and leaves the caret after it",
    arguments: [
      ("ab|c", fieldRange(0, 2), "xyz", "xyz|c"),
      ("{👍}", fieldRange(0, 2), "", "|"),
      ("a|", fieldRange(1, 0), "か\u{3099}", "aか\u{3099}|"),
      ("から[あ|]", fieldRange(0, 2), "唐", "唐|あ"),
      ("🇯🇵🇺🇸|", fieldRange(4, 4), "🇫🇷", "🇯🇵🇫🇷|"),
    ])
  func replace(before: String, range: UTF16Range, replacement: String, after: String) throws {
    let field = try makeField(before)
    try field.replace(range, with: replacement)
    #expect(field.notation == after)
  }

  @Test("replace during a composition commits the marked text first")
  func replaceCommitsFirst() throws {
    let field = try makeField("から[あ|]")
    try field.replace(fieldRange(0, 2), with: "唐")
    #expect(
      field.drainEvents() == [
        .compositionEnd(committedText: "あ"), .textDidChange(.input), .selectionDidChange,
      ])
  }
}
