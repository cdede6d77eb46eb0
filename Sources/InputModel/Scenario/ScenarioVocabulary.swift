/// Every word a scenario file may start a line with, the form each takes, and the option
/// tables of `use` and `component`. Messages and docs list words in this order.
enum ScenarioVocabulary {
  /// Header directives with their usage, in the order the docs present them.
  static let directives: [(word: String, usage: String)] = [
    ("scenario", #"scenario "name""#),
    ("use", "use key=value…"),
    (
      "candidates",
      #"candidates "word"… | candidates file "path" | candidates skk "path" [readings|words]"#
    ),
    ("component", "component suggestions|search|viewport [option=value…]"),
    ("suggest", #"suggest "text"…"#),
    ("transform", "transform max-length=N|uppercase|digits-only…"),
  ]

  /// Steps with their usage.
  static let steps: [(word: String, usage: String)] = [
    ("type", #"type "text""#),
    ("key", "key NAME [xN]"),
    ("flick", "flick KANA"),
    ("convert", "convert"),
    ("next-candidate", "next-candidate"),
    ("prev-candidate", "prev-candidate"),
    ("select", #"select N | select "word""#),
    ("commit", "commit"),
    ("cancel", "cancel"),
    ("set", #"set "text" [deferred]"#),
    ("focus", "focus"),
    ("blur", "blur"),
    ("tick", "tick [N]"),
    ("pick", #"pick "item""#),
    ("close-menu", "close-menu"),
    ("cancel-search", "cancel-search"),
    ("scroll", "scroll POINTS"),
    ("resize", "resize WIDTH"),
    (
      "expect",
      "expect field|text|marked|binding|onchange|candidates|suggestions|submitted|searching|results|viewport|violation …"
    ),
    ("skip", "skip onchange|submitted|violations"),
  ]

  /// `expect` forms with their usage.
  static let expectations: [(word: String, usage: String)] = [
    ("field", #"expect field "pattern""#),
    ("text", #"expect text "text""#),
    ("marked", #"expect marked "text" | expect marked none"#),
    ("binding", #"expect binding "text""#),
    ("onchange", #"expect onchange "old" -> "new" | expect onchange none"#),
    ("candidates", #"expect candidates "word"…"#),
    ("suggestions", #"expect suggestions "item"… | expect suggestions none"#),
    ("submitted", #"expect submitted "text" | expect submitted none"#),
    ("searching", "expect searching true|false"),
    ("results", #"expect results "item"… | expect results none"#),
    ("viewport", "expect viewport fit|start|between|end"),
    ("violation", "expect violation ID | expect violation any"),
  ]

  /// `directives` and `steps` by word, for the per-line lookup.
  static let directiveUsage = Dictionary(
    uniqueKeysWithValues: directives.map { ($0.word, $0.usage) })
  static let stepUsage = Dictionary(uniqueKeysWithValues: steps.map { ($0.word, $0.usage) })

  static func usage(of word: String, in table: [(word: String, usage: String)]) -> String {
    table.first { $0.word == word }?.usage ?? word
  }

  /// The `use` keys, one row each: typed settings first, then the platform rules that the
  /// platform profile validates (kept raw in `platformOverrides`).
  static var useKeys: [ScenarioOptionSpec<ScenarioSettings>] {
    [
      .choice("ime", \.ime),
      .choice("bridge", \.bridge),
      .choice("platform", \.platform),
      .choice("focus", \.focus),
      .choice("settle", \.settle),
      .choice("submit-guard", \.submitGuard),
    ] + PlatformRule.allCases.map(platformRule)
  }

  private static func platformRule(_ rule: PlatformRule) -> ScenarioOptionSpec<ScenarioSettings> {
    ScenarioOptionSpec(name: rule.rawValue, values: .words(rule.allowedValues)) { settings, value in
      if case .word(let word) = value {
        settings.platformOverrides[rule.rawValue] = word
      }
    }
  }

  /// The components and their options.
  enum Component: String, CaseIterable {
    case suggestions
    case search
    case viewport
  }

  static var suggestionMenuOptions: [ScenarioOptionSpec<Scenario.SuggestionMenuOptions>] {
    [
      .choice("direction", \.direction),
      .number("max-height", in: 1...ScenarioLimits.maxPoints, \.maxHeightPoints),
      .choice("pick", \.pick),
      .choice("query", \.query),
    ]
  }

  static var viewportOptions: [ScenarioOptionSpec<Scenario.ViewportOptions>] {
    [
      .number("width", in: 1...ScenarioLimits.maxPoints, \.widthPoints),
      .number("cell-width", in: 1...ScenarioLimits.maxPoints, \.cellWidthPoints),
    ]
  }

  /// The words of `transform`.
  static let transforms = ["max-length", "uppercase", "digits-only"]

  /// What a step or expectation needs in the header, checked when the step is read (the
  /// header is complete by then).
  enum Requirement {
    /// One of these input methods.
    case ime([InputMethodKind])
    /// At least one of these components.
    case component([Component])
  }

  /// Keyed by the step word, or `expect <form>`.
  static let requirements: [String: Requirement] = [
    "flick": .ime([.flick]),
    "pick": .component([.suggestions, .search]),
    "close-menu": .component([.suggestions, .search]),
    "cancel-search": .component([.search]),
    "scroll": .component([.viewport]),
    "resize": .component([.viewport]),
    "expect suggestions": .component([.suggestions, .search]),
    "expect searching": .component([.search]),
    "expect results": .component([.search]),
    "expect viewport": .component([.viewport]),
  ]
}
