/// The component a run varying the app's handlers attaches, and its handler choices: the
/// suggestion menu's post-pick machine and deferred pick task, the search submit's read.
extension FuzzAppHandlers {
  /// One run's components, drawn after its handler options.
  ///
  ///     vary, .suggestions  → update=onchange pick=deferred post-pick=seed pick-task=blind
  ///     correct, .suggestions → … post-pick=match pick-task=guarded (the fixed menu)
  ///     vary, .search       → submit-reads=captured;  correct → submit-reads=current
  func drawComponents(_ kind: FuzzComponents.Kind, _ random: inout FuzzRandom) -> FuzzComponents {
    switch kind {
    case .none:
      return .none
    case .suggestions:
      var menu = Scenario.SuggestionMenuOptions(update: .onChange)
      menu.pick = random.chance(3, in: 4) ? .deferred : .direct
      let postPick = random.element(of: SuggestionMenu.PostPick.allCases) ?? .match
      let pickTask = random.element(of: SuggestionMenu.PickTask.allCases) ?? .guarded
      menu.postPick = self == .correct ? .match : postPick
      menu.pickTask = self == .correct ? .guarded : pickTask
      return FuzzComponents(suggestionMenu: menu, candidates: DemoCandidates.seedWords)
    case .search:
      let reads = random.element(of: AppHandlerOptions.Reads.allCases) ?? .current
      let search = Scenario.SearchOptions(submitReads: self == .correct ? .current : reads)
      return FuzzComponents(search: search, candidates: DemoCandidates.weatherCities)
    }
  }

  /// The transforms a run with a component keeps: all of them one time in three, else none,
  /// so most component runs show the component's own handler (a `digits-only` transform
  /// would empty every kana query).
  func transforms(_ drawn: [AppTransform], with components: FuzzComponents, _ random: inout FuzzRandom)
    -> [AppTransform]
  {
    guard !components.isEmpty else { return drawn }
    return random.chance(1, in: 3) ? drawn : []
  }
}
