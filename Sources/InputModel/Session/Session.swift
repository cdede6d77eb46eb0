/// A text field, a keyboard, the app's state and a bridge between them, driven step by step
/// with every invariant checked after each step and each render pass.
///
///     let session = Session(inputMethod: FlickComposer(), bridge: SwiftUI13Bridge())
///     try session.perform(.flick("わ"))
///     try session.perform(.flick("た"))
///     session.field.text                    // "た": わ was lost
///     session.violations.map(\.invariant)
///     // [.compositionOverwrite, .imeDesync, .lostInput, .compositionOverwrite, .imeDesync]
///
/// The three copies of the text are `compositionBuffer` (the keyboard's), `field.text` and
/// `binding` (the app's); every bug in this family is a disagreement between them.
///
/// The session dispatches steps and owns the platform's rules (Enter ordering in
/// `Session+Keys`, field events and assignments in `Session+Writes`, the app's handlers in
/// `Session+App`); the checks live in `InvariantMonitor`, the shadow field in
/// `LostInputOracle`, and a bridge sees the session only through `BridgeContext`.
public final class Session {
  /// The platform text field.
  public let field: TextField
  /// The keyboard.
  public let inputMethod: any InputMethod
  /// The code between field and app state.
  public let bridge: any Bridge
  /// The app's state, render passes and main queue.
  public let store: Store
  /// The app's text state (the binding).
  public let bindingID: StateID<String>
  /// The platform rules in force.
  public let platform: PlatformProfile
  /// Which of the per-keyboard platform rules apply (`enter-commit`, `blur-composition`, …).
  public let keyboardFamily: KeyboardFamily
  /// App `onChange` handlers that rewrite the binding, in order.
  public let transforms: [AppTransform]
  /// True when a transform runs inside the binding's setter (`runs=in-setter`).
  let hasSetterTransforms: Bool
  /// How the app tells a submit from the Enter that commits marked text.
  public let submitGuard: SubmitGuard
  /// When the app side runs.
  public let settleMode: SettleMode
  /// How the app's handlers read the text and when they write (the stale-onChange choices).
  public let appHandlers: AppHandlerOptions
  /// Whether steps are recorded in `trace` with their events (off in the fuzzer's hot loop).
  public let recordsTrace: Bool
  /// Whether invariants are checked (off only to measure what checking costs).
  public var checksInvariants: Bool { monitor.isChecking }

  /// One entry per step, in order.
  public private(set) var trace: [TraceEntry] = []
  /// Every invariant violation so far, in order.
  public var violations: [Violation] { monitor.violations }
  /// Every firing of the app's `onChange(of: text)`, in order.
  public internal(set) var onChangeRecords = OnChangeRecordList()
  /// The value of every submit, in order.
  public internal(set) var submits: [String] = []
  /// The number of steps performed.
  public private(set) var stepCount = 0
  /// The attached components (suggestion menu, search field, scrolling display).
  public internal(set) var components = SessionComponentState()

  /// The current step's events.
  let recorder: TraceRecorder
  /// Where the trace keeps its texts (snapshots, violations, binding writes, `onChange`
  /// values): each as a delta from the one before, so steps cost their changes, not the text.
  let history = TextHistory()
  /// The checks and the violations found.
  let monitor: InvariantMonitor
  /// The shadow field for `lost-input`, and the client the keyboard drives.
  let oracle: LostInputOracle
  lazy var context = BridgeContext(
    field: field, store: store, bindingID: bindingID, recorder: recorder, host: self)
  /// True while the binding holds an app write (not the bridge's copy of the field) that no
  /// render has assigned yet.
  var deliberateWritePending = false
  var lastBindingOrigin = WriteOrigin.step("initial")
  /// Storage for `dispatchFieldEvents`, kept between keys.
  var eventBuffer: [FieldEvent] = []
  /// The binding as the last render pass saw it: what a closure captured at that render holds
  /// (kept as the store keeps it: a field text the bridge wrote stays unread).
  var lastRendered: StateValue<String>
  var lastRenderedText: String { lastRendered.resolved }
  /// The binding at the first render: what a closure built once at mount holds.
  let mountText: String
  /// What the suggestion menu's `onChange` has not seen yet (`update=onchange` only).
  var menuWatch = MenuWatch()
  /// SwiftUI's render diffing (`update-view=changed-inputs`): the binding the bridge's last
  /// update saw, the binding the current pass noticed at its start (nil when it noticed no
  /// change), and whether another input changed (`render` step).
  var viewInputs = ViewInputs()
  /// The menu as it would be had every firing read the current text, kept from a firing to the
  /// end of its frame, and the last firing that made the two differ: what a person sees is
  /// judged when the frame ends, not at each firing.
  var menuShadow: SuggestionMenu?
  var menuFiringToJudge: HandlerFiring?
  /// True when the person's typing reached the binding (a bridge write, even of an equal
  /// value) since the last suggestion pick: what tells the pick's task and the menu that the
  /// person typed, whatever the value.
  var typedSincePick = false
  /// `render-timing=per-event` applies: a render pass follows each batch of field events
  /// (not for a bridge that renders late, nor under `settle=manual`).
  let rendersPerEvent: Bool
  /// True while a key is delivered: the checks of the render passes it causes wait for its end.
  var isDeliveringKey = false
  /// True while the field's events are delivered to the bridge and the render pass they cause
  /// runs: an assignment now is one inside the page's `input` handler, not a later task's
  /// (`ime-on-late-assign`).
  var isDispatchingFieldEvents = false
  /// `commit-input=delete-then-insert`: the commit's `compositionend`, held back from the
  /// composition's removal until the committed text is in (the page's composition stays open
  /// in between, with no marked text in the field).
  ///
  ///     "[お|]" Enter  →  app sees "" (composing), "お" (composing), then compositionEnd("お")
  var heldCompositionEnd: FieldEvent?
  /// The guarded page's `blur()` and `focus()` before its write ended no composition
  /// (WebKitGTK's `keep-marked` blur, a stale composition after it): the page waits for a
  /// `compositionend` that never comes and takes no `input` as the person's until its next
  /// write or the next `compositionstart` (guarded.html's `committingForWrite`).
  ///
  ///     "[お|]" set "ab"  →  Backspace: "a|", binding "ab";   set "abc", Backspace  →  "ab"
  var pageAwaitsCommitForWriteEnd = false
  /// True while the composition's removal is delivered (`commit-input=delete-then-insert`).
  var isRemovingCompositionForCommit = false
  /// True while a selection a new composition replaces is removed and delivered
  /// (`commit-input=delete-then-insert`): the page is composing already.
  var isRemovingSelectionForComposition = false
  /// A render pass ran during the current key; its checks run when the key is done.
  var passCheckDeferred = false
  /// The scenario's `use key-interval-ms=N`: how far apart the person's keys are, `nil` for a
  /// person who waits for each key's effect. It decides one event order: whether an Enter
  /// outruns the input method's answer to the key before it (`EnterKeyOrder.keyDownUnflaggedFirst`).
  public var keyIntervalMilliseconds: Int?
  /// Whether the last key delivered began a composition (nothing marked before it, something
  /// after): the key an Enter can outrun.
  var lastKeyBeganComposition = false
  /// Where the keyboard composes after the browser and the engine parted
  /// (`ime-on-assign=detach`, `blur-composition=commit-detach`): a field nobody sees, until
  /// the keyboard's composition ends there; `nil` while the keyboard types into the field.
  var detachedComposition: TextField?
  /// The preedit the browser still holds after the page's assignment took it out of the field
  /// while the keyboard kept its buffer, where the browser reports a preedit only when its text
  /// changes (`preedit-selection=next-character`): the keyboard re-sending the same text shows
  /// nothing (`UnchangedPreeditClient`). `nil` otherwise.
  var unshownPreedit: String?
  /// Where the keyboard composes while it and the page are severed (WebKitGTK after the
  /// guarded page's blur-and-assign, `Session+Severed`): no key reaches the field until blur;
  /// `nil` otherwise.
  var severedComposition: TextField?
  /// Whether a key went to the severed keyboard yet (only then does a blur end the severance).
  var severanceTookAKey = false
  /// Whether the page still flags its events composing while severed: from the severance
  /// until the keyboard's first commit apart (WebKitGTK, measured: an untaken Backspace's
  /// `input` is `isComposing`, so a guarded page does not write it).
  var severedPageComposes = false
  /// The browser's stale composition after a later task's write during one
  /// (`ime-on-late-assign=stale-composition`): while set, the keyboard composes where nobody
  /// sees it; `nil` while the field and the engine are together.
  var staleComposition: StaleComposition?

  /// Creates a session and runs its first render.
  ///
  /// - Parameters:
  ///   - initialText: the binding's and the field's starting text.
  ///   - focused: whether the field starts with focus (editing).
  public init(
    inputMethod: any InputMethod, bridge: any Bridge, platform: PlatformProfile = .uikit,
    transforms: [AppTransform] = [], submitGuard: SubmitGuard = .compositionAware,
    settleMode: SettleMode = .auto, focused: Bool = true, initialText: String = "",
    recordsTrace: Bool = true, checksInvariants: Bool = true,
    appHandlers: AppHandlerOptions = AppHandlerOptions()
  ) {
    self.field = TextField(text: initialText)
    // The platform decides whether the direct keyboard composes Latin words; its twin (the
    // person's intent) is made after, so it composes the same way.
    (inputMethod as? DirectInputMethod)?.latinComposition = platform.latinComposition
    field.backspaceUnit = platform.backspace
    field.preeditSelection = platform.preeditSelection
    field.preeditCursor = platform.preeditCursor[inputMethod.family]
    field.surroundingText = platform.surroundingText
    self.oracle = LostInputOracle(field: field, keyboard: inputMethod)
    self.inputMethod = inputMethod
    self.bridge = bridge
    self.platform = platform
    self.keyboardFamily = inputMethod.family
    self.transforms = transforms
    self.hasSetterTransforms = transforms.contains { $0.effectiveRuns(appHandlers) == .inSetter }
    self.submitGuard = submitGuard
    self.settleMode = settleMode
    self.appHandlers = appHandlers
    self.lastRendered = StateValue(value: initialText)
    self.mountText = initialText
    self.recordsTrace = recordsTrace
    self.rendersPerEvent = settleMode == .auto && platform.renderTiming == .perEvent && !bridge.rendersLate
    self.store = Store()
    // Nothing reads the store's write and onChange logs in a session, and they would keep
    // every value ever written (a text per key); the trace and `onChangeRecords` record them.
    store.isRecordingWrites = false
    store.isRecordingOnChangeEvents = false
    self.bindingID = store.makeState(initialText, name: "text")
    self.recorder = TraceRecorder(isRecording: recordsTrace, history: history, field: field)
    self.monitor = InvariantMonitor(
      field: field, inputMethod: inputMethod, store: store, bindingID: bindingID, recorder: recorder,
      isChecking: checksInvariants)
    if recordsTrace { monitor.history = history }
    registerAppHandlers()
    if focused {
      field.focus()
      oracle.focus()
      dispatchFieldEvents()
    }
    store.settle()
    checkStepInvariants()
    recorder.removeAll()
  }

  // MARK: Reading the three copies

  /// The `after` of trace entries returned when `recordsTrace` is off.
  static let unrecordedSnapshot = Snapshot(field: FieldState(), binding: "", compositionBuffer: "")

  /// The app's value.
  public var binding: String { store[bindingID] }

  /// The keyboard's copy of the marked text.
  public var compositionBuffer: String { inputMethod.compositionBuffer }

  /// The three copies now.
  public var snapshot: Snapshot {
    Snapshot(field: field.state, binding: binding, compositionBuffer: inputMethod.compositionBuffer)
  }

  /// True when nothing is marked, no render is pending and the main queue is empty.
  public var isSettled: Bool { field.markedRange == nil && store.isSettled }

  // MARK: Steps

  /// Performs one step, settles when `settleMode` is `.auto`, checks every invariant, and
  /// records the step in `trace`.
  @discardableResult
  public func perform(_ step: SessionStep) throws(SessionError) -> TraceEntry {
    recorder.removeAll()
    monitor.beginStep(stepCount)
    var failure: SessionError?
    do {
      try apply(step)
    } catch {
      failure = error
    }
    if settleMode == .auto { settle() }
    if !components.isEmpty { updateComponents() }
    checkStepInvariants()
    // Without a trace (the fuzzer's hot loop) no snapshot is built: the entry carries the
    // step's violations only.
    let entry = TraceEntry(
      stepIndex: stepCount, step: recordsTrace ? step.description : "", log: recorder.log,
      violations: monitor.stepViolations,
      after: recordsTrace
        ? .of(
          field: field, store: store, bindingID: bindingID, compositionBuffer: inputMethod.compositionBuffer,
          history: history)
        : .whole(Self.unrecordedSnapshot))
    if recordsTrace { trace.append(entry) }
    stepCount += 1
    if let failure { throw failure }
    return entry
  }

  /// Types `text`, one grapheme cluster per key.
  public func type(_ text: String) throws(SessionError) {
    try perform(.type(text))
  }

  /// Presses a named key `count` times.
  public func press(_ key: NamedKey, count: Int = 1) throws(SessionError) {
    try perform(.key(key, count: count))
  }

  func apply(_ step: SessionStep) throws(SessionError) {
    switch step {
    case .type(let text):
      let boundaries = GraphemeBoundaries(text)
      for (index, range) in boundaries.clusterRanges.enumerated() {
        if index > 0 { settleBetweenKeys() }
        try deliver(.key(.typed(text.substring(utf16Range: range))))
      }
    case .key(let key, let count):
      for index in 0..<max(0, count) {
        if index > 0 { settleBetweenKeys() }
        try deliver(.key(.named(key)))
      }
    case .flick(let kana):
      guard FlickComposer.canFlick(kana) else {
        throw .inputMethod(.noFlickGesture(kana: kana))
      }
      try deliver(.key(.typed(kana)))
    case .action(let action):
      try deliver(action)
    case .set(let text, let deferred):
      if deferred {
        let label = "set \(Quoting.quoted(text))"
        store.enqueue(label: label) { [unowned self] _ in
          self.writeBinding(text, origin: .task("set"))
        }
        record(.taskEnqueued(label: label))
      } else {
        writeBinding(text, origin: .step("set"))
      }
    case .focus:
      field.focus()
      oracle.focus()
      dispatchFieldEvents()
    case .blur:
      blurFromApp()
    case .tick(let count):
      if let count {
        store.runFrame()
        for _ in 0..<max(0, count) { store.runTurn() }
      } else {
        settle()
      }
      collectStoreDiagnostics()
    case .pick(let item):
      try pick(item)
    case .closeMenu:
      try closeMenu()
    case .cancelSearch:
      try cancelSearch()
    case .render:
      requestRender()
    case .tapSubmit:
      tapSubmitButton()
    case .scroll(let points):
      try scroll(to: points)
    case .resize(let points):
      try resize(to: points)
    }
  }

  /// Runs render passes and main-queue turns until idle; with `tasks=before-render` the first
  /// queued task runs before the pending render, so their writes coalesce.
  func settle() {
    if appHandlers.tasks == .beforeRender && store.pendingTaskCount > 0 {
      store.runTurn()
    }
    store.settle()
    collectStoreDiagnostics()
  }

  /// Between two keys of one step: a bridge whose render lands late renders now where the
  /// platform lets that render land before the next key (`late-render=before-next-key`) and
  /// the person is not typing a burst; otherwise the step's keys outrun it.
  ///
  ///     controlled-late, web-chromium-linux, type "ltu":  l, t, render "ｌｔ", u  →  "ｌｔう|"
  private func settleBetweenKeys() {
    guard settleMode == .auto, bridge.rendersLate,
      platform.lateRender.rendersBetweenKeys(keyIntervalMilliseconds: keyIntervalMilliseconds)
    else { return }
    settle()
  }

  /// Adds an event to the current step's trace; builds nothing when the trace is off.
  func record(_ event: @autoclosure () -> TraceEvent) {
    recorder.record(event())
  }

  /// Every check, after a step.
  func checkStepInvariants() {
    guard monitor.isChecking else { return }
    monitor.checkStep(lostInput: oracle)
    checkSuggestions()
  }
}
