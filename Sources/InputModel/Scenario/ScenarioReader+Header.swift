/// The header directives: `scenario`, `use`, `candidates`, `component`, `suggest`, `transform`.
extension ScenarioReader {
  mutating func readDirective(
    _ word: String, _ cursor: inout TokenCursor, at location: ScenarioLocation
  ) throws(Diagnostic) {
    let line = cursor.line
    switch word {
    case "scenario":
      let nameToken = cursor.peek()
      let name = try cursor.string("scenario name")
      try cursor.expectEnd()
      if name.isEmpty, let nameToken {
        throw line.error("the scenario name is empty", at: nameToken.start)
      }
      if let first = nameLocation {
        throw line.error(
          "the scenario is named twice; the first name is on line \(first.line)",
          at: cursor.tokens[0].start,
          notes: [Diagnostic.Note("first named here", at: first)])
      }
      nameLocation = location
      scenario.name = name

    case "use":
      guard !cursor.isAtEnd else { throw cursor.missing("key=value") }
      var settings = scenario.settings
      var seen = useKeyLocations
      let keyboards = self.keyboards
      applyOptions(
        &cursor, specs: ScenarioVocabulary.useKeys(keyboards: keyboards), to: &settings, owner: "use",
        seen: &seen, unknownKeyMessage: { ScenarioVocabulary.unlinkedKeyMessage($0, keyboards: keyboards) })
      scenario.settings = settings
      useKeyLocations = seen

    case "candidates":
      scenario.candidates.append(try readCandidates(&cursor, at: location))

    case "component":
      let nameToken = cursor.peek()
      let component = try cursor.choice("component", ScenarioVocabulary.Component.self)
      let componentLocation = line.location(nameToken?.start ?? line.start)
      if let first = componentLocations[component] {
        throw line.error(
          "'component \(component.rawValue)' appears twice; the first is on line \(first.line)",
          at: nameToken?.start ?? line.start,
          notes: [Diagnostic.Note("first declared here", at: first)])
      }
      componentLocations[component] = componentLocation
      var seen: [String: ScenarioLocation] = [:]
      switch component {
      case .suggestions:
        var options = Scenario.SuggestionMenuOptions()
        applyOptions(
          &cursor, specs: ScenarioVocabulary.suggestionMenuOptions, to: &options,
          owner: "component suggestions", seen: &seen)
        scenario.suggestionMenu = options
      case .search:
        var options = Scenario.SearchOptions()
        applyOptions(
          &cursor, specs: ScenarioVocabulary.searchOptions, to: &options, owner: "component search",
          seen: &seen)
        scenario.search = options
      case .viewport:
        var options = Scenario.ViewportOptions()
        applyOptions(
          &cursor, specs: ScenarioVocabulary.viewportOptions, to: &options,
          owner: "component viewport",
          seen: &seen)
        scenario.viewport = options
      }

    case "suggest":
      scenario.searchSuggestions += try cursor.strings("suggestion")
      if firstSuggestLocation == nil {
        firstSuggestLocation = location
      }

    case "transform":
      guard !cursor.isAtEnd else {
        throw cursor.missing(
          "transform (one of \(ScenarioVocabulary.transforms.joined(separator: ", ")))")
      }
      var readOnThisLine = 0
      var seenOptions: [String: ScenarioLocation] = [:]
      while let token = cursor.next() {
        if token.kind == .word && token.text == "deferred" {
          guard readOnThisLine > 0, let last = scenario.transforms.indices.last else {
            throw line.error("'deferred' follows the transform it applies to", at: token.start)
          }
          scenario.transforms[last].deferred = true
          continue
        }
        if token.kind == .option,
          let spec = ScenarioVocabulary.transformOptions.first(where: { $0.name == token.text })
        {
          guard readOnThisLine > 0, let last = scenario.transforms.indices.last else {
            throw line.error("'\(spec.name)=' follows the transform it applies to", at: token.start)
          }
          // One option at a time through the shared reader, so values are checked as `use`'s are;
          // each transform may set each option once.
          if seenOptions["\(last) \(spec.name)"] != nil {
            throw line.error("'\(spec.name)' is set twice for one transform", at: token.start)
          }
          seenOptions["\(last) \(spec.name)"] = line.location(token.start)
          guard case .words(let allowed) = spec.values, allowed.contains(token.value) else {
            let allowed: [String] = if case .words(let words) = spec.values { words } else { [] }
            throw line.error(
              ScenarioMessages.unknown(
                "value", token.value, context: " for '\(spec.name)'", allowed: allowed),
              at: token.valueStart)
          }
          spec.apply(&scenario.transforms[last], .word(token.value))
          continue
        }
        scenario.transforms.append(try readTransform(token, line: line))
        readOnThisLine += 1
      }

    default:
      throw line.error(
        ScenarioMessages.unknown(
          "directive", word, allowed: ScenarioVocabulary.directives.map(\.word)), at: line.start)
    }
  }

  /// Checks made once the header is complete (at the first step, or at the end of the file).
  mutating func finishHeader() {
    checkKeyboardOptions()
    let needed = StepRequirement.suggestDirective
    if let suggest = firstSuggestLocation,
      !needed.isMet(ime: scenario.settings.ime, components: Set(componentLocations.keys))
    {
      report(
        Diagnostic(
          path: path, location: suggest, severity: .error, message: needed.message(for: "suggest")))
    }
  }

  /// A keyboard's own `use` key on a scenario that uses another keyboard is an error at the
  /// key: the value would mean nothing.
  ///
  ///     use ime=romaji pinyin-schema=luna_pinyin
  ///     → 'pinyin-schema' is a key of ime=pinyin; this scenario uses ime=romaji
  private mutating func checkKeyboardOptions() {
    let settings = scenario.settings
    for key in settings.keyboardOptions.keys.sorted() where settings.ime.option(named: key) == nil {
      let owner = keyboards.kinds.first { $0.option(named: key) != nil }
      report(
        Diagnostic(
          path: path, location: useKeyLocations[key] ?? ScenarioLocation(line: 1, column: 1),
          severity: .error,
          message:
            "'\(key)' is a key of ime=\(owner?.rawValue ?? "?"); this scenario uses ime=\(settings.ime.rawValue)"
        ))
    }
  }

  private func readCandidates(_ cursor: inout TokenCursor, at location: ScenarioLocation)
    throws(Diagnostic) -> Scenario.CandidateSource
  {
    let line = cursor.line
    if cursor.takeBareWord("file") {
      let pathToken = cursor.peek()
      let filePath = try cursor.string("file path")
      try cursor.expectEnd()
      guard let pathToken, !filePath.isEmpty else {
        throw line.error("the file path is empty", at: pathToken?.start ?? line.start)
      }
      if RelativeFilePath.leavesItsFolder(filePath) {
        throw RelativeFilePath.diagnostic(filePath, kind: "file", line: line, at: pathToken.start)
      }
      return Scenario.CandidateSource(
        kind: .file(path: filePath), location: line.location(pathToken.start))
    }
    if cursor.takeBareWord("skk") {
      let pathToken = cursor.peek()
      let dictionaryPath = try cursor.string("dictionary path")
      guard let pathToken, !dictionaryPath.isEmpty else {
        throw line.error("the dictionary path is empty", at: pathToken?.start ?? line.start)
      }
      if RelativeFilePath.leavesItsFolder(dictionaryPath) {
        throw RelativeFilePath.diagnostic(dictionaryPath, kind: "dictionary", line: line, at: pathToken.start)
      }
      var entries = Scenario.CandidateSource.SKKEntries.readings
      if !cursor.isAtEnd {
        entries = try cursor.choice("SKK entries", Scenario.CandidateSource.SKKEntries.self)
      }
      try cursor.expectEnd()
      return Scenario.CandidateSource(
        kind: .skk(path: dictionaryPath, entries: entries), location: line.location(pathToken.start)
      )
    }
    return Scenario.CandidateSource(
      kind: .inline(try cursor.strings("candidate")), location: location)
  }

  private func readTransform(_ token: ScenarioToken, line: ScenarioLine) throws(Diagnostic)
    -> Scenario.Transform
  {
    let allowed = ScenarioVocabulary.transforms
    guard token.kind != .string, allowed.contains(token.text) else {
      throw line.error(
        ScenarioMessages.unknown("transform", token.text, allowed: allowed), at: token.start)
    }
    switch (token.text, token.kind) {
    case ("max-length", .option):
      return AppTransform(
        .maxLength(
          try Self.optionNumber(
            token, what: "'max-length'", in: 0...ScenarioLimits.maxTextLength, line: line)))
    case ("max-length", _):
      throw line.error("'max-length' needs a value: max-length=N", at: token.end)
    case (_, .option):
      throw line.error("'\(token.text)' takes no value", at: token.valueStart)
    case ("uppercase", _):
      return AppTransform(.uppercase)
    default:
      return AppTransform(.digitsOnly)
    }
  }

  static func optionNumber(
    _ token: ScenarioToken, what: String, in range: ClosedRange<Int>, line: ScenarioLine
  ) throws(Diagnostic) -> Int {
    switch ScenarioNumber.read(token.value, in: range, what: what) {
    case .success(let value): return value
    case .failure(let message): throw line.error(message.text, at: token.valueStart)
    }
  }

  /// Reads `key=value` tokens against `specs`, reporting each bad one and going on.
  mutating func applyOptions<Target>(
    _ cursor: inout TokenCursor, specs: [ScenarioOptionSpec<Target>], to target: inout Target,
    owner: String,
    seen: inout [String: ScenarioLocation],
    unknownKeyMessage: (String) -> String? = { _ in nil }
  ) {
    let line = cursor.line
    while let token = cursor.next() {
      guard token.kind == .option else {
        report(
          line.error(
            "expected key=value, found \(cursor.describe(token)); usage: \(cursor.usage)",
            at: token.start))
        continue
      }
      guard let spec = specs.first(where: { $0.name == token.text }) else {
        let message =
          unknownKeyMessage(token.text)
          ?? ScenarioMessages.unknown(
            "key", token.text, context: " for '\(owner)'", allowed: specs.map(\.name))
        report(line.error(message, at: token.start))
        continue
      }
      if let first = seen[spec.name] {
        report(
          line.error(
            "'\(spec.name)' is set twice; the first is on line \(first.line)", at: token.start,
            notes: [Diagnostic.Note("first set here", at: first)]))
        continue
      }
      seen[spec.name] = line.location(token.start)
      if let escape = token.patternEscapeIndex {
        report(line.error(ScenarioString.patternEscapeMessage(line.bytes[escape + 1]), at: escape))
        continue
      }
      if token.value.isEmpty, !token.valueIsQuoted {
        var message = "missing value for '\(spec.name)'"
        if case .words(let allowed) = spec.values {
          message += "; allowed: " + allowed.joined(separator: ", ")
        }
        report(line.error(message, at: token.valueStart))
        continue
      }
      switch spec.values {
      case .words(let allowed):
        guard allowed.contains(token.value) else {
          if let message = spec.unavailable?(token.value) {
            report(line.error(message, at: token.start))
            continue
          }
          let message = ScenarioMessages.unknown(
            "value", token.value, context: " for '\(spec.name)'", allowed: allowed)
          report(line.error(message, at: token.valueStart))
          continue
        }
        spec.apply(&target, .word(token.value))
      case .number(let range):
        do {
          spec.apply(
            &target,
            .number(try Self.optionNumber(token, what: "'\(spec.name)'", in: range, line: line)))
        } catch {
          report(error)
        }
      case .raw:
        guard !token.value.isEmpty else {
          report(line.error("empty value for '\(spec.name)'", at: token.valueStart))
          continue
        }
        if spec.name == BridgeRule.write.rawValue && !BridgeRule.write.accepts(token.value) {
          let message =
            "invalid value '\(token.value)' for 'write'; allowed: comma-separated "
            + BridgeRule.write.allowedValues.joined(separator: ", ")
            + " (at most one of every-change, not-while-marked)"
          report(line.error(message, at: token.valueStart))
          continue
        }
        spec.apply(&target, .raw(token.value, line.location(token.valueStart)))
      }
    }
  }
}
