/// The components a fuzz run attaches around its field — none, the seed's suggestion menu, or
/// a search field — with the candidates they work on. Drawn only when a campaign varies the
/// app's handlers; they become the reproducer's `candidates` and `component` header lines.
///
///     .none                                   → no header lines (every default campaign)
///     menu(update=onchange pick=deferred post-pick=seed)
///       → candidates "かたづけ" … "たいちゃづけ"
///         component suggestions pick=deferred update=onchange post-pick=seed
public struct FuzzComponents: Equatable, Sendable {
  /// Which component a run gets; `FuzzConfiguration.components` lists the ones runs draw from.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    case none
    /// The seed's suggestion menu as an `onChange(of: text)` handler, on the seed's words.
    case suggestions
    /// A search field whose submit reads per `submit-reads=`, on city names.
    case search
  }

  /// `component suggestions …`, when the run has the menu.
  public var suggestionMenu: Scenario.SuggestionMenuOptions?
  /// `component search …`, when the run has a search field.
  public var search: Scenario.SearchOptions?
  /// The `candidates` line: the menu's index, or the items the search filters.
  public var candidates: [String]

  public init(
    suggestionMenu: Scenario.SuggestionMenuOptions? = nil, search: Scenario.SearchOptions? = nil,
    candidates: [String] = []
  ) {
    self.suggestionMenu = suggestionMenu
    self.search = search
    self.candidates = candidates
  }

  /// No component: the field alone.
  public static let none = FuzzComponents()

  /// True when no component is attached.
  public var isEmpty: Bool { suggestionMenu == nil && search == nil }

  /// Attaches the components to a fresh session, as `ScenarioSessionBuilder` does for the
  /// header lines this value writes (the menu after the transforms, the search field's index).
  func attach(to session: Session) {
    guard !isEmpty else { return }
    let index =
      candidates == DemoCandidates.seedWords
      ? Self.seedIndex
      : candidates == DemoCandidates.weatherCities ? Self.citiesIndex : CandidateIndex(candidates)
    if let menu = suggestionMenu {
      session.attachSuggestionMenu(menu.menuOptions, index: index)
    }
    if let search {
      session.attachSearchField(items: index, suggestions: [], submitReads: search.submitReads)
    }
  }

  /// The indexes of the two built-in lists, built once: every run and replay attaches one.
  private static let seedIndex = CandidateIndex(DemoCandidates.seedWords)
  private static let citiesIndex = CandidateIndex(DemoCandidates.weatherCities)
}
