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
  /// - Parameters:
  ///   - isFocused: false closes the menu, as the settled update does.
  ///   - carriesTyping: whether the person's typing is among the writes the firing reports
  ///     (a correct app knows: the field writes through its own binding); `nil` when unknown,
  ///     and `post-pick=match` then compares values instead.
  ///   - pickLanded: whether the pick's own write of its item is among them, even if an app
  ///     rule (a length limit) rewrote it in the same update: the pick is over.
  ///
  ///     post-pick=match, selected からて after "から ":
  ///       "から " (carriesTyping false) → absorbing;  "から " (carriesTyping true) → typing
  public mutating func handleChange(
    to value: String, index: CandidateIndex, isFocused: Bool = true, carriesTyping: Bool? = nil,
    pickLanded: Bool = false
  ) -> ChangeReaction {
    defer { lastQuery = value }
    guard isFocused else {
      focusMoved()
      return .typing
    }
    if let absorbed = absorb(value, carriesTyping: carriesTyping, pickLanded: pickLanded) {
      phase = absorbed
      return .absorbed
    }
    refresh(query: value, index: index)
    return .typing
  }

  /// The phase after absorbing `value`, or `nil` when the machine treats it as typing.
  ///
  /// `match` with the writes' origin known: a firing without typing is the pick's (or an app
  /// rule rewriting the pick's write, as a digits filter trims "12 " to "12") and waits for the
  /// item; a firing with typing ends the post-pick phase, whatever value it carries.
  private func absorb(_ value: String, carriesTyping: Bool?, pickLanded: Bool) -> SuggestionMenuPhase? {
    switch (options.postPick, phase, carriesTyping) {
    case (.match, .selected(let item, _), let typing?), (.match, .absorbing(let item), let typing?):
      if typing { return nil }
      return value == item || pickLanded ? .closed : .absorbing(item: item)
    default:
      return absorbByValue(value)
    }
  }

  /// The machines that see values only: `match` without origins, `seed`, `selected-only`.
  private func absorbByValue(_ value: String) -> SuggestionMenuPhase? {
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
