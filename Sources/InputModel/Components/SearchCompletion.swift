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
