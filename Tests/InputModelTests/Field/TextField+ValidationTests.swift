import InputSimTestSupport
import Testing

@testable import InputModel

@Suite("TextField: every range argument is validated and a bad one changes nothing")
struct TextFieldValidationTests {
  /// The public operations that take a range of the field's text.
  enum RangeOperation: String, CaseIterable, Sendable {
    case setSelection
    case replace
    case insertTextReplacementRange
    case setMarkedTextReplacementRange

    func apply(_ range: UTF16Range, to field: TextField) throws(TextFieldError) {
      switch self {
      case .setSelection: try field.setSelection(range)
      case .replace: try field.replace(range, with: "x")
      case .insertTextReplacementRange: try field.insertText("x", replacementRange: range)
      case .setMarkedTextReplacementRange:
        try field.setMarkedText("x", selectedRange: fieldRange(1, 0), replacementRange: range)
      }
    }
  }

  struct BadRange: CustomTestStringConvertible, Sendable {
    var name: String
    var field: String
    var range: UTF16Range
    var error: TextFieldError
    var testDescription: String { "\(name): \"\(field)\" \(range)" }
  }

  static let badRanges: [BadRange] = [
    BadRange(
      name: "past the end", field: "ab|", range: fieldRange(3, 0),
      error: .rangeOutOfBounds(fieldRange(3, 0), utf16Length: 2)),
    BadRange(
      name: "end past the end", field: "ab|", range: fieldRange(1, 2),
      error: .rangeOutOfBounds(fieldRange(1, 2), utf16Length: 2)),
    BadRange(
      name: "negative location", field: "ab|", range: fieldRange(-1, 1),
      error: .rangeOutOfBounds(fieldRange(-1, 1), utf16Length: 2)),
    BadRange(
      name: "negative length", field: "ab|", range: fieldRange(2, -1),
      error: .negativeLength(fieldRange(2, -1))),
    BadRange(
      name: "splits a surrogate pair", field: "a👍|", range: fieldRange(2, 0),
      error: .notOnGraphemeBoundary(fieldRange(2, 0), utf16Offset: 2)),
    BadRange(
      name: "ends inside a surrogate pair", field: "a👍|", range: fieldRange(0, 2),
      error: .notOnGraphemeBoundary(fieldRange(0, 2), utf16Offset: 2)),
    BadRange(
      name: "splits か from U+3099", field: "か\u{3099}|", range: fieldRange(1, 1),
      error: .notOnGraphemeBoundary(fieldRange(1, 1), utf16Offset: 1)),
    BadRange(
      name: "splits a family emoji", field: "👨‍👩‍👧|", range: fieldRange(0, 3),
      error: .notOnGraphemeBoundary(fieldRange(0, 3), utf16Offset: 3)),
    BadRange(
      name: "splits a flag", field: "🇯🇵|", range: fieldRange(2, 2),
      error: .notOnGraphemeBoundary(fieldRange(2, 2), utf16Offset: 2)),
  ]

  @Test(
    "a bad range throws the exact error and leaves the field unchanged",
    arguments: RangeOperation.allCases, badRanges)
  func badRange(operation: RangeOperation, example: BadRange) throws {
    let field = try makeField(example.field)
    let before = field.state
    #expect(throws: example.error) { try operation.apply(example.range, to: field) }
    #expect(field.state == before)
    #expect(field.pendingEvents == [])
  }

  @Test(
    "while composing, a selection outside the marked range is refused",
    arguments: [fieldRange(0, 0), fieldRange(0, 2), fieldRange(4, 0), fieldRange(2, 2)])
  func selectionOutsideMarkedRange(range: UTF16Range) throws {
    let field = try makeField("x[わた|]y")
    #expect(
      throws: TextFieldError.selectionOutsideMarkedRange(range, markedRange: fieldRange(1, 2))
    ) {
      try field.setSelection(range)
    }
    #expect(field.notation == "x[わた|]y")
    #expect(field.pendingEvents == [])
  }
}
