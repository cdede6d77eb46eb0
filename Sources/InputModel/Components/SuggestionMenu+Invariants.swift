extension SuggestionMenu {
  /// The `suggestions` invariant: what is wrong with the menu for this query and focus, one
  /// message per problem; empty when it holds.
  ///
  /// - Open: the field has focus, the query is not empty, the items are exactly the index's
  ///   matches for the query in order, and they are not a single exact match.
  /// - Closed, and after a pick (`selected`, `absorbing`): no item is listed.
  ///
  ///     open [からあげ], query "から" → ["menu lists \"からあげ\" but the index matches
  ///                                      \"からあげ\" \"からおけ\" … for \"から\""]
  public func violations(query: String, index: CandidateIndex, isFocused: Bool) -> [String] {
    guard phase == .open else {
      return items.isEmpty
        ? []
        : ["menu is \(Self.describe(phase)) but lists \(Self.list(items))"]
    }
    var problems: [String] = []
    if !isFocused { problems.append("menu is open while the field has no focus") }
    if query.isEmpty {
      problems.append("menu is open with an empty query")
      return problems
    }
    let expected = index.matches(for: query)
    if items != expected {
      problems.append(
        "menu lists \(Self.list(items)) but the index matches \(Self.list(expected)) for \(Quoting.quoted(query))"
      )
    }
    if Self.isSingleExactMatch(expected, query: query) {
      problems.append("menu is open on its single exact match \(Quoting.quoted(query))")
    }
    return problems
  }

  private static func list(_ items: [String]) -> String {
    items.isEmpty ? "nothing" : items.map(Quoting.quoted).joined(separator: " ")
  }

  private static func describe(_ phase: SuggestionMenuPhase) -> String {
    switch phase {
    case .closed: "closed"
    case .open: "open"
    case .selected(let item, _): "closed after picking \(Quoting.quoted(item))"
    case .absorbing(let item): "closed after picking \(Quoting.quoted(item))"
    }
  }
}
