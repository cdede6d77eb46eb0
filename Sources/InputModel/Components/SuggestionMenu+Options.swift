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

  /// How the menu learns about the text.
  public enum UpdateMode: String, Equatable, Hashable, Sendable, CaseIterable {
    /// Fed the settled query after every step (the model's menu before issue 17).
    case settled
    /// An `onChange(of: text)` handler, as the seed's modifier is: fed each firing, registered
    /// after the transforms, so it sees coalescing and the other handlers' order.
    case onChange = "onchange"
  }

  /// How the menu tells the writes of its own pick from typing (`update=onchange` only).
  public enum PostPick: String, Equatable, Hashable, Sendable, CaseIterable {
    /// Tells the pick's writes from typing by where they come from: absorbs a firing that
    /// carries no typing (the pick's writes, an app rule rewriting them) until the item
    /// arrives, and takes any firing with typing as typing, whatever its value (the project's
    /// machine; correct whatever the timing). Without origins it compares values.
    case match
    /// The seed's `selected → ios17bugHandled → close`: absorbs the next two firings, whatever
    /// they carry (right only when exactly those two happen).
    case seed
    /// The seed without `ios17bugHandled`: absorbs one firing, so the pick's second write
    /// reopens the menu.
    case selectedOnly = "selected-only"
    /// No post-pick state: every firing after a pick is treated as typing.
    case none
  }

  /// What the deferred pick's task (`Task { text = item }`) checks before writing.
  public enum PickTask: String, Equatable, Hashable, Sendable, CaseIterable {
    /// Writes the item whatever happened since (the seed).
    case blind
    /// Writes unless the person typed since the pick (a key, even one that left the text on the
    /// interim value, cancels it); an app rule rewriting the interim does not.
    case guarded
  }

  /// The modifier's parameters (scenario: `component suggestions direction=up max-height=200
  /// pick=deferred query=binding update=onchange post-pick=seed pick-task=guarded`).
  public struct Options: Equatable, Hashable, Sendable {
    public var direction: Direction
    /// The menu's tallest height in points; more items scroll.
    public var maxHeight: Double
    public var pickMode: PickMode
    public var queryMode: QueryMode
    public var updateMode: UpdateMode
    public var postPick: PostPick
    public var pickTask: PickTask

    public init(
      direction: Direction = .down, maxHeight: Double = 200, pickMode: PickMode = .direct,
      queryMode: QueryMode = .binding, updateMode: UpdateMode = .settled, postPick: PostPick = .match,
      pickTask: PickTask = .blind
    ) {
      self.direction = direction
      self.maxHeight = maxHeight
      self.pickMode = pickMode
      self.queryMode = queryMode
      self.updateMode = updateMode
      self.postPick = postPick
      self.pickTask = pickTask
    }
  }
}
