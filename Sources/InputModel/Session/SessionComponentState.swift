/// The components attached to a session: the suggestion menu and its index, the search field,
/// the scrolling display.
public struct SessionComponentState: Equatable, Sendable {
  public internal(set) var suggestionMenu: SuggestionMenu?
  public internal(set) var suggestionIndex: CandidateIndex?
  public internal(set) var searchField: SearchField?
  public internal(set) var viewport: ScrollingText?

  public init() {}

  /// True when no component is attached. Checked before every step, so it tests the cases
  /// without copying the components (`== nil` on these Equatable optionals copied them).
  var isEmpty: Bool {
    guard case .none = suggestionMenu, case .none = searchField, case .none = viewport else {
      return false
    }
    return true
  }
}
