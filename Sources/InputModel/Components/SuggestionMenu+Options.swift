extension SuggestionMenu {
  /// Where the menu opens relative to the field.
  public enum Direction: String, Equatable, Hashable, Sendable, CaseIterable {
    /// Above the field (a field at the bottom of the screen, above the keyboard).
    case up
    /// Below the field.
    case down
  }

  /// How a pick is written into the app's text.
  public enum PickMode: String, Equatable, Hashable, Sendable, CaseIterable {
    /// At once: `text = item`.
    case direct
    /// The seed's workaround for iOS 17 ignoring a write made while the field's own update
    /// is processed: `text += " "` now, then `text = item` on the next main-queue turn.
    case deferred
  }

  /// Which text the session feeds to `update(query:index:isFocused:)`.
  ///
  /// For a person typing with an IME the two differ while marked text exists:
  /// - `binding`: the app's value. Under the guarded bridge the binding changes only when
  ///   marked text is committed, so while composing `かr` → `から` the menu shows nothing
  ///   new; suggestions appear after the commit (Enter, or a conversion).
  /// - `field`: the field's text including marked text, so suggestions follow the
  ///   composition keystroke by keystroke (`か` → `かr` → `から`), as a person expects from
  ///   an autocomplete; the menu must then not write into the field until marked text is
  ///   committed.
  public enum QueryMode: String, Equatable, Hashable, Sendable, CaseIterable {
    case binding
    case field
  }

  /// The modifier's parameters (scenario: `component suggestions direction=up max-height=200
  /// pick=deferred query=binding`).
  public struct Options: Equatable, Hashable, Sendable {
    public var direction: Direction
    /// The menu's tallest height in points; more items scroll.
    public var maxHeight: Double
    public var pickMode: PickMode
    public var queryMode: QueryMode

    public init(
      direction: Direction = .down, maxHeight: Double = 200, pickMode: PickMode = .direct,
      queryMode: QueryMode = .binding
    ) {
      self.direction = direction
      self.maxHeight = maxHeight
      self.pickMode = pickMode
      self.queryMode = queryMode
    }
  }
}
