import InputSimTestSupport
import Testing

@testable import InputModel

@Suite("TextFieldError: messages")
struct TextFieldErrorTests {
  @Test(
    "each error reads as a sentence naming the range and what it was checked against",
    arguments: [
      (TextFieldError.negativeLength(fieldRange(2, -1)), "Range {2, -1} has a negative length."),
      (
        .rangeOutOfBounds(fieldRange(3, 0), utf16Length: 2),
        "Range {3, 0} is out of bounds: the text is 2 UTF-16 code units long, so offsets must lie in 0…2."
      ),
      (
        .notOnGraphemeBoundary(fieldRange(2, 0), utf16Offset: 2),
        "Range {2, 0} splits a grapheme cluster at UTF-16 offset 2."
      ),
      (
        .selectionOutsideMarkedRange(fieldRange(0, 0), markedRange: fieldRange(1, 2)),
        "Selection {0, 0} lies outside the marked range {1, 2}; while marked text exists the selection must stay inside it."
      ),
      (
        .markedSelectionOutOfBounds(fieldRange(2, 0), markedTextUTF16Length: 1),
        "Selected range {2, 0} is out of bounds of the marked text, which is 1 UTF-16 code units long."
      ),
      (
        .markedSelectionNotOnGraphemeBoundary(fieldRange(1, 0), utf16Offset: 1),
        "Selected range {1, 0} splits a grapheme cluster of the marked text at UTF-16 offset 1."
      ),
      (
        .markedTextJoinsNeighbour(markedRange: fieldRange(1, 1), utf16Offset: 1),
        "The marked text would fuse with its neighbour into one grapheme cluster: marked range {1, 1} would split a cluster at UTF-16 offset 1."
      ),
      (
        .emptyMarkedRange(fieldRange(1, 0)),
        "Marked range {1, 0} is empty; without marked text there is no marked range."
      ),
    ])
  func message(error: TextFieldError, expected: String) {
    #expect(error.description == expected)
  }
}
