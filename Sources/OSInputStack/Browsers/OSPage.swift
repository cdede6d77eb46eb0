import ChildProcesses
import ChromiumDriver
import Foundation

/// One page in a fresh browser window on the stack: the browser started with a profile of its
/// own, the page served with its recorder, its window focused, the scenario's engine selected,
/// and the key path proven (a probe Escape reached the page), so the first key of a scenario is
/// never lost to a page still settling (a fresh Firefox drops keys for ~0.3 s after load,
/// FACTS.md).
///
///     let page = try OSPage.open(.firefox, stack: stack, server: server, keyboard: keyboard,
///                                page: "naive.html", query: "", engine: .mozc)
///     let events = try page.type(XKey(typed: "k")!)   // keydown Process 229, compositionstart, …, keyup
///     page.close()                                    // browser ended and reaped, profile removed
final class OSPage {
  let browser: OSBrowser
  /// The channel of the document shown now (a new one after each `renew`).
  private(set) var channel: PageChannel
  private let process: StackProcess
  private let server: PageServer
  private let keyboard: XKeyboard
  private let stack: OSInputStack
  private let profile: String
  private let logName: String
  /// The browser's `navigator.userAgent`, from the page's ready message.
  var userAgent: String {
    channel.messages(from: 0, kind: "ready").first?["userAgent"]?.stringValue ?? ""
  }
  /// How far the replay has read the channel's messages.
  private var cursor = 0
  /// The clocked key still down and when it was pressed, and where its run's events begin.
  private var clockedKeyDown: (key: XKey, pressed: ContinuousClock.Instant)?
  private var clockedRunStart: Int?
  private var closed = false
  /// How long this page's documents may take to report ready.
  private let loadTimeout: Int
  /// The documents this browser has shown: 1 after `open`, one more per `renew`.
  private(set) var documents = 1

  /// True while the browser runs and the page was not closed: `renew` can try it.
  var isUsable: Bool { !closed && !process.hasExited }

  /// How long a browser may take to show the page and report ready (a loaded 2-core machine).
  static let loadTimeoutMilliseconds = 60_000
  /// How long a key's events may take to arrive before the read goes on without its keyup.
  static let keyTimeoutMilliseconds = 2000

  private init(
    browser: OSBrowser, channel: PageChannel, process: StackProcess, server: PageServer, keyboard: XKeyboard,
    stack: OSInputStack, profile: String, logName: String, loadTimeout: Int
  ) {
    self.browser = browser
    self.channel = channel
    self.process = process
    self.server = server
    self.keyboard = keyboard
    self.stack = stack
    self.profile = profile
    self.logName = logName
    self.loadTimeout = loadTimeout
  }

  deinit { close() }

  /// Opens `page` (a file of the server's pages directory) with `query` in a fresh `browser`,
  /// focuses it and selects `engine`.
  ///
  /// - Throws: `OSInputError.pageNotLoaded` naming the step (start, ready, window, focus, probe)
  ///   with the browser's log, `.engineNotActive` with fcitx5's, `.channel` for a page without
  ///   the field. The browser is ended and its profile removed on any failure.
  static func open(
    _ browser: OSBrowser, stack: OSInputStack, server: PageServer, keyboard: XKeyboard, page: String,
    query: String, fieldSelector: String? = nil, engine: OSEngine?,
    loadTimeoutMilliseconds: Int = OSPage.loadTimeoutMilliseconds
  ) throws(OSInputError) -> OSPage {
    try StackPackages.check(for: browser)
    let token = Self.newToken()
    let channel = server.channel(token: token, fieldSelector: fieldSelector)
    let name = stack.nextBrowserName()
    let profileRelative = "profile-" + name
    let profile = stack.directory + "/" + profileRelative
    let opened: OSPage
    do {
      // A signal's handler must not remove the directory between the profile and the start.
      let process = try ChildInterrupts.uninterrupted { () throws(OSInputError) -> StackProcess in
        try stack.stackDirectory.makeDirectory(profileRelative)
        for (file, text) in browser.profileFiles {
          try stack.stackDirectory.write(text, to: profileRelative + "/" + file)
        }
        let url = server.url(page: page, query: Self.tokenQuery(query, token))
        let command = browser.command(url: url, profile: profile)
        return try stack.startProgram(
          name: name, executable: command.executable, arguments: command.arguments)
      }
      opened = OSPage(
        browser: browser, channel: channel, process: process, server: server, keyboard: keyboard,
        stack: stack,
        profile: profile, logName: name, loadTimeout: loadTimeoutMilliseconds)
    } catch {
      server.discard(channel)
      try? FileManager.default.removeItem(atPath: profile)
      throw error
    }
    do {
      try opened.prepare(token: token, engine: engine, reset: false)
    } catch {
      opened.close()
      throw error
    }
    return opened
  }

  /// Shows a new document of `page` in the same browser window, for the next scenario: the
  /// window loses the keyboard focus first (its input method context gets a focus-out, where
  /// fcitx5 ends a composition still open in the old document), the old document navigates to
  /// the new one (`location.replace`: a new document, its own channel), the window is focused
  /// again, fcitx5's engine is switched off and on (its state reset), and the page is proven
  /// clean before the first key (`proveClean`).
  ///
  ///     page.renew(page: "guarded.html", query: "", fieldSelector: nil, engine: .mozc)
  ///     →  a fresh guarded page, its field empty, focused, no composition: as `open` leaves it
  ///
  /// - Throws: the error of the failed step; the caller falls back to a fresh browser
  ///   (`close` and `open`). The page is left as it was when the old document could not be
  ///   left, else on the new document.
  ///
  /// `resetInputContext: false` leaves out the focus-out and the engine's switch: measured in
  /// `NewDocumentAloneTests`, the new document alone ends a Mozc composition in all three
  /// browsers; the replay does both anyway (they cost milliseconds) and proves every page.
  func renew(
    page: String, query: String, fieldSelector: String?, engine: OSEngine?, resetInputContext: Bool = true
  ) throws(OSInputError) {
    guard isUsable else { throw failure("the browser to reuse has ended") }
    try finishPendingKey()
    if resetInputContext { keyboard.unfocus() }
    let old = channel
    let token = Self.newToken()
    let next = server.channel(token: token, fieldSelector: fieldSelector)
    let url = server.url(page: page, query: Self.tokenQuery(query, token))
    // Later, so that the reply leaves before the document does.
    let script =
      "setTimeout(() => location.replace(" + String(decoding: JSONValue.string(url).encoded(), as: UTF8.self)
      + "), 0); true"
    guard old.send("eval", ["script": .string(script)]) != nil else {
      server.discard(next)
      throw .channel("the previous document's channel is closed (the page navigated or the browser failed)")
    }
    channel = next
    cursor = 0
    documents += 1
    do {
      try prepare(token: token, engine: engine, reset: resetInputContext)
    } catch {
      server.discard(old)
      throw error
    }
    server.discard(old)
  }

  /// A key of a clocked run still held when a scenario ended early is released.
  private func finishPendingKey() throws(OSInputError) {
    guard let held = clockedKeyDown else { return }
    try keyboard.release(held.key)
    clockedKeyDown = nil
    clockedRunStart = nil
  }

  /// A fresh channel token: 32 lower-case hex digits.
  private static func newToken() -> String {
    UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
  }

  private static func tokenQuery(_ query: String, _ token: String) -> String {
    query + (query.isEmpty ? "" : "&") + "inputsim-token=\(token)"
  }

  /// The document is ready, its window focused, the engine selected (switched off and on when
  /// `reset`: fcitx5 drops the engine's state), the key path proven and the page clean.
  private func prepare(token: String, engine: OSEngine?, reset: Bool) throws(OSInputError) {
    try awaitReady()
    try focusWindow(token: token)
    let before = try read()
    if let engine {
      if reset && engine != .keyboard { try stack.selectEngine(.keyboard) }
      try stack.selectEngine(engine)
    }
    try probe()
    try proveClean(textAtReady: before["text"]?.stringValue ?? "")
  }

  /// The page is as a fresh browser leaves it before a scenario's first key: no composition
  /// event reached the document since it loaded (a composition left open by the previous
  /// document would show as one, or as the probe Escape taken by the input method), the
  /// field still holds the text it loaded with, and it is focused in a focused document.
  ///
  /// - Throws: `.pageNotLoaded` naming what is not clean.
  private func proveClean(textAtReady: String) throws(OSInputError) {
    let state = try read()
    let composition = channel.messages(from: 0, kind: "event").first {
      ($0["type"]?.stringValue ?? "").hasPrefix("composition")
    }
    if let composition {
      throw failure(
        "not clean: \(composition["type"]?.stringValue ?? "a composition event") "
          + "\"\(composition["data"]?.stringValue ?? "")\" before the first key")
    }
    let text = state["text"]?.stringValue ?? ""
    guard text == textAtReady else {
      throw failure("not clean: the field holds \"\(text)\", it loaded with \"\(textAtReady)\"")
    }
    guard state["focused"]?.boolValue == true, state["active"]?.boolValue == true else {
      throw failure("not clean: the field lost the focus before the first key")
    }
    cursor = channel.messages.count
  }

  private func failure(_ step: String) -> OSInputError {
    if process.hasExited {
      return .exited(program: browser.displayName, log: stack.stackDirectory.logTail(logName))
    }
    return .pageNotLoaded(
      browser: browser.displayName, step: step, log: stack.stackDirectory.logTail(logName))
  }

  /// Pumps the server until `condition` or the deadline; a browser that ended is an error.
  private func pump(milliseconds: Int, until condition: () -> Bool) throws(OSInputError) -> Bool {
    let deadline = Deadline(milliseconds: milliseconds)
    while true {
      if server.pump(
        until: { condition() || process.hasExited },
        deadline: Deadline(milliseconds: min(100, max(1, deadline.remainingMilliseconds))))
      {
        if condition() { return true }
        if process.hasExited {
          throw .exited(program: browser.displayName, log: stack.stackDirectory.logTail(logName))
        }
      }
      if let failure = channel.failure { throw .channel(failure) }
      if deadline.remainingMilliseconds == 0 { return condition() }
    }
  }

  private func awaitReady() throws(OSInputError) {
    guard
      try pump(
        milliseconds: loadTimeout,
        until: { !channel.messages(from: 0, kind: "ready").isEmpty })
    else { throw failure("the page's recorder never reported ready (\(loadTimeout) ms)") }
    if let ready = channel.messages(from: 0, kind: "ready").first, ready["found"]?.boolValue == false {
      throw .fieldNotFound(selector: channel.fieldSelector, reason: ready["refused"]?.stringValue)
    }
  }

  /// Finds the window whose title carries the token (the recorder sets it), focuses it, and
  /// waits until the page says the document has the focus and the field is active.
  private func focusWindow(token: String) throws(OSInputError) {
    var window: UInt?
    _ = try pump(milliseconds: loadTimeout) {
      window = keyboard.applicationWindows().first { $0.title.contains(token) }?.window
      return window != nil
    }
    guard let window else { throw failure("no window titled with the page's token appeared") }
    keyboard.focus(window)
    let focused = try pump(milliseconds: 10_000) {
      guard let state = try? read(timeoutMilliseconds: 2000) else { return false }
      return state["focused"]?.boolValue == true && state["active"]?.boolValue == true
    }
    guard focused else { throw failure("the page never reported its field focused after XSetInputFocus") }
  }

  /// Types Escape until the page sees its keydown: the key path (X server → GTK → fcitx5 → the
  /// page) works, keydowns included (a fresh Firefox passes keyups on before keydowns).
  /// An Escape with nothing composed changes nothing in the field or the engine.
  private func probe() throws(OSInputError) {
    let escape = XKey(keysym: 0xFF1B, name: "Escape")
    for _ in 0..<40 {
      let start = channel.messages.count
      try keyboard.type(escape)
      // The Escape's own keydown (keyCode 27): one an input method took is 229.
      let seen = try pump(milliseconds: 500) {
        channel.messages(from: start, kind: "event").contains {
          $0["type"]?.stringValue == "keydown" && $0["key"]?.stringValue == "Escape"
            && $0["keyCode"]?.intValue == 27
        }
      }
      if seen {
        try awaitKeyEvents(keyups: 1)
        cursor = channel.messages.count
        return
      }
    }
    throw failure("no keydown reached the page (40 probe Escapes)")
  }

  /// Types `key` and returns the page's events for it: everything up to its keyup (and
  /// Shift's), then until the page has been quiet for `quietMilliseconds` (the input method's
  /// commit can trail the keyup: Firefox's `compositionend` after a confirming Enter's keyup);
  /// with no keyup (Chromium drops the keyup of the Enter that confirms), until it has been quiet
  /// for `lostKeyupMilliseconds`; at most `keyTimeoutMilliseconds`.
  ///
  /// No event says that the input method and the browser are done with a key, so this is the
  /// one place the replay waits on the clock; it decides when to read, never what is read.
  func type(_ key: XKey) throws(OSInputError) -> [JSONValue] {
    let strokes = key.shift || Self.needsShift(key) ? 2 : 1
    let start = cursor
    try keyboard.press(key)
    // Held until the page has its keydown, as a person's key is: released at once, Firefox
    // drops the keydown of a key fcitx5 is still processing (measured: no keydown at all).
    _ = try pump(milliseconds: Self.holdMilliseconds) {
      channel.messages(from: start, kind: "event").filter { $0["type"]?.stringValue == "keydown" }.count
        >= strokes
    }
    try keyboard.release(key)
    try awaitKeyEvents(keyups: strokes)
    return takeEvents()
  }

  /// Holds `key` down for `milliseconds` before releasing it, and returns the page's events
  /// for it (as `type`): what a key stuck under load looks like. The stack's X server has no
  /// autorepeat (`Xvfb -r`), so a held key is one keydown however long it is held.
  ///
  ///     hold(a, milliseconds: 1200)  →  keydown, compositionstart, …, keyup (one keydown)
  func hold(_ key: XKey, milliseconds: Int) throws(OSInputError) -> [JSONValue] {
    let strokes = key.shift || Self.needsShift(key) ? 2 : 1
    try keyboard.press(key)
    _ = try pump(milliseconds: milliseconds) { false }
    try keyboard.release(key)
    try awaitKeyEvents(keyups: strokes)
    return takeEvents()
  }

  /// Types `keys` on a clock instead of waiting for each key's events: each is pressed and
  /// released, then the next follows `intervalMilliseconds` later (a burst, as fast typing or
  /// a key remapper sends them). Returns the page's events for all of them, once every keyup
  /// came and the page was quiet (as `type`).
  ///
  /// `rolling` presses every key before releasing any (the next key goes down while the
  /// previous one is still held).
  ///
  ///     typeBurst([a, Return], intervalMilliseconds: 4, rolling: true)
  func typeBurst(_ keys: [XKey], intervalMilliseconds: Int, rolling: Bool = false) throws(OSInputError)
    -> [JSONValue]
  {
    var strokes = 0
    for (index, key) in keys.enumerated() {
      if index > 0 {
        // The interval is the point: the page is served meanwhile, nothing else is awaited.
        _ = try pump(milliseconds: max(1, intervalMilliseconds)) { false }
      }
      if rolling {
        try keyboard.press(key)
      } else {
        try keyboard.type(key)
      }
      strokes += key.shift || Self.needsShift(key) ? 2 : 1
    }
    // Rolling: every key is down before the first is released, as in fast typing.
    if rolling { for key in keys { try keyboard.release(key) } }
    try awaitKeyEvents(keyups: strokes)
    return takeEvents()
  }

  /// Types `key` on the scenario's clock (`use key-interval-ms=N`): pressed
  /// `intervalMilliseconds` after the previous clocked key was pressed (at once for the first
  /// of a run), held until then or for at most `clockedHoldMilliseconds` (a person's key is
  /// down between strokes; a key released at once loses Firefox its keydown), released, and
  /// not awaited. Returns the key's strokes (2 with Shift) for `finishClockedRun`.
  ///
  ///     typeOnClock(a, 4); typeOnClock(Return, 4); finishClockedRun(strokes: 2)
  ///     → a down, 4 ms, a up, Return down; Return held until its keydown came; the events of both
  func typeOnClock(_ key: XKey, intervalMilliseconds: Int) throws(OSInputError) -> Int {
    if let held = clockedKeyDown {
      let since = held.pressed.duration(to: .now)
      let interval = Duration.milliseconds(intervalMilliseconds)
      let hold = min(interval, .milliseconds(Self.clockedHoldMilliseconds))
      if since < hold { _ = try pump(milliseconds: Self.milliseconds(hold - since)) { false } }
      try keyboard.release(held.key)
      let sinceRelease = held.pressed.duration(to: .now)
      if sinceRelease < interval {
        _ = try pump(milliseconds: Self.milliseconds(interval - sinceRelease)) { false }
      }
    }
    let start = cursor
    try keyboard.press(key)
    clockedKeyDown = (key, .now)
    clockedRunStart = clockedRunStart ?? start
    return key.shift || Self.needsShift(key) ? 2 : 1
  }

  /// Ends a run of clocked keys: the last one is held until the page has its keydown (≤ 500 ms,
  /// as `type`), released, then the run is done once `strokes` keyups came and the page was
  /// quiet (as `type`). Returns the page's events for the whole run.
  func finishClockedRun(strokes: Int) throws(OSInputError) -> [JSONValue] {
    guard let held = clockedKeyDown else { return takeEvents() }
    let start = clockedRunStart ?? cursor
    _ = try pump(milliseconds: Self.holdMilliseconds) {
      channel.messages(from: start, kind: "event").filter { $0["type"]?.stringValue == "keydown" }.count
        >= strokes
    }
    try keyboard.release(held.key)
    clockedKeyDown = nil
    clockedRunStart = nil
    try awaitKeyEvents(keyups: strokes, from: start)
    return takeEvents()
  }

  /// The longest a clocked key is held before the next one (a person's key; the stack's X server has
  /// no autorepeat, so a longer hold would not type more, only delay the next key).
  static let clockedHoldMilliseconds = 200

  private static func milliseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    return max(1, Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
  }

  /// The longest a key is held down waiting for its keydown (an input method may swallow it).
  static let holdMilliseconds = 500

  /// Types `key` as `type` does and returns the time from its press to the page's first event
  /// for it, in milliseconds (`nil` when none came): the round trip through the X server, GTK,
  /// fcitx5 and its engine, and the browser, to the page's listener and back over the channel.
  func roundTrip(_ key: XKey) throws(OSInputError) -> Double? {
    let start = cursor
    let pressed = ContinuousClock.now
    var arrived: ContinuousClock.Instant?
    try keyboard.press(key)
    _ = try pump(milliseconds: Self.holdMilliseconds) {
      let events = channel.messages(from: start, kind: "event")
      if arrived == nil && !events.isEmpty { arrived = .now }
      return events.contains { $0["type"]?.stringValue == "keydown" }
    }
    try keyboard.release(key)
    try awaitKeyEvents(keyups: 1)
    _ = takeEvents()
    guard let arrived else { return nil }
    let (seconds, attoseconds) = pressed.duration(to: arrived).components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }

  /// Quiet time after the last keyup before a key counts as done.
  static let quietMilliseconds = 40
  /// Quiet time after the last event when the keyup never comes.
  static let lostKeyupMilliseconds = 300

  private func awaitKeyEvents(keyups: Int, from first: Int? = nil) throws(OSInputError) {
    let start = first ?? cursor
    var lastCount = channel.messages.count
    var lastChange = ContinuousClock.now
    _ = try pump(milliseconds: Self.keyTimeoutMilliseconds) {
      let count = channel.messages.count
      if count != lastCount {
        lastCount = count
        lastChange = .now
        return false
      }
      let quiet = lastChange.duration(to: .now)
      let events = channel.messages(from: start, kind: "event")
      let seen = events.filter { $0["type"]?.stringValue == "keyup" }.count
      if seen >= keyups { return quiet >= .milliseconds(Self.quietMilliseconds) }
      return !events.isEmpty && quiet >= .milliseconds(Self.lostKeyupMilliseconds)
    }
  }

  private static func needsShift(_ key: XKey) -> Bool {
    // Printable ASCII that a US keyboard types with Shift.
    guard key.keysym >= 0x21, key.keysym <= 0x7E, let scalar = Unicode.Scalar(UInt32(key.keysym)) else {
      return false
    }
    return "ABCDEFGHIJKLMNOPQRSTUVWXYZ~!@#$%^&*()_+{}|:\"<>?".unicodeScalars.contains(scalar)
  }

  /// The events that arrived since the last call.
  func takeEvents() -> [JSONValue] {
    let events = channel.messages(from: cursor, kind: "event")
    cursor = channel.messages.count
    return events
  }

  /// The field's state, the page's binding and new app events, read once the page's short
  /// timers have run.
  func read(timeoutMilliseconds: Int = 5000) throws(OSInputError) -> JSONValue {
    try command("read", [:], timeoutMilliseconds: timeoutMilliseconds)
  }

  /// Runs a script step's `script` in the page (the app's `set`, the field's `blur()` or
  /// `focus()`, a Submit button) and returns its value once the page's timers have run (a
  /// deferred write's) and the focus they left the field with has reached the input method: a
  /// `FocusIn` on the bus when the field's last focus event was a focus, a `FocusOut` when it
  /// was a blur, then 20 ms with no other (Chromium sends its Reset, FocusOut, FocusIn twice);
  /// at most `focusTimeoutMilliseconds`. A script that moves no focus returns at once.
  ///
  ///     guarded page, `set "あ"` during a composition: blur, focus  →  waits for FocusOut, FocusIn
  ///     naive page, `set "あ"`: no focus event                       →  returns at once
  ///
  /// Without the wait the next key can reach Mozc before the browser's focus-out resets it
  /// (`InputMethodFocusMonitor`).
  @discardableResult
  func runScriptStep(_ script: String) throws(OSInputError) -> JSONValue {
    let monitor = stack.focusMonitor
    monitor.poll()
    let callMark = monitor.mark
    let messageMark = channel.messages.count
    let value = try evaluate(script)
    // A deferred write (`set … deferred`) blurs and focuses on a later turn: its timers first.
    _ = try command("settle", [:], timeoutMilliseconds: 5000)
    let fieldFocus = channel.messages(from: messageMark, kind: "focus").last {
      $0["onField"]?.boolValue == true
    }
    guard let fieldFocus else { return value }
    let expected: InputMethodFocusMonitor.Call =
      fieldFocus["type"]?.stringValue == "focus" ? .focusIn : .focusOut
    var seen = false
    var lastCount = callMark
    var lastChange = ContinuousClock.now
    _ = try pump(milliseconds: Self.focusTimeoutMilliseconds) {
      monitor.poll()
      if monitor.mark != lastCount {
        lastCount = monitor.mark
        lastChange = .now
        seen = seen || monitor.calls(since: callMark).contains(expected)
        return false
      }
      return seen && lastChange.duration(to: .now) >= .milliseconds(Self.focusQuietMilliseconds)
    }
    return value
  }

  /// The longest a script step waits for its focus change to reach the input method.
  static let focusTimeoutMilliseconds = 1000
  /// Quiet time after the input method's last focus call before the next key.
  static let focusQuietMilliseconds = 20

  /// Runs `script` in the page; its value (JSON), or a `.channel` error with the page's exception.
  @discardableResult
  func evaluate(_ script: String) throws(OSInputError) -> JSONValue {
    try command("eval", ["script": .string(script)], timeoutMilliseconds: 5000)
  }

  private func command(_ operation: String, _ fields: [String: JSONValue], timeoutMilliseconds: Int)
    throws(OSInputError) -> JSONValue
  {
    guard let id = channel.send(operation, fields) else {
      throw process.hasExited ? failure(operation) : .channel("the page's channel is closed")
    }
    var reply: JSONValue?
    guard
      try pump(
        milliseconds: timeoutMilliseconds,
        until: {
          reply = channel.reply(to: id)
          return reply != nil
        }), let reply
    else { throw .channel("no reply to \(operation) within \(timeoutMilliseconds) ms") }
    if let error = reply["error"]?.stringValue { throw .channel("the page's script failed: \(error)") }
    return reply["result"] ?? .null
  }

  /// Ends the browser (its process group, reaped), forgets the channel, removes the profile.
  func close() {
    guard !closed else { return }
    closed = true
    server.discard(channel)
    process.end()
    try? FileManager.default.removeItem(atPath: profile)
  }
}
