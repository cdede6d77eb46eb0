/// Writes scenarios back as scenario files, in one canonical form: the fuzzer writes its
/// reproducers this way, and the runner names steps in traces with `sourceText`.
///
///     key(.enter, repeatCount: 3)              → key enter x3
///     expect(.onChange(old: "", new: "わた"))  → expect onchange "" -> "わた"
///
/// Parsing the output gives back an equal scenario (source locations aside). Strings are
/// always quoted, except a `flick` kana that needs no quotes; options at their default
/// values are left out, except `ime`, `bridge` and `platform`, which every file states.
extension Scenario {
  /// The whole file: header lines, a blank line, one line per step, a final newline.
  public func formatted() -> String {
    var lines: [String] = []
    lines.append("scenario " + ScenarioString.quoted(name))

    let defaults = ScenarioSettings()
    var use = [
      "ime=\(settings.ime.rawValue)", "bridge=\(settings.bridge.rawValue)",
      "platform=\(settings.platform.rawValue)",
    ]
    if settings.focus != defaults.focus { use.append("focus=\(settings.focus.rawValue)") }
    if settings.settle != defaults.settle { use.append("settle=\(settings.settle.rawValue)") }
    if settings.submitGuard != defaults.submitGuard {
      use.append("submit-guard=\(settings.submitGuard.rawValue)")
    }
    lines.append("use " + use.joined(separator: " "))
    if !settings.platformOverrides.isEmpty {
      let rules = settings.platformOverrides.keys.sorted().map { key in
        "\(key)=\(Self.bareOrQuoted(settings.platformOverrides[key] ?? ""))"
      }
      lines.append("use " + rules.joined(separator: " "))
    }

    for source in candidates {
      switch source.kind {
      case .inline(let words):
        lines.append("candidates " + words.map(ScenarioString.quoted).joined(separator: " "))
      case .file(let path):
        lines.append("candidates file " + ScenarioString.quoted(path))
      case .skk(let path, let entries):
        lines.append("candidates skk \(ScenarioString.quoted(path)) \(entries.rawValue)")
      }
    }
    if let menu = suggestionMenu {
      let defaults = SuggestionMenuOptions()
      var line = "component suggestions"
      if menu.direction != defaults.direction { line += " direction=\(menu.direction.rawValue)" }
      if menu.maxHeightPoints != defaults.maxHeightPoints {
        line += " max-height=\(menu.maxHeightPoints)"
      }
      if menu.pick != defaults.pick { line += " pick=\(menu.pick.rawValue)" }
      if menu.query != defaults.query { line += " query=\(menu.query.rawValue)" }
      lines.append(line)
    }
    if search != nil {
      lines.append("component search")
    }
    if !searchSuggestions.isEmpty {
      lines.append("suggest " + searchSuggestions.map(ScenarioString.quoted).joined(separator: " "))
    }
    if let viewport {
      lines.append(
        "component viewport width=\(viewport.widthPoints) cell-width=\(viewport.cellWidthPoints)")
    }
    if !transforms.isEmpty {
      lines.append("transform " + transforms.map(\.sourceText).joined(separator: " "))
    }

    lines.append("")
    lines += steps.map(\.kind.sourceText)
    return lines.joined(separator: "\n") + "\n"
  }

  /// A value written bare when the lexer reads it back unchanged as one word.
  static func bareOrQuoted(_ text: String) -> String {
    let special: Set<UInt8> = [
      UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\""), UInt8(ascii: "#"),
      UInt8(ascii: "\\"),
      UInt8(ascii: "="),
    ]
    let isBare =
      !text.isEmpty
      && !text.utf8.contains { special.contains($0) || ScenarioString.isForbiddenControl($0) }
    return isBare ? text : ScenarioString.quoted(text)
  }
}

extension AppTransform {
  /// `max-length=5`, `uppercase`, `digits-only deferred`.
  public var sourceText: String { description }
}

extension ScenarioStep.Kind {
  /// The step as one line of a scenario file.
  ///
  ///     .select(.word("今日"))  → select "今日"
  ///     .tick(turns: nil)      → tick
  public var sourceText: String {
    let quoted = ScenarioString.quoted
    switch self {
    case .typeText(let text): return "type " + quoted(text)
    case .key(let key, let count): return "key \(key.rawValue)" + (count == 1 ? "" : " x\(count)")
    case .flick(let kana): return "flick " + Scenario.bareOrQuoted(kana)
    case .convert: return "convert"
    case .nextCandidate: return "next-candidate"
    case .previousCandidate: return "prev-candidate"
    case .select(.position(let position)): return "select \(position)"
    case .select(.word(let word)): return "select " + quoted(word)
    case .commit: return "commit"
    case .cancel: return "cancel"
    case .setBinding(let text, let deferred):
      return "set " + quoted(text) + (deferred ? " deferred" : "")
    case .focus: return "focus"
    case .blur: return "blur"
    case .tick(let turns): return "tick" + (turns.map { " \($0)" } ?? "")
    case .pick(let item): return "pick " + quoted(item)
    case .closeMenu: return "close-menu"
    case .cancelSearch: return "cancel-search"
    case .scroll(let points): return "scroll \(points)"
    case .resize(let width): return "resize \(width)"
    case .expect(let expectation): return "expect " + expectation.sourceText
    case .skip(let target): return "skip " + target.rawValue
    }
  }
}

extension ScenarioStep.Expectation {
  /// The words after `expect`: `field "[わ|]"`, `onchange none`.
  public var sourceText: String {
    let quoted = ScenarioString.quoted
    let list = { (items: [String]) in items.map(quoted).joined(separator: " ") }
    switch self {
    case .field(let pattern): return "field \"\(pattern)\""
    case .text(let text): return "text " + quoted(text)
    case .marked(let text): return "marked " + quoted(text)
    case .notMarked: return "marked none"
    case .binding(let text): return "binding " + quoted(text)
    case .onChange(let old, let new): return "onchange \(quoted(old)) -> \(quoted(new))"
    case .noOnChange: return "onchange none"
    case .candidates(let words): return "candidates " + list(words)
    case .suggestions(let items): return "suggestions " + list(items)
    case .noSuggestions: return "suggestions none"
    case .submitted(let text): return "submitted " + quoted(text)
    case .notSubmitted: return "submitted none"
    case .searching(let searching): return "searching \(searching)"
    case .results(let items): return "results " + list(items)
    case .resultsHidden: return "results none"
    case .viewport(let viewportClass): return "viewport " + viewportClass.rawValue
    case .violation(let id): return "violation " + id.rawValue
    case .anyViolation: return "violation any"
    }
  }
}
