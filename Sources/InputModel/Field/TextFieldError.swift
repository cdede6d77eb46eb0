/// A range given to a text field that the field refuses. The field is unchanged when one is
/// thrown. Each case names the offending range and the fact it was checked against.
public enum TextFieldError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A range with a negative length.
  case negativeLength(UTF16Range)
  /// A range that starts before 0 or ends past the text.
  case rangeOutOfBounds(UTF16Range, utf16Length: Int)
  /// A range whose start or end falls inside a grapheme cluster (ICU boundaries), e.g.
  /// between the halves of "👍" or between か and U+3099.
  case notOnGraphemeBoundary(UTF16Range, utf16Offset: Int)
  /// While marked text exists, a selection that leaves the marked range.
  case selectionOutsideMarkedRange(UTF16Range, markedRange: UTF16Range)
  /// `setMarkedText`'s `selectedRange` (relative to the marked text) leaves the marked text.
  case markedSelectionOutOfBounds(UTF16Range, markedTextUTF16Length: Int)
  /// `setMarkedText`'s `selectedRange` splits a grapheme cluster of the marked text.
  case markedSelectionNotOnGraphemeBoundary(UTF16Range, utf16Offset: Int)
  /// The marked text would fuse with the text around it into one grapheme cluster (a leading
  /// combining mark, a trailing zero-width joiner), so its range would split a cluster.
  case markedTextJoinsNeighbour(markedRange: UTF16Range, utf16Offset: Int)
  /// A marked range of length 0; a field without marked text has no marked range at all.
  case emptyMarkedRange(UTF16Range)

  public var description: String {
    switch self {
    case .negativeLength(let range):
      return "Range \(range) has a negative length."
    case .rangeOutOfBounds(let range, let utf16Length):
      return "Range \(range) is out of bounds: the text is \(utf16Length) UTF-16 code units long, "
        + "so offsets must lie in 0…\(utf16Length)."
    case .notOnGraphemeBoundary(let range, let utf16Offset):
      return "Range \(range) splits a grapheme cluster at UTF-16 offset \(utf16Offset)."
    case .selectionOutsideMarkedRange(let range, let markedRange):
      return "Selection \(range) lies outside the marked range \(markedRange); "
        + "while marked text exists the selection must stay inside it."
    case .markedSelectionOutOfBounds(let range, let markedTextUTF16Length):
      return "Selected range \(range) is out of bounds of the marked text, which is "
        + "\(markedTextUTF16Length) UTF-16 code units long."
    case .markedSelectionNotOnGraphemeBoundary(let range, let utf16Offset):
      return "Selected range \(range) splits a grapheme cluster of the marked text "
        + "at UTF-16 offset \(utf16Offset)."
    case .markedTextJoinsNeighbour(let markedRange, let utf16Offset):
      return "The marked text would fuse with its neighbour into one grapheme cluster: "
        + "marked range \(markedRange) would split a cluster at UTF-16 offset \(utf16Offset)."
    case .emptyMarkedRange(let range):
      return "Marked range \(range) is empty; without marked text there is no marked range."
    }
  }
}
