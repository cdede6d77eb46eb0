/// One thing that happens to a session: a person's input, an app write, focus, or time.
public enum SessionStep: Hashable, Sendable, CustomStringConvertible {
  /// Each grapheme cluster of the text is one key to the keyboard.
  case type(String)
  /// A named key, pressed `count` times.
  case key(NamedKey, count: Int)
  /// The flick gesture that produces this kana (flick keyboard).
  case flick(String)
  /// A conversion gesture or other keyboard action.
  case action(InputAction)
  /// The app writes the binding; `deferred` writes it on the next main-queue turn.
  case set(String, deferred: Bool)
  /// Focus enters the field.
  case focus
  /// Focus leaves the field.
  case blur
  /// Run main-queue turns (render passes included); `nil` runs until settled.
  case tick(Int?)
  /// Pick an item of the suggestion menu, or a search suggestion.
  case pick(String)
  /// The suggestion menu's close button.
  case closeMenu
  /// Dismiss search: the query is cleared and searching ends.
  case cancelSearch
  /// Something else in the app changed: one render pass runs (`updateUIView` is called)
  /// although the binding did not change.
  case render
  /// The person taps the app's own submit button (not the keyboard's Enter): the field keeps
  /// focus and its marked text, nothing is committed, and the app submits its value
  /// (vuejs/vue#5158: the bound value misses the composition).
  case tapSubmit
  /// Scroll the display to an offset from its leading edge, in points.
  case scroll(Double)
  /// Give the display a new width, in points.
  case resize(Double)

  /// The step as a scenario line (`ScenarioWriter`): `key enter x3`, `flick わ`.
  public var description: String { ScenarioWriter.line(for: self) }
}

extension InputAction {
  /// The scenario step that performs this action.
  public var scenarioSpelling: String { ScenarioWriter.line(for: .action(self)) }
}
