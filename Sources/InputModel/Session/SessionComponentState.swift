/// The components attached to a session: the suggestion menu and its index, the search field,
/// the scrolling display.
public struct SessionComponentState: Equatable, Sendable {
  public internal(set) var suggestionMenu: SuggestionMenu?
  public internal(set) var suggestionIndex: CandidateIndex?
  public internal(set) var searchField: SearchField?
  public internal(set) var viewport: ScrollingText?

  public init() {}

  var isEmpty: Bool { suggestionMenu == nil && searchField == nil && viewport == nil }
}
