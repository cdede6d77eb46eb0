/// What a step or assertion needs from the header: a keyboard that can do something, or one
/// of some components. One table, read by the parser (an error at the step's first word) and
/// by the session (a component step on a session without that component), so both say the
/// same.
///
///     close-menu  (only `component search`)
///     → 'close-menu' needs 'component suggestions' in the header
///     convert     (use ime=direct)
///     → 'convert' needs 'use ime=romaji' or 'use ime=12key' or 'use ime=flick'; this scenario uses ime=direct
enum StepRequirement: Equatable {
  /// A keyboard with these traits; the message lists the linked keyboards that have them.
  case keyboard(InputMethodTraits)
  /// At least one of these components.
  case component([ScenarioVocabulary.Component])

  /// The keyboards that have marked text to convert.
  static let convertingKeyboard = StepRequirement.keyboard(.converts)

  /// The keyboards with a candidate menu to move in and pick from: the Japanese ones while
  /// converting, pinyin (Rime's menu) while composing. Hangul has none.
  static let candidateKeyboard = StepRequirement.keyboard(.candidateMenu)

  /// What the `suggest` directive needs, checked once the header is complete.
  static let suggestDirective = StepRequirement.component([.search])

  /// Whether a header with `ime` and `components` satisfies it.
  func isMet(ime: InputMethodKind, components: Set<ScenarioVocabulary.Component>) -> Bool {
    switch self {
    case .keyboard(let traits): ime.traits.isSuperset(of: traits)
    case .component(let needed): needed.contains { components.contains($0) }
    }
  }

  /// The message when `subject` (`close-menu`, `expect viewport`) lacks it; `ime` names what
  /// the scenario uses instead, when there is a scenario, and `keyboards` are the linked
  /// keyboards a keyboard requirement lists.
  ///
  ///     .component([.viewport]).message(for: "scroll")
  ///     → 'scroll' needs 'component viewport' in the header
  func message(for subject: String, ime: InputMethodKind? = nil, keyboards: InputMethodRegistry = .builtIn)
    -> String
  {
    switch self {
    case .keyboard(let traits):
      let choices = keyboards.kinds.filter { $0.traits.isSuperset(of: traits) }
        .map { "'use ime=\($0.rawValue)'" }.joined(separator: " or ")
      return "'\(subject)' needs \(choices)" + (ime.map { "; this scenario uses ime=\($0.rawValue)" } ?? "")
    case .component(let components):
      let choices = components.map { "'component \($0.rawValue)'" }.joined(separator: " or ")
      return "'\(subject)' needs \(choices) in the header"
    }
  }
}

extension ScenarioVocabulary.Step {
  /// What the step needs; `nil` when any header will do.
  var requirement: StepRequirement? {
    switch self {
    case .flick: .keyboard(.flicks)
    // pinyin's candidates are always shown: there is nothing to convert first.
    case .convert: .convertingKeyboard
    case .nextCandidate, .previousCandidate, .select: .candidateKeyboard
    case .pick: .component([.suggestions, .search])
    case .closeMenu: .component([.suggestions])
    case .cancelSearch: .component([.search])
    case .scroll, .resize: .component([.viewport])
    case .type, .key, .commit, .cancel, .set, .focus, .blur, .tick, .render, .tapSubmit, .expect, .skip:
      nil
    }
  }

  /// The message when the requirement is unmet (empty when there is none).
  var requirementMessage: String { requirement?.message(for: rawValue) ?? "" }
}

extension ScenarioVocabulary.Expect {
  /// What the assertion needs; `nil` when any header will do.
  var requirement: StepRequirement? {
    switch self {
    case .suggestions: .component([.suggestions, .search])
    case .searching, .results: .component([.search])
    case .viewport: .component([.viewport])
    case .field, .text, .marked, .binding, .onChange, .candidates, .submitted, .violation: nil
    }
  }

  /// The message when the requirement is unmet (empty when there is none).
  var requirementMessage: String { requirement?.message(for: "expect " + rawValue) ?? "" }
}
