/// Why a search-field request was refused.
public enum SearchFieldError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `suggestion` is not among the suggestions shown; `shown` is what is shown.
  case notASuggestion(String, shown: [String])

  public var description: String {
    switch self {
    case .notASuggestion(let suggestion, let shown):
      shown.isEmpty
        ? "cannot pick \(Quoting.quoted(suggestion)): no search suggestion is shown"
        : "cannot pick \(Quoting.quoted(suggestion)): the search suggestions are "
          + shown.map(Quoting.quoted).joined(separator: " ")
    }
  }
}
