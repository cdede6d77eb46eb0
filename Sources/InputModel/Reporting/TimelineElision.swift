/// How timelines show a long text — `explain`'s text and its HTML alike: only the clusters
/// around the caret, with the number of characters left out on each side, so a timeline of a
/// 10,000-character scenario stays readable (and does not print the whole text for every key).
///
///     a 1,000-character field, caret after "x":  …(940)"…uvwx|yz…"(20)…   (roughly)
///
/// Texts of at most `thresholdCharacters` characters are shown whole, as every bundled
/// scenario's are.
package enum TimelineElision {
  /// Texts longer than this are elided.
  package static let thresholdCharacters = 200
  /// Characters kept on each side of the caret.
  package static let contextCharacters = 40

  /// The field column: the pattern of the kept clusters, quoted, between the elided counts.
  package static func field(_ state: FieldState) -> String {
    guard let cut = window(state) else {
      return FieldPattern.quoted(
        text: state.text, markedRange: state.markedRange, selectedRange: state.selectedRange)
    }
    let pattern = FieldPattern.quoted(
      text: cut.state.text, markedRange: cut.state.markedRange,
      selectedRange: cut.state.selectedRange)
    return marker(cut.before, leading: true) + pattern + marker(cut.after, leading: false)
  }

  /// The clusters of a long field around its caret, as a field state of their own (marked
  /// range and selection clipped to the window and shifted into it), with the number of
  /// characters left out before and after; `nil` when the text is short enough to show whole.
  ///
  ///     1,000 × "a" then "[か|]"  →  state "aaa…a[か|]" (41 clusters), before 960, after 0
  package static func window(_ state: FieldState) -> (state: FieldState, before: Int, after: Int)? {
    guard state.text.utf8.count > thresholdCharacters else { return nil }
    let boundaries = GraphemeBoundaries(state.text)
    guard boundaries.clusterCount > thresholdCharacters else { return nil }
    let window = keptWindow(boundaries, aroundUTF16Offset: state.selectedRange.location)
    func clipped(_ range: UTF16Range) -> UTF16Range {
      let lower = min(max(range.location, window.range.location), window.range.upperBound)
      let upper = min(max(range.upperBound, lower), window.range.upperBound)
      return UTF16Range(location: lower - window.range.location, length: upper - lower)
    }
    var kept = state
    kept.text = slice(state.text, window.range)
    kept.markedRange = state.markedRange.map(clipped).flatMap { $0.isEmpty ? nil : $0 }
    kept.selectedRange = clipped(state.selectedRange)
    return (kept, window.before, window.after)
  }

  /// The clusters of a long `text` around `utf16Offset` (clamped), with the number of
  /// characters left out before and after; `nil` when the text is short enough to show whole.
  package static func window(_ text: String, aroundUTF16Offset utf16Offset: Int)
    -> (text: String, before: Int, after: Int)?
  {
    guard text.utf8.count > thresholdCharacters else { return nil }
    let boundaries = GraphemeBoundaries(text)
    guard boundaries.clusterCount > thresholdCharacters else { return nil }
    let window = keptWindow(boundaries, aroundUTF16Offset: utf16Offset)
    return (slice(text, window.range), window.before, window.after)
  }

  /// A text column or value: quoted whole when short, else the clusters around
  /// `utf16Offset` (clamped) between the elided counts.
  package static func quoted(_ text: String, aroundUTF16Offset utf16Offset: Int) -> String {
    guard let cut = window(text, aroundUTF16Offset: utf16Offset) else { return Quoting.quoted(text) }
    return marker(cut.before, leading: true) + Quoting.quoted(cut.text)
      + marker(cut.after, leading: false)
  }

  /// An event with its long texts elided around `utf16Offset`.
  package static func event(_ event: TraceEvent, aroundUTF16Offset utf16Offset: Int) -> TraceEvent {
    // The event's line quotes its values itself, so the counts go inside the quotes there.
    func cut(_ text: String) -> String {
      guard let cut = window(text, aroundUTF16Offset: utf16Offset) else { return text }
      return marker(cut.before, leading: true) + cut.text + marker(cut.after, leading: false)
    }
    switch event {
    case .bindingWrite(let value, let origin):
      return .bindingWrite(value: cut(value), origin: origin)
    case .renderAssignment(let text, let markedTextBefore, let fate):
      return .renderAssignment(text: cut(text), markedTextBefore: markedTextBefore, fate: fate)
    case .onChange(let old, let new):
      return .onChange(old: cut(old), new: cut(new))
    case .submit(let value):
      return .submit(value: cut(value))
    case .writeNotDisplayed(let bridge, let value):
      return .writeNotDisplayed(bridge: bridge, value: cut(value))
    default:
      return event
    }
  }

  /// A text inside a one-line summary: whole when short, else its first and last
  /// `contextCharacters` characters around an ellipsis, found without walking the text between
  /// them (a summary of 16,000 steps in a long text costs its steps, not steps × text).
  ///
  ///     "ab" → "ab"   ·   4,000 × "A" + "b" → 40 × "A" + "…" + 39 × "A" + "b"
  package static func ends(_ text: String) -> String {
    guard text.utf8.count > thresholdCharacters else { return text }
    let head = text.prefix(contextCharacters)
    let tail = text.suffix(contextCharacters)
    guard head.endIndex < tail.startIndex else { return text }
    return head + "…" + tail
  }

  /// A message line (a violation's): cut in the middle when very long.
  package static func message(_ text: String) -> String {
    let limit = thresholdCharacters * 4
    guard text.count > limit else { return text }
    let head = text.prefix(limit / 2)
    let tail = text.suffix(limit / 2)
    return head + "…(\(text.count - head.count - tail.count) characters)…" + tail
  }

  private static func keptWindow(_ boundaries: GraphemeBoundaries, aroundUTF16Offset utf16Offset: Int)
    -> (range: UTF16Range, before: Int, after: Int)
  {
    let offsets = boundaries.utf16Offsets
    let clusters = offsets.count - 1
    let target = min(max(0, utf16Offset), boundaries.utf16Length)
    var caretCluster = 0
    while caretCluster < clusters && offsets[caretCluster + 1] <= target { caretCluster += 1 }
    let first = max(0, caretCluster - contextCharacters)
    let last = min(clusters, caretCluster + contextCharacters)
    return (UTF16Range(offsets[first]..<offsets[last]), first, clusters - last)
  }

  /// The text of `range` (on cluster boundaries, so on scalar boundaries).
  private static func slice(_ text: String, _ range: UTF16Range) -> String {
    let units = Array(text.utf16)
    return String(decoding: units[range.location..<range.upperBound], as: UTF16.self)
  }

  /// A line (a step as written, a heading, a trace) keeps at most this many characters.
  package static let maxLineCharacters = 400

  /// A long line cut in the middle: its first and last characters, with the count left out.
  ///
  ///     "set \"" + 2,000,000 × "a" + "\"" → "set \"aaa…a…(1999606)…aaa…a\""   (400 characters kept)
  package static func line(_ line: String) -> String {
    guard line.utf8.count > maxLineCharacters else { return line }
    let characters = Array(line)
    guard characters.count > maxLineCharacters else { return line }
    let head = maxLineCharacters * 2 / 3
    let tail = maxLineCharacters - head
    let omitted = characters.count - head - tail
    return String(characters[..<head]) + "…(\(omitted))…" + String(characters[(characters.count - tail)...])
  }

  package static func marker(_ count: Int, leading: Bool) -> String {
    guard count > 0 else { return "" }
    return leading ? "…(\(count))" : "(\(count))…"
  }
}
