import ChromiumDriver
import InputModel

/// A scenario typed into a page through the real OS input stack, one `SessionStep` at a time:
/// its keys are X key events that fcitx5's engine turns into compositions; `set`, `focus`,
/// `blur` and `tap-submit` are the page's own hooks and the element's methods, run in the page.
/// After every step the page is read (its field, selection, binding and app events) and its
/// DOM events are recorded, as `BrowserSession` does for Chromium's synthetic IME.
///
///     let session = OSBrowserSession(page: page, settings: scenario.settings)
///     try session.perform(.type("kyou"))
///     session.fieldPattern   // "[きょう|]", as the browser shows it with Mozc composing
///
/// The keyboard is fcitx5's engine, which the replay does not read: `ime-desync`, `lost-input`
/// and `expect candidates` are not evaluated here.
public final class OSBrowserSession: BrowserReplaySession {
  let page: OSPage
  public private(set) var steps: [BrowserStepRecord] = []
  public let changesPerWrite: Bool
  private var composition = PageComposition()
  /// Mozc's conversion, followed so that `convert` types nothing during one (`nil`: not Mozc).
  private var mozcConversion: MozcConversionTracker?
  private var state: JSONValue = .null
  private var bindingBeforeStep: String?

  /// The scenario's `key-interval-ms`: keys typed on that clock instead of one at a time.
  private let keyIntervalMilliseconds: Int?
  /// Per performed step, in order: whether a run of clocked key steps goes on after it.
  private let runContinues: [Bool]
  /// Strokes of the clocked run typed so far, and whether a composition was open at its start.
  private var clockedStrokes = 0
  private var composingAtRunStart = false

  /// `steps` are the scenario's lines, read ahead for runs of key steps when the scenario has a
  /// `key-interval-ms` (empty: every step is read).
  init(page: OSPage, settings: ScenarioSettings, steps: [ScenarioStep] = []) throws(OSInputError) {
    self.page = page
    mozcConversion = OSEngine(ime: settings.ime) == .mozc ? MozcConversionTracker() : nil
    keyIntervalMilliseconds = settings.keyIntervalMilliseconds
    // The runners perform a `focus=off` scenario's blur before its first line.
    runContinues = (settings.focus == .off ? [false] : []) + Self.keyRunContinues(steps)
    changesPerWrite = settings.platformProfile.renderTiming == .perEvent && !settings.makeBridge().rendersLate
    _ = page.takeEvents()
    state = try page.read()
    bindingBeforeStep = binding
  }

  public var browserName: String { "\(page.browser.displayName) (OS input)" }
  public var explainOptions: String { "--browser \(page.browser.rawValue) --input os" }
  public var checksLostInput: Bool { false }
  public var compositionBuffer: String? { nil }
  public var candidates: [String]? { nil }
  public var evaluableViolations: Set<InvariantID> { Self.evaluable }

  /// The invariants the page's events show through the OS stack.
  static let evaluable: Set<InvariantID> = [.compositionOverwrite, .submitDuringComposition]
  public var reportsAppEvents: Bool { state["app"].map { $0 != .null } ?? false }

  public var fieldPattern: FieldPattern {
    let text = state["text"]?.stringValue ?? ""
    let start = state["start"]?.intValue ?? text.utf16.count
    let end = state["end"]?.intValue ?? start
    return FieldPattern(
      text: text, markedRange: composition.markedRange(in: text),
      selectedRange: UTF16Range(location: min(start, end), length: abs(end - start)))
  }

  public var markedText: String? {
    let pattern = fieldPattern
    guard let range = pattern.markedRange else { return nil }
    return String(pattern.text.utf16.dropFirst(range.location).prefix(range.length))
  }

  public var binding: String? { state["binding"]?.stringValue }

  /// `convert` is the conversion key while a reading is typed, and nothing otherwise, for every
  /// keyboard of the model: its key, Space, would type U+3000 on an idle Mozc (`key space`
  /// still does) and pick the next candidate during Mozc's conversion.
  private var convertPressesNothing: Bool {
    (markedText == nil && mozcConversion?.readingHidden != true) || mozcConversion?.convertKey() == nil
  }

  /// What the engine does with its buffer when a key's handler assigns during a composition,
  /// in this browser (its measured Linux profile's `ime-on-assign`).
  private lazy var reactionToAssignment: CompositionReaction =
    page.browser.modelPlatform.profile.imeReaction(assignmentInInputHandler: true, family: .japanese)

  /// What the engine does with its buffer when a script's `set` assigns during a composition
  /// (`ime-on-late-assign`): Chromium keeps Mozc's reading, which a conversion key still
  /// converts unseen (measured 2026-12-04: naive page, `type pe` / `set ""` / Space → `[|ペ]`).
  private lazy var reactionToScriptWrite: CompositionReaction =
    page.browser.modelPlatform.profile.imeReaction(assignmentInInputHandler: false, family: .japanese)

  /// Whether the step being performed is a script's write (`set`), not a key.
  private var performingScriptWrite = false

  /// `select N` during Mozc's conversion: Down or Up to candidate N, as the model's Mozc
  /// keyboard moves (`MozcConversionTracker.selectKeys`); `nil` otherwise (a digit).
  private func mozcSelectKeys(_ position: Int) -> [XKey]? {
    guard markedText != nil || mozcConversion?.readingHidden == true else { return nil }
    return mozcConversion?.selectKeys(position: position)
  }

  public func perform(_ step: SessionStep) throws(BrowserStepError) {
    var record = BrowserStepRecord(step: step)
    let performedIndex = steps.count
    if let interval = keyIntervalMilliseconds, Self.isKeyStep(step) {
      let continues = performedIndex < runContinues.count && runContinues[performedIndex]
      try performOnClock(step, interval: interval, continues: continues, into: &record)
      return
    }
    do {
      switch step {
      case .type(let text):
        for character in text {
          guard let key = XKey(typed: String(character)) else {
            throw BrowserStepError.unsupported(
              "`type \"\(text)\"`: no key of a US keyboard types \"\(character)\"; the OS input method types from keys"
            )
          }
          try press(key, into: &record)
        }
      case .key(let named, let count):
        guard let key = XKey(named: named) else {
          throw BrowserStepError.unsupported("`key \(named.rawValue)` has no key on an X keyboard")
        }
        for _ in 0..<max(0, count) { try press(key, into: &record) }
      case .action(.convert) where convertPressesNothing:
        break
      case .action(.selectCandidate(let position)) where mozcSelectKeys(position) != nil:
        let changesBefore = record.changes.count
        for key in mozcSelectKeys(position) ?? [] { try press(key, into: &record) }
        Self.coalesceGestureChanges(in: &record, from: changesBefore)
      case .action(let action):
        guard let key = XKey(action: action) else {
          throw BrowserStepError.unsupported("`\(step)` has no key for the OS input method")
        }
        try press(key, into: &record)
      case .flick:
        throw BrowserStepError.unsupported("`flick` is a touch gesture; an X keyboard has no flick")
      case .set(let text, let deferred):
        guard try page.evaluate("typeof window.inputsimSet === 'function'") == .bool(true) else {
          throw BrowserStepError.unsupported(
            "`set` needs the page to expose window.inputsimSet(text, deferred), the app's own write of its value"
          )
        }
        performingScriptWrite = true
        defer { performingScriptWrite = false }
        try page.runScriptStep("window.inputsimSet(\(Self.literal(text)), \(deferred))")
        try collect(into: &record)
        finish(&record)
        return
      case .tick:
        break
      case .focus:
        try page.runScriptStep("window.__inputsimRecorder.el.focus()")
      case .blur:
        mozcConversion?.noteFocusLost()
        try page.runScriptStep("window.__inputsimRecorder.el.blur()")
      case .tapSubmit:
        guard try page.evaluate("typeof window.inputsimTapSubmit === 'function'") == .bool(true) else {
          throw BrowserStepError.unsupported(
            "`tap-submit` needs the page to expose window.inputsimTapSubmit(), the action of the app's Submit button"
          )
        }
        let composing = composition.isOpen
        try page.runScriptStep("window.inputsimTapSubmit()")
        try collect(into: &record)
        if composing && !record.submits.isEmpty { record.violations.append(.submitDuringComposition) }
      case .render:
        throw BrowserStepError.unsupported("`render` is a SwiftUI render pass; a page has no such step")
      case .pick, .closeMenu, .cancelSearch, .scroll, .resize:
        throw BrowserStepError.unsupported(
          "`\(step)` drives a component, which the browser replay does not have")
      }
      try collect(into: &record)
    } catch let error as BrowserStepError {
      throw error
    } catch let error as OSInputError {
      throw .driver(error.description)
    } catch {
      throw .driver("\(error)")
    }
    finish(&record)
  }

  /// Per performed step of `steps`, in order: true when it is a key step (`type`, `key`, a
  /// conversion gesture) and the next line is one too, so the two are typed on the clock with
  /// no read of the page between them.
  ///
  ///     type a / key enter / expect submitted ""   →  [true, false]
  static func keyRunContinues(_ steps: [ScenarioStep]) -> [Bool] {
    steps.indices.compactMap { index -> Bool? in
      guard case .perform(let performed) = steps[index].kind else { return nil }
      guard isKeyStep(performed), index + 1 < steps.count,
        case .perform(let next) = steps[index + 1].kind
      else { return false }
      return isKeyStep(next)
    }
  }

  private static func isKeyStep(_ step: SessionStep) -> Bool {
    switch step {
    case .type, .key, .action: true
    default: false
    }
  }

  /// The keys of one key step: `type` one per character, `key` its count, a conversion
  /// gesture its key.
  private func keys(of step: SessionStep) throws(BrowserStepError) -> [XKey] {
    switch step {
    case .type(let text):
      return try text.map { character throws(BrowserStepError) -> XKey in
        guard let key = XKey(typed: String(character)) else {
          throw BrowserStepError.unsupported(
            "`type \"\(text)\"`: no key of a US keyboard types \"\(character)\"; the OS input method types from keys"
          )
        }
        return key
      }
    case .key(let named, let count):
      guard let key = XKey(named: named) else {
        throw BrowserStepError.unsupported("`key \(named.rawValue)` has no key on an X keyboard")
      }
      return Array(repeating: key, count: max(0, count))
    case .action(.convert) where convertPressesNothing:
      return []
    case .action(.selectCandidate(let position)) where mozcSelectKeys(position) != nil:
      return mozcSelectKeys(position) ?? []
    case .action(let action):
      guard let key = XKey(action: action) else {
        throw BrowserStepError.unsupported("`\(step)` has no key for the OS input method")
      }
      return [key]
    default:
      return []
    }
  }

  /// A key step on the scenario's clock: its keys are typed `interval` apart (and apart from
  /// the previous step's), and the page is read only after the run's last step. The run's
  /// events and submits belong to that step; a submit in a run during which a composition was
  /// open, with no plain (non-229) keydown after its last `compositionend`, is
  /// `submit-during-composition`.
  private func performOnClock(
    _ step: SessionStep, interval: Int, continues: Bool, into record: inout BrowserStepRecord
  ) throws(BrowserStepError) {
    let keys = try keys(of: step)
    do throws(OSInputError) {
      if clockedStrokes == 0 { composingAtRunStart = composition.isOpen }
      // The page is not read between clocked keys: a letter is taken to open a reading.
      var composing = composition.isOpen
      for key in keys {
        clockedStrokes += try page.typeOnClock(key, intervalMilliseconds: interval)
        let opens = (0x21...0x7E).contains(key.keysym)
        mozcConversion?.noteKey(key, composingBefore: composing, composingAfter: composing || opens)
        composing = composing || opens
      }
      if continues {
        record.isRead = false
        record.after = fieldPattern
        record.binding = binding
        steps.append(record)
        return
      }
      let events = try page.finishClockedRun(strokes: clockedStrokes)
      clockedStrokes = 0
      absorb(events, into: &record)
      try collect(into: &record)
      if !composition.isOpen { mozcConversion?.noteCompositionClosed() }
      let opened = composingAtRunStart || events.contains { $0["type"]?.stringValue == "compositionstart" }
      let end = events.lastIndex { $0["type"]?.stringValue == "compositionend" }
      let plainKeyAfterCommit = events[(end ?? events.endIndex)...].contains {
        $0["type"]?.stringValue == "keydown" && $0["keyCode"]?.intValue != 229
      }
      if opened && !record.submits.isEmpty && !plainKeyAfterCommit {
        record.violations.append(.submitDuringComposition)
      }
    } catch {
      throw .driver(error.description)
    }
    finish(&record)
  }

  private static func literal(_ text: String) -> String {
    String(decoding: JSONValue.string(text).encoded(), as: UTF8.self)
  }

  /// One key: its events are folded into the composition; a submit while the key began inside
  /// a composition, with no plain key event (not 229) after the composition ended, is
  /// `submit-during-composition`.
  private func press(_ key: XKey, into record: inout BrowserStepRecord) throws(OSInputError) {
    let composingBefore = composition.isOpen
    let events = try page.type(key)
    absorb(events, into: &record)
    let submitsBefore = record.submits.count
    try collect(into: &record)
    mozcConversion?.noteKey(key, composingBefore: composingBefore, composingAfter: composition.isOpen)
    guard composingBefore, record.submits.count > submitsBefore else { return }
    let end = events.firstIndex { $0["type"]?.stringValue == "compositionend" }
    let plainKeyAfterCommit = events[(end ?? events.endIndex)...].contains {
      $0["type"]?.stringValue == "keydown" && $0["keyCode"]?.intValue != 229
    }
    if !plainKeyAfterCommit { record.violations.append(.submitDuringComposition) }
  }

  private func absorb(_ events: [JSONValue], into record: inout BrowserStepRecord) {
    var previous: String?
    var compositionEnded = false
    for event in events {
      let type = event["type"]?.stringValue
      defer {
        previous = type
        if type == "compositionend" { compositionEnded = true }
      }
      // Firefox ends the composition inside the assignment, its `compositionend` first (a
      // key's write); a script's `set` ends it in the same step, by the assignment or the
      // guarded page's blur just before it. Mozc's next reading is unseen either way.
      let endedByWrite = performingScriptWrite ? compositionEnded : previous == "compositionend"
      if type == "assign" && endedByWrite && reactionToAssignment == .detach {
        mozcConversion?.notePageTookReading(kept: false)
      }
      if type == "assign" && composition.isOpen {
        record.violations.append(.compositionOverwrite)
        // A key's own write (its `input` handler, a late render), or a script's `set` on a
        // page that writes over the composition: the guarded page blurs first instead, which
        // resets the engine and closes the composition before its write.
        let reaction = performingScriptWrite ? reactionToScriptWrite : reactionToAssignment
        if reaction == .keep || reaction == .detach {
          mozcConversion?.notePageTookReading(kept: reaction == .keep)
        }
      }
      composition.apply(event, browser: page.browser)
      record.domEvents.append(
        DOMEvent(
          type: event["type"]?.stringValue ?? "?", inputType: event["inputType"]?.stringValue,
          data: event["data"]?.stringValue, isComposing: event["isComposing"]?.boolValue,
          key: event["key"]?.stringValue, keyCode: event["keyCode"]?.intValue))
    }
  }

  /// Reads the page (after its short timers) and takes its events and app entries.
  private func collect(into record: inout BrowserStepRecord) throws(OSInputError) {
    state = try page.read()
    absorb(page.takeEvents(), into: &record)
    for entry in state["app"]?.arrayValue ?? [] {
      switch entry["kind"]?.stringValue {
      case "submit": record.submits.append(entry["text"]?.stringValue ?? "")
      case "change":
        record.changes.append(
          OnChangeRecord(old: entry["old"]?.stringValue ?? "", new: entry["new"]?.stringValue ?? ""))
      default: break
      }
    }
  }

  /// The page's changes during one `select N` typed as several keys (Down to open Mozc's
  /// window, then a digit; Up or Down candidate by candidate) become one, first value to last:
  /// the candidates passed on the way are the keys the stack chose to reach N, not the
  /// person's gesture, which the model performs at once.
  ///
  ///     select 3 on the first conversion: Down "あ" -> "亜", 3 "亜" -> "有"  →  "あ" -> "有"
  static func coalesceGestureChanges(in record: inout BrowserStepRecord, from start: Int) {
    guard record.changes.count - start > 1, let first = record.changes[start...].first,
      let last = record.changes.last
    else { return }
    record.changes.removeSubrange(start...)
    if first.old != last.new { record.changes.append(OnChangeRecord(old: first.old, new: last.new)) }
  }

  /// Closes the step as `BrowserSession` does: the page's changes coalesce into one unless
  /// each write is a change (`changesPerWrite`).
  private func finish(_ record: inout BrowserStepRecord) {
    let bindingNow = binding
    if let old = bindingBeforeStep, let new = bindingNow, old != new {
      record.change = OnChangeRecord(old: old, new: new)
    }
    bindingBeforeStep = bindingNow
    if !changesPerWrite || !reportsAppEvents {
      record.changes = record.change.map { [$0] } ?? []
    }
    record.after = fieldPattern
    record.binding = bindingNow
    record.compositionBuffer = markedText ?? ""
    steps.append(record)
  }
}
