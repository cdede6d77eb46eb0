/// The components a scenario declares (suggestion menu, search field, viewport), attached
/// to its session, and the translation of scenario steps into session steps.
struct SessionComponents {
  mutating func attach(to session: Session, scenario: Scenario, baseDirectory: String) throws(ReplayError) {
    if scenario.suggestionMenu != nil || scenario.search != nil || scenario.viewport != nil {
      throw ReplayError("components are not available yet", hint: "remove the `component` lines")
    }
  }

  /// The session step for a scenario step that acts (not an assertion).
  func sessionStep(for kind: ScenarioStep.Kind, session: Session) throws(ReplayError) -> SessionStep {
    switch kind {
    case .typeText(let text): return .type(text)
    case .key(let key, let count): return .key(key, count: count)
    case .flick(let kana):
      guard session.inputMethod.name == InputMethodKind.flick.rawValue else {
        throw ReplayError(
          "`flick` needs the flick keyboard", hint: "add `use ime=flick` to the header, or use `type`")
      }
      return .flick(kana)
    case .convert: return .action(.convert)
    case .nextCandidate: return .action(.nextCandidate)
    case .previousCandidate: return .action(.previousCandidate)
    case .select(.position(let index)): return .action(.selectCandidate(index: index))
    case .select(.word(let word)): return .action(.selectWord(word))
    case .commit: return .action(.commit)
    case .cancel: return .action(.cancel)
    case .setBinding(let text, let deferred): return .set(text, deferred: deferred)
    case .focus: return .focus
    case .blur: return .blur
    case .tick(let turns): return .tick(turns)
    case .pick, .closeMenu, .cancelSearch, .scroll, .resize:
      throw ReplayError(
        "this step needs a component the scenario does not declare",
        hint: "declare it in the header: `component suggestions`, `component search` or `component viewport`")
    case .expect, .skip:
      throw ReplayError("assertions are not steps", hint: "")
    }
  }

  /// A component assertion's mismatch, or `nil` when it holds.
  func check(_ expectation: ScenarioStep.Expectation, session: Session) throws(ReplayError)
    -> ComponentMismatch?
  {
    throw ReplayError(
      "this assertion needs a component the scenario does not declare",
      hint: "declare it in the header: `component suggestions`, `component search` or `component viewport`")
  }
}

/// What a component assertion found instead of what it expected.
struct ComponentMismatch {
  var heading: String
  var label: String
  var expected: String
  var actual: String
  var hint: String
}
