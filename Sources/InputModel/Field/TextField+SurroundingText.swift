/// The text before the caret that the platform reports to the input method (`surrounding-text=`,
/// GTK's surrounding text). It follows the text, read when a key's engine asks, except after a
/// page's write: then it is what the platform reported before the write (`keyboard-edits`) or
/// empty (`reset-on-write`), until the next edit that is not the page's. Nothing is copied at a
/// keystroke; a write keeps one bounded tail.
///
///     keyboard-edits, "、|", the page assigns "ああ"  →  still reports "、"
///     reset-on-write, "、|", the page assigns "xx、"  →  reports "" (the context was reset)
///     either, "あ[え|]"                              →  reports "あ" (marked text left out)
extension TextField {
  /// The most of the text before the caret a report holds: enough for an engine that compares
  /// it with its last commit (Mozc), without copying a long text.
  static let surroundingTextLimit = 128

  public func surroundingText(beforeCaretUpTo maxUTF16Length: Int) -> String? {
    guard surroundingText != .none else { return nil }
    let limit = min(max(0, maxUTF16Length), Self.surroundingTextLimit)
    guard let held = reportSinceWrite else { return textBeforeCaret(upTo: limit) }
    let excess = held.utf16.count - limit
    guard excess > 0 else { return held }
    // Cut on a character boundary: drop whole characters until it fits.
    var start = held.startIndex
    var dropped = 0
    while dropped < excess, start < held.endIndex {
      let next = held.index(after: start)
      dropped += held.utf16.distance(from: start, to: next)
      start = next
    }
    return String(held[start...])
  }

  /// Before the page's write: under `keyboard-edits` the platform goes on reporting the text as
  /// it is now (kept unless a report is already held).
  func reportWillMissWrite() {
    guard surroundingText == .keyboardEdits, reportSinceWrite == nil else { return }
    reportSinceWrite = textBeforeCaret(upTo: Self.surroundingTextLimit)
  }

  /// After an operation: an edit that is not the page's makes the report follow the text again;
  /// the page's write that changed the text resets the engine's context under `reset-on-write`.
  func reportDidFollow(source: TextChangeSource, textChanged: Bool) {
    guard source == .assignment else {
      reportSinceWrite = nil
      return
    }
    if surroundingText == .resetOnWrite && textChanged { reportSinceWrite = "" }
  }

  /// The last `maxUTF16Length` UTF-16 units (on a character boundary) before the marked text,
  /// or before the selection when nothing is marked.
  func textBeforeCaret(upTo maxUTF16Length: Int) -> String {
    let end = markedRange?.location ?? selectedRange.location
    var start = max(0, end - maxUTF16Length)
    if !graphemeBoundaries.isBoundary(start) { start = graphemeBoundaries.boundary(after: start) ?? end }
    return slice(UTF16Range(location: start, length: max(0, end - start)))
  }
}
