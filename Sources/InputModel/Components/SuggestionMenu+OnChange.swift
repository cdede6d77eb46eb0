/// The menu as an `onChange(of: text)` handler (`update=onchange`): each firing is either
/// absorbed as the pick's own write or treated as typing, by the `post-pick` machine.
///
///     post-pick=seed, after a deferred pick of からて on から:
///       ("から", "から ")    → absorbed (selected → ios17bugHandled)
///       ("から ", "からて")  → absorbed (ios17bugHandled → closed)
///     post-pick=selected-only, the same two firings:
///       ("から", "から ")    → absorbed (selected → closed)
///       ("から ", "からて")  → typing: opens on からて からてがた
extension SuggestionMenu {
  /// How the menu took one firing.
  public enum ChangeReaction: Equatable, Sendable {
    /// As the pick's own write: nothing listed, a post-pick phase advanced or ended.
    case absorbed
    /// As typing: the menu opened on the value's matches or closed.
    case typing
  }

  /// Handles one firing carrying `value` (the value the handler read).
  ///
  /// - Parameter isFocused: false closes the menu, as the settled update does.
  public mutating func handleChange(
    to value: String, index: CandidateIndex, isFocused: Bool = true
  ) -> ChangeReaction {
    defer { lastQuery = value }
    guard isFocused else {
      focusMoved()
      return .typing
    }
    if let absorbed = absorb(value) {
      phase = absorbed
      return .absorbed
    }
    refresh(query: value, index: index)
    return .typing
  }

  /// The phase after absorbing `value`, or `nil` when the machine treats it as typing.
  private func absorb(_ value: String) -> SuggestionMenuPhase? {
    switch (options.postPick, phase) {
    case (.match, .selected(let item, let interimText)):
      if value == interimText { return .absorbing(item: item) }
      return value == item ? .closed : nil
    case (.match, .absorbing(let item)):
      return value == item ? .closed : nil
    case (.seed, .selected(let item, _)):
      return .absorbing(item: item)
    case (.seed, .absorbing), (.selectedOnly, .selected), (.selectedOnly, .absorbing):
      return .closed
    case (_, .open), (_, .closed), (.none, _):
      return nil
    }
  }
}
