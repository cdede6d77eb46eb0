/// The state of one replay: the session, and how far each event list has been consumed.
struct ScenarioReplay {
  let scenario: Scenario
  let runner: ScenarioRunner
  /// Makes the bridge that replaces the file's `use bridge=` (`ScenarioRunner.run(_:bridge:)`).
  let makeBridge: (() -> any Bridge)?
  private var session: Session?
  /// How many of `session.onChangeRecords` / `submits` assertions have consumed.
  private var onChangeCursor = 0
  private var submitCursor = 0
  /// Indices into `session.violations` that assertions consumed.
  private var consumedViolations: Set<Int> = []
  /// The source location of each performed step, by session step index.
  private var stepLocations: [ScenarioLocation] = []
  /// For each onChange record and submit, the session step that produced it.
  private var onChangeSteps: [Int] = []
  private var submitSteps: [Int] = []
  private var linesRun = 0

  init(scenario: Scenario, runner: ScenarioRunner, bridge makeBridge: (() -> any Bridge)? = nil) {
    self.scenario = scenario
    self.runner = runner
    self.makeBridge = makeBridge
  }

  /// Replays the steps, then ends the session (`Bridge.sessionDidEnd`: a wrapper's
  /// `dismantleUIView`), whatever the outcome.
  mutating func run() -> ScenarioResult {
    var outcome = replaySteps()
    session?.end()
    if makeBridge != nil, let session {
      outcome.bridge = session.bridge.name
      outcome.name += " [bridge \(session.bridge.name)]"
    }
    return outcome
  }

  private mutating func replaySteps() -> ScenarioResult {
    do {
      session = try ScenarioSessionBuilder.make(for: scenario, runner: runner, bridge: makeBridge)
    } catch {
      let location = error.location ?? ScenarioLocation(line: 1, column: 1)
      return result(
        failure: ScenarioFailure(
          kind: .setup, line: location.line, column: location.column,
          heading: "scenario cannot start: \(error.message)", sections: [],
          hint: error.hint, trace: ""))
    }
    guard let session else {
      return result(failure: nil)
    }
    for step in scenario.steps {
      linesRun += 1
      if let failure = perform(step, on: session) {
        return result(failure: failure)
      }
    }
    if let failure = checkExhausted(session) {
      return result(failure: failure)
    }
    return result(failure: nil)
  }

  private func result(failure: ScenarioFailure?) -> ScenarioResult {
    ScenarioResult(
      path: scenario.path, name: scenario.name, status: failure == nil ? .passed : .failed,
      failure: failure, linesRun: linesRun, trace: session?.trace ?? [])
  }

  // MARK: Steps

  private mutating func perform(_ step: ScenarioStep, on session: Session) -> ScenarioFailure? {
    let sessionStep: SessionStep
    switch step.kind {
    case .expect(let expectation):
      return check(expectation, at: step.location, on: session)
    case .skip(let target):
      switch target {
      case .onChange: onChangeCursor = session.onChangeRecords.count
      case .submitted: submitCursor = session.submits.count
      case .violations: consumedViolations.formUnion(session.violations.indices)
      }
      return nil
    case .perform(let performed):
      sessionStep = performed
    }
    stepLocations.append(step.location)
    do {
      try session.perform(sessionStep)
    } catch {
      recordEventSteps(session)
      return failure(
        .stepError, at: step.location, session: session,
        heading: "step \(session.stepCount) (\(sessionStep)) could not be performed: \(error.message)",
        hint: error.hint)
    }
    recordEventSteps(session)
    return nil
  }

  private mutating func recordEventSteps(_ session: Session) {
    let step = session.stepCount - 1
    while onChangeSteps.count < session.onChangeRecords.count { onChangeSteps.append(step) }
    while submitSteps.count < session.submits.count { submitSteps.append(step) }
  }

  // MARK: Assertions

  private mutating func check(
    _ expectation: ScenarioStep.Expectation, at location: ScenarioLocation, on session: Session
  ) -> ScenarioFailure? {
    let field = session.field
    switch expectation {
    case .field(let pattern):
      // Quoted once, as a scenario writes them: the hint's `expect field …` can be pasted back.
      let actual = FieldPattern.quoted(
        text: field.text, markedRange: field.markedRange, selectedRange: field.selectedRange)
      let expected = pattern.quoted
      guard
        FieldPattern(text: field.text, markedRange: field.markedRange, selectedRange: field.selectedRange)
          != pattern
      else { return nil }
      return failure(
        .assertion, at: location, session: session, heading: "field does not match" + afterStep(session),
        expectedField: expected, actualField: actual,
        hint:
          "the field shows \(actual); if that is right, write `expect field \(actual)`, otherwise look at the trace for the write that changed it"
      )
    case .text(let expected):
      guard field.text != expected else { return nil }
      return failure(
        .assertion, at: location, session: session, heading: "text does not match" + afterStep(session),
        expectedField: Quoting.quoted(expected), actualField: Quoting.quoted(field.text), label: "text",
        hint: "`expect text` compares the whole field text, marked text included")
    case .marked(let expected):
      guard field.markedText != expected else { return nil }
      return failure(
        .assertion, at: location, session: session,
        heading: "marked text does not match" + afterStep(session),
        expectedField: Quoting.quoted(expected), actualField: field.markedText.map(Quoting.quoted) ?? "none",
        label: "marked", hint: "the marked text is the keyboard's uncommitted composition shown in the field")
    case .notMarked:
      guard let marked = field.markedText else { return nil }
      return failure(
        .assertion, at: location, session: session, heading: "marked text exists" + afterStep(session),
        expectedField: "none", actualField: Quoting.quoted(marked), label: "marked",
        hint: "press enter (commit) or escape (cancel) to end the composition first")
    case .binding(let expected):
      guard session.binding != expected else { return nil }
      return failure(
        .assertion, at: location, session: session, heading: "binding does not match" + afterStep(session),
        expectedBinding: Quoting.quoted(expected),
        hint: "the binding is the app's copy; check when the bridge writes it (docs/bridges-and-platforms.md)"
      )
    case .onChange(let old, let new):
      let expected = OnChangeRecord(old: old, new: new)
      guard onChangeCursor < session.onChangeRecords.count else {
        return failure(
          .assertion, at: location, session: session, heading: "no onChange event left to match",
          sections: [FailureSection(label: "onchange", expected: expected.description, actual: "none")],
          hint: "every onChange event so far was consumed; the binding may not have changed")
      }
      let actual = session.onChangeRecords[onChangeCursor]
      onChangeCursor += 1
      guard actual != expected else { return nil }
      return failure(
        .assertion, at: location, session: session, heading: "onChange event does not match",
        sections: [
          FailureSection(label: "onchange", expected: expected.description, actual: actual.description)
        ],
        hint: "onChange events are consumed in order; several writes between render passes coalesce into one")
    case .noOnChange:
      guard onChangeCursor < session.onChangeRecords.count else { return nil }
      let pending = session.onChangeRecords.listed(from: onChangeCursor)
      return failure(
        .assertion, at: location, session: session, heading: "onChange events left unconsumed",
        sections: [FailureSection(label: "onchange", expected: "none", actual: pending)],
        hint: "consume them with `expect onchange \"old\" -> \"new\"` or `skip onchange`")
    case .candidates(let expected):
      let actual = session.inputMethod.candidates
      guard !actual.starts(with: expected) || (expected.isEmpty && !actual.isEmpty) else { return nil }
      return failure(
        .assertion, at: location, session: session, heading: "candidates do not match" + afterStep(session),
        sections: [
          FailureSection(
            label: "candidates", expected: expected.map(Quoting.quoted).joined(separator: " "),
            actual: actual.isEmpty
              ? "none (not converting)"
              : actual.prefix(max(expected.count, 5)).map(Quoting.quoted).joined(separator: " "))
        ] + stateSections(session),
        hint: "`expect candidates` lists the start of the focused segment's candidate list, in order")
    case .submitted(let expected):
      guard submitCursor < session.submits.count else {
        return failure(
          .assertion, at: location, session: session, heading: "no submit left to match",
          sections: [FailureSection(label: "submitted", expected: Quoting.quoted(expected), actual: "none")]
            + stateSections(session),
          hint:
            "Enter submits only when no marked text exists; the Enter that commits a composition never submits"
        )
      }
      let actual = session.submits[submitCursor]
      submitCursor += 1
      guard actual != expected else { return nil }
      return failure(
        .assertion, at: location, session: session, heading: "submitted value does not match",
        sections: [
          FailureSection(
            label: "submitted", expected: Quoting.quoted(expected), actual: Quoting.quoted(actual))
        ],
        hint: "the submitted value is the binding when Enter was pressed")
    case .notSubmitted:
      guard submitCursor < session.submits.count else { return nil }
      let pending = session.submits[submitCursor...].map(Quoting.quoted).joined(separator: ", ")
      return failure(
        .assertion, at: location, session: session, heading: "submits left unconsumed",
        sections: [FailureSection(label: "submitted", expected: "none", actual: pending)],
        hint: "consume them with `expect submitted \"…\"` or `skip submitted`")
    case .violation(let invariant):
      let step = session.stepCount - 1
      if let index = session.violations.indices.first(where: {
        !consumedViolations.contains($0) && session.violations[$0].invariant == invariant
          && session.violations[$0].stepIndex == step
      }) {
        consumedViolations.insert(index)
        return nil
      }
      return failure(
        .missingViolation, at: location, session: session,
        heading: "expected a \(invariant.rawValue) violation" + inStep(session) + ", but none was reported",
        sections: [
          FailureSection(
            label: "violations", expected: invariant.rawValue, actual: pendingViolations(session, step: step))
        ]
          + stateSections(session),
        hint:
          "`expect violation` looks at the most recent step only; a clean run means the bridge and platform do not have this bug"
      )
    case .anyViolation:
      let pending = session.violations.indices.filter { !consumedViolations.contains($0) }
      guard pending.isEmpty else {
        consumedViolations.formUnion(pending)
        return nil
      }
      return failure(
        .missingViolation, at: location, session: session,
        heading: "expected a violation, but none is pending",
        sections: stateSections(session), hint: "every violation so far was consumed, or none happened")
    case .suggestions, .noSuggestions, .searching, .results, .resultsHidden, .viewport:
      do {
        guard let mismatch = try ComponentAssertions.check(expectation, session: session) else { return nil }
        return failure(
          .assertion, at: location, session: session, heading: mismatch.heading + afterStep(session),
          sections: [
            FailureSection(label: mismatch.label, expected: mismatch.expected, actual: mismatch.actual)
          ]
            + stateSections(session),
          hint: mismatch.hint)
      } catch {
        return failure(.setup, at: location, session: session, heading: error.message, hint: error.hint)
      }
    }
  }

  /// At the end: any onChange, submit or violation nobody consumed fails the scenario, at
  /// the step that produced it.
  private func checkExhausted(_ session: Session) -> ScenarioFailure? {
    if let index = session.violations.indices.first(where: { !consumedViolations.contains($0) }) {
      let violation = session.violations[index]
      let location = location(ofStep: violation.stepIndex)
      return failure(
        .unexpectedViolation, at: location, session: session,
        heading:
          "unexpected \(violation.invariant.rawValue) violation in step \(violation.stepIndex + 1) (\(stepText(session, violation.stepIndex))): \(violation.message)",
        sections: snapshotSections(violation.snapshot).map { section in
          var section = section
          section.remark = "(when the violation was found)"
          return section
        },
        hint:
          "if this bug is what the scenario shows, add `expect violation \(violation.invariant.rawValue)` after that step; otherwise fix the bridge",
        traceUpTo: violation.stepIndex)
    }
    if onChangeCursor < session.onChangeRecords.count {
      let step = onChangeSteps[onChangeCursor]
      let pending = session.onChangeRecords.listed(from: onChangeCursor)
      return failure(
        .unconsumedEvent, at: location(ofStep: step), session: session,
        heading: "onChange event not consumed by any assertion: \(session.onChangeRecords[onChangeCursor])",
        sections: [FailureSection(label: "onchange", expected: "none", actual: pending)],
        hint: "add `expect onchange \"old\" -> \"new\"` or `skip onchange` after the step that caused it")
    }
    if submitCursor < session.submits.count {
      let step = submitSteps[submitCursor]
      return failure(
        .unconsumedEvent, at: location(ofStep: step), session: session,
        heading: "submit not consumed by any assertion: \(Quoting.quoted(session.submits[submitCursor]))",
        sections: [
          FailureSection(
            label: "submitted", expected: "none", actual: Quoting.quoted(session.submits[submitCursor]))
        ],
        hint: "add `expect submitted \"…\"` or `skip submitted` after the Enter")
    }
    return nil
  }

  // MARK: Failure building

  private func location(ofStep index: Int) -> ScenarioLocation {
    index >= 0 && index < stepLocations.count ? stepLocations[index] : ScenarioLocation(line: 1, column: 1)
  }

  private func stepText(_ session: Session, _ index: Int) -> String {
    index >= 0 && index < session.trace.count ? session.trace[index].step : "setup"
  }

  private func afterStep(_ session: Session) -> String {
    let count = session.stepCount
    guard count > 0 else { return " before any step" }
    return " after step \(count) (\(stepText(session, count - 1)))"
  }

  private func inStep(_ session: Session) -> String {
    let count = session.stepCount
    guard count > 0 else { return " before any step" }
    return " in step \(count) (\(stepText(session, count - 1)))"
  }

  private func pendingViolations(_ session: Session, step: Int) -> String {
    let pending = session.violations.indices.filter { !consumedViolations.contains($0) }
    guard !pending.isEmpty else { return "none" }
    return pending.map { index in
      let violation = session.violations[index]
      return "\(violation.invariant.rawValue) (step \(violation.stepIndex + 1))"
    }.joined(separator: ", ")
  }

  private func stateSections(_ session: Session) -> [FailureSection] {
    snapshotSections(session.snapshot)
  }

  private func snapshotSections(_ snapshot: Snapshot) -> [FailureSection] {
    let field = FieldPattern.quoted(
      text: snapshot.field.text, markedRange: snapshot.field.markedRange,
      selectedRange: snapshot.field.selectedRange)
    return [
      FailureSection(label: "field", actual: field),
      FailureSection(label: "binding", actual: Quoting.quoted(snapshot.binding)),
      FailureSection(label: "IME", actual: Quoting.quoted(snapshot.compositionBuffer)),
    ]
  }

  private func failure(
    _ kind: ScenarioFailure.Kind, at location: ScenarioLocation, session: Session, heading: String,
    expectedField: String, actualField: String, label: String = "field", hint: String
  ) -> ScenarioFailure {
    var sections = stateSections(session)
    if label == "field" {
      sections[0] = FailureSection(label: "field", expected: expectedField, actual: actualField)
    } else {
      sections.insert(FailureSection(label: label, expected: expectedField, actual: actualField), at: 0)
    }
    return failure(kind, at: location, session: session, heading: heading, sections: sections, hint: hint)
  }

  private func failure(
    _ kind: ScenarioFailure.Kind, at location: ScenarioLocation, session: Session, heading: String,
    expectedBinding: String, hint: String
  ) -> ScenarioFailure {
    var sections = stateSections(session)
    let remark = session.onChangeRecords.isEmpty && session.binding == "" ? "(unchanged)" : nil
    sections[1] = FailureSection(
      label: "binding", expected: expectedBinding, actual: Quoting.quoted(session.binding), remark: remark)
    return failure(kind, at: location, session: session, heading: heading, sections: sections, hint: hint)
  }

  private func failure(
    _ kind: ScenarioFailure.Kind, at location: ScenarioLocation, session: Session, heading: String,
    sections: [FailureSection]? = nil, hint: String, traceUpTo: Int? = nil
  ) -> ScenarioFailure {
    ScenarioFailure(
      kind: kind, line: location.line, column: location.column, heading: heading,
      sections: sections ?? stateSections(session), hint: hint,
      trace: TraceSummary.render(session.trace, upTo: traceUpTo))
  }
}
