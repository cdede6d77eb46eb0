/// A keyboard: turns keys into `TextInputClient` commands and keeps its own copy of the
/// marked text (the composition buffer).
///
/// The buffer is the keyboard's belief about what is marked in the client. When the app
/// changes the client's text under it, the platform tells the input method through
/// `clientTextDidChange(_:client:)`; the three copies of the text (buffer, field, binding)
/// disagree exactly when that notification is missing or handled badly.
public protocol InputMethod: AnyObject {
  /// The name scenario files use (`use ime=romaji`).
  var name: String { get }

  /// The family whose platform rules apply to it (`enter-commit`, `blur-composition`, …).
  /// Default `.japanese`, the behaviour the platform rules were first written for.
  var family: KeyboardFamily { get }

  /// The keyboard's copy of the marked text; empty when not composing.
  var compositionBuffer: String { get }

  /// The focused conversion segment's candidates, in order; empty outside conversion.
  var candidates: [String] { get }

  /// Applies one action, sending commands to `client`.
  ///
  /// - Throws: `InputMethodError` when the action cannot be carried out here (no such
  ///   candidate, nothing converting) or `client` refused a command (`.field`).
  func perform(_ action: InputAction, client: any TextInputClient) throws(InputMethodError)

  /// The client's text changed without the keyboard asking (the app assigned text).
  func clientTextDidChange(_ reaction: CompositionReaction, client: any TextInputClient)
    throws(InputMethodError)

  /// Forgets the composition without touching the client (focus moved away).
  func reset()

  /// A keyboard of the same kind and settings, with nothing composed, that shares no state
  /// with this one: the `lost-input` oracle types the person's keys on it, with no app in
  /// the loop. `nil` (the default, for keyboards of your own) keeps the oracle comparing
  /// with this keyboard's own commands.
  ///
  ///     romaji.makeTwin()?.compositionBuffer   // ""
  func makeTwin() -> (any InputMethod)?
}

extension InputMethod {
  public var family: KeyboardFamily { .japanese }

  public func makeTwin() -> (any InputMethod)? { nil }

  /// What every built-in keyboard does: `.dropBuffer` and `.commit` forget the composition
  /// without a command (the client already changed its text); `.keep` keeps it, so the next
  /// key re-sends all of it (duplicates appear).
  ///
  ///     buffer "かん", field assigned "x"   .dropBuffer → buffer ""    .keep → buffer "かん"
  public func clientTextDidChange(_ reaction: CompositionReaction, client: any TextInputClient)
    throws(InputMethodError)
  {
    switch reaction {
    case .dropBuffer, .commit, .detach: reset()
    case .keep: return
    }
  }
}

/// What a keyboard does when the client's text changes under its composition.
public enum CompositionReaction: String, Hashable, Sendable, CaseIterable {
  /// Forget the composition; the next key starts a new one.
  case dropBuffer = "drop"
  /// Treat the composition as committed and start afresh.
  case commit
  /// Keep the buffer: the next key re-sends the whole composition (duplicates appear).
  case keep
  /// Forget the composition, and compose the next one apart from the field: the browser ended
  /// the composition and parted from the engine, so what the engine composes next never shows
  /// and its commit is lost; a key that composes nothing (Mozc's idle Space, U+3000) still
  /// reaches the field (Firefox 153 through fcitx5, measured in issue 27). The keyboard resets,
  /// as for `drop`; the session sends its next composition nowhere.
  ///
  ///     [きょう|] assign "了解です", type ha, Enter  →  "了解です|"
  case detach
}

/// One action on a keyboard: a key, or a conversion gesture on the candidate window.
public enum InputAction: Hashable, Sendable {
  /// A key press.
  case key(Key)
  /// Start kana-kanji conversion of the marked reading (the space key while composing).
  case convert
  /// Move to the next / previous candidate of the focused segment.
  case nextCandidate
  case previousCandidate
  /// Select the focused segment's candidate at a 1-based position in the list.
  case selectCandidate(index: Int)
  /// Select the focused segment's candidate that equals this word.
  case selectWord(String)
  /// Commit every segment (enter during conversion) or the marked reading.
  case commit
  /// Leave conversion and show the reading again (escape); without conversion, cancel.
  case cancel
}
