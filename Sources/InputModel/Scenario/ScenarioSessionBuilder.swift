/// Builds the session a scenario's header asks for: keyboard, bridge, platform, transforms,
/// and the components with their candidates (read from files relative to the scenario).
///
///     use ime=flick bridge=swiftui13
///     component suggestions
///     candidates file "words.txt"
///     → a Session with a flick keyboard, the SwiftUI 13 bridge and a suggestion menu
enum ScenarioSessionBuilder {
  static func make(
    for scenario: Scenario, runner: ScenarioRunner, bridge makeBridge: (() -> any Bridge)? = nil
  ) throws(ReplayError) -> Session {
    let settings = scenario.settings
    let inputMethod: any InputMethod
    do {
      inputMethod = try settings.startKeyboard(dictionary: runner.dictionary)
    } catch {
      throw ReplayError(
        "the \(settings.ime.rawValue) keyboard cannot start: \(error)",
        hint: error.advice ?? Self.engineHint, at: nil)
    }
    let session = Session(
      inputMethod: inputMethod,
      bridge: makeBridge?() ?? settings.makeBridge(),
      platform: settings.platformProfile, transforms: scenario.transforms, submitGuard: settings.submitGuard,
      settleMode: settings.settle, focused: settings.focus == .on, appHandlers: settings.appHandlers)
    session.keyIntervalMilliseconds = settings.keyIntervalMilliseconds
    try attachComponents(to: session, scenario: scenario, baseDirectory: runner.baseDirectory)
    return session
  }

  /// What to do when a keyboard's engine does not start.
  static let engineHint =
    "the message says what failed; docs/korean.md, docs/chinese.md and docs/japanese-mozc.md say what each keyboard needs"

  /// Attaches the components the header declares, their candidates loaded from files.
  private static func attachComponents(to session: Session, scenario: Scenario, baseDirectory: String)
    throws(ReplayError)
  {
    guard scenario.suggestionMenu != nil || scenario.search != nil || scenario.viewport != nil else { return }
    let pendingRomaji: PendingRomajiMatching =
      scenario.settings.ime.traits.contains(.romajiReading) && scenario.suggestionMenu?.query == .field
      ? .continuations : .literal
    let candidates = try loadCandidates(scenario, baseDirectory: baseDirectory)
    let index = CandidateIndex(candidates, pendingRomaji: pendingRomaji)
    if let menu = scenario.suggestionMenu {
      session.attachSuggestionMenu(menu.menuOptions, index: index)
    }
    if let search = scenario.search {
      session.attachSearchField(
        items: index, suggestions: scenario.searchSuggestions, submitReads: search.submitReads)
    }
    if let viewport = scenario.viewport {
      session.attachViewport(
        widthPoints: Double(viewport.widthPoints), cellWidthPoints: Double(viewport.cellWidthPoints))
    }
  }

  /// Every `candidates` line's words, in file order.
  private static func loadCandidates(_ scenario: Scenario, baseDirectory: String) throws(ReplayError)
    -> [String]
  {
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

  private static func resolve(_ path: String, in directory: String) -> String {
    CandidateIndex.resolvedPath(path, baseDirectory: directory)
  }
}
