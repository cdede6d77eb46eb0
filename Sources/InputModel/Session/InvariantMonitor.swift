/// The invariants, checked against the session's field, keyboard and store after every step
/// and every render pass, and the violations found so far. The passes a key causes
/// (`render-timing=per-event`) are checked once, when the key is done: a pass between a
/// commit and the keyboard's next composition sees the keyboard already a syllable ahead.
///
/// A lasting disagreement (a range out of bounds, a keyboard out of step with the field, a
/// settled binding that differs from the field) is reported once, when it starts or changes:
///
///     flick わ, flick た under swiftui13  →  violations: composition-overwrite, ime-desync, …
///     tick, tick                         →  nothing new: the same desync is not reported again
final class InvariantMonitor {
  /// False only to measure what checking costs: then nothing is checked or reported.
  let isChecking: Bool
  private let field: TextField
  private let inputMethod: any InputMethod
  private let store: Store
  private let bindingID: StateID<String>
  private let recorder: TraceRecorder
  /// Where the violations' snapshots keep their texts (`nil`: whole).
  var history: TextHistory?

  /// Every violation so far, in order.
  private(set) var violations: [Violation] = []
  /// The violations of the current step, in order.
  private(set) var stepViolations: [Violation] = []
  /// The 0-based index of the current step, stamped on its violations.
  private var stepIndex = 0
  /// Keys of persistent violations already reported, so a lasting disagreement is reported
  /// once, when it starts or changes.
  private var reportedStates: [InvariantID: String] = [:]

  init(
    field: TextField, inputMethod: any InputMethod, store: Store, bindingID: StateID<String>,
    recorder: TraceRecorder, isChecking: Bool
  ) {
    self.field = field
    self.inputMethod = inputMethod
    self.store = store
    self.bindingID = bindingID
    self.recorder = recorder
    self.isChecking = isChecking
  }

  /// Starts step `index`: its violations start empty.
  func beginStep(_ index: Int) {
    stepIndex = index
    stepViolations.removeAll(keepingCapacity: true)
  }

  // MARK: Reporting

  /// Records a violation of `invariant` found during the current step.
  func report(_ invariant: InvariantID, _ message: String) {
    guard isChecking else { return }
    record(
      Violation(invariant: invariant, stepIndex: stepIndex, message: .text(message), kept: keptSnapshot()))
  }

  /// The three copies now, in the history when there is one.
  private func keptSnapshot() -> KeptSnapshot {
    if let history {
      return .of(
        field: field, store: store, bindingID: bindingID, compositionBuffer: inputMethod.compositionBuffer,
        history: history)
    }
    return .whole(
      Snapshot(
        field: field.state, binding: store[bindingID], compositionBuffer: inputMethod.compositionBuffer))
  }

  private func record(_ violation: Violation) {
    violations.append(violation)
    stepViolations.append(violation)
    recorder.record(.violation(violation))
  }

  /// Reports a lasting disagreement once, when it starts or changes.
  private func reportOnce(_ invariant: InvariantID, key: String, _ message: @autoclosure () -> String) {
    guard reportedStates[invariant] != key else { return }
    reportedStates[invariant] = key
    report(invariant, message())
  }

  /// Records `invariant` once while `key` lasts, with a sentence written from the snapshot when
  /// read (when the session keeps a history; else written now).
  private func reportOnce(_ invariant: InvariantID, key: String, kept message: ViolationMessage) {
    guard reportedStates[invariant] != key else { return }
    reportedStates[invariant] = key
    guard isChecking else { return }
    let kept = keptSnapshot()
    let message: ViolationMessage = history == nil ? .text(message.text(snapshot: kept)) : message
    record(Violation(invariant: invariant, stepIndex: stepIndex, message: message, kept: kept))
  }

  private func clearReported(_ invariant: InvariantID) {
    if reportedStates[invariant] != nil { reportedStates[invariant] = nil }
  }

  // MARK: Checks

  /// The checks that hold after every render pass outside a key, and after every key that
  /// rendered.
  func checkPass() {
    guard isChecking else { return }
    checkRange()
    checkCompositionBuffer()
  }

  /// The checks that hold after every step (the suggestion menu's are separate: only a
  /// session with a menu has them).
  func checkStep(lostInput oracle: LostInputOracle) {
    guard isChecking else { return }
    checkRange()
    checkCompositionBuffer()
    checkBinding()
    checkLostInput(oracle)
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
    guard field.markedRange == nil && store.isSettled else { return }
    // The binding holds the field's text by reference, from no earlier edit: the same bytes.
    if let reference = store.fieldText(of: bindingID), reference.field === field,
      reference.stamp == field.textEdits
    {
      clearReported(.bindingMismatch)
      return
    }
    let value = store[bindingID]
    let text = field.text
    if value.isSameText(as: text) {
      clearReported(.bindingMismatch)
    } else {
      reportOnce(.bindingMismatch, key: value + "\u{0}" + text, kept: .settledBindingDiffers)
    }
  }

  /// The field's text must equal the text the person's keys give with no app in the loop
  /// (the oracle reports each difference once).
  func checkLostInput(_ oracle: LostInputOracle) {
    guard isChecking, let message = oracle.loss() else { return }
    report(.lostInput, message)
  }

  /// The suggestion menu lists exactly the index's matches for `query`, and is closed when it
  /// must be.
  func checkSuggestions(_ menu: SuggestionMenu, index: CandidateIndex, query: String) {
    checkSuggestions(problems: menu.violations(query: query, index: index, isFocused: field.isFocused))
  }

  /// The `suggestions` problems found after a step (the menu's, and results shown for a text
  /// the person no longer sees); reported once while they last.
  func checkSuggestions(problems: [String]) {
    guard isChecking else { return }
    if problems.isEmpty {
      clearReported(.suggestions)
    } else {
      let message = problems.joined(separator: "; ")
      reportOnce(.suggestions, key: message, message)
    }
  }
}
