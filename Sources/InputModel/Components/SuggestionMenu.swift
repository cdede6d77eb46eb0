/// The suggestion menu of the seed's `inputSuggestion` modifier, as a pure state machine: the
/// session feeds it the query and focus changes and performs the writes a pick asks for.
///
///     var menu = SuggestionMenu(options: .init(pickMode: .deferred))
///     let index = CandidateIndex(DemoCandidates.seedWords)
///     menu.update(query: "から", index: index)       // open: からあげ からおけ からて からてがた からぶり
///     try menu.pick("からて", currentText: "から")    // [.now("から "), .nextTurn("からて")]
///     menu.update(query: "から ", index: index)      // absorbed (selected → absorbing)
///     menu.update(query: "からて", index: index)     // absorbed (absorbing → closed), not reopened
///                                                    // on からて, からてがた
///
/// It closes on an empty query, a query without matches, a single match equal to the query
/// (matching keys compared, so "カラテ" against "からて" counts), focus moving away, the
/// close button, a submit, and a pick.
public struct SuggestionMenu: Equatable, Sendable {
  public var options: Options
  /// Where the state machine is.
  public internal(set) var phase: SuggestionMenuPhase = .closed
  /// The listed items, in the index's order; empty unless `phase` is `open`.
  public private(set) var items: [String] = []
  /// The query of the last `update`: an update with the same query changes nothing, so a
  /// menu closed by its button stays closed until the text changes.
  public internal(set) var lastQuery = ""

  public init(options: Options = Options()) {
    self.options = options
  }

  /// True when items are shown.
  public var isOpen: Bool { phase == .open }

  /// Follows a change of the query (the binding or the field text, per `options.queryMode`).
  ///
  ///     closed, "か"           → open [かたづけ, かまあげ, からあげ, からおけ, からて, …]
  ///     open, "からてが"       → open [からてがた]  (one match, not the query itself)
  ///     open, "カラテガタ"     → closed (its only match equals the query by key)
  ///     open, ""               → closed
  ///     absorbing(からて), "からて" → closed (the pick's own write, not reopened)
  ///
  /// - Parameter isFocused: false closes the menu whatever the query.
  public mutating func update(query: String, index: CandidateIndex, isFocused: Bool = true) {
    defer { lastQuery = query }
    // A post-pick phase survives focus changes: the pick's deferred write may still come.
    guard isFocused else { return close() }
    switch phase {
    case .selected(let item, let interimText):
      if query == interimText {
        phase = .absorbing(item: item)
        return
      }
      if query == item {
        phase = .closed
        return
      }
    case .absorbing(let item):
      if query == item {
        phase = .closed
        return
      }
    case .open, .closed:
      break
    }
    if query == lastQuery { return }
    refresh(query: query, index: index)
  }

  /// Focus moved to another field, or the field lost focus: the menu closes.
  public mutating func focusMoved() { close() }

  /// The menu's close button was tapped.
  public mutating func closeButton() { close() }

  /// The field's text was submitted.
  public mutating func submitted() { close() }

  /// Picks `item` from the open menu and says what to write.
  ///
  ///     direct:   pick "からあげ" on "から"  →  [.now("からあげ")],  phase absorbing(からあげ)
  ///     deferred: pick "からあげ" on "から"  →  [.now("から "), .nextTurn("からあげ")],
  ///               phase selected(からあげ, "から ")
  ///
  /// - Parameter currentText: the app's text now, which the deferred pick extends by a space.
  /// - Throws: `SuggestionMenuError.notInMenu` when the menu is closed or lacks `item`.
  public mutating func pick(_ item: String, currentText: String) throws(SuggestionMenuError) -> [MenuWrite] {
    guard phase == .open, items.contains(item) else {
      throw .notInMenu(item: item, shown: isOpen ? items : [])
    }
    items = []
    switch options.pickMode {
    case .direct:
      phase = options.postPick == .none ? .closed : .absorbing(item: item)
      return [.now(item)]
    case .deferred:
      let interimText = currentText + " "
      phase = options.postPick == .none ? .closed : .selected(item: item, interimText: interimText)
      return [.now(interimText), .nextTurn(item)]
    }
  }

  /// Opens on the query's matches or closes, by the rules in the type's summary; a query
  /// that is not the pick's write ends a post-pick phase.
  mutating func refresh(query: String, index: CandidateIndex) {
    let matches = query.isEmpty ? [] : index.matches(for: query)
    if matches.isEmpty || Self.isSingleExactMatch(matches, query: query) {
      items = []
      phase = .closed
    } else {
      items = matches
      phase = .open
    }
  }

  /// True when the only match is the query itself, compared by matching key.
  static func isSingleExactMatch(_ matches: [String], query: String) -> Bool {
    matches.count == 1 && MatchingKey.utf16Key(matches[0]) == MatchingKey.utf16Key(query)
  }

  /// Hides the items; a post-pick phase goes on absorbing the pick's writes.
  private mutating func close() {
    items = []
    if phase == .open { phase = .closed }
  }
}

/// A write the suggestion menu asks the app to make to its text after a pick.
///
///     direct pick "からあげ" on "から"    →  [.now("からあげ")]
///     deferred pick "からあげ" on "から"  →  [.now("から "), .nextTurn("からあげ")]
public enum MenuWrite: Equatable, Hashable, Sendable {
  /// Write the binding now, inside the step.
  case now(String)
  /// Write the binding on the next main-queue turn (`Task { @MainActor in text = … }`).
  case nextTurn(String)
}

/// Why a suggestion-menu request was refused.
public enum SuggestionMenuError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `item` is not in the open menu; `shown` is what the menu lists (empty when closed).
  case notInMenu(item: String, shown: [String])

  public var description: String {
    switch self {
    case .notInMenu(let item, let shown):
      shown.isEmpty
        ? "cannot pick \(BoundedEcho.quoted(item)): the suggestion menu is closed"
        : "cannot pick \(BoundedEcho.quoted(item)): the menu lists "
          + shown.map(Quoting.quoted).joined(separator: " ")
    }
  }
}
