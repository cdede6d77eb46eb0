import InputModel

/// Performs a scenario's steps on a `BrowserSession` and checks its assertions against the
/// browser, with the model's rules: events are consumed in order, and every change, submit
/// and violation left unconsumed at the end fails the scenario.
///
///     expect field "[わ|]"            → the field's value, selection and the driver's composition
///     expect binding "わ"             → window.inputsimBinding()
///     expect onchange "" -> "わ"      → the page's value change over one step
///     expect violation lost-input     → the field at the step's end against the keys typed with
///                                       no page (`KeysAlone`); skipped after a `set` or with a
///                                       transform
public struct BrowserExpectations {
  let scenario: Scenario
  let session: any BrowserReplaySession
  let userPage: Bool
  private var changeCursor = 0
  private var submitCursor = 0
  /// Violations found, by step index, and which of them assertions consumed.
  private var violations: [(step: Int, id: InvariantID, consumed: Bool)] = []
  private var linesRun = 0

  /// The invariants the browser shows by itself (docs/browser.md); an `expect violation` of
  /// another skips the scenario. `lost-input` is evaluable too when the session checks it.
  static let evaluable: Set<InvariantID> = [.compositionOverwrite, .imeDesync, .submitDuringComposition]

  /// Whether a replay of `scenario` can check `lost-input`: against a reference page, with no
  /// `set` and no transform — edits a page makes deliberately cannot be told from its renders,
  /// and the model does not count them as losses.
  static func checksLostInput(_ scenario: Scenario, userPage: Bool) -> Bool {
    !userPage && scenario.transforms.isEmpty
      && !scenario.steps.contains { step in
        if case .perform(.set) = step.kind { return true }
        return false
      }
  }

  public init(scenario: Scenario, session: any BrowserReplaySession, userPage: Bool) {
    self.scenario = scenario
    self.session = session
    self.userPage = userPage
  }

  public mutating func run() -> ScenarioResult {
    if let skip = unevaluableAssertion() {
      return BrowserScenarioRunner.skipped(scenario, skip)
    }
    for step in scenario.steps {
      linesRun += 1
      switch step.kind {
      case .perform(let performed):
        do {
          try session.perform(performed)
        } catch {
          if case .unsupported(let reason) = error {
            return BrowserScenarioRunner.skipped(scenario, BrowserSkip(reason))
          }
          let kind: ScenarioFailure.Kind = if case .inputMethod = error { .stepError } else { .setup }
          return result(
            failure(
              kind, at: step.location,
              heading:
                "step \(session.steps.count) (\(performed)) could not be performed in \(session.browserName): \(error)",
              hint: kind == .setup
                ? "the browser or the page failed; the scenario's other steps were not run"
                : "the keyboard refused the step, as it would in the model"))
        }
        let index = session.steps.count - 1
        for id in session.steps[index].violations { violations.append((index, id, false)) }
      case .skip(let target):
        switch target {
        case .onChange: changeCursor = changes.count
        case .submitted: submitCursor = submits.count
        case .violations: for index in violations.indices { violations[index].consumed = true }
        }
      case .expect(let expectation):
        if let failure = check(expectation, at: step.location) { return result(failure) }
      }
    }
    return result(checkExhausted())
  }

  /// An assertion the browser cannot evaluate makes the whole scenario skipped, before any
  /// step runs: a partial pass would read as a pass.
  private func unevaluableAssertion() -> BrowserSkip? {
    for step in scenario.steps {
      guard case .expect(let expectation) = step.kind else { continue }
      switch expectation {
      case .violation(.lostInput) where session.checksLostInput:
        continue
      case .violation(.lostInput):
        return BrowserSkip(
          "line \(step.location.line): `expect violation lost-input` needs a page without deliberate edits "
            + "(no `set`, no transform, a reference page): a page's own edits cannot be told from its renders"
        )
      case .violation(let id) where !session.evaluableViolations.contains(id):
        return BrowserSkip(
          "line \(step.location.line): `expect violation \(id.rawValue)` needs the model's own state; the browser shows only "
            + session.evaluableViolations.map(\.rawValue).sorted().joined(separator: ", "))
      case .candidates where session.candidates == nil:
        return BrowserSkip(
          "line \(step.location.line): `expect candidates` reads the keyboard's candidate window; "
            + "the OS input method's is not read")
      case .anyViolation:
        return BrowserSkip(
          "line \(step.location.line): `expect violation any` cannot be decided from the browser")
      case .suggestions, .noSuggestions, .searching, .results, .resultsHidden, .viewport:
        return BrowserSkip("line \(step.location.line): component assertions have no page")
      default: continue
      }
    }
    return nil
  }

  private var changes: [(step: Int, record: OnChangeRecord)] {
    session.steps.indices.flatMap { index in session.steps[index].changes.map { (index, $0) } }
  }

  private var submits: [(step: Int, text: String)] {
    session.steps.indices.flatMap { index in session.steps[index].submits.map { (index, $0) } }
  }

  // MARK: Assertions

  private mutating func check(_ expectation: ScenarioStep.Expectation, at location: ScenarioLocation)
    -> ScenarioFailure?
  {
    let field = session.fieldPattern
    switch expectation {
    case .field(let pattern):
      guard field != pattern else { return nil }
      return failure(
        .assertion, at: location, heading: "field does not match in \(session.browserName)" + afterStep,
        sections: [FailureSection(label: "field", expected: pattern.quoted, actual: field.quoted)] + context,
        hint:
          "\(session.browserName) shows \(field.quoted); the DOM events of the step are in `inputsim explain \(session.explainOptions)`"
      )
    case .text(let expected):
      guard field.text != expected else { return nil }
      return mismatch("text", Quoting.quoted(expected), Quoting.quoted(field.text), at: location)
    case .marked(let expected):
      guard session.markedText != expected else { return nil }
      return mismatch(
        "marked", Quoting.quoted(expected), session.markedText.map(Quoting.quoted) ?? "none", at: location)
    case .notMarked:
      guard let marked = session.markedText else { return nil }
      return mismatch("marked", "none", Quoting.quoted(marked), at: location)
    case .binding(let expected):
      guard let binding = session.binding else { return missingContract("binding", at: location) }
      guard binding != expected else { return nil }
      return mismatch("binding", Quoting.quoted(expected), Quoting.quoted(binding), at: location)
    case .onChange(let old, let new):
      guard session.binding != nil else { return missingContract("onchange", at: location) }
      let expected = OnChangeRecord(old: old, new: new)
      let all = changes
      guard changeCursor < all.count else {
        return failure(
          .assertion, at: location, heading: "no change of the page's value left to match",
          sections: [FailureSection(label: "onchange", expected: expected.description, actual: "none")]
            + context,
          hint: "the page's value did not change in a step since the last consumed change")
      }
      let actual = all[changeCursor].record
      changeCursor += 1
      guard actual != expected else { return nil }
      return failure(
        .assertion, at: location, heading: "the page's value changed otherwise",
        sections: [
          FailureSection(label: "onchange", expected: expected.description, actual: actual.description)
        ],
        hint: session.changesPerWrite && session.reportsAppEvents
          ? "each write the page reports is one change (its inputsimEvents `change` entries), as the model fires onChange at each write"
          : "a step's changes coalesce into one, from the value before it to the value after it")
    case .noOnChange:
      let pending = changes.dropFirst(changeCursor)
      guard let first = pending.first else { return nil }
      return failure(
        .assertion, at: location, heading: "changes of the page's value left unconsumed",
        sections: [FailureSection(label: "onchange", expected: "none", actual: first.record.description)],
        hint: "consume them with `expect onchange \"old\" -> \"new\"` or `skip onchange`")
    case .submitted(let expected):
      guard session.reportsAppEvents else { return missingContract("submitted", at: location) }
      let all = submits
      guard submitCursor < all.count else {
        return failure(
          .assertion, at: location, heading: "no submit left to match",
          sections: [FailureSection(label: "submitted", expected: Quoting.quoted(expected), actual: "none")]
            + context,
          hint: "the page records a submit as {kind: \"submit\", text} in window.inputsimEvents")
      }
      let actual = all[submitCursor].text
      submitCursor += 1
      guard actual != expected else { return nil }
      return mismatch("submitted", Quoting.quoted(expected), Quoting.quoted(actual), at: location)
    case .notSubmitted:
      let pending = submits.dropFirst(submitCursor)
      guard let first = pending.first else { return nil }
      return mismatch("submitted", "none", Quoting.quoted(first.text), at: location)
    case .candidates(let expected):
      // The candidate window is the keyboard's, which is our model in the browser too.
      guard let actual = session.candidates else { return nil }
      guard !actual.starts(with: expected) || (expected.isEmpty && !actual.isEmpty) else { return nil }
      return mismatch(
        "candidates", expected.map(Quoting.quoted).joined(separator: " "),
        actual.isEmpty
          ? "none (not converting)" : actual.prefix(5).map(Quoting.quoted).joined(separator: " "),
        at: location)
    case .violation(let id):
      let step = session.steps.count - 1
      if let index = violations.indices.first(where: {
        !violations[$0].consumed && violations[$0].id == id && violations[$0].step == step
      }) {
        violations[index].consumed = true
        return nil
      }
      // The browser checks lost-input once, at the step's end: one loss there answers every
      // `expect violation lost-input` the model's per-key checks gave that step.
      if id == .lostInput
        && violations.contains(where: { $0.id == .lostInput && $0.step == step })
      {
        return nil
      }
      return failure(
        .missingViolation, at: location,
        heading: "expected a \(id.rawValue) violation in \(session.browserName)" + afterStep
          + ", but the browser showed none",
        sections: [FailureSection(label: "violations", expected: id.rawValue, actual: pendingViolations)]
          + context,
        hint: "in the browser, composition-overwrite is the page's write ending a composition, "
          + "ime-desync the keyboard's buffer differing from the marked text")
    case .anyViolation, .suggestions, .noSuggestions, .searching, .results, .resultsHidden, .viewport:
      // Refused before the replay started (`unevaluableAssertion`).
      return nil
    }
  }

  private func checkExhausted() -> ScenarioFailure? {
    let location = ScenarioLocation(line: scenario.steps.last?.location.line ?? 1, column: 1)
    if let pending = violations.first(where: { !$0.consumed }) {
      return failure(
        .unexpectedViolation, at: location,
        heading:
          "unexpected \(pending.id.rawValue) violation in \(session.browserName) in step \(pending.step + 1) (\(session.steps[pending.step].step))",
        sections: context,
        hint:
          "if this bug is what the scenario shows, add `expect violation \(pending.id.rawValue)` after that step"
      )
    }
    if let pending = changes.dropFirst(changeCursor).first {
      return failure(
        .unconsumedEvent, at: location,
        heading: "change of the page's value not consumed by any assertion: \(pending.record)",
        sections: [FailureSection(label: "onchange", expected: "none", actual: pending.record.description)],
        hint: "add `expect onchange \"old\" -> \"new\"` or `skip onchange` after step \(pending.step + 1)")
    }
    if let pending = submits.dropFirst(submitCursor).first {
      return failure(
        .unconsumedEvent, at: location,
        heading: "submit not consumed by any assertion: \(Quoting.quoted(pending.text))",
        sections: [
          FailureSection(label: "submitted", expected: "none", actual: Quoting.quoted(pending.text))
        ],
        hint: "add `expect submitted \"…\"` or `skip submitted` after step \(pending.step + 1)")
    }
    return nil
  }

  // MARK: Failure building

  private var afterStep: String {
    guard let last = session.steps.last else { return " before any step" }
    return " after step \(session.steps.count) (\(last.step))"
  }

  private var pendingViolations: String {
    let pending = violations.filter { !$0.consumed }
    guard !pending.isEmpty else { return "none" }
    return pending.map { "\($0.id.rawValue) (step \($0.step + 1))" }.joined(separator: ", ")
  }

  /// The field, the page's value and the keyboard's buffer, as the model's failures show them.
  private var context: [FailureSection] {
    [
      FailureSection(label: "field", actual: session.fieldPattern.quoted),
      FailureSection(label: "binding", actual: session.binding.map(Quoting.quoted) ?? "(not exposed)"),
      FailureSection(
        label: "IME",
        actual: session.compositionBuffer.map(Quoting.quoted) ?? "(the OS input method's, not read)"),
    ]
  }

  private func mismatch(_ label: String, _ expected: String, _ actual: String, at location: ScenarioLocation)
    -> ScenarioFailure
  {
    failure(
      .assertion, at: location, heading: "\(label) does not match in \(session.browserName)" + afterStep,
      sections: [FailureSection(label: label, expected: expected, actual: actual)] + context,
      hint:
        "`expect \(label)` is checked against the page; the DOM events are in `inputsim explain \(session.explainOptions)`"
    )
  }

  private func missingContract(_ label: String, at location: ScenarioLocation) -> ScenarioFailure {
    let exposes =
      label == "binding"
      ? "window.inputsimBinding(), a function returning the app's value"
      : "window.inputsimEvents, an array of {kind: \"change\", old, new} and {kind: \"submit\", text} entries"
    return failure(
      .assertion, at: location, heading: "`expect \(label)` needs the page contract, which the page lacks",
      sections: [FailureSection(label: label, expected: "the page's report", actual: "(not exposed)")],
      hint: "expose \(exposes) (docs/browser.md, the page contract)")
  }

  private func failure(
    _ kind: ScenarioFailure.Kind, at location: ScenarioLocation, heading: String,
    sections: [FailureSection]? = nil, hint: String
  ) -> ScenarioFailure {
    ScenarioFailure(
      kind: kind, line: location.line, column: location.column, heading: heading,
      sections: sections ?? context,
      hint: hint, trace: session.steps.map { "\($0.step)" }.joined(separator: " → "))
  }

  private func result(_ failure: ScenarioFailure?) -> ScenarioResult {
    ScenarioResult(
      path: scenario.path, name: scenario.name, status: failure == nil ? .passed : .failed, failure: failure,
      linesRun: linesRun, trace: [])
  }
}
