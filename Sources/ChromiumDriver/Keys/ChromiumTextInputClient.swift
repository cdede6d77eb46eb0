import InputModel

/// A `TextInputClient` whose commands go to a field in Chromium, so a scenario's own keyboard
/// drives the browser exactly as it drives our `TextField`:
///
///     setMarkedText → Input.imeSetComposition {text, selectionStart, selectionEnd}
///     insertText    → Input.insertText {text}
///     unmarkText    → Input.insertText {the marked text}
///     deleteBackward → Input.dispatchKeyEvent Backspace (keyCode 8)
///     doCommand     → Input.dispatchKeyEvent Enter / Tab / Escape / Delete / arrows
///
/// Inside `pressKey`, the first IME command is preceded by a `keydown` with key "Process",
/// keyCode 229 and the press ends with its `keyup`, as Chromium reports keys an IME handles
/// (an Enter the IME handles says key "Enter", keyCode 229: `pressKey(imeKey: .imeEnter)`).
/// After every command the field is read back, so `text` and `selectedRange` are the
/// browser's. The commands are posted, not awaited one by one: a key press's commands and the
/// read after them go out in one write (`CDPConnection.post`, `ChromiumField.readAfterKeys`),
/// the read waiting in the page for the press's keyup, so a key press costs one round trip.
/// `markedRange` is the composition the driver set; it ends when the driver
/// commits, when a `compositionend` arrives, or when the page assigns `value` (Chromium then
/// ends the composition without `compositionend`).
///
/// The protocol's commands other than `setMarkedText`/`insertText` cannot throw, so a browser
/// failure is kept in `failure` (the first one) and the caller checks it after each step.
public final class ChromiumTextInputClient: TextInputClient {
  public let field: ChromiumField
  /// The field as last read from the browser.
  public var state: ChromiumFieldState {
    readIfStale()
    return freshState
  }
  public var markedRange: UTF16Range? {
    readIfStale()
    return composition
  }
  private var freshState: ChromiumFieldState
  /// The composition the driver set, until Chromium ends it.
  private var composition: UTF16Range?
  /// True when a command ran inside a key press and its read was put off until someone
  /// looks at the field (or the press ends): most keys need no read between commands.
  private var isStale = false
  /// The first browser failure since `takeFailure()`.
  public private(set) var failure: ChromiumError?
  /// Whether keys the IME consumes are reported as key "Process", keyCode 229 (off for the
  /// `direct` keyboard, which is no IME).
  public var reportsProcessKey: Bool

  private var pageEndedComposition = false
  /// Whether a composition stood when the field was last read: where the next read's events
  /// start from.
  private var composingAtLastRead = false
  private var recordedEvents: [DOMEvent] = []
  private var recordedAppEvents: [PageAppEvent] = []
  private var isInKeyPress = false
  private var processKeyIsDown = false
  /// The key event the IME commands of the current press go inside (`nil`: none).
  private var imeKey: BrowserKey? = BrowserKey.process
  /// Key events posted since the last read, and whether the last command posted is one: a
  /// read can then go in the same write (`ChromiumField.readAfterKeys`).
  private var keyEventsPosted = 0
  private var lastPostedIsKeyEvent = false

  public init(field: ChromiumField, reportsProcessKey: Bool = true) throws(ChromiumError) {
    self.field = field
    self.reportsProcessKey = reportsProcessKey
    freshState = try field.readState()
    recordedEvents = freshState.events
    recordedAppEvents = freshState.appEvents
  }

  public var text: String { state.text }
  public var selectedRange: UTF16Range { state.selectedRange }

  /// The DOM events since the previous call, in order.
  public func takeEvents() -> [DOMEvent] {
    defer { recordedEvents = [] }
    return recordedEvents
  }

  /// The page's `inputsimEvents` entries since the previous call, in order.
  public func takeAppEvents() -> [PageAppEvent] {
    defer { recordedAppEvents = [] }
    return recordedAppEvents
  }

  /// True once since the page last assigned `value` under the driver's composition: the
  /// moment the OS IME is told the text changed under it. The caller then applies the
  /// scenario's `ime-on-assign` rule: `keyboard.clientTextDidChange(rule, client: self)`.
  public func takeCompositionEndedByPage() -> Bool {
    readIfStale()
    defer { pageEndedComposition = false }
    return pageEndedComposition
  }

  public func takeFailure() -> ChromiumError? {
    defer { failure = nil }
    return failure
  }

  /// Runs one key press of the keyboard: IME commands inside it share one key event,
  /// `imeKey` (the Process key, or `.imeEnter` for an Enter). With `settle`, the read after the press lets the page's `setTimeout(…, 0)` work land
  /// first (the field advances the page's paused virtual clock, see `ChromiumField`); a step
  /// of several keys can settle only after its last key.
  public func pressKey<Failure: Error>(
    settle: Bool = true, imeKey: BrowserKey? = .process, _ body: () throws(Failure) -> Void
  ) throws(Failure) {
    isInKeyPress = true
    self.imeKey = imeKey
    defer {
      isInKeyPress = false
      let releasesProcessKey = processKeyIsDown
      processKeyIsDown = false
      // The key press is one task of the page's event loop: its end is where the page's
      // deferred work lands, so the read after it is the settled one. The keyup goes with the
      // press's other commands, unread ones included, so one write carries them and the read.
      finishPress(releasingProcessKey: releasesProcessKey, settled: settle)
    }
    try body()
  }

  private func finishPress(releasingProcessKey: Bool, settled: Bool) {
    guard failure == nil else {
      isStale = false
      return
    }
    do {
      if releasingProcessKey, let imeKey { try dispatch(imeKey, down: false) }
    } catch {
      failure = error
      return
    }
    read(settled: settled)
  }

  /// Reads the field again (after the page may have changed it on its own).
  public func refresh() {
    run(settled: true) { () throws(ChromiumError) in }
  }

  public func setMarkedText(_ markedText: String, selectedRange: UTF16Range, replacementRange: UTF16Range?)
    throws(TextFieldError)
  {
    let start = replacementRange?.location ?? markedRange?.location ?? self.selectedRange.location
    run { () throws(ChromiumError) in
      try imeKeyDown()
      var parameters: [String: JSONValue] = [
        "text": .string(markedText), "selectionStart": .int(selectedRange.location),
        "selectionEnd": .int(selectedRange.upperBound),
      ]
      if let replacementRange {
        parameters["replacementStart"] = .int(replacementRange.location)
        parameters["replacementEnd"] = .int(replacementRange.upperBound)
      }
      try post("Input.imeSetComposition", parameters)
      composition = markedText.isEmpty ? nil : UTF16Range(location: start, length: markedText.utf16.count)
    }
  }

  public func insertText(_ text: String, replacementRange: UTF16Range?) throws(TextFieldError) {
    run { () throws(ChromiumError) in
      try imeKeyDown()
      if let replacementRange, composition == nil {
        try field.page.evaluate(
          FieldScripts.select(start: replacementRange.location, end: replacementRange.upperBound))
      }
      try post("Input.insertText", ["text": .string(text)])
      composition = nil
    }
  }

  public func unmarkText() {
    guard let markedRange else { return }
    let marked = String(text.utf16.dropFirst(markedRange.location).prefix(markedRange.length)) ?? ""
    run { () throws(ChromiumError) in
      try imeKeyDown()
      try post("Input.insertText", ["text": .string(marked)])
      composition = nil
    }
  }

  public func deleteBackward() {
    run { () throws(ChromiumError) in
      try dispatch(.backspace, down: true)
      try dispatch(.backspace, down: false)
    }
  }

  public func doCommand(_ command: EditingCommand) {
    run { () throws(ChromiumError) in
      try dispatch(BrowserKey(command), down: true)
      try dispatch(BrowserKey(command), down: false)
    }
  }

  /// Presses and releases `key` on its own (an IME's key event after its commit, as
  /// `enter-order=composition-end-first` sends the confirming Enter).
  public func sendKey(_ key: BrowserKey) {
    run { () throws(ChromiumError) in
      try dispatch(key, down: true)
      try dispatch(key, down: false)
    }
  }

  /// Sends the press's IME key once per key press, before its first IME command.
  private func imeKeyDown() throws(ChromiumError) {
    guard reportsProcessKey, isInKeyPress, !processKeyIsDown, let imeKey else { return }
    processKeyIsDown = true
    try dispatch(imeKey, down: true)
  }

  private func dispatch(_ key: BrowserKey, down: Bool) throws(ChromiumError) {
    try post("Input.dispatchKeyEvent", key.parameters(down: down))
    keyEventsPosted += 1
    lastPostedIsKeyEvent = true
  }

  /// Queues an input command: it goes out with the other commands of the key press, in one
  /// write, before the read that follows them. Its error, if any, is thrown there and kept as
  /// the client's `failure`.
  private func post(_ method: String, _ params: [String: JSONValue]) throws(ChromiumError) {
    lastPostedIsKeyEvent = false
    guard !field.page.isClosed else { throw .closed }
    field.page.browser.connection.post(CDPCommand(method, params, sessionID: field.page.sessionID))
  }

  /// Runs a command, then reads the field (inside a key press, only when someone looks); a
  /// failure is kept, not thrown.
  private func run(settled: Bool? = nil, _ command: () throws(ChromiumError) -> Void) {
    readIfStale()
    guard failure == nil else { return }
    do {
      try command()
    } catch {
      failure = error
      return
    }
    if settled == nil && isInKeyPress {
      isStale = true
    } else {
      read(settled: settled ?? true)
    }
  }

  private func readIfStale() {
    guard isStale else { return }
    read(settled: false)
  }

  private func read(settled: Bool) {
    isStale = false
    guard failure == nil else { return }
    let keyEvents = keyEventsPosted
    let foldable = lastPostedIsKeyEvent
    keyEventsPosted = 0
    lastPostedIsKeyEvent = false
    do {
      // Chromium runs `Runtime.evaluate` on a channel of its own: a plain read sent in the same
      // write as the input can overtake it and see the field before it (measured: compositions
      // lost). When the commands end with a key event, the read goes with them and waits in
      // the page for that event; otherwise it follows their replies.
      freshState =
        foldable
        ? try field.readAfterKeys(keyEvents, settled: settled)
        : try field.readState(settled: settled)
    } catch {
      failure = error
      return
    }
    recordedEvents += freshState.events
    recordedAppEvents += freshState.appEvents
    // Chromium ends the composition when it is committed, and silently when the page
    // assigns `value` during it (measured: no compositionend then). Walking the events in
    // order tells which: an assignment at the keydown (an update pass when the next edit
    // begins) ends the composition before the IME's command of the same key press starts
    // another, which then stands.
    //   composing, [keydown, assign, compositionstart, compositionupdate, input] → composing, ended by the page
    //   composing, [keydown, compositionupdate, input, compositionend, assign]   → over, committed first
    var composing = composingAtLastRead
    for event in freshState.events {
      switch event.type {
      case "compositionstart", "compositionupdate": composing = true
      case "compositionend": composing = false
      case "assign":
        if composing { pageEndedComposition = true }
        composing = false
      default: break
      }
    }
    if !composing { composition = nil }
    if let range = composition, range.upperBound > freshState.text.utf16.count {
      composition = nil
    }
    composingAtLastRead = composition != nil
  }
}
