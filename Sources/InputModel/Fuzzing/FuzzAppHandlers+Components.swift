/// The component a run varying the app's handlers attaches, and its handler choices: the
/// suggestion menu's post-pick machine and deferred pick task, the search submit's read.
extension FuzzAppHandlers {
  /// One run's components, drawn after its handler options.
  ///
  ///     vary, .suggestions  → update=onchange pick=deferred post-pick=seed pick-task=blind
  ///     correct, .suggestions → … post-pick=match pick-task=guarded (the fixed menu)
  ///     vary, .search       → submit-reads=captured;  correct → submit-reads=current
  ///     correct, .suggestions, a phone keyboard marking Latin words
  ///                         → update=settled query=field (lurker#814's fix: the field's text)
  ///
  /// - Parameter marksLatinWords: the run's keyboard keeps a Latin word marked until Space
  ///   (`ime=direct` on a `latin-composition=word` platform): the marked text is the text, and a
  ///   correct menu follows it, which a handler of the binding's changes cannot
  ///   (docs/components.md "Results and marked text").
  func drawComponents(
    _ kind: FuzzComponents.Kind, marksLatinWords: Bool = false, _ random: inout FuzzRandom
  ) -> FuzzComponents {
    switch kind {
    case .none:
      return .none
    case .suggestions:
      let followsField = self == .correct && marksLatinWords
      var menu =
        followsField
        ? Scenario.SuggestionMenuOptions(query: .field, update: .settled)
        : Scenario.SuggestionMenuOptions(update: .onChange)
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
