import InputModel

/// The text field of a page, with the driver's event recorder installed: reads its state and
/// the DOM events each step caused.
///
/// The page runs on virtual time, paused: its timers (`setTimeout`) fire only when a settled
/// read advances the clock by `settleMilliseconds`, so a deferred re-render lands at the
/// settled read after the key press that scheduled it — every time, however busy the machine is.
/// A key press's settled read advances the clock only when the page has a timer pending
/// (`FieldScripts.timerCounter`), and is sent with the press's commands (`readAfterKeys`).
///
///     let field = try ChromiumField(page: page)            // the first input, textarea or editable
///     try page.send("Input.insertText", ["text": .string("a")])
///     try field.readState()   // text "a", selection {1, 0}, events [beforeinput …, input …]
public final class ChromiumField {
  public let page: ChromiumPage
  public let selector: String
  /// Whether the page exposes `window.inputsimBinding()` and `window.inputsimEvents`.
  public private(set) var hasBinding = false
  public private(set) var reportsAppEvents = false
  /// How far a settled read moves the page's virtual clock: enough for `setTimeout(…, 0)`
  /// work and the timers it schedules in turn (Chromium clamps nested timers to 4 ms). A
  /// page's longer timer (a 300 ms debounce) lands after enough settled reads or `tick`s.
  public static let settleMilliseconds = 50

  /// Finds the field by `selector` (the default picks the first enabled, writable text input,
  /// textarea or contenteditable element: not a button, a file, an `email` or a `number`
  /// input), installs the recorder and focuses the field.
  ///
  ///     <input type=submit><input type=email><input disabled><textarea>  → the textarea
  ///     selector "#email" on <input type=email id=email>  → fieldNotEditable
  public init(page: ChromiumPage, selector: String? = nil) throws(ChromiumError) {
    self.page = page
    self.selector = selector ?? FieldScripts.defaultSelector
    let installed = try page.evaluate(
      FieldScripts.install(selector: self.selector, firstEditable: selector == nil))
    guard installed["found"]?.boolValue == true else {
      if let selector, let refused = installed["refused"]?.stringValue {
        throw .fieldNotEditable(selector: selector, reason: refused)
      }
      throw .fieldNotFound(selector: selector)
    }
    try page.send("Emulation.setVirtualTimePolicy", ["policy": .string("pause")])
  }

  /// Whether a read after a key press goes out in the same write as the press's commands
  /// (`readAfterKeys`), instead of after their replies. `inputsim bench` measures both.
  public var foldsReadsIntoKeys = true
  /// Whether a key press's settled read advances the page's clock only when the page has a
  /// timer or an animation pending (counted by `FieldScripts.timerCounter`). `inputsim bench`
  /// measures both.
  public var settlesOnlyPendingTimers = true
  /// How long a folded read may lag behind the replies of its key press before the driver
  /// makes it answer (`FieldScripts.release`): only a page that hides key events from the
  /// recorder (or stops their propagation) needs that, and it is then read the two-trip way.
  public static let foldedReadGraceMilliseconds = 1000
  /// The key events the recorder had seen at the last read (`keydown`/`keyup` anywhere in the
  /// page), the base of the next folded read's count.
  private var keyEventsSeen = 0
  /// The pending timers and animations the last settling read counted; −1 when not counted.
  private var pendingTimers = -1

  /// The field now, and the events since the previous read (which this read consumes).
  /// `settled` first lets the page's pending timers run: virtual time advances
  /// `settleMilliseconds` (`setTimeout(…, 0)` work always lands; nothing waits on the wall clock).
  /// Commands posted on the connection go out first, and the read follows their replies.
  ///
  ///     insertText "ab" on naive.html?transform=uppercase&deferred
  ///     → unsettled "ab" (the rewrite's timer is pending) → settled "AB"
  public func readState(settled: Bool = true) throws(ChromiumError) -> ChromiumFieldState {
    try page.browser.connection.sendAll([])
    if settled { try advanceVirtualTime(milliseconds: Self.settleMilliseconds) }
    return try state(from: page.evaluate(FieldScripts.readState))
  }

  /// Sends the key press's posted commands, the last of which is a key event, and reads the
  /// field in the same write: the read answers once the page has seen `keyEvents` more key
  /// events (the posted ones), so the press costs one round trip instead of two. `settled`:
  /// when the page has a timer or an animation pending, its clock then advances and the field
  /// is read again, as `readState(settled: true)` does (always, without the timer count).
  ///
  ///     post keydown Process, imeSetComposition "か", keyup Process
  ///     readAfterKeys(2, settled: false)   // one write of four commands → "[か|]"'s text
  public func readAfterKeys(_ keyEvents: Int, settled: Bool) throws(ChromiumError) -> ChromiumFieldState {
    guard foldsReadsIntoKeys, keyEvents > 0 else { return try readState(settled: settled) }
    let settling = settled && settlesOnlyPendingTimers
    let expected = keyEventsSeen + keyEvents
    let read = CDPCommand(
      "Runtime.evaluate",
      [
        "expression": .string(FieldScripts.readAfter(keys: expected, settling: settling)),
        "returnByValue": .bool(true), "awaitPromise": .bool(true),
      ], sessionID: page.sessionID)
    let release = CDPCommand(
      "Runtime.evaluate", ["expression": .string(FieldScripts.release), "returnByValue": .bool(true)],
      sessionID: page.sessionID)
    guard !page.isClosed else { throw .closed }
    let (reply, nudged) = try page.browser.connection.sendAwaitingEffects(
      read, nudgingAfter: Self.foldedReadGraceMilliseconds, with: release)
    let first = try state(from: ChromiumPage.value(ofEvaluation: reply))
    if nudged {
      // The page hides key events from the recorder (or the machine is very slow): its reads
      // go after the replies from now on.
      foldsReadsIntoKeys = false
    }
    guard settled, !settling || pendingTimers != 0 else { return first }
    var second = try readState(settled: true)
    second.events = first.events + second.events
    second.appEvents = first.appEvents + second.appEvents
    return second
  }

  /// The state in an evaluation's value (`FieldScripts` reads).
  private func state(from value: JSONValue) throws(ChromiumError) -> ChromiumFieldState {
    guard let text = value["text"]?.stringValue else {
      throw .pageScriptFailed("the field's recorder is gone (did the page navigate away?)")
    }
    let start = value["start"]?.intValue ?? 0
    let end = value["end"]?.intValue ?? start
    // What a page reports is untrusted: a selection outside the value would reach the model's
    // UTF-16 slicing.
    let length = text.utf16.count
    guard 0 <= start, start <= end, end <= length else {
      throw .pageReportInvalid(
        "the selection \(start)..<\(end) lies outside the value's \(length) UTF-16 units"
          + " (a field has 0 ≤ selectionStart ≤ selectionEnd ≤ its length)")
    }
    hasBinding = value["binding"]?.stringValue != nil
    reportsAppEvents = value["app"]?.arrayValue != nil
    if let keys = value["keys"]?.intValue { keyEventsSeen = keys }
    pendingTimers = value["pending"]?.intValue ?? -1
    return ChromiumFieldState(
      text: text, selectedRange: UTF16Range(location: start, length: end - start),
      events: (value["events"]?.arrayValue ?? []).map(DOMEvent.init(json:)),
      binding: value["binding"]?.stringValue,
      appEvents: (value["app"]?.arrayValue ?? []).compactMap(PageAppEvent.init(json:)))
  }

  /// Lets the page's clock run `milliseconds` of virtual time, running the timers due in it,
  /// and waits until Chromium reports the budget spent (the clock is paused again then).
  public func advanceVirtualTime(milliseconds: Int) throws(ChromiumError) {
    let session = page.sessionID
    let expired = "Emulation.virtualTimeBudgetExpired"
    _ = page.browser.connection.takeEvents { $0.sessionID == session && $0.method == expired }
    try page.send(
      "Emulation.setVirtualTimePolicy", ["policy": .string("advance"), "budget": .int(milliseconds)])
    _ = try page.browser.connection.waitForEvent("the page's virtual time budget (\(milliseconds) ms)") {
      $0.sessionID == session && $0.method == expired
    }
  }
}

extension PageAppEvent {
  /// An entry of `window.inputsimEvents`; entries of another shape are ignored.
  init?(json: JSONValue) {
    switch json["kind"]?.stringValue {
    case "change":
      self = .change(old: json["old"]?.stringValue ?? "", new: json["new"]?.stringValue ?? "")
    case "submit":
      self = .submit(json["text"]?.stringValue ?? "")
    default:
      return nil
    }
  }
}
