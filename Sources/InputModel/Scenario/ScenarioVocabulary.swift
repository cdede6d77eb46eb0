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

  /// The words a step line starts with, in the order messages and docs list them. The parser
  /// switches over this enum and the writer spells steps with it, so a new step is one case
  /// here, one `usage`, and the compiler points at every place that must learn it.
  enum Step: String, CaseIterable {
    case type
    case key
    case flick
    case convert
    case nextCandidate = "next-candidate"
    case previousCandidate = "prev-candidate"
    case select
    case commit
    case cancel
    case set
    case focus
    case blur
    case tick
    case pick
    case closeMenu = "close-menu"
    case cancelSearch = "cancel-search"
    case render
    case tapSubmit = "tap-submit"
    case scroll
    case resize
    case expect
    case skip

    /// The step's form, as `--help`-style messages show it.
    var usage: String {
      switch self {
      case .type: #"type "text""#
      case .key: "key NAME [xN]"
      case .flick: "flick KANA"
      case .select: #"select N | select "word""#
      case .set: #"set "text" [deferred]"#
      case .tick: "tick [N] | tick frame"
      case .pick: #"pick "item""#
      case .scroll: "scroll POINTS"
      case .resize: "resize WIDTH"
      case .expect: "expect " + Expect.allCases.map(\.rawValue).joined(separator: "|") + " …"
      case .skip: "skip " + ScenarioStep.SkipTarget.allCases.map(\.rawValue).joined(separator: "|")
      case .convert, .nextCandidate, .previousCandidate, .commit, .cancel, .focus, .blur, .closeMenu,
        .cancelSearch, .render, .tapSubmit:
        rawValue
      }
    }
  }

  /// The words after `expect`, in the order messages and docs list them.
  enum Expect: String, CaseIterable {
    case field
    case text
    case marked
    case binding
    case onChange = "onchange"
    case candidates
    case suggestions
    case submitted
    case searching
    case results
    case viewport
    case violation

    var usage: String {
      switch self {
      case .field: #"expect field "pattern""#
      case .text: #"expect text "text""#
      case .marked: #"expect marked "text" | expect marked none"#
      case .binding: #"expect binding "text""#
      case .onChange: #"expect onchange "old" -> "new" | expect onchange none"#
      case .candidates: #"expect candidates "word"…"#
      case .suggestions: #"expect suggestions "item"… | expect suggestions none"#
      case .submitted: #"expect submitted "text" | expect submitted none"#
      case .searching: "expect searching true|false"
      case .results: #"expect results "item"… | expect results none"#
      case .viewport:
        "expect viewport " + ScenarioStep.ViewportClass.allCases.map(\.rawValue).joined(separator: "|")
      case .violation: "expect violation ID | expect violation any"
      }
    }
  }

  /// Steps with their usage.
  static let steps: [(word: String, usage: String)] = Step.allCases.map { ($0.rawValue, $0.usage) }

  /// `expect` forms with their usage.
  static let expectations: [(word: String, usage: String)] = Expect.allCases.map {
    ($0.rawValue, $0.usage)
  }

  /// `directives` by word, for the per-line lookup.
  static let directiveUsage = Dictionary(
    uniqueKeysWithValues: directives.map { ($0.word, $0.usage) })

  static func usage(of word: String, in table: [(word: String, usage: String)]) -> String {
    table.first { $0.word == word }?.usage ?? word
  }

  /// The `use` keys, one row each: typed settings first (the keyboard, then its own keys),
  /// then the bridge rules and the platform rules that the platform profile validates (kept
  /// raw in `platformOverrides`). `keyboards` are the names `ime=` takes.
  static func useKeys(keyboards: InputMethodRegistry) -> [ScenarioOptionSpec<ScenarioSettings>] {
    [imeKey(keyboards)] + keyboardOptionKeys(keyboards) + settingKeys + bridgeRuleKeys + platformRuleKeys
  }

  /// One `use` key per bridge rule, in `BridgeRule` order; `write` takes comma-separated
  /// combinations, so its values are checked by the rule (`.raw` here, then `accepts`).
  static var bridgeRuleKeys: [ScenarioOptionSpec<ScenarioSettings>] {
    BridgeRule.allCases.map { rule in
      ScenarioOptionSpec(
        name: rule.rawValue, values: rule == .write ? .raw : .words(rule.allowedValues),
        apply: { settings, value in
          switch value {
          case .word(let word): settings.bridgeOverrides[rule.rawValue] = word
          case .raw(let text, _): settings.bridgeOverrides[rule.rawValue] = text
          case .number: break
          }
        },
        written: { $0.bridgeOverrides[rule.rawValue] })
    }
  }

  /// `ime=NAME`: a keyboard of `keyboards`. A keyboard this package provides in a product
  /// that is not linked is refused with the product to add.
  static func imeKey(_ keyboards: InputMethodRegistry) -> ScenarioOptionSpec<ScenarioSettings> {
    var spec = ScenarioOptionSpec<ScenarioSettings>(
      name: "ime", values: .words(keyboards.names),
      apply: { settings, value in
        if case .word(let name) = value, let kind = keyboards.kind(named: name) { settings.ime = kind }
      },
      written: { $0.ime.rawValue })
    spec.unavailable = { name in
      if let error = keyboards.lookUpError(name), case .notLinked = error { return error.description }
      return nil
    }
    return spec
  }

  /// The keyboards' own `use` keys (`pinyin-schema=NAME`), each once, in keyboard order: any
  /// name; whether the engine has it is known only when it starts.
  static func keyboardOptionKeys(_ keyboards: InputMethodRegistry) -> [ScenarioOptionSpec<ScenarioSettings>] {
    var seen: Set<String> = []
    var specs: [ScenarioOptionSpec<ScenarioSettings>] = []
    for option in keyboards.kinds.flatMap(\.options) where seen.insert(option.name).inserted {
      specs.append(keyboardOptionKey(option))
    }
    return specs
  }

  /// One keyboard option as a `use` key; written only when it differs from its default. An
  /// option with allowed values takes only those words.
  static func keyboardOptionKey(_ option: InputMethodOption) -> ScenarioOptionSpec<ScenarioSettings> {
    ScenarioOptionSpec(
      name: option.name, values: option.allowedValues.isEmpty ? .raw : .words(option.allowedValues),
      apply: { settings, value in
        switch value {
        case .raw(let text, _), .word(let text): settings.keyboardOptions[option.name] = text
        default: break
        }
      },
      written: { Quoting.bareOrQuoted($0.keyboardOptions[option.name] ?? option.defaultValue) })
  }

  /// The message for a `use` key that belongs to a keyboard of this package whose product is
  /// not linked (`pinyin-schema` without `InputSimRime`); `nil` for any other key.
  static func unlinkedKeyMessage(_ key: String, keyboards: InputMethodRegistry) -> String? {
    guard let module = InputMethodRegistry.engineModules.first(where: { $0.useKeys.contains(key) }),
      keyboards.kind(named: module.ime) == nil
    else { return nil }
    return "'\(key)' is a key of ime=\(module.ime); "
      + UnlinkedInputMethodError.notLinked(ime: module.ime, product: module.product).description
  }

  /// The typed settings of `use` after the keyboard and its keys.
  static var settingKeys: [ScenarioOptionSpec<ScenarioSettings>] {
    [
      .choice("bridge", \.bridge),
      .choice("platform", \.platform),
      .choice("focus", \.focus),
      .choice("settle", \.settle),
      .choice("submit-guard", \.submitGuard),
      keyInterval,
    ] + appHandlerKeys
  }

  /// `key-interval-ms=N`: the milliseconds between keys, unset by default (and then not
  /// written back).
  static var keyInterval: ScenarioOptionSpec<ScenarioSettings> {
    ScenarioOptionSpec(
      name: "key-interval-ms", values: .number(0...ScenarioLimits.maxKeyIntervalMilliseconds),
      apply: { settings, value in
        if case .number(let milliseconds) = value { settings.keyIntervalMilliseconds = milliseconds }
      },
      written: { $0.keyIntervalMilliseconds.map(String.init) })
  }

  /// The `use` keys of the app's handlers (the stale-onChange choices).
  static var appHandlerKeys: [ScenarioOptionSpec<ScenarioSettings>] {
    [
      .choice("onchange", \.appHandlers.onChange),
      .choice("handler-reads", \.appHandlers.reads),
      .choice("handler-runs", \.appHandlers.runs),
      .choice("tasks", \.appHandlers.tasks),
    ]
  }

  /// The settings every canonical file states, even at their defaults.
  static let alwaysWrittenSettings: Set<String> = ["ime", "bridge", "platform"]

  /// One `use` key per platform rule, in `PlatformRule` order.
  static var platformRuleKeys: [ScenarioOptionSpec<ScenarioSettings>] {
    PlatformRule.allCases.map(platformRule)
  }

  private static func platformRule(_ rule: PlatformRule) -> ScenarioOptionSpec<ScenarioSettings> {
    ScenarioOptionSpec(
      name: rule.rawValue, values: .words(rule.allowedValues),
      apply: { settings, value in
        if case .word(let word) = value {
          settings.platformOverrides[rule.rawValue] = word
        }
      },
      written: { $0.platformOverrides[rule.rawValue] })
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
      .choice("update", \.update),
      .choice("post-pick", \.postPick),
      .choice("pick-task", \.pickTask),
    ]
  }

  static var searchOptions: [ScenarioOptionSpec<Scenario.SearchOptions>] {
    [.choice("submit-reads", \.submitReads)]
  }

  static var viewportOptions: [ScenarioOptionSpec<Scenario.ViewportOptions>] {
    [
      .number("width", in: 1...ScenarioLimits.maxPoints, \.widthPoints),
      .number("cell-width", in: 1...ScenarioLimits.maxPoints, \.cellWidthPoints),
    ]
  }

  /// The words of `transform`.
  static let transforms = ["max-length", "uppercase", "digits-only"]

  /// The options a `transform` line accepts after a transform, applying to it (as `deferred`
  /// does): `transform max-length=5 reads=captured runs=next-turn`.
  static var transformOptions: [ScenarioOptionSpec<AppTransform>] {
    [
      ScenarioOptionSpec(
        name: "reads", values: .words(AppHandlerOptions.Reads.allCases.map(\.rawValue)),
        apply: { transform, value in
          if case .word(let word) = value { transform.reads = AppHandlerOptions.Reads(rawValue: word) }
        },
        written: { $0.reads?.rawValue }),
      ScenarioOptionSpec(
        name: "runs", values: .words(AppHandlerOptions.Runs.allCases.map(\.rawValue)),
        apply: { transform, value in
          if case .word(let word) = value { transform.runs = AppHandlerOptions.Runs(rawValue: word) }
        },
        written: { $0.runs?.rawValue }),
    ]
  }
}
