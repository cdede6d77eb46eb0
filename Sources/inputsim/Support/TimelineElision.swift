import InputModel

/// How `explain` shows a long text: only the clusters around the caret, with the number of
/// characters left out on each side, so a timeline of a 10,000-character scenario stays
/// readable (and does not print the whole text for every key).
///
///     a 1,000-character field, caret after "x":  …(940)"…uvwx|yz…"(20)…   (roughly)
///
/// Texts of at most `thresholdCharacters` characters are shown whole, as every bundled
/// scenario's are.
enum TimelineElision {
  /// Texts longer than this are elided.
  static let thresholdCharacters = 200
  /// Characters kept on each side of the caret.
  static let contextCharacters = 40

  /// The field column: the pattern of the kept clusters, quoted, between the elided counts.
  static func field(_ state: FieldState) -> String {
    let boundaries = GraphemeBoundaries(state.text)
    guard boundaries.clusterCount > thresholdCharacters else {
      return FieldPattern.quoted(
        text: state.text, markedRange: state.markedRange, selectedRange: state.selectedRange)
    }
    let window = keptWindow(boundaries, aroundUTF16Offset: state.selectedRange.location)
    func clipped(_ range: UTF16Range) -> UTF16Range {
      let lower = min(max(range.location, window.range.location), window.range.upperBound)
      let upper = min(max(range.upperBound, lower), window.range.upperBound)
      return UTF16Range(location: lower - window.range.location, length: upper - lower)
    }
    let marked = state.markedRange.map(clipped).flatMap { $0.isEmpty ? nil : $0 }
    let pattern = FieldPattern.quoted(
      text: slice(state.text, window.range), markedRange: marked,
      selectedRange: clipped(state.selectedRange))
    return marker(window.before, leading: true) + pattern
      + marker(window.after, leading: false)
  }

  /// A text column or value: quoted whole when short, else the clusters around
  /// `utf16Offset` (clamped) between the elided counts.
  static func quoted(_ text: String, aroundUTF16Offset utf16Offset: Int) -> String {
    guard text.utf8.count > thresholdCharacters else { return Quoting.quoted(text) }
    let boundaries = GraphemeBoundaries(text)
    guard boundaries.clusterCount > thresholdCharacters else { return Quoting.quoted(text) }
    let window = keptWindow(boundaries, aroundUTF16Offset: utf16Offset)
    return marker(window.before, leading: true) + Quoting.quoted(slice(text, window.range))
      + marker(window.after, leading: false)
  }

  /// An event with its long texts elided around `utf16Offset`.
  static func event(_ event: TraceEvent, aroundUTF16Offset utf16Offset: Int) -> TraceEvent {
    // The event's line quotes its values itself, so the counts go inside the quotes there.
    func cut(_ text: String) -> String {
      guard text.utf8.count > thresholdCharacters else { return text }
      let boundaries = GraphemeBoundaries(text)
      guard boundaries.clusterCount > thresholdCharacters else { return text }
      let window = keptWindow(boundaries, aroundUTF16Offset: utf16Offset)
      return marker(window.before, leading: true) + slice(text, window.range)
        + marker(window.after, leading: false)
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
    default:
      return event
    }
  }

  /// A message line (a violation's): cut in the middle when very long.
  static func message(_ text: String) -> String {
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

  private static func marker(_ count: Int, leading: Bool) -> String {
    guard count > 0 else { return "" }
    return leading ? "…(\(count))" : "(\(count))…"
  }
}
