import InputModel

/// A scenario's keyboard typing into a page, one `SessionStep` at a time: the browser's
/// counterpart of the model's `Session`, read back after every step.
///
///     let session = try BrowserSession(page: page, settings: scenario.settings)
///     try session.perform(.type("kyou"))
///     session.fieldPattern   // "[きょう|]", as Chromium shows it
///
/// The keyboard is the scenario's own (`use ime=`); what it does when the page ends its
/// composition is the scenario's `ime-on-assign` rule, as in the model. The violations this
/// replay can see are those the browser shows by itself (`BrowserInvariants`).
public final class BrowserSession {
  public let client: ChromiumTextInputClient
  public let keyboard: any InputMethod
  /// The OS IME's reaction when the page assigns under its composition (`ime-on-assign`).
  public let reactionToAssign: CompositionReaction
  /// What the OS IME sends around an Enter that confirms its composition (`enter-commit` and
  /// `enter-order`, the IME's own order of calls and keys; Chromium turns them into DOM events).
  public let composingEnter: ComposingEnter
  /// Whether the OS IME drops its composition when the field loses focus (`blur-composition`
  /// or `focus-loss` = `discard`, the Chinese IMEs of vuejs/vue#5020) rather than leaving it
  /// to the browser, which commits it.
  public let discardsOnBlur: Bool
  /// Per performed step: the DOM events it caused, the page's coalesced change (old → new)
  /// and submits, and the violations the browser showed.
  public private(set) var steps: [BrowserStepRecord] = []
  /// The page's binding before the current step, for coalescing its changes.
  private var bindingBeforeStep: String?
  /// Whether `expect onchange` sees each change the page reports (its `inputsimEvents`
  /// `change` entries), as the model fires `onChange` at each write when it renders after
  /// each key (`render-timing=per-event` with a bridge that does not render late); else, or
  /// when the page reports no entries, one coalesced change per step.
  public let changesPerWrite: Bool
  /// The text the keys give with no app in the loop, when `lost-input` is checked (a page
  /// that never edits the text deliberately: see `KeysAlone`).
  private let keysAlone: KeysAlone?

  /// Whether this replay checks `lost-input` (at the end of each step).
  public var checksLostInput: Bool { keysAlone != nil }

  /// `checksLostInput`: compare the field with the text the keys give on their own at the end
  /// of every step (only for a page that makes no deliberate edits: no `set`, no transform).
  public init(
    field: ChromiumField, settings: ScenarioSettings, dictionary: ConversionDictionary = .embedded,
    checksLostInput: Bool = false
  ) throws(ChromiumError) {
    client = try ChromiumTextInputClient(field: field, reportsProcessKey: settings.ime != .direct)
    keyboard = settings.makeKeyboard(dictionary: dictionary)
    reactionToAssign = settings.platformProfile.imeOnAssign
    let profile = settings.platformProfile
    composingEnter = ComposingEnter(profile: profile, family: settings.ime.family)
    discardsOnBlur = profile.focusLoss(for: settings.ime.family) == .discard
    changesPerWrite = profile.renderTiming == .perEvent && !settings.makeBridge().rendersLate
    bindingBeforeStep = client.state.binding
    keysAlone =
      checksLostInput
      ? KeysAlone(twinOf: keyboard, text: client.text, platform: settings.platformProfile) : nil
    _ = client.takeEvents()
    _ = client.takeAppEvents()
  }

  /// The field as the browser shows it, with the composition the driver set.
  public var fieldPattern: FieldPattern {
    FieldPattern(text: client.text, markedRange: client.markedRange, selectedRange: client.selectedRange)
  }

  /// The marked text, `nil` when nothing is marked.
  public var markedText: String? {
    guard let range = client.markedRange else { return nil }
    return String(client.text.utf16.dropFirst(range.location).prefix(range.length))
  }

  /// The page's value (`window.inputsimBinding()`), `nil` when the page does not expose it.
  public var binding: String? { client.state.binding }

  /// Performs one step. A step the browser cannot express throws `BrowserStepError.unsupported`;
  /// a browser failure throws `.browser`; the keyboard's refusal `.inputMethod`.
  public func perform(_ step: SessionStep) throws(BrowserStepError) {
    var record = BrowserStepRecord(step: step)
    defer { finish(&record) }
    switch step {
    case .type(let text):
      let keys = text.map(String.init)
      for (index, key) in keys.enumerated() {
        try press(.key(.typed(key)), settle: index == keys.count - 1, into: &record)
      }
    case .key(let key, let count):
      for index in 0..<max(0, count) {
        try press(.key(.named(key)), settle: index == count - 1, into: &record)
      }
    case .flick(let kana):
      guard FlickComposer.canFlick(kana) else { throw .inputMethod(.noFlickGesture(kana: kana)) }
      try press(.key(.typed(kana)), settle: true, into: &record)
    case .action(let action):
      try press(action, settle: true, into: &record)
    case .set(let text, let deferred):
      try pageChange(into: &record) { () throws(BrowserStepError) in
        let hook = try evaluate("typeof window.inputsimSet === 'function'")
        guard hook == .bool(true) else {
          throw .unsupported(
            "`set` needs the page to expose window.inputsimSet(text, deferred), the app's own write of its value"
          )
        }
        try evaluate(
          "window.inputsimSet(\(JSONValue.string(text).encodedText), \(deferred))")
      }
    case .tick:
      // The page's timers already ran at every settled read; a tick lets any later ones land.
      try pageChange(into: &record) { () throws(BrowserStepError) in }
    case .focus:
      try pageChange(into: &record) { () throws(BrowserStepError) in
        try evaluate("window.__inputsim.el.focus()")
      }
      keysAlone?.focus()
    case .blur:
      try pageChange(into: &record) { () throws(BrowserStepError) in
        if discardsOnBlur && client.markedRange != nil {
          // The IME cancels its composition as the focus leaves: an empty composition.
          do throws(TextFieldError) {
            try client.setMarkedText(
              "", selectedRange: UTF16Range(location: 0, length: 0), replacementRange: nil)
          } catch {
            throw .inputMethod(.field(error))
          }
        }
        try evaluate("window.__inputsim.el.blur()")
      }
      // Focus moved away: the OS IME forgets its composition, as in the model.
      keyboard.reset()
      keysAlone?.blur()
    case .render:
      throw .unsupported("`render` is a SwiftUI render pass; a page has no such step")
    case .tapSubmit:
      // The app's button: no focus change, so a composition goes on; a submit during one is
      // the violation the model reports.
      let composing = client.markedRange != nil
      let submitsBefore = record.submits.count
      try pageChange(into: &record) { () throws(BrowserStepError) in
        let hook = try evaluate("typeof window.inputsimTapSubmit === 'function'")
        guard hook == .bool(true) else {
          throw .unsupported(
            "`tap-submit` needs the page to expose window.inputsimTapSubmit(), the action of the app's Submit button"
          )
        }
        try evaluate("window.inputsimTapSubmit()")
      }
      if composing && record.submits.count > submitsBefore {
        record.violations.append(.submitDuringComposition)
      }
    case .pick, .closeMenu, .cancelSearch, .scroll, .resize:
      throw .unsupported("`\(step)` drives a component, which the browser replay does not have")
    }
  }

  /// One key press: the keyboard's commands go to the page inside one IME key event (Process,
  /// or key "Enter" with keyCode 229 for an Enter); if the page's write ended the composition,
  /// the keyboard hears it with the scenario's rule.
  private func press(_ action: InputAction, settle: Bool, into record: inout BrowserStepRecord)
    throws(BrowserStepError)
  {
    let composingBefore = client.markedRange != nil || !keyboard.compositionBuffer.isEmpty
    // As the model's session: the IME's order of keys and calls for an Enter that confirms.
    let isEnter = action == .key(.named(.enter))
    let keys = composingBefore && isEnter ? composingEnter.keys : ComposingEnter.Keys(inside: .process)
    let performed = keys.commitsOnly ? InputAction.commit : action
    do {
      try client.pressKey(settle: settle, imeKey: keys.inside) { () throws(InputMethodError) in
        try keyboard.perform(performed, client: client)
        if let after = keys.after { client.sendKey(after) }
      }
    } catch {
      try checkBrowser()
      throw .inputMethod(error)
    }
    try checkBrowser()
    keysAlone?.pressed(action)
    let submitsBefore = record.submits.count
    collect(into: &record)
    // A submit by the Enter that confirmed the composition (not by the plain Enter an IME
    // passes on after committing, `enter-commit=before-keydown`), as the model counts it.
    let submitBelongsToComposition = !isEnter || keys.enterBelongsToCommit
    if composingBefore && submitBelongsToComposition && record.submits.count > submitsBefore {
      record.violations.append(.submitDuringComposition)
    }
    if client.takeCompositionEndedByPage() {
      record.violations.append(.compositionOverwrite)
      do {
        try keyboard.clientTextDidChange(reactionToAssign, client: client)
      } catch {
        throw .inputMethod(error)
      }
      try checkBrowser()
    }
  }

  /// A change that is not a key: the page may end the composition, by an assignment (the
  /// keyboard hears the scenario's rule) or by committing it (the keyboard is told it was
  /// committed, as the model's bridge tells it when it unmarks).
  private func pageChange(
    into record: inout BrowserStepRecord, _ body: () throws(BrowserStepError) -> Void
  ) throws(BrowserStepError) {
    let composingBefore = client.markedRange != nil
    try body()
    client.refresh()
    try checkBrowser()
    collect(into: &record)
    let assignedDuringComposition = client.takeCompositionEndedByPage()
    guard composingBefore, client.markedRange == nil else { return }
    // The page committed first (a compositionend, e.g. by moving focus) when that came before
    // any assignment: the keyboard then has nothing left to re-send.
    let ending = record.domEvents.first { $0.type == "compositionend" || $0.type == "assign" }
    let assigned = assignedDuringComposition && ending?.type == "assign"
    if assigned { record.violations.append(.compositionOverwrite) }
    do {
      try keyboard.clientTextDidChange(assigned ? reactionToAssign : .commit, client: client)
    } catch {
      throw .inputMethod(error)
    }
    try checkBrowser()
  }

  private func collect(into record: inout BrowserStepRecord) {
    record.domEvents += client.takeEvents()
    for event in client.takeAppEvents() {
      switch event {
      case .submit(let text): record.submits.append(text)
      case .change(let old, let new): record.changes.append(OnChangeRecord(old: old, new: new))
      }
    }
  }

  @discardableResult
  private func evaluate(_ script: String) throws(BrowserStepError) -> JSONValue {
    do {
      return try client.field.page.evaluate(script)
    } catch {
      throw .browser(error)
    }
  }

  private func checkBrowser() throws(BrowserStepError) {
    if let failure = client.takeFailure() { throw .browser(failure) }
  }

  /// Closes the step: the page's changes coalesce into one (old → new, as a render pass
  /// coalesces the model's writes), and the keyboard's buffer is compared with the marked text.
  private func finish(_ record: inout BrowserStepRecord) {
    collect(into: &record)
    let bindingNow = client.state.binding
    if let old = bindingBeforeStep, let new = bindingNow, old != new {
      record.change = OnChangeRecord(old: old, new: new)
    }
    bindingBeforeStep = bindingNow
    if !changesPerWrite || !client.field.reportsAppEvents {
      record.changes = record.change.map { [$0] } ?? []
    }
    if keyboard.compositionBuffer != (markedText ?? "") && !keyboard.compositionBuffer.isEmpty {
      record.violations.append(.imeDesync)
    }
    // At the step's end only: between keys, a page's handlers run inside the key, so the
    // states differ in timing from the model's (whose per-key reports one step end shows).
    if let keysAlone, keysAlone.loss(fieldText: client.text) != nil {
      record.violations.append(.lostInput)
    }
    record.after = fieldPattern
    record.binding = bindingNow
    record.compositionBuffer = keyboard.compositionBuffer
    steps.append(record)
  }
}

extension JSONValue {
  /// The value as JavaScript source (JSON is valid JavaScript).
  var encodedText: String { String(decoding: encoded(), as: UTF8.self) }
}
