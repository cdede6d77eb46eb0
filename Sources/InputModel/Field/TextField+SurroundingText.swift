/// The text before the caret that the platform reports to the input method (`surrounding-text=`,
/// GTK's surrounding text), kept after every operation, so that what a key's engine reads is
/// what the platform had told it when the key came.
///
///     keyboard-edits, "、|", the page assigns "ああ"  →  still reports "、"
///     reset-on-write, "、|", the page assigns "xx、"  →  reports "" (the context was reset)
///     either, "あ[え|]"                              →  reports "あ" (marked text left out)
extension TextField {
  /// How much of the text before the caret is kept: enough for an engine that compares it with
  /// its last commit (Mozc), without copying a long text at every key.
  static let surroundingTextLimit = 128

  public func surroundingText(beforeCaretUpTo maxUTF16Length: Int) -> String? {
    guard surroundingText != .none else { return nil }
    let report = reportedTextBeforeCaret
    let excess = report.utf16.count - max(0, maxUTF16Length)
    guard excess > 0 else { return report }
    // Cut on a character boundary: drop whole characters until it fits.
    var start = report.startIndex
    var dropped = 0
    while dropped < excess, start < report.endIndex {
      let next = report.index(after: start)
      dropped += report.utf16.distance(from: start, to: next)
      start = next
    }
    return String(report[start...])
  }

  /// After an operation: the keyboard's and the person's edits are reported as they leave the
  /// text; a page's write (`.assignment`) is not (`keyboard-edits`), or resets the engine's
  /// context when it changed the text (`reset-on-write`: an empty report).
  func updateReportedTextBeforeCaret(source: TextChangeSource, textChanged: Bool) {
    guard source == .assignment else {
      reportedTextBeforeCaret = textBeforeCaret()
      return
    }
    if surroundingText == .resetOnWrite && textChanged { reportedTextBeforeCaret = "" }
  }

  /// The last `surroundingTextLimit` UTF-16 units (on a character boundary) before the marked
  /// text, or before the selection when nothing is marked.
  func textBeforeCaret() -> String {
    let end = markedRange?.location ?? selectedRange.location
    var start = max(0, end - Self.surroundingTextLimit)
    if !graphemeBoundaries.isBoundary(start) { start = graphemeBoundaries.boundary(after: start) ?? end }
    return slice(UTF16Range(location: start, length: max(0, end - start)))
  }
}
