/// Whole files and their headers, in one canonical form.
///
///     scenario "round trip"
///     use ime=12key bridge=guarded platform=web-safari focus=off settle=manual
///     use enter-order=keydown-first focus-loss=discard
///     component suggestions pick=deferred
///
/// `ime`, `bridge` and `platform` are always written; other settings and options only when
/// they differ from their defaults (except the viewport's two sizes); platform rules are
/// sorted by key on a line of their own.
extension ScenarioWriter {
  /// The whole file: header lines, a blank line, one line per step, a final newline.
  public static func text(of scenario: Scenario) -> String {
    var lines = ["scenario " + Quoting.quoted(scenario.name)]
    let settings = scenario.settings
    let defaults = ScenarioSettings()
    // The keyboard, its own keys, then the other settings: the order the reader's table has.
    let keys =
      [ScenarioVocabulary.imeKey(InputMethodRegistry([settings.ime]))]
      + settings.ime.options.map(ScenarioVocabulary.keyboardOptionKey) + ScenarioVocabulary.settingKeys
    let use = keys.compactMap { spec -> String? in
      guard let value = spec.written(settings),
        ScenarioVocabulary.alwaysWrittenSettings.contains(spec.name) || value != spec.written(defaults)
      else { return nil }
      return "\(spec.name)=\(value)"
    }
    lines.append("use " + use.joined(separator: " "))
    let ruleKeys = ScenarioVocabulary.bridgeRuleKeys + ScenarioVocabulary.platformRuleKeys
    let rules = ruleKeys.sorted { $0.name < $1.name }.compactMap {
      spec -> String? in
      spec.written(settings).map { "\(spec.name)=\(Quoting.bareOrQuoted($0))" }
    }
    if !rules.isEmpty { lines.append("use " + rules.joined(separator: " ")) }

    for source in scenario.candidates {
      switch source.kind {
      case .inline(let words):
        lines.append("candidates " + words.map(Quoting.quoted).joined(separator: " "))
      case .file(let path):
        lines.append("candidates file " + Quoting.quoted(path))
      case .skk(let path, let entries):
        lines.append("candidates skk \(Quoting.quoted(path)) \(entries.rawValue)")
      }
    }
    if let menu = scenario.suggestionMenu {
      lines.append(
        componentLine(
          .suggestions, ScenarioVocabulary.suggestionMenuOptions, menu,
          defaults: Scenario.SuggestionMenuOptions()))
    }
    if let search = scenario.search {
      lines.append(
        componentLine(
          .search, ScenarioVocabulary.searchOptions, search,
          defaults: Scenario.SearchOptions()))
    }
    if !scenario.searchSuggestions.isEmpty {
      lines.append(
        "suggest " + scenario.searchSuggestions.map(Quoting.quoted).joined(separator: " "))
    }
    if let viewport = scenario.viewport {
      lines.append(componentLine(.viewport, ScenarioVocabulary.viewportOptions, viewport, defaults: nil))
    }
    if let transform = transformLine(scenario.transforms) { lines.append(transform) }
    lines += swiftTransformComments(scenario.transforms)

    lines.append("")
    lines += scenario.steps.map { line(for: $0.kind) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `component NAME option=value…`: every option when `defaults` is `nil`, else those that
  /// differ from it.
  static func componentLine<Options>(
    _ component: ScenarioVocabulary.Component, _ specs: [ScenarioOptionSpec<Options>],
    _ options: Options, defaults: Options?
  ) -> String {
    var line = "component " + component.rawValue
    for spec in specs {
      guard let value = spec.written(options) else { continue }
      if let defaults, spec.written(defaults) == value { continue }
      line += " \(spec.name)=\(value)"
    }
    return line
  }

  /// A reproducer-style scenario: a leading comment block, a header, the steps, and the
  /// closing skips.
  ///
  /// - Parameter expectedAfterStep: violations to assert right after a step (by its 0-based
  ///   index), as `expect violation` lines.
  public static func scenario(
    name: String, settings: FuzzRunSettings, steps: [SessionStep], comments: [String] = [],
    expectedAfterStep: [Int: [InvariantID]] = [:]
  ) -> String {
    var lines: [String] = comments.map(commentLine)
    lines.append("scenario \(Quoting.quoted(name))")
    lines += useLines(settings)
    lines += componentLines(settings.components)
    if let transform = transformLine(settings.transforms) { lines.append(transform) }
    lines += swiftTransformComments(settings.transforms)
    lines.append("")
    for (index, step) in steps.enumerated() {
      lines.append(line(for: step))
      for invariant in expectedAfterStep[index] ?? [] {
        lines.append(line(for: .expect(.violation(invariant))))
      }
    }
    lines.append("")
    lines.append(line(for: .skip(.onChange)))
    lines.append(line(for: .skip(.submitted)))
    return lines.joined(separator: "\n") + "\n"
  }

  /// The `use` lines of a fuzz run: `useLine`, then, for a bridge whose rules are no built-in
  /// preset (`--bridge random-rules`), every bridge rule on a line of its own, so the file
  /// parses and replays the same bridge.
  ///
  ///     rules-2 = write every-change, assign always, …
  ///     →  use ime=romaji bridge=naive platform=web settle=auto
  ///        use write=every-change assign=always late=no assign-timing=next-turn sync-writes=shown
  public static func useLines(_ settings: FuzzRunSettings) -> [String] {
    var lines = [useLine(settings)]
    if let rules = spelledBridgeRules(settings) { lines.append("use " + rules.useKeys) }
    return lines
  }

  /// The rules a reproducer must spell: those of a rule bridge that is no built-in preset.
  private static func spelledBridgeRules(_ settings: FuzzRunSettings) -> BridgeRules? {
    guard let rules = settings.bridgeRules, rules.presetKind == nil else { return nil }
    return rules
  }

  /// `use ime=… bridge=… platform=… settle=…`; a platform that is not a built-in profile is
  /// written as `platform=uikit` with every rule of `PlatformRule` set explicitly. A bridge
  /// whose rules `useLines` spells is written as `bridge=naive`, the preset the rules replace.
  ///
  ///     use ime=flick bridge=swiftui13 platform=uikit settle=auto
  public static func useLine(_ settings: FuzzRunSettings) -> String {
    let bridge =
      spelledBridgeRules(settings) == nil
      ? Quoting.bareOrQuoted(settings.bridgeName) : BridgeKind.naive.rawValue
    var line = "use ime=\(settings.inputMethod.rawValue) bridge=\(bridge)"
    let platform = settings.platform
    if let builtIn = PlatformProfile.named(platform.name), builtIn == platform {
      line += " platform=\(platform.name)"
    } else {
      line += " platform=\(PlatformKind.uikit.rawValue)"
      for rule in PlatformRule.allCases {
        line += " \(rule.rawValue)=\(rule.value(in: platform, family: settings.inputMethod.family))"
      }
    }
    line += " settle=\(settings.settleMode.rawValue)"
    // The handler options only when a run varied them, so other reproducers read as before.
    var handlers = ScenarioSettings()
    handlers.appHandlers = settings.appHandlers
    let defaults = ScenarioSettings()
    for spec in ScenarioVocabulary.appHandlerKeys {
      if let value = spec.written(handlers), value != spec.written(defaults) {
        line += " \(spec.name)=\(value)"
      }
    }
    return line
  }

  /// The settings `explain` prints above its timeline: the keyboard, bridge, platform and
  /// settling, always all four.
  ///
  ///     use ime=flick bridge=swiftui13 platform=uikit settle=auto
  public static func settingsSummary(_ settings: ScenarioSettings) -> String {
    settingsSummary(settings, bridgeName: settings.bridge.rawValue)
  }

  private static func settingsSummary(_ settings: ScenarioSettings, bridgeName: String) -> String {
    "use ime=\(settings.ime.rawValue) bridge=\(Quoting.bareOrQuoted(bridgeName))"
      + " platform=\(settings.platform.rawValue) settle=\(settings.settle.rawValue)"
  }

  /// The bridge's rules, resolved (preset plus the file's overrides), as `explain` prints them
  /// under the settings.
  ///
  ///     bridge rules: write=every-change assign=if-different late=no assign-timing=immediate sync-writes=shown
  public static func bridgeRulesSummary(_ settings: ScenarioSettings) -> String {
    "bridge rules: " + settings.bridgeRules.useKeys
  }

  /// The header lines of a replay: the settings and the bridge's rules, or, when a bridge of
  /// your own replaced the file's (`ScenarioRunner.run(_:bridge:)`), the settings with its name
  /// and a note that the file's bridge and rules were not used.
  ///
  ///     nil          →  ["use ime=flick bridge=swiftui13 …", "bridge rules: write=…"]
  ///     "MyField"    →  ["use ime=flick bridge=MyField platform=uikit settle=auto",
  ///                      "bridge: your own (the file's bridge=swiftui13 and its rules were not used)"]
  public static func runSettingsSummary(_ settings: ScenarioSettings, bridgeThatRan: String?) -> [String] {
    guard let bridgeThatRan else { return [settingsSummary(settings), bridgeRulesSummary(settings)] }
    return [
      settingsSummary(settings, bridgeName: bridgeThatRan),
      "bridge: your own (the file's bridge=\(Quoting.bareOrQuoted(settings.bridge.rawValue)) and its rules were not used)",
    ]
  }

  /// One transform's words on a `transform` line.
  ///
  ///     .maxLength(5), deferred  →  max-length=5 deferred
  ///     .maxLength(5), reads .captured  →  max-length=5 reads=captured
  public static func words(of transform: AppTransform) -> String {
    var words =
      switch transform.kind {
      case .maxLength(let limit): "max-length=\(limit)"
      case .uppercase: "uppercase"
      case .digitsOnly: "digits-only"
      case .custom(let custom): "swift=\(Quoting.bareOrQuoted(custom.name))"
      }
    if transform.deferred { words += " deferred" }
    for spec in ScenarioVocabulary.transformOptions {
      if let value = spec.written(transform) { words += " \(spec.name)=\(value)" }
    }
    return words
  }

  /// `transform max-length=5 uppercase deferred`, or `nil` without transforms a file can
  /// spell (a Swift closure transform is left to `swiftTransformComments`).
  public static func transformLine(_ transforms: [AppTransform]) -> String? {
    let spellable = transforms.filter { if case .custom = $0.kind { false } else { true } }
    guard !spellable.isEmpty else { return nil }
    return "transform " + spellable.map(words(of:)).joined(separator: " ")
  }

  /// One comment line per Swift closure transform, which no `transform` line can spell: the
  /// file names it, and replaying it needs the same closure again (`ScenarioRunner.transforms`).
  ///
  ///     AppTransform(named: "phone-hyphens", deferred: true) { … }
  ///       →  # transform swift=phone-hyphens deferred (a Swift closure: pass it to ScenarioRunner.transforms)
  public static func swiftTransformComments(_ transforms: [AppTransform]) -> [String] {
    transforms.compactMap { transform in
      guard case .custom = transform.kind else { return nil }
      return "# transform \(words(of: transform)) (a Swift closure: pass it to ScenarioRunner.transforms)"
    }
  }

  /// `# text`, with line breaks flattened so the comment stays one line.
  static func commentLine(_ text: String) -> String {
    let flat = text.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : String($0) }.joined()
    return flat.isEmpty ? "#" : "# " + flat
  }
}
