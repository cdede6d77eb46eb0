import InputModel

/// The text field of a page, with the driver's event recorder installed: reads its state and
/// the DOM events each step caused.
///
/// The page runs on virtual time, paused: its timers (`setTimeout`) fire only when a settled
/// read advances the clock by `settleMilliseconds`, so a deferred re-render lands at the
/// settled read after the key press that scheduled it — every time, however busy the machine is.
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

  /// Finds the field by `selector` (the default picks the first input, textarea or
  /// contenteditable element), installs the recorder and focuses the field.
  public init(page: ChromiumPage, selector: String? = nil) throws(ChromiumError) {
    self.page = page
    self.selector = selector ?? FieldScripts.defaultSelector
    let installed = try page.evaluate(FieldScripts.install(selector: self.selector))
    guard installed["found"]?.boolValue == true else {
      throw .fieldNotFound(selector: selector ?? "input, textarea, [contenteditable]")
    }
    try page.send("Emulation.setVirtualTimePolicy", ["policy": .string("pause")])
  }

  /// The field now, and the events since the previous read (which this read consumes).
  /// `settled` first lets the page's pending timers run: virtual time advances
  /// `settleMilliseconds` (`setTimeout(…, 0)` work always lands; nothing waits on the wall clock).
  ///
  ///     insertText "ab" on naive.html?transform=uppercase&deferred
  ///     → unsettled "ab" (the rewrite's timer is pending) → settled "AB"
  public func readState(settled: Bool = true) throws(ChromiumError) -> ChromiumFieldState {
    if settled { try advanceVirtualTime(milliseconds: Self.settleMilliseconds) }
    let value = try page.evaluate(FieldScripts.readState)
    guard let text = value["text"]?.stringValue else {
      throw .pageScriptFailed("the field's recorder is gone (did the page navigate away?)")
    }
    let start = value["start"]?.intValue ?? 0
    let end = value["end"]?.intValue ?? start
    hasBinding = value["binding"]?.stringValue != nil
    reportsAppEvents = value["app"]?.arrayValue != nil
    return ChromiumFieldState(
      text: text, selectedRange: UTF16Range(location: start, length: max(0, end - start)),
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
