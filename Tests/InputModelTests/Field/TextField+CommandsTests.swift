import InputSimTestSupport
import Testing

@testable import InputModel

@Suite("TextField: passthrough commands of a single-line field")
struct TextFieldCommandsTests {
  @Test(
    "caret moves go by whole clusters and collapse a selection to its edge",
    arguments: [
      ("a👍|", EditingCommand.moveLeft, "a|👍"),
      ("a|👍", .moveRight, "a👍|"),
      ("x👨‍👩‍👧|", .moveLeft, "x|👨‍👩‍👧"),
      ("|か\u{3099}", .moveRight, "か\u{3099}|"),
      ("|ab", .moveLeft, "|ab"),
      ("ab|", .moveRight, "ab|"),
      ("a{bc}d", .moveLeft, "a|bcd"),
      ("a{bc}d", .moveRight, "abc|d"),
      ("ab|c", .moveUp, "|abc"),
      ("a|bc", .moveDown, "abc|"),
      ("ab|c", .moveLeftAndModifySelection, "a{b}c"),
      ("a|bc", .moveRightAndModifySelection, "a{b}c"),
      ("🇯🇵|", .moveLeftAndModifySelection, "{🇯🇵}"),
      ("|ab", .moveLeftAndModifySelection, "|ab"),
    ])
  func caretMoves(before: String, command: EditingCommand, after: String) throws {
    let field = try makeField(before)
    field.doCommand(command)
    #expect(field.notation == after)
  }

  @Test(
    "while composing, caret moves stay inside the marked range",
    arguments: [
      ("x[|わた]", EditingCommand.moveLeft, "x[|わた]"),
      ("x[わ|た]", .moveLeft, "x[|わた]"),
      ("[わた|]y", .moveRight, "[わた|]y"),
      ("x[わ|た]", .moveUp, "x[|わた]"),
      ("x[わ|た]", .moveDown, "x[わた|]"),
      ("x[|わ]", .moveLeftAndModifySelection, "x[|わ]"),
      ("x[わ|た]y", .moveRightAndModifySelection, "x[わ{た}]y"),
    ])
  func caretMovesWhileComposing(before: String, command: EditingCommand, after: String) throws {
    let field = try makeField(before)
    field.doCommand(command)
    #expect(field.notation == after)
    #expect(field.rangeViolations.isEmpty)
  }

  @Test("extending a selection moves its active end; the anchor stays")
  func extendSelectionBothWays() throws {
    let field = try makeField("ab|c")
    var seen: [String] = []
    for command in [
      EditingCommand.moveLeftAndModifySelection, .moveLeftAndModifySelection,
      .moveRightAndModifySelection,
      .moveRightAndModifySelection, .moveRightAndModifySelection,
    ] {
      field.doCommand(command)
      seen.append(field.notation)
    }
    #expect(seen == ["a{b}c", "{ab}c", "a{b}c", "ab|c", "ab{c}"])
  }

  @Test(
    "return, tab and escape only record their event",
    arguments: [
      (EditingCommand.insertNewline, FieldEvent.returnKey), (.insertTab, .tab),
      (.cancelOperation, .cancel),
    ])
  func passthroughEvents(command: EditingCommand, event: FieldEvent) throws {
    let field = try makeField("[わ|]")
    field.doCommand(command)
    #expect(field.notation == "[わ|]")
    #expect(field.drainEvents() == [event])
  }

  @Test("a caret move records selectionDidChange only when the caret moved")
  func moveEvents() throws {
    let field = try makeField("a|b")
    field.doCommand(.moveLeft)
    #expect(field.drainEvents() == [.selectionDidChange])
    field.doCommand(.moveLeft)
    #expect(field.drainEvents() == [])
  }
}
