/// The successive values of one text (a long step's binding writes), each given as a change
/// from the one before, shown as `TimelineElision` shows a text: the clusters around one
/// caret between the counts left out — without making, copying or segmenting the whole text
/// per value.
///
/// The text is kept in a `TextField` of its own, which already keeps its bytes in a gap buffer
/// and its grapheme boundaries up to date around each edit (ICU over the edit and its
/// neighbouring clusters only), so a value costs its change, the move of the gap and the
/// window around the caret.
///
///     var values = ElidedTextSequence(String(repeating: "a", count: 1_000))
///     values.apply(TextDelta(prefixUTF8Count: 1_000, suffixUTF8Count: 0, middle: Array("b".utf8)))
///     values.elided(aroundUTF16Offset: 1_001)   // "…(960)aaa…ab"  (41 clusters kept)
final class ElidedTextSequence {
  private let field: TextField

  /// A sequence whose first value is `text`.
  init(_ text: String) {
    TextWork.current?.elidedValueBytesLoaded += text.utf8.count
    field = TextField(text: text)
    field.recordsEvents = false
  }

  /// Moves to the next value: the bytes of the current one between `delta`'s common prefix and
  /// suffix become `delta.middle`.
  func apply(_ delta: TextDelta) {
    // Read through `field` (a local copy of the buffer would make the splice copy it).
    let count = field.buffer.count
    var lowerUTF8 = min(delta.prefixUTF8Count, count)
    var upperUTF8 = max(lowerUTF8, count - delta.suffixUTF8Count)
    // Common bytes can end inside a scalar ("é" and "ê" share their lead byte): widen to the
    // scalars' ends, taking their bytes into the replacement.
    var middle = delta.middle
    var leading: [UInt8] = []
    while lowerUTF8 > 0 && lowerUTF8 < count && field.buffer[lowerUTF8] & 0xC0 == 0x80 {
      lowerUTF8 -= 1
      leading.append(field.buffer[lowerUTF8])
    }
    while upperUTF8 < count && field.buffer[upperUTF8] & 0xC0 == 0x80 {
      middle.append(field.buffer[upperUTF8])
      upperUTF8 += 1
    }
    if !leading.isEmpty { middle.insert(contentsOf: leading.reversed(), at: 0) }
    let lower = field.utf16Offset(ofUTF8Offset: lowerUTF8)
    let upper = field.utf16Offset(ofUTF8Offset: upperUTF8)
    field.spliceText(in: UTF16Range(lower..<upper), with: String(decoding: middle, as: UTF8.self))
  }

  /// The current value.
  var text: String { field.text }

  /// The current value as `TimelineElision.event` writes a value inside its quotes: whole when
  /// short, else the clusters around `utf16Offset` (clamped) between the counts left out.
  func elided(aroundUTF16Offset utf16Offset: Int) -> String {
    guard let cut = window(aroundUTF16Offset: utf16Offset) else { return field.text }
    return TimelineElision.marker(cut.before, leading: true) + cut.text
      + TimelineElision.marker(cut.after, leading: false)
  }

  /// `TimelineElision.window(_:aroundUTF16Offset:)` of the current value.
  func window(aroundUTF16Offset utf16Offset: Int) -> (text: String, before: Int, after: Int)? {
    guard let cut = windowRange(aroundUTF16Offset: utf16Offset) else { return nil }
    return (field.slice(cut.range), cut.before, cut.after)
  }

  /// `TimelineElision.field` of the current value with `selectedRange` and `markedRange`.
  func fieldColumn(selectedRange: UTF16Range, markedRange: UTF16Range?) -> String {
    guard let cut = windowRange(aroundUTF16Offset: selectedRange.location) else {
      return FieldPattern.quoted(text: field.text, markedRange: markedRange, selectedRange: selectedRange)
    }
    let window = cut.range
    func clipped(_ range: UTF16Range) -> UTF16Range {
      let lower = min(max(range.location, window.location), window.upperBound)
      let upper = min(max(range.upperBound, lower), window.upperBound)
      return UTF16Range(location: lower - window.location, length: upper - lower)
    }
    let pattern = FieldPattern.quoted(
      text: field.slice(window), markedRange: markedRange.map(clipped).flatMap { $0.isEmpty ? nil : $0 },
      selectedRange: clipped(selectedRange))
    return TimelineElision.marker(cut.before, leading: true) + pattern
      + TimelineElision.marker(cut.after, leading: false)
  }

  /// `TimelineElision.quoted` of the current value.
  func quotedColumn(aroundUTF16Offset utf16Offset: Int) -> String {
    guard let cut = window(aroundUTF16Offset: utf16Offset) else { return Quoting.quoted(field.text) }
    return TimelineElision.marker(cut.before, leading: true) + Quoting.quoted(cut.text)
      + TimelineElision.marker(cut.after, leading: false)
  }

  /// The UTF-16 range of the clusters `TimelineElision` keeps around `utf16Offset`, and the
  /// clusters left out before and after; `nil` when the value is short enough to show whole.
  private func windowRange(aroundUTF16Offset utf16Offset: Int) -> (
    range: UTF16Range, before: Int, after: Int
  )? {
    guard field.buffer.count > TimelineElision.thresholdCharacters else { return nil }
    let boundaries = field.graphemeBoundaries
    let clusters = boundaries.clusterCount
    guard clusters > TimelineElision.thresholdCharacters else { return nil }
    let target = min(max(0, utf16Offset), boundaries.utf16Length)
    let caretCluster = boundaries.clusterIndex(of: target)
    let first = max(0, caretCluster - TimelineElision.contextCharacters)
    let last = min(clusters, caretCluster + TimelineElision.contextCharacters)
    // The boundary that starts the caret's cluster, then the window's ends from it.
    var start = caretCluster == clusters ? boundaries.utf16Length : target
    if caretCluster < clusters && !boundaries.isBoundary(start) {
      start = boundaries.boundary(before: start) ?? 0
    }
    var lower = start
    for _ in first..<caretCluster { lower = boundaries.boundary(before: lower) ?? 0 }
    var upper = start
    for _ in caretCluster..<last { upper = boundaries.boundary(after: upper) ?? boundaries.utf16Length }
    return (UTF16Range(lower..<upper), first, clusters - last)
  }
}

/// Where an `ElidedTextSequence` stands in a `TextHistory`, one per lane: moving it to a later
/// text of a lane applies the deltas when that text was stored a few deltas after the lane's
/// current one, else loads it whole (once per whole text the history keeps, so the bytes
/// loaded stay about the changes). A role whose texts alternate between the lanes (an
/// `onChange` from the field's text to a formatter's) follows each lane on its own.
struct ElidedTextCursor {
  private var field: (values: ElidedTextSequence, current: TextHistory.Reference)?
  private var other: (values: ElidedTextSequence, current: TextHistory.Reference)?

  init() {}

  /// The sequence, now at the text `reference` names.
  mutating func move(to reference: TextHistory.Reference, in history: TextHistory) -> ElidedTextSequence {
    let moved = Self.move(reference.isFieldText ? field : other, to: reference, in: history)
    if reference.isFieldText { field = moved } else { other = moved }
    return moved.values
  }

  private static func move(
    _ lane: (values: ElidedTextSequence, current: TextHistory.Reference)?,
    to reference: TextHistory.Reference,
    in history: TextHistory
  ) -> (values: ElidedTextSequence, current: TextHistory.Reference) {
    if let lane {
      if lane.current == reference { return lane }
      if let deltas = history.deltas(from: lane.current, to: reference) {
        for delta in deltas { lane.values.apply(delta) }
        return (lane.values, reference)
      }
    }
    TextWork.current?.bindingValuesRebuilt += 1
    return (ElidedTextSequence(history.text(reference)), reference)
  }
}

/// The cursors a timeline keeps over a trace's history for the events' texts: the binding
/// writes, the old and new values of `onChange`, the texts renders assign, the writes a
/// bridge kept from the screen, and the texts a violation's sentence quotes.
struct ElidedEventCursors {
  var writes = ElidedTextCursor()
  var changeOld = ElidedTextCursor()
  var changeNew = ElidedTextCursor()
  var assignments = ElidedTextCursor()
  var unshownWrites = ElidedTextCursor()
  var violationFields = ElidedTextCursor()
  var violationBindings = ElidedTextCursor()

  init() {}
}
