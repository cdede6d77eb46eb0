import InputModel

/// A scenario's conformance with where its first disagreement is, for tools that work on the
/// steps (`conform --fuzz` shrinks and classifies by it).
///
///     check.compare(scenario)
///     → outcome .disagree(step: "step 2 (type \"ta\")", what: "field", …),
///       disagreement stepIndex 1, step type "ta", composingBefore true
public struct ConformanceComparison: Equatable, Sendable {
  public var outcome: ConformanceOutcome
  /// Set exactly when `outcome` is `.disagree`.
  public var disagreement: ConformanceDisagreement?

  public init(_ outcome: ConformanceOutcome, _ disagreement: ConformanceDisagreement? = nil) {
    self.outcome = outcome
    self.disagreement = disagreement
  }
}

/// The first step after which the model and Chromium differ, and what differs.
///
///     step 3 of [type "wa", set "x", key backspace], during a composition:
///     stepIndex 2, what "field", model "[わ|]", chromium "|"
public struct ConformanceDisagreement: Equatable, Sendable {
  /// The step's 0-based index among the scenario's performed steps (`expect` lines not counted).
  public var stepIndex: Int
  public var step: SessionStep
  /// Whether the model had marked text before the step.
  public var composingBefore: Bool
  /// `field`, `binding` or `onchange`.
  public var what: String
  /// The two sides as scenario files write them: a field pattern, a quoted text, `old -> new`.
  public var model: String
  public var chromium: String

  public init(
    stepIndex: Int, step: SessionStep, composingBefore: Bool, what: String, model: String, chromium: String
  ) {
    self.stepIndex = stepIndex
    self.step = step
    self.composingBefore = composingBefore
    self.what = what
    self.model = model
    self.chromium = chromium
  }
}
