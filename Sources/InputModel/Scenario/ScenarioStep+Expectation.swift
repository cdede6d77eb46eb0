extension ScenarioStep {
  /// What an `expect` line asserts. Forms that consume an event (`onchange`, `submitted`,
  /// `violation`) are noted; the rest look at the current state.
  public enum Expectation: Equatable, Sendable {
    /// `expect field "わた[し|]"`: text, marked range and caret or selection.
    case field(FieldPattern)
    /// `expect text "わたし"`: the field's text, marked text included.
    case text(String)
    /// `expect marked "し"`: the marked text.
    case marked(String)
    /// `expect marked none`: no marked text.
    case notMarked
    /// `expect binding "わた"`: the app's value.
    case binding(String)
    /// `expect onchange "" -> "わた"`: consumes the next onChange event.
    case onChange(old: String, new: String)
    /// `expect onchange none`: no onChange event is left unconsumed.
    case noOnChange
    /// `expect candidates "今日" "京"`: the conversion candidates start with these, in order.
    case candidates([String])
    /// `expect suggestions "からあげ" "カラオケ"`: the menu or search suggestions show exactly these.
    case suggestions([String])
    /// `expect suggestions none`: nothing is shown.
    case noSuggestions
    /// `expect submitted "海"`: consumes the next submit event.
    case submitted(String)
    /// `expect submitted none`: no submit event is left unconsumed.
    case notSubmitted
    /// `expect searching true` / `false`.
    case searching(Bool)
    /// `expect results "Ocean"`: the results overlay shows exactly these, in order.
    case results([String])
    /// `expect results none`: the overlay is hidden.
    case resultsHidden
    /// `expect viewport end`: the scrolling-text classification.
    case viewport(ViewportClass)
    /// `expect violation composition-overwrite`: the last step broke that invariant;
    /// consumes it.
    case violation(InvariantID)
    /// `expect violation any`: at least one violation is pending; consumes all of them.
    case anyViolation
  }

  /// Invariant ids, as in reports and `expect violation <id>` (defined by the session).
  public typealias InvariantID = InputModel.InvariantID

  /// Where a one-line scrolling text sits relative to its view (5 pt tolerance).
  public enum ViewportClass: String, CaseIterable, Hashable, Sendable {
    /// The whole text fits.
    case fit
    /// Scrolled to the start; the trailing edge is clipped.
    case start
    /// Both edges clipped.
    case between
    /// Scrolled to the end; the leading edge is clipped.
    case end
  }
}
