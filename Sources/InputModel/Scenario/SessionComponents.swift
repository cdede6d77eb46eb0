/// Attaches the components a scenario declares to its session, translates scenario steps into
/// session steps, and checks the component assertions.
struct SessionComponents {
  mutating func attach(to session: Session, scenario: Scenario, baseDirectory: String) throws(ReplayError) {
    guard scenario.suggestionMenu != nil || scenario.search != nil || scenario.viewport != nil else { return }
    let pendingRomaji: PendingRomajiMatching =
      scenario.settings.ime == .romaji && scenario.suggestionMenu?.query == .field ? .continuations : .literal
    let candidates = try loadCandidates(scenario, baseDirectory: baseDirectory)
    let index = CandidateIndex(candidates, pendingRomaji: pendingRomaji)
    if let menu = scenario.suggestionMenu {
      session.attachSuggestionMenu(menu.menuOptions, index: index)
    }
    if scenario.search != nil {
      session.attachSearchField(items: index, suggestions: scenario.searchSuggestions)
    }
    if let viewport = scenario.viewport {
      session.attachViewport(
        widthPoints: Double(viewport.widthPoints), cellWidthPoints: Double(viewport.cellWidthPoints))
    }
  }

  /// Every `candidates` line's words, in file order.
  private func loadCandidates(_ scenario: Scenario, baseDirectory: String) throws(ReplayError) -> [String] {
    var words: [String] = []
    for source in scenario.candidates {
      switch source.kind {
      case .inline(let list):
        words += list
      case .file(let path):
        do {
          words += try CandidateIndex(contentsOfFile: resolve(path, in: baseDirectory)).candidates
        } catch {
          throw ReplayError(
            "cannot load candidates: \(error)", hint: "the path is relative to the scenario's folder",
            at: source.location)
        }
      case .skk(let path, let entries):
        do {
          let field: SKKCandidateField = entries == .words ? .words : .readings
          words += try CandidateIndex(contentsOfSKKFile: resolve(path, in: baseDirectory), field: field)
            .candidates
        } catch {
          throw ReplayError(
            "cannot load the SKK dictionary: \(error)",
            hint: "install it (Debian: apt-get install skkdic) or fix the path", at: source.location)
        }
      }
    }
    return words
  }

  private func resolve(_ path: String, in directory: String) -> String {
    CandidateIndex.resolvedPath(path, baseDirectory: directory)
  }

  /// The session step for a scenario step that acts (not an assertion).
  func sessionStep(for kind: ScenarioStep.Kind, session: Session) throws(ReplayError) -> SessionStep {
    switch kind {
    case .typeText(let text): return .type(text)
    case .key(let key, let count): return .key(key, count: count)
    case .flick(let kana): return .flick(kana)
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
    case .pick(let item): return .pick(item)
    case .closeMenu: return .closeMenu
    case .cancelSearch: return .cancelSearch
    case .scroll(let points): return .scroll(Double(points))
    case .resize(let points): return .resize(Double(points))
    case .expect, .skip:
      throw ReplayError("assertions are not steps", hint: "")
    }
  }

  /// A component assertion's mismatch, or `nil` when it holds.
  func check(_ expectation: ScenarioStep.Expectation, session: Session) throws(ReplayError)
    -> ComponentMismatch?
  {
    let components = session.components
    switch expectation {
    case .suggestions(let expected):
      let shown = try shownSuggestions(components)
      guard shown != expected else { return nil }
      return ComponentMismatch(
        heading: "suggestions do not match", label: "suggestions", expected: Self.list(expected),
        actual: shown.isEmpty ? "none" : Self.list(shown),
        hint:
          "the menu lists the index's prefix matches for the query (matching keys: kana, width and case folded); a search field lists its suggestions"
      )
    case .noSuggestions:
      let shown = try shownSuggestions(components)
      guard !shown.isEmpty else { return nil }
      return ComponentMismatch(
        heading: "suggestions are shown", label: "suggestions", expected: "none", actual: Self.list(shown),
        hint:
          "the menu closes on empty text, a single exact match, focus loss, the close button, submit and after a pick"
      )
    case .searching(let expected):
      let search = try searchField(components)
      guard search.isSearching != expected else { return nil }
      return ComponentMismatch(
        heading: "searching does not match", label: "searching", expected: String(expected),
        actual: String(search.isSearching),
        hint: "searching is true while the field has focus or the query is non-empty")
    case .results(let expected):
      let search = try searchField(components)
      let shown = search.showsResults ? search.results : []
      if search.showsResults && shown == expected { return nil }
      return ComponentMismatch(
        heading: "results do not match", label: "results", expected: Self.list(expected),
        actual: search.showsResults
          ? (shown.isEmpty ? "(overlay shown, no items)" : Self.list(shown)) : "none (overlay hidden)",
        hint:
          "results show only while searching with a non-empty query; items whose matching key contains the query's, in source order"
      )
    case .resultsHidden:
      let search = try searchField(components)
      guard search.showsResults else { return nil }
      return ComponentMismatch(
        heading: "the results overlay is shown", label: "results", expected: "none",
        actual: Self.list(search.results), hint: "the overlay hides when searching ends or the query is empty"
      )
    case .viewport(let expected):
      guard let viewport = components.viewport else {
        throw ReplayError("`expect viewport` needs `component viewport`", hint: "declare it in the header")
      }
      guard viewport.classification.rawValue != expected.rawValue else { return nil }
      return ComponentMismatch(
        heading: "viewport does not match", label: "viewport", expected: expected.rawValue,
        actual:
          "\(viewport.classification.rawValue) (text \(viewport.textWidth) pt, view \(viewport.viewWidth) pt, offset \(viewport.scrollOffset) pt)",
        hint:
          "fit: the text fits within 5 pt; start/end: scrolled to within 5 pt of an edge; between: both edges clipped"
      )
    default:
      return nil
    }
  }

  private func shownSuggestions(_ components: SessionComponentState) throws(ReplayError) -> [String] {
    if let menu = components.suggestionMenu {
      return menu.isOpen ? menu.items : []
    }
    if let search = components.searchField {
      return search.visibleSuggestions
    }
    throw ReplayError(
      "`expect suggestions` needs `component suggestions` or `component search`",
      hint: "declare it in the header")
  }

  private func searchField(_ components: SessionComponentState) throws(ReplayError) -> SearchField {
    guard let search = components.searchField else {
      throw ReplayError("this assertion needs `component search`", hint: "declare it in the header")
    }
    return search
  }

  private static func list(_ items: [String]) -> String {
    items.map(Quoting.quoted).joined(separator: " ")
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
