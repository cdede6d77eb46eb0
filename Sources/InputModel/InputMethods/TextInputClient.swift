/// The text-input contract an input method drives: the vocabulary of UIKit's `UITextInput`
/// and AppKit's `NSTextInputClient`, with UTF-16 ranges.
///
/// `TextField` conforms; users can conform their own models to drive them with the built-in
/// input methods. A command the client refuses throws `TextFieldError` and changes nothing;
/// the keyboard then reports it as `InputMethodError.field`.
public protocol TextInputClient: AnyObject {
  /// The whole text, marked text included.
  var text: String { get }
  /// The selection (a caret when empty), in UTF-16 offsets of `text`.
  var selectedRange: UTF16Range { get }
  /// The marked text's range in `text`, or `nil` when nothing is marked.
  var markedRange: UTF16Range? { get }

  /// Replaces the marked text (or, with none, the selection) by `markedText` and marks it.
  ///
  /// `selectedRange` is relative to `markedText`; `replacementRange`, when given, is the
  /// range of `text` to replace instead.
  ///
  ///     "わ|"  setMarkedText("か", selectedRange: {1, 0})  →  "わ[か|]"
  ///     "[か|]" setMarkedText("かn", selectedRange: {2, 0}) →  "[かn|]"
  func setMarkedText(_ markedText: String, selectedRange: UTF16Range, replacementRange: UTF16Range?)
    throws(TextFieldError)

  /// Inserts `text`, replacing the marked text if any (this commits), else the selection.
  ///
  ///     "[きょう|]"  insertText("今日")  →  "今日|"
  func insertText(_ text: String, replacementRange: UTF16Range?) throws(TextFieldError)

  /// Commits the marked text as it is. Does nothing without marked text.
  ///
  ///     "[わた|]"  unmarkText()  →  "わた|"
  func unmarkText()

  /// Deletes the selection, or the grapheme cluster before the caret.
  ///
  ///     "わた|"  deleteBackward()  →  "わ|"
  func deleteBackward()

  /// A key the input method did not consume: return, arrows, tab, escape, forward delete.
  func doCommand(_ command: EditingCommand)

  /// The text before the caret that the platform reports to the input method before a key
  /// (GTK's surrounding text: `surrounding-text=`), marked text left out, its last
  /// `maxUTF16Length` units at most (cut on a character boundary); `nil` where the platform
  /// reports none. An empty report also stands for a context the platform reset. The default
  /// reports none.
  ///
  ///     "、[え|]", keyboard-edits  surroundingText(beforeCaretUpTo: 8)  →  "、"
  ///     "、[え|]", none                                               →  nil
  func surroundingText(beforeCaretUpTo maxUTF16Length: Int) -> String?
}

extension TextInputClient {
  public func surroundingText(beforeCaretUpTo maxUTF16Length: Int) -> String? { nil }
}

/// Commands an input method passes through to the client when it has no use for a key
/// (NSTextInputClient's `doCommand(by:)` selectors).
public enum EditingCommand: String, Hashable, Sendable, CaseIterable {
  case insertNewline
  case insertTab
  case cancelOperation
  case deleteForward
  case moveLeft
  case moveRight
  case moveUp
  case moveDown
  case moveLeftAndModifySelection
  case moveRightAndModifySelection
}
