import InputModel

/// Replays a scenario's steps in the model and in Chromium side by side and finds the first
/// step after which they disagree: field text, marked range, selection, binding, or the
/// app's change over the step. Assertions in the file are not checked: both sides are.
///
///     use ime=romaji bridge=naive platform=web / type kyou / set "了解です" / type ha
///     → .agree, or .disagree(step 3 (type "ha"), field: model "…" / chromium "…")
public struct ConformanceCheck {
  public let browser: ChromiumBrowser
  /// Builds the model's session for a scenario; tests replace it with a deliberately wrong one.
  public var makeModel: (Scenario) -> Session

  public init(browser: ChromiumBrowser, makeModel: @escaping (Scenario) -> Session = ConformanceCheck.model) {
    self.browser = browser
    self.makeModel = makeModel
  }

  /// The model as `inputsim run` builds it (components aside: such scenarios are skipped).
  public static func model(_ scenario: Scenario) -> Session {
    let settings = scenario.settings
    let session = Session(
      inputMethod: settings.makeKeyboard(), bridge: settings.bridge.make(),
      platform: settings.platformProfile,
      transforms: scenario.transforms, submitGuard: settings.submitGuard, settleMode: settings.settle,
      focused: settings.focus == .on, appHandlers: settings.appHandlers)
    session.keyIntervalMilliseconds = settings.keyIntervalMilliseconds
    return session
  }

  /// Compares `scenario` step by step.
  public func check(_ scenario: Scenario) -> ConformanceOutcome {
    compare(scenario).outcome
  }

  /// Compares `scenario` step by step, and says where the first disagreement is: the
  /// performed step (0-based, `expect` lines not counted) and whether the model was composing
  /// before it — what `conform --fuzz` shrinks and classifies by.
  public func compare(_ scenario: Scenario) -> ConformanceComparison {
    if let skip = BrowserSkip.reason(for: scenario, userPage: false) {
      return ConformanceComparison(.skipped(skip.reason))
    }
    let url: String
    do {
      switch try BrowserPageChoice.reference.url(for: scenario) {
      case .failure(let skip): return ConformanceComparison(.skipped(skip.reason))
      case .success(let found): url = found
      }
    } catch {
      return ConformanceComparison(.error(error.description))
    }
    let tab: ChromiumPage
    let browserSide: BrowserSession
    do {
      tab = try browser.newPage()
      try tab.navigate(to: url)
      browserSide = try BrowserSession(field: ChromiumField(page: tab), settings: scenario.settings)
    } catch {
      return ConformanceComparison(.error(error.description))
    }
    defer { tab.close() }
    return Self.compare(scenario, model: makeModel(scenario), browserSide: browserSide)
  }

  /// Compares `scenario` step by step between `model` and a browser session already opened on
  /// its page: Chromium's synthetic IME here, the real OS input stack (`OSInputStack`) there.
  /// The model's session is ended before this returns.
  public static func compare(
    _ scenario: Scenario, model: Session, browserSide: any BrowserReplaySession
  ) -> ConformanceComparison {
    defer { model.end() }
    var stepNumber = 0
    // The model's changes since the browser side was last read (a run of clocked key steps is
    // read once, at its end).
    var changesBefore = model.onChangeRecords.count
    for step in scenario.steps {
      guard case .perform(let performed) = step.kind else { continue }
      stepNumber += 1
      let composingBefore = model.field.markedRange != nil
      let disagree = { (what: String, modelSide: String, chromiumSide: String) in
        ConformanceComparison(
          .disagree(
            step: "step \(stepNumber) (\(performed))", what: what, model: modelSide, chromium: chromiumSide),
          ConformanceDisagreement(
            stepIndex: stepNumber - 1, step: performed, composingBefore: composingBefore, what: what,
            model: modelSide, chromium: chromiumSide))
      }
      let modelError = Result { () throws(SessionError) in try model.perform(performed) }
      do {
        try browserSide.perform(performed)
      } catch {
        if case .unsupported(let reason) = error { return ConformanceComparison(.skipped(reason)) }
        if case .browser(let failure) = error { return ConformanceComparison(.error(failure.description)) }
        if case .driver(let failure) = error { return ConformanceComparison(.error(failure)) }
      }
      if case .failure = modelError {
        changesBefore = model.onChangeRecords.count
        continue
      }
      if browserSide.steps.last?.isRead == false { continue }
      defer { changesBefore = model.onChangeRecords.count }
      let modelField = FieldPattern(
        text: model.field.text, markedRange: model.field.markedRange, selectedRange: model.field.selectedRange
      )
      if modelField != browserSide.fieldPattern {
        return disagree("field", modelField.quoted, browserSide.fieldPattern.quoted)
      }
      if let binding = browserSide.binding, binding != model.binding {
        return disagree("binding", Quoting.quoted(model.binding), Quoting.quoted(binding))
      }
      let modelChanges = model.onChangeRecords[changesBefore...]
      let modelChange = modelChanges.first.map {
        OnChangeRecord(old: $0.old, new: modelChanges.last?.new ?? $0.new)
      }
      let coalesced = modelChange.flatMap { $0.old == $0.new ? nil : $0 }
      if coalesced != browserSide.steps.last?.change {
        return disagree(
          "onchange", coalesced?.description ?? "none", browserSide.steps.last?.change?.description ?? "none")
      }
      // Where both report each write (the model rendering after each key), the lists too.
      let modelList = modelChanges.filter { $0.old != $0.new }
      let browserList = browserSide.steps.last?.changes ?? []
      if browserSide.changesPerWrite && modelList != browserList {
        return disagree(
          "onchange per write", modelList.map(\.description).joined(separator: ", "),
          browserList.map(\.description).joined(separator: ", "))
      }
    }
    return ConformanceComparison(.agree)
  }
}

/// One scenario's conformance: one line of `inputsim conform`.
public enum ConformanceOutcome: Equatable, Sendable {
  case agree
  /// The first step after which the model and Chromium differ, and what differs.
  case disagree(step: String, what: String, model: String, chromium: String)
  case skipped(String)
  /// The browser or the page failed.
  case error(String)

  /// `AGREE`, `DIFFER step 2 (type "ta") field: model "わた|" / chromium "わわた|"`, …
  public var line: String {
    switch self {
    case .agree: "AGREE"
    case .disagree(let step, let what, let model, let chromium):
      "DIFFER after \(step) \(what): model \(model) / chromium \(chromium)"
    case .skipped(let reason): "SKIP (\(reason))"
    case .error(let message): "ERROR \(message)"
    }
  }
}
