/// Why a suggestion-menu request was refused.
public enum SuggestionMenuError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `item` is not in the open menu; `shown` is what the menu lists (empty when closed).
  case notInMenu(item: String, shown: [String])

  public var description: String {
    switch self {
    case .notInMenu(let item, let shown):
      shown.isEmpty
        ? "cannot pick \(Quoting.quoted(item)): the suggestion menu is closed"
        : "cannot pick \(Quoting.quoted(item)): the menu lists "
          + shown.map(Quoting.quoted).joined(separator: " ")
    }
  }
}
