/// A line from `mozc_emacs_helper` that is not a reply this driver understands: bad syntax
/// (with the 1-based byte column where reading stopped) or the right syntax in the wrong shape
/// (with the path of the entry, `output.preedit.cursor`). The scenario fails with it; nothing
/// is guessed.
///
///     ((emacs-event-id . 1)(output . ("unterminated
///       →  syntax: unterminated string (column 29 of 41 bytes)
///     ((emacs-event-id . 1)(emacs-session-id . 1)(output . ((preedit . ((cursor . x))))))
///       →  output.preedit.cursor: expected an integer, found x
public enum MozcProtocolError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The bytes are not an S-expression: `reason` at the 1-based byte `column` of `excerpt`.
  case syntax(reason: String, column: Int, excerpt: String)
  /// An entry has the wrong kind of value (`expected` says what was expected).
  case unexpectedValue(path: String, expected: String, found: String)
  /// A required entry is missing.
  case missingEntry(path: String)
  /// A reply grew past `limit` bytes without ending: not a reply of the helper's.
  case replyTooLong(byteCount: Int, limit: Int)

  public var description: String {
    switch self {
    case .syntax(let reason, let column, let excerpt):
      "syntax: \(reason) (column \(column) of \(excerpt.utf8.count) bytes: \(Self.bounded(excerpt)))"
    case .unexpectedValue(let path, let expected, let found):
      "\(path): expected \(expected), found \(Self.bounded(found))"
    case .missingEntry(let path):
      "\(path): missing"
    case .replyTooLong(let count, let limit):
      "a reply of more than \(limit) bytes (\(count) read) without its closing parenthesis"
    }
  }

  /// At most 120 characters of `text`, marked when cut.
  static func bounded(_ text: String) -> String {
    text.count <= 120 ? text : String(text.prefix(120)) + "…"
  }
}
