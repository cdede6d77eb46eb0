/// The state of a text field written as one string, as `expect field` and failure output
/// show it: the text, `[ ]` around the marked text, `|` for the caret or `{ }` around the
/// selection. A backslash makes a bracket, brace, bar or backslash literal.
///
///     "わた[し|]"      text "わたし", marked {2, 1}, caret at 3
///     "{hello} world"  text "hello world", selection {0, 5}
///     "a\|b|"          text "a|b", caret at 3
///
/// Ranges are UTF-16 offsets, as the field's. A pattern has exactly one caret or one
/// selection, and at most one marked range; when both a marked range and a selection are
/// present, one contains the other.
public struct FieldPattern: Hashable, Sendable, CustomStringConvertible {
  /// The whole text, marked text included.
  public var text: String
  /// The marked text's range, `nil` when nothing is marked.
  public var markedRange: UTF16Range?
  /// The selection; empty for a caret.
  public var selectedRange: UTF16Range

  public init(text: String, markedRange: UTF16Range? = nil, selectedRange: UTF16Range) {
    self.text = text
    self.markedRange = markedRange
    self.selectedRange = selectedRange
  }

  /// The pattern in its notation (without surrounding quotes).
  public var description: String {
    Self.render(text: text, markedRange: markedRange, selectedRange: selectedRange)
  }
}
