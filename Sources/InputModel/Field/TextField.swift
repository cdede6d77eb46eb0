/// The platform text field: text, selection and marked range in UTF-16 offsets, driven by an
/// input method through `TextInputClient` and by the app through assignment, selection and
/// replacement.
///
/// A class because the input method and the bridge hold the same field by identity.
///
/// The examples in this type's documentation use the scenario notation: `[ ]` marks the marked
/// text, `|` the caret, `{ }` a selection.
///
///     let field = TextField()
///     try field.setMarkedText("わ", selectedRange: .caret(at: 1), replacementRange: nil)  // "[わ|]"
///     try field.insertText("和", replacementRange: nil)                                   // "和|"
///     field.drainEvents()  // compositionStart, compositionUpdate, textDidChange, selectionDidChange,
///                          // compositionEnd("和"), textDidChange
///
/// Every range argument is validated (in bounds, on ICU grapheme boundaries, inside the marked
/// range while composing); a bad one throws a `TextFieldError` and leaves the field unchanged.
public final class TextField: TextInputClient {
  /// The whole text, marked text included: made from the field's bytes when asked for and
  /// kept until the next edit (see `TextField+TextCopies.swift`), so keys nobody reads the
  /// text after cost their edit, not the text.
  public var text: String {
    if latestTextStamp == textEdits { return latestText }
    return materializeText()
  }
  /// The selection, a caret when empty, in UTF-16 offsets of `text`.
  public private(set) var selectedRange: UTF16Range
  /// The marked text's range in `text`, or `nil` when nothing is marked. Never empty: a
  /// composition whose marked text becomes empty ends.
  public private(set) var markedRange: UTF16Range?
  /// True while the field has focus.
  public private(set) var isFocused: Bool
  /// Events recorded since the last `drainEvents()`, oldest first.
  public private(set) var pendingEvents: [FieldEvent] = []

  /// The ICU grapheme boundaries of `text`: computed once per text change so that range
  /// checks and caret moves are binary searches.
  private(set) var graphemeBoundaries: GraphemeBoundaries
  /// Counts every change of the text's content (not of its ranges), so "did the text change"
  /// is a comparison of two integers rather than of two texts.
  private(set) var textVersion = 0
  /// Counts every change of the text's bytes (canonically equivalent or not): two fields whose
  /// texts were identical stay identical while neither count moves.
  private(set) var textEdits = 0
  /// The latest edits of the text, stamped with `textEdits`: two fields that made the same
  /// splices from identical texts still hold identical texts.
  private(set) var splices = SpliceJournal()
  /// The text's bytes, with a gap at the latest edit: the one copy of the text every edit
  /// changes.
  var buffer: TextBuffer
  /// The latest `String` of the text handed out, and the `textEdits` it holds the text of.
  var latestText: String
  var latestTextStamp = 0
  /// The one handed out before it (whose holders, the binding and `onChange`, have usually
  /// moved on to `latestText`): the next `text` is made by editing it in place.
  var olderText: String?
  var olderTextStamp = 0
  /// The references to the text handed out whose `String` is not made yet: each edit tells
  /// them what it removes (see `TextField+References.swift`).
  var pendingReferences: [UnretainedTextReference] = []
  /// A UTF-16 offset of `text` whose UTF-8 offset is known (the end of the latest edit):
  /// edits near it find their string indices by walking from it, not from the start.
  var utf8Anchor = UTF8Anchor(utf16Offset: 0, utf8Offset: 0)
  /// What the edits so far cost, in units of work that would grow with the text if an edit
  /// were not local: the scale tests read it.
  var editCost = EditCost()
  /// `markedText` once read or set, until the text or the marked range changes: the session
  /// and the keyboard's checks read it several times a key.
  private var cachedMarkedText: String?
  /// False for a field whose events nobody reads (the session's shadow field): it then
  /// records none and skips comparing its text before and after each edit.
  var recordsEvents = true
  /// What Backspace deletes outside marked text (the platform's `backspace=` rule).
  public var backspaceUnit: BackspaceUnit = .cluster
  /// How the selection inside a preedit is shown (the platform's `preedit-selection=` rule).
  public var preeditSelection: PreeditSelection = .keyboard
  /// Where the input method's cursor is in its preedit (the platform's `preedit-cursor=` rule
  /// for the keyboard's family).
  public var preeditCursor: PreeditCursor = .keyboard
  /// What the platform reports to the input method about the text before the caret (the
  /// platform's `surrounding-text=` rule); setting it reports the text as it is now.
  public var surroundingText: SurroundingText = .none {
    didSet { reportSinceWrite = nil }
  }
  /// What the platform reports in place of the text before the caret since the page's last
  /// write (`TextField+SurroundingText.swift`); `nil` while the report follows the text.
  var reportSinceWrite: String?
  /// The end of the selection that stays put when `moveLeftAndModifySelection` /
  /// `moveRightAndModifySelection` extend it; the other end moves.
  private(set) var selectionAnchorUTF16Offset: Int

  /// An unfocused field holding `text`, with the caret at its end and nothing marked.
  public init(text: String = "") {
    self.buffer = TextBuffer(text)
    self.latestText = text
    self.graphemeBoundaries = GraphemeBoundaries(text)
    self.utf16Length = graphemeBoundaries.utf16Length
    self.selectedRange = .caret(at: graphemeBoundaries.utf16Length)
    self.markedRange = nil
    self.isFocused = false
    self.selectionAnchorUTF16Offset = graphemeBoundaries.utf16Length
  }

  /// A field in `state`, which is validated like any range argument.
  ///
  /// - Throws: the first rule `state` breaks, as a `TextFieldError`.
  public init(state: FieldState, isFocused: Bool = false) throws {
    self.buffer = TextBuffer(state.text)
    self.latestText = state.text
    self.graphemeBoundaries = GraphemeBoundaries(state.text)
    self.utf16Length = graphemeBoundaries.utf16Length
    self.selectedRange = state.selectedRange
    self.markedRange = state.markedRange
    self.isFocused = isFocused
    self.selectionAnchorUTF16Offset = state.selectedRange.location
    if let violation = rangeViolations.first { throw violation }
  }

  /// What `recordChanges(since:source:)` compares against: the text's version and the
  /// selection before an operation (holding no reference to the text, which can then be
  /// edited in place).
  var editMark: EditMark { EditMark(textVersion: textVersion, selectedRange: selectedRange) }

  /// The text and its ranges as one value.
  public var state: FieldState {
    FieldState(text: text, selectedRange: selectedRange, markedRange: markedRange)
  }

  /// The marked text, or `nil` when nothing is marked.
  ///
  ///     "わ[か|]".markedText == "か"
  public var markedText: String? {
    guard let markedRange else { return nil }
    if let cachedMarkedText { return cachedMarkedText }
    let sliced = slice(markedRange)
    cachedMarkedText = sliced
    return sliced
  }

  /// The text's length in UTF-16 code units.
  public private(set) var utf16Length: Int

  /// Returns the events recorded since the last call, oldest first, and forgets them.
  @discardableResult
  public func drainEvents() -> [FieldEvent] {
    defer { pendingEvents = [] }
    return pendingEvents
  }

  /// Moves the recorded events into `events` (emptied first) and keeps `events`' storage for
  /// the next ones, so a caller that drains after every key allocates no new array.
  func drainEvents(into events: inout [FieldEvent]) {
    events.removeAll(keepingCapacity: true)
    swap(&events, &pendingEvents)
  }

  /// Drops the recorded events, keeping their storage.
  func discardEvents() {
    if !pendingEvents.isEmpty { pendingEvents.removeAll(keepingCapacity: true) }
  }

  // MARK: - Copies

  /// True when `other` holds the same text, ranges, selection anchor and focus: the same
  /// command then does the same to both.
  func hasSameEditingState(as other: TextField) -> Bool {
    hasSameRanges(as: other) && hasSameUTF8Text(as: other)
  }

  /// True when `other` has the same ranges, selection anchor and focus (the text aside).
  func hasSameRanges(as other: TextField) -> Bool {
    selectedRange == other.selectedRange && markedRange == other.markedRange
      && selectionAnchorUTF16Offset == other.selectionAnchorUTF16Offset
      && isFocused == other.isFocused
  }

  /// Takes `other`'s text, ranges, selection anchor and focus (sharing the text's storage);
  /// recorded events are not copied.
  func copyEditingState(from other: TextField) {
    makePendingReferences()
    buffer = other.buffer
    textVersion &+= 1
    textEdits &+= 1
    splices.forget()
    latestText = other.text
    latestTextStamp = textEdits
    olderText = nil
    utf8Anchor = other.utf8Anchor
    graphemeBoundaries = other.graphemeBoundaries
    utf16Length = other.utf16Length
    selectedRange = other.selectedRange
    markedRange = other.markedRange
    selectionAnchorUTF16Offset = other.selectionAnchorUTF16Offset
    isFocused = other.isFocused
    cachedMarkedText = other.cachedMarkedText
    reportSinceWrite = other.reportSinceWrite
  }

  // MARK: - Primitives every operation goes through

  /// Replaces the UTF-16 range `range` of the text (already validated) by `replacement` and
  /// refreshes the boundary cache around the edit. Returns the offset just after the inserted
  /// text, moved forward to the next boundary when the insertion fused with the following
  /// cluster ("👨|👩" + ZWJ makes one cluster, so the caret goes after it).
  @discardableResult
  func spliceText(in range: UTF16Range, with replacement: String) -> Int {
    let singleUnitLength = SingleUnitClusters.utf16Length(ifOnlySingleUnitClusters: replacement)
    let replacementLength = singleUnitLength ?? replacement.utf16.count
    splice(
      range, with: replacement, utf16Length: replacementLength,
      holdingOnlySingleUnitClusters: singleUnitLength != nil)
    return caretSnapped(range.location + replacementLength)
  }

  /// The one place the text changes: `range` (validated) becomes `replacement`, whose UTF-16
  /// length and single-unit flag the caller knows. The bytes change in the field's buffer
  /// (moving only the bytes between the previous edit and this one); the boundaries are
  /// updated around the edit.
  func splice(
    _ range: UTF16Range, with replacement: String, utf16Length replacementLength: Int,
    holdingOnlySingleUnitClusters replacementIsSingleUnits: Bool
  ) {
    let utf8Range = utf8Range(of: range)
    if buffer.bytes(in: utf8Range, equal: replacement) { return }
    // `==` as the event has always meant it: canonically equivalent text is no change.
    let removed = buffer.string(utf8Range)
    let contentChanged = removed != replacement
    if !pendingReferences.isEmpty {
      tellPendingReferences(
        splicing: utf8Range, removed: removed, replacementUTF8Count: replacement.utf8.count)
    }
    textEdits &+= 1
    let moved = buffer.replace(utf8Range, with: replacement)
    if moved > 0, let work = TextWork.current { work.bytesMovedByEdits += moved }
    splices.record(SpliceJournal.Splice(utf8Range: utf8Range, replacement: replacement), stamp: textEdits)
    let lower = min(max(0, range.location), utf16Length)
    utf16Length += replacementLength - (min(max(lower, range.upperBound), utf16Length) - lower)
    if contentChanged { textVersion &+= 1 }
    cachedMarkedText = nil
    utf8Anchor = UTF8Anchor(
      utf16Offset: range.location + replacementLength,
      utf8Offset: utf8Range.lowerBound + replacement.utf8.count)
    // Moved out so that the update edits the only copy.
    var boundaries = graphemeBoundaries
    graphemeBoundaries = GraphemeBoundaries(singleUnitClustersOfUTF16Length: 0)
    let segmented = boundaries.replace(
      range, withUTF16Length: replacementLength,
      holdingOnlySingleUnitClusters: replacementIsSingleUnits,
      window: { start, count in self.utf16Window(from: start, count: count) },
      wholeText: { self.buffer.wholeString })
    graphemeBoundaries = boundaries
    editCost.utf16UnitsSegmented += segmented
  }

  /// `utf16Offset` when it is a boundary, else the next boundary (the end at worst).
  func caretSnapped(_ utf16Offset: Int) -> Int {
    let clamped = min(max(0, utf16Offset), utf16Length)
    if graphemeBoundaries.isBoundary(clamped) { return clamped }
    return graphemeBoundaries.boundary(after: clamped) ?? utf16Length
  }

  /// Moves the selection; `anchorUTF16Offset` defaults to its start.
  func select(_ range: UTF16Range, anchorUTF16Offset: Int? = nil) {
    selectedRange = range
    selectionAnchorUTF16Offset = anchorUTF16Offset ?? range.location
  }

  /// Sets the marked range (`nil` or non-empty).
  func mark(_ range: UTF16Range?) {
    if range != markedRange { cachedMarkedText = nil }
    markedRange = range
  }

  /// Sets the marked range to `range`, whose text is `markedText` (the caller just put it
  /// there), so reading `markedText` needs no slicing.
  func mark(_ range: UTF16Range, holding markedText: String) {
    markedRange = range
    cachedMarkedText = markedText
  }

  /// Sets the focus flag.
  func setFocused(_ focused: Bool) {
    isFocused = focused
  }

  func record(_ event: FieldEvent) {
    if recordsEvents { pendingEvents.append(event) }
  }

  /// Records `textDidChange` and `selectionDidChange` for whatever differs from `before`,
  /// after the composition events the operation recorded itself.
  func recordChanges(since before: EditMark, source: TextChangeSource) {
    if recordsEvents {
      if textVersion != before.textVersion { record(.textDidChange(source)) }
      if selectedRange != before.selectedRange { record(.selectionDidChange) }
    }
    if surroundingText != .none {
      reportDidFollow(source: source, textChanged: textVersion != before.textVersion)
    }
    _checkInvariants()
  }
}
