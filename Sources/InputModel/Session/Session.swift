/// A text field, a keyboard, the app's state and a bridge between them, driven step by step
/// with every invariant checked after each step and each render pass.
///
///     let session = try Session(inputMethod: InputMethods.make("flick"), bridge: SwiftUI13Bridge())
///     try session.perform(.flick("わ"))
///     try session.perform(.flick("た"))
///     session.field.text          // "た": わ was lost
///     session.violations.map(\.invariant)   // [.compositionOverwrite, .imeDesync, …]
///
/// The three copies of the text are `compositionBuffer` (the keyboard's), `field.text` and
/// `binding` (the app's); every bug in this family is a disagreement between them.
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
  /// App `onChange` handlers that rewrite the binding, in order.
  public let transforms: [AppTransform]
  /// How the app tells a submit from the Enter that commits marked text.
  public let submitGuard: SubmitGuard
  /// When the app side runs.
  public let settleMode: SettleMode
  /// Whether steps are recorded in `trace` with their events (off in the fuzzer's hot loop).
  public let recordsTrace: Bool
  /// Whether invariants are checked (off only to measure what checking costs).
  public let checksInvariants: Bool

  /// One entry per step, in order.
  public private(set) var trace: [TraceEntry] = []
  /// Every invariant violation so far, in order.
  public private(set) var violations: [Violation] = []
  /// Every firing of the app's `onChange(of: text)`, in order.
  public private(set) var onChangeRecords: [OnChangeRecord] = []
  /// The value of every submit, in order.
  public private(set) var submits: [String] = []
  /// The number of steps performed.
  public private(set) var stepCount = 0

  /// The field with no app in the loop (for `lost-input`). One object for the session's
  /// life: rebasing copies a state into it, so the keyboard's client can hold it.
  let shadow: TextField
  lazy var context = BridgeContext(session: self)
  private lazy var client = TeeClient(session: self)
  var deliberateWritePending = false
  var lastBindingOrigin = WriteOrigin.step("initial")
  private var lastOnChangeNew: String
  private var currentEvents: [String] = []
  /// Storage for `dispatchFieldEvents`, kept between keys.
  private var eventBuffer: [FieldEvent] = []
  private var currentViolations: [Violation] = []
  /// Keys of persistent violations already reported, so a lasting disagreement is reported
  /// once, when it starts or changes.
  private var reportedStates: [InvariantID: String] = [:]
  /// The attached components (suggestion menu, search field, scrolling display).
  public internal(set) var components = SessionComponentState()

  /// Creates a session and runs its first render.
  ///
  /// - Parameters:
  ///   - initialText: the binding's and the field's starting text.
  ///   - focused: whether the field starts with focus (editing).
  public init(
    inputMethod: any InputMethod, bridge: any Bridge, platform: PlatformProfile = .uikit,
    transforms: [AppTransform] = [], submitGuard: SubmitGuard = .compositionAware,
    settleMode: SettleMode = .auto, focused: Bool = true, initialText: String = "",
    recordsTrace: Bool = true, checksInvariants: Bool = true
  ) {
    self.field = TextField(text: initialText)
    self.shadow = TextField(text: initialText)
    shadow.recordsEvents = false
    self.inputMethod = inputMethod
    self.bridge = bridge
    self.platform = platform
    self.transforms = transforms
    self.submitGuard = submitGuard
    self.settleMode = settleMode
    self.recordsTrace = recordsTrace
    self.checksInvariants = checksInvariants
    self.store = Store()
    self.bindingID = store.makeState(initialText, name: "text")
    self.lastOnChangeNew = initialText
    registerAppHandlers()
    if focused {
      field.focus()
      shadow.focus()
      shadow.discardEvents()
      dispatchFieldEvents()
    }
    store.settle()
    checkStepInvariants()
    currentEvents.removeAll()
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
    currentEvents.removeAll(keepingCapacity: true)
    currentViolations.removeAll(keepingCapacity: true)
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
      stepIndex: stepCount, step: recordsTrace ? step.description : "", events: currentEvents,
      violations: currentViolations, after: recordsTrace ? snapshot : Self.unrecordedSnapshot)
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
      for range in boundaries.clusterRanges {
        try deliver(.key(.typed(text.substring(utf16Range: range))))
      }
    case .key(let key, let count):
      for _ in 0..<max(0, count) { try deliver(.key(.named(key))) }
    case .flick(let kana):
      guard FlickComposer.canFlick(kana) else {
        throw .inputMethod(.noFlickGesture(kana: kana))
      }
      try deliver(.key(.typed(kana)))
    case .action(let action):
      try deliver(action)
    case .set(let text, let deferred):
      if deferred {
        store.enqueue(label: "set \(Quoting.quoted(text))") { [unowned self] _ in
          self.writeBinding(text, origin: .task("set"))
        }
        note("app: enqueue set \(Quoting.quoted(text))")
      } else {
        writeBinding(text, origin: .step("set"))
      }
    case .focus:
      field.focus()
      shadow.focus()
      shadow.discardEvents()
      dispatchFieldEvents()
    case .blur:
      componentsSawFocusLoss()
      field.blur(markedTextOnFocusLoss: platform.focusLoss)
      shadow.blur(markedTextOnFocusLoss: platform.focusLoss)
      shadow.discardEvents()
      inputMethod.reset()
      dispatchFieldEvents()
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
    case .scroll(let points):
      try scroll(to: points)
    case .resize(let points):
      try resize(to: points)
    }
  }

  /// Runs render passes and main-queue turns until idle.
  func settle() {
    store.settle()
    collectStoreDiagnostics()
  }

  // MARK: Keys

  private func deliver(_ action: InputAction) throws(SessionError) {
    guard field.isFocused else {
      note("\(action.scenarioSpelling): ignored, the field has no focus")
      return
    }
    if action == .key(.named(.enter)) || action == .commit {
      try deliverEnter(action)
      return
    }
    try performInputMethod(action)
  }

  private func performInputMethod(_ action: InputAction) throws(SessionError) {
    do {
      try inputMethod.perform(action, client: client)
    } catch {
      dispatchFieldEvents()
      throw .inputMethod(error)
    }
    checkLostInput()
    dispatchFieldEvents()
  }

  /// Enter: a commit while composing, a submit otherwise; the platform decides whether and
  /// when the app sees the key during a commit.
  private func deliverEnter(_ action: InputAction) throws(SessionError) {
    let composing = field.markedRange != nil || !inputMethod.compositionBuffer.isEmpty
    guard composing, action == .key(.named(.enter)) else {
      try performInputMethod(action)
      return
    }
    switch platform.enterOrder {
    case .imeConsumes:
      try performInputMethod(action)
    case .keyDownFirst:
      appSeesEnter(isComposing: true, compositionEndedThisKey: false)
      try performInputMethod(action)
    case .compositionEndFirst:
      try performInputMethod(action)
      appSeesEnter(isComposing: false, compositionEndedThisKey: true)
    }
  }

  /// The app's key handler sees an Enter that belongs to a commit.
  private func appSeesEnter(isComposing: Bool, compositionEndedThisKey: Bool) {
    note("app: Enter keydown (isComposing: \(isComposing))")
    let submits: Bool
    switch submitGuard {
    case .none: submits = true
    case .naive: submits = !isComposing
    case .compositionAware: submits = !isComposing && !compositionEndedThisKey
    }
    if submits { submit(byCommittingKey: true) }
  }

  func submit(byCommittingKey: Bool) {
    let value = binding
    submits.append(value)
    note("submit \(Quoting.quoted(value))")
    if byCommittingKey || field.markedRange != nil {
      report(
        .submitDuringComposition,
        "submit of \(Quoting.quoted(value)) fired by the Enter that "
          + (byCommittingKey ? "committed marked text" : "pressed while marked text existed"))
    }
    componentsSawSubmit(value)
  }

  // MARK: Field events

  /// Delivers the field's recorded events to the bridge, in order, applying the platform's
  /// notification rules.
  func dispatchFieldEvents() {
    // The two event arrays (this one and the field's) trade storage instead of allocating.
    var events = eventBuffer
    eventBuffer = []
    field.drainEvents(into: &events)
    defer {
      events.removeAll(keepingCapacity: true)
      eventBuffer = events
    }
    for event in events {
      if recordsTrace { note("field: \(Self.describe(event))") }
      switch event {
      case .textDidChange(.markedText) where !platform.markedTextNotifies:
        continue
      case .textDidChange(.assignment):
        continue
      case .returnKey:
        submit(byCommittingKey: false)
      default:
        break
      }
      bridge.fieldDidEmit(event, context: context)
    }
  }

  static func describe(_ event: FieldEvent) -> String {
    switch event {
    case .editingDidBegin: "editing did begin"
    case .editingDidEnd: "editing did end"
    case .compositionStart: "composition start"
    case .compositionUpdate(let text, let range): "composition update \(Quoting.quoted(text)) \(range)"
    case .compositionEnd(let text): "composition end \(Quoting.quoted(text))"
    case .textDidChange(let source): "text did change (\(source.rawValue))"
    case .selectionDidChange: "selection did change"
    case .returnKey: "return key"
    case .tab: "tab"
    case .cancel: "cancel"
    }
  }

  // MARK: Writes (the bridge context and the app funnel through here)

  /// Writes the binding and remembers who wrote it.
  func writeBinding(_ value: String, origin: WriteOrigin) {
    let old = store[bindingID]
    store.write(bindingID, value, origin: origin)
    lastBindingOrigin = origin
    deliberateWritePending = origin.kind != .bridge
    if recordsTrace && old != value {
      note("binding ← \(Quoting.quoted(value)) (\(origin))")
    }
  }

  /// Assigns the field's text under the platform's rules.
  func assignField(_ text: String) {
    let textBefore = field.text
    let shadowInSync = shadow.text == textBefore
    let markedBefore = field.markedText
    let policy =
      markedBefore == nil ? AssignmentPolicy.replaceAndClearMarked : platform.assignDuringComposition
    let outcome = field.assignText(text, markedTextPolicy: policy)
    field.discardEvents()
    var keyboardKeepsBuffer = false
    if let markedBefore {
      note(
        "render: assign \(Quoting.quoted(text)) during composition (marked \(Quoting.quoted(markedBefore)) \(outcome.markedTextFate.rawValue))"
      )
      if outcome.markedTextFate != .assignmentIgnored {
        report(
          .compositionOverwrite,
          "\(bridge.name) assigned \(Quoting.quoted(text)) while marked text \(Quoting.quoted(markedBefore)) existed"
        )
        do {
          try inputMethod.clientTextDidChange(platform.imeOnAssign, client: client)
        } catch {
          note("keyboard: \(error)")
        }
        dispatchFieldEventsSilently()
        keyboardKeepsBuffer = platform.imeOnAssign == .keep
        note("keyboard: told the text changed (\(platform.imeOnAssign.rawValue))")
      }
    } else if recordsTrace {
      note("render: assign \(Quoting.quoted(text))")
    }
    let keyboardLostComposition = markedBefore != nil && outcome.markedTextFate != .assignmentIgnored
    if deliberateWritePending {
      // An app edit: what it removed or added is not lost input. But the keyboard no longer
      // owns a marked range, so the shadow has none either: if the field kept one, the next
      // key replaces app text the person never chose to replace, and that is lost input.
      rebaseShadow(markedRange: keyboardLostComposition ? nil : field.markedRange)
      deliberateWritePending = false
    } else if shadowInSync && field.text == textBefore && !keyboardKeepsBuffer {
      // The text is unchanged; only the marked range may have gone. The keyboard now
      // believes nothing is marked, and the shadow follows that belief.
      rebaseShadow(markedRange: nil)
    }
  }

  /// Commits the marked text on the app's behalf and tells the keyboard.
  func unmarkField() {
    guard let marked = field.markedText else { return }
    field.unmarkText()
    field.discardEvents()
    shadow.unmarkText()
    shadow.discardEvents()
    do {
      try inputMethod.clientTextDidChange(.commit, client: client)
    } catch {
      note("keyboard: \(error)")
    }
    dispatchFieldEventsSilently()
    note("app: unmark (commit \(Quoting.quoted(marked)))")
  }

  /// Events caused by the app's own writes are not delivered to the bridge.
  private func dispatchFieldEventsSilently() {
    field.discardEvents()
    shadow.discardEvents()
  }

  /// Makes the shadow an exact copy of the field.
  private func resyncShadow() {
    rebaseShadow(markedRange: field.markedRange)
  }

  /// Makes the shadow hold the field's text and selection with the given marked range.
  private func rebaseShadow(markedRange: UTF16Range?) {
    let state = FieldState(text: field.text, selectedRange: field.selectedRange, markedRange: markedRange)
    if let copy = try? TextField(state: state, isFocused: field.isFocused) {
      shadow.copyEditingState(from: copy)
    } else if let copy = try? TextField(state: field.state, isFocused: field.isFocused) {
      shadow.copyEditingState(from: copy)
    }
  }

  func note(_ text: @autoclosure () -> String) {
    if recordsTrace { currentEvents.append(text()) }
  }

  // MARK: App handlers

  private func registerAppHandlers() {
    store.onChange(of: bindingID, label: "app.onChange") { [unowned self] _, old, new in
      self.recordOnChange(old: old, new: new)
    }
    for transform in transforms {
      store.onChange(of: bindingID, label: "transform \(transform)") { [unowned self] store, _, new in
        guard let rewritten = transform.apply(to: new) else { return }
        if transform.deferred {
          store.enqueue(label: "transform \(transform)") { [unowned self] store in
            guard let latest = transform.apply(to: store[self.bindingID]) else { return }
            self.writeBinding(latest, origin: .task("transform \(transform)"))
          }
        } else {
          self.writeBinding(rewritten, origin: .onChange("transform \(transform)"))
        }
      }
    }
    // Each render callback loads its unowned `self` once and calls a method: every use of an
    // unowned reference is a strong retain and release, and these run on every pass.
    store.onRender(label: "\(bridge.name).updateView") { [unowned self] _ in
      self.renderBridge()
    }
    store.onRender(label: "invariants") { [unowned self] _ in
      self.renderPassDidEnd()
    }
  }

  private func renderBridge() {
    bridge.updateView(context: context)
  }

  private func renderPassDidEnd() {
    if binding == field.text { deliberateWritePending = false }
    checkPassInvariants()
  }

  func recordOnChange(old: String, new: String) {
    onChangeRecords.append(OnChangeRecord(old: old, new: new))
    note("onChange \(Quoting.quoted(old)) -> \(Quoting.quoted(new))")
    if old != lastOnChangeNew || new != binding || old == new {
      report(
        .staleOnChange,
        "onChange fired with (\(Quoting.quoted(old)), \(Quoting.quoted(new))) but the previous new value was \(Quoting.quoted(lastOnChangeNew)) and the binding is \(Quoting.quoted(binding))"
      )
    }
    lastOnChangeNew = new
  }

  private func collectStoreDiagnostics() {
    for diagnostic in store.drainDiagnostics() {
      note("app: \(diagnostic)")
    }
  }

  // MARK: Invariants

  /// Records a violation of `invariant` found during the current step.
  func report(_ invariant: InvariantID, _ message: String) {
    guard checksInvariants else { return }
    let violation = Violation(
      invariant: invariant, stepIndex: stepCount, message: message, snapshot: snapshot)
    violations.append(violation)
    currentViolations.append(violation)
    note("violation \(invariant.rawValue): \(message)")
  }

  /// Reports a lasting disagreement once, when it starts or changes.
  func reportOnce(_ invariant: InvariantID, key: String, _ message: @autoclosure () -> String) {
    guard reportedStates[invariant] != key else { return }
    reportedStates[invariant] = key
    report(invariant, message())
  }

  func clearReported(_ invariant: InvariantID) {
    if reportedStates[invariant] != nil { reportedStates[invariant] = nil }
  }

  /// The checks that hold after every render pass.
  private func checkPassInvariants() {
    guard checksInvariants else { return }
    checkRange()
    checkCompositionBuffer()
  }

  /// Every check, after a step.
  private func checkStepInvariants() {
    guard checksInvariants else { return }
    checkRange()
    checkCompositionBuffer()
    checkBinding()
    checkLostInput()
    checkSuggestions()
  }

  private func checkRange() {
    let problems = field.rangeViolations
    if problems.isEmpty {
      clearReported(.range)
    } else {
      let message = problems.map(\.description).joined(separator: "; ")
      reportOnce(.range, key: message, message)
    }
  }

  private func checkCompositionBuffer() {
    let buffer = inputMethod.compositionBuffer
    let marked = field.markedText ?? ""
    if buffer == marked {
      clearReported(.imeDesync)
    } else {
      reportOnce(
        .imeDesync, key: buffer + "\u{0}" + marked,
        "the keyboard's buffer is \(Quoting.quoted(buffer)) but the field's marked text is \(field.markedText.map(Quoting.quoted) ?? "none")"
      )
    }
  }

  private func checkBinding() {
    guard isSettled else { return }
    let value = binding
    let text = field.text
    if value == text {
      clearReported(.bindingMismatch)
    } else {
      reportOnce(
        .bindingMismatch, key: value + "\u{0}" + text,
        "settled with the binding \(Quoting.quoted(value)) but the field showing \(Quoting.quoted(text))")
    }
  }

  /// The field's text must equal the shadow's: the same keyboard commands applied with no app
  /// in the loop. After a report the shadow restarts from the field, so a loss is reported once.
  private func checkLostInput() {
    guard checksInvariants else { return }
    guard field.text != shadow.text else { return }
    report(
      .lostInput,
      "the field shows \(Quoting.quoted(field.text)) but the keyboard's input, with no app in the loop, gives \(Quoting.quoted(shadow.text))"
    )
    resyncShadow()
  }

}
