/// The search field of SwiftUI's `.searchable`: a bound query, `isSearching`, suggestions
/// with `searchCompletion`, a submit, and a results overlay, as pure state the session drives.
///
///     var search = SearchField(items: CandidateIndex(DemoCandidates.weatherCities),
///                              suggestions: ["Tokyo", "London"])
///     search.focusChanged(isFocused: true)  // isSearching; suggestions Tokyo London; no results
///     search.update(query: "KYO")          // results Tokyo; suggestions Tokyo
///     try search.pick("Tokyo")             // SearchCompletion(query: "Tokyo", submits: true)
///     search.cancel()                      // query "", not searching, nothing shown
///
/// - Results: the items whose matching key contains the query's (kana-, width- and
///   case-insensitive), in source order; shown only while searching with a non-empty query.
/// - Suggestions: shown while searching; all of them for an empty query, those containing the
///   query otherwise (same rule as results); hidden after a pick or a submit until the query
///   changes again.
public struct SearchField: Equatable, Sendable {
  /// What the results filter.
  public let items: CandidateIndex
  /// The search suggestions (`suggest` in scenarios), in their order.
  public let suggestions: CandidateIndex
  /// The query (the bound search text).
  public private(set) var query: String
  /// Whether the search field has focus.
  public private(set) var isFocused: Bool
  /// True after a pick or a submit, until the query changes.
  public private(set) var suggestionsDismissed = false
  /// Which query the submit action (`onSubmit(of: .search)`) sends: `current` reads the
  /// binding when Enter is handled; `captured` the query of the last render (a closure built
  /// then); `mount` the first render's (a React `useCallback` with no dependencies).
  public var submitReads: AppHandlerOptions.Reads = .current

  public init(items: CandidateIndex, suggestions: [String] = [], query: String = "", isFocused: Bool = false)
  {
    self.items = items
    self.suggestions = CandidateIndex(suggestions)
    self.query = query
    self.isFocused = isFocused
  }

  /// `isSearching`: the field has focus, or a query is left in it.
  public var isSearching: Bool { isFocused || !query.isEmpty }

  /// Whether the results overlay is shown: searching, with a non-empty query.
  public var showsResults: Bool { isSearching && !query.isEmpty }

  /// The results overlay's items; empty when it is hidden.
  ///
  ///     colors: "ｵ" → ["あお"];  "O" → ["Orange", "Yellow", "Indigo", "Violet", "Ocean"]
  public var results: [String] {
    showsResults ? items.matches(containing: query) : []
  }

  /// The suggestions shown now.
  ///
  ///     ["Ocean", "Sunset"]: focused, "" → both;  "SUN" → ["Sunset"];  not searching → []
  public var visibleSuggestions: [String] {
    guard isSearching, !suggestionsDismissed else { return [] }
    return suggestions.matches(containing: query)
  }

  /// The query changed (typing, a programmatic set); a new query shows suggestions again.
  public mutating func update(query newQuery: String) {
    guard newQuery != query else { return }
    query = newQuery
    suggestionsDismissed = false
  }

  /// Focus entered (`true`) or left (`false`) the search field.
  public mutating func focusChanged(isFocused: Bool) {
    self.isFocused = isFocused
  }

  /// Picks a shown suggestion (`searchCompletion`): the query becomes the suggestion, the
  /// suggestions hide, and the search is submitted.
  ///
  ///     "Oc" + pick "Ocean" → query "Ocean", suggestions hidden, returns (query "Ocean", submits)
  ///
  /// - Throws: `SearchFieldError.notASuggestion` when `suggestion` is not shown now.
  public mutating func pick(_ suggestion: String) throws(SearchFieldError) -> SearchCompletion {
    let shown = visibleSuggestions
    guard shown.contains(suggestion) else { throw .notASuggestion(suggestion, shown: shown) }
    query = suggestion
    suggestionsDismissed = true
    return SearchCompletion(query: suggestion, submits: true)
  }

  /// The search was dismissed (Cancel): the query is cleared and searching ends; the session
  /// also clears the binding and takes focus from the field.
  ///
  ///     focused, "kyo" → not focused, "", isSearching false, no results, no suggestions
  public mutating func cancel() {
    query = ""
    isFocused = false
    suggestionsDismissed = false
  }

  /// The search was submitted with `query` (Enter with no marked text, which the session
  /// checks): the suggestions hide until the query changes.
  public mutating func submitted(query submittedQuery: String) {
    query = submittedQuery
    suggestionsDismissed = true
  }
}

/// What the session must do after a search suggestion is picked (`searchCompletion`).
///
///     pick "Ocean" → SearchCompletion(query: "Ocean", submits: true)
public struct SearchCompletion: Equatable, Hashable, Sendable {
  /// The text to write into the search query (the binding).
  public var query: String
  /// Whether the pick fires the search submit (`onSubmit(of: .search)`) with that query.
  public var submits: Bool

  public init(query: String, submits: Bool) {
    self.query = query
    self.submits = submits
  }
}

/// Why a search-field request was refused.
public enum SearchFieldError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `suggestion` is not among the suggestions shown; `shown` is what is shown.
  case notASuggestion(String, shown: [String])

  public var description: String {
    switch self {
    case .notASuggestion(let suggestion, let shown):
      shown.isEmpty
        ? "cannot pick \(BoundedEcho.quoted(suggestion)): no search suggestion is shown"
        : "cannot pick \(BoundedEcho.quoted(suggestion)): the search suggestions are "
          + shown.map(Quoting.quoted).joined(separator: " ")
    }
  }
}
