/// The assertions about components (`expect suggestions`, `searching`, `results`,
/// `viewport`): what each compares, and what a mismatch shows.
///
///     expect suggestions "からあげ"   (the menu lists からあげ and カラオケ)
///     → suggestions do not match; expected "からあげ", actual "からあげ" "カラオケ"
enum ComponentAssertions {
  /// What a component assertion found instead of what it expected.
  struct Mismatch {
    var heading: String
    var label: String
    var expected: String
    var actual: String
    var hint: String
  }

  /// A component assertion's mismatch, or `nil` when it holds.
  static func check(_ expectation: ScenarioStep.Expectation, session: Session) throws(ReplayError)
    -> Mismatch?
  {
    let components = session.components
    switch expectation {
    case .suggestions(let expected):
      let shown = try shownSuggestions(components)
      guard shown != expected else { return nil }
      return Mismatch(
        heading: "suggestions do not match", label: "suggestions", expected: Self.list(expected),
        actual: shown.isEmpty ? "none" : Self.list(shown),
        hint:
          "the menu lists the index's prefix matches for the query (matching keys: kana, width and case folded); a search field lists its suggestions"
      )
    case .noSuggestions:
      let shown = try shownSuggestions(components)
      guard !shown.isEmpty else { return nil }
      return Mismatch(
        heading: "suggestions are shown", label: "suggestions", expected: "none", actual: Self.list(shown),
        hint:
          "the menu closes on empty text, a single exact match, focus loss, the close button, submit and after a pick"
      )
    case .searching(let expected):
      let search = try searchField(components, for: expectation.form)
      guard search.isSearching != expected else { return nil }
      return Mismatch(
        heading: "searching does not match", label: "searching", expected: String(expected),
        actual: String(search.isSearching),
        hint: "searching is true while the field has focus or the query is non-empty")
    case .results(let expected):
      let search = try searchField(components, for: expectation.form)
      let shown = search.showsResults ? search.results : []
      if search.showsResults && shown == expected { return nil }
      return Mismatch(
        heading: "results do not match", label: "results", expected: Self.list(expected),
        actual: search.showsResults
          ? (shown.isEmpty ? "(overlay shown, no items)" : Self.list(shown)) : "none (overlay hidden)",
        hint:
          "results show only while searching with a non-empty query; items whose matching key contains the query's, in source order"
      )
    case .resultsHidden:
      let search = try searchField(components, for: expectation.form)
      guard search.showsResults else { return nil }
      return Mismatch(
        heading: "the results overlay is shown", label: "results", expected: "none",
        actual: Self.list(search.results), hint: "the overlay hides when searching ends or the query is empty"
      )
    case .viewport(let expected):
      guard let viewport = components.viewport else {
        throw ReplayError(
          ScenarioVocabulary.Expect.viewport.requirementMessage, hint: "declare it in the header")
      }
      guard viewport.classification.rawValue != expected.rawValue else { return nil }
      return Mismatch(
        heading: "viewport does not match", label: "viewport", expected: expected.rawValue,
        actual:
          "\(viewport.classification.rawValue) (text \(viewport.textWidth) pt, view \(viewport.viewWidth) pt, offset \(viewport.scrollOffset) pt)",
        hint:
          "fit: the text fits the view; start/end: that edge, rounded to whole points, is within 5 pt; between: both edges clipped"
      )
    default:
      return nil
    }
  }

  private static func shownSuggestions(_ components: SessionComponentState) throws(ReplayError) -> [String] {
    if let menu = components.suggestionMenu {
      return menu.isOpen ? menu.items : []
    }
    if let search = components.searchField {
      return search.visibleSuggestions
    }
    throw ReplayError(
      ScenarioVocabulary.Expect.suggestions.requirementMessage, hint: "declare it in the header")
  }

  private static func searchField(
    _ components: SessionComponentState, for form: ScenarioVocabulary.Expect
  ) throws(ReplayError) -> SearchField {
    guard let search = components.searchField else {
      throw ReplayError(form.requirementMessage, hint: "declare it in the header")
    }
    return search
  }

  private static func list(_ items: [String]) -> String {
    items.map(Quoting.quoted).joined(separator: " ")
  }
}
