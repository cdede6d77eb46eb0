/// A snapshot of a text field: the text and its two ranges, all in UTF-16 offsets.
///
/// Scenario files write it as one string: `[ ]` marks the marked text, `|` the caret and
/// `{ }` a selection, so `"わ[か|]"` is the text "わか" with "か" marked and the caret after it.
public struct FieldState: Equatable, Sendable {
  /// The whole text, marked text included.
  public var text: String
  /// The selection, a caret when empty, in UTF-16 offsets of `text`.
  public var selectedRange: UTF16Range
  /// The marked text's range in `text`, or `nil` when nothing is marked.
  public var markedRange: UTF16Range?

  /// A state; with no selection given, the caret sits at the end of `text`.
  public init(text: String = "", selectedRange: UTF16Range? = nil, markedRange: UTF16Range? = nil) {
    self.text = text
    self.selectedRange = selectedRange ?? .caret(at: text.utf16.count)
    self.markedRange = markedRange
  }
}

extension FieldState {
  /// The text without its marked part: what has been committed.
  ///
  ///     "今日は[い|]"  →  "今日は"
  ///     "わた|"        →  "わた"
  public var committedText: String {
    guard let markedRange, markedRange.upperBound <= text.utf16.count else { return text }
    let before = text.substring(utf16Range: UTF16Range(location: 0, length: markedRange.location))
    let after = text.substring(
      utf16Range: UTF16Range(
        location: markedRange.upperBound, length: text.utf16.count - markedRange.upperBound))
    return before + after
  }
}
