import InputSimTestSupport
import Testing

@testable import InputModel

@Suite("TextField: the range invariant")
struct TextFieldInvariantsTests {
  @Test("a whole editing session keeps the ranges consistent after every step")
  func sessionStaysConsistent() throws {
    let field = TextField()
    let steps: [(TextField) throws -> Void] = [
      { $0.focus() },
      { try $0.setMarkedText("か", selectedRange: fieldRange(1, 0), replacementRange: nil) },
      { try $0.setMarkedText("か\u{3099}", selectedRange: fieldRange(2, 0), replacementRange: nil) },
      { $0.doCommand(.moveLeft) },
      { $0.doCommand(.moveRightAndModifySelection) },
      { try $0.insertText("蛾", replacementRange: nil) },
      { try $0.replace(fieldRange(0, 0), with: "👨‍👩‍👧") },
      { $0.doCommand(.moveLeftAndModifySelection) },
      { $0.deleteBackward() },
      { $0.assignText("🇯🇵", markedTextPolicy: .replaceAndKeepMarked) },
      { $0.blur(markedTextOnFocusLoss: .commit) },
    ]
    for step in steps {
      try step(field)
      #expect(field.rangeViolations == [], "after \(field.notation)")
      #expect(field.graphemeBoundaries == GraphemeBoundaries(field.text))
    }
    #expect(field.notation == "🇯🇵|")
  }

  @Test("rangeViolations lists every broken rule of a corrupted state")
  func reportsViolations() throws {
    let field = try makeField("a👍b|")
    field.mark(fieldRange(0, 2))
    field.select(fieldRange(4, 0))
    #expect(
      field.rangeViolations == [
        .notOnGraphemeBoundary(fieldRange(0, 2), utf16Offset: 2),
        .selectionOutsideMarkedRange(fieldRange(4, 0), markedRange: fieldRange(0, 2)),
      ])
    field.select(fieldRange(5, 0))
    #expect(field.rangeViolations.first == .rangeOutOfBounds(fieldRange(5, 0), utf16Length: 4))
  }
}
