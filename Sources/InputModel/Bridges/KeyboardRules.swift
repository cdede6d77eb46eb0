/// The platform rules that differ by keyboard family: one value per family in each profile.
///
///     web:  korean enter-commit after-keydown (Chrome), japanese/chinese consumed
///     web-safari: chinese blur-composition discard, japanese as-focus-loss
///
/// A scenario has one keyboard, so `use enter-commit=before-keydown` sets the rule for every
/// family at once (`PerKeyboard(all:)`).
public struct PerKeyboard<Value: Hashable & Sendable>: Hashable, Sendable {
  public var japanese: Value
  public var korean: Value
  public var chinese: Value

  public init(japanese: Value, korean: Value, chinese: Value) {
    self.japanese = japanese
    self.korean = korean
    self.chinese = chinese
  }

  /// The same value for every family.
  public init(all value: Value) {
    self.init(japanese: value, korean: value, chinese: value)
  }

  public subscript(family: KeyboardFamily) -> Value {
    switch family {
    case .japanese: japanese
    case .korean: korean
    case .chinese: chinese
    }
  }
}

/// When a keyboard whose Enter both commits and acts (Korean: no candidate window, the Enter
/// that ends the syllable is also the Enter that sends) commits relative to the app's keydown.
public enum EnterCommit: String, Hashable, Sendable, CaseIterable {
  /// The Enter only commits; how the app sees it is `enter-order` (Japanese, Chinese).
  case consumed
  /// The syllable is committed, then the Enter reaches the app as a plain Enter: it submits
  /// the whole text (ibus/fcitx on Linux, macOS and iOS native fields, Safari).
  case beforeKeyDown = "before-keydown"
  /// The app's keydown comes first, flagged composing (`isComposing`, keyCode 229), then the
  /// syllable is committed; no second keydown follows (Chrome, Windows and macOS: a handler
  /// that sends there sends the message without its last syllable, element-web#12181).
  case afterKeyDown = "after-keydown"
}

/// What losing focus does to this keyboard's composition.
public enum BlurComposition: String, Hashable, Sendable, CaseIterable {
  /// Whatever the profile's `focus-loss` says (the Japanese behaviour each profile models).
  case asFocusLoss = "as-focus-loss"
  /// The composition is committed as shown.
  case commit
  /// The composition is dropped: nothing is inserted (Chinese IMEs: the letters were never
  /// confirmed, vuejs/vue#5020).
  case discard
  /// The composition stays in the field, still marked, with no `compositionend`; the
  /// keyboard forgets it, and its next composition replaces it (WebKitGTK 2.50 through fcitx5,
  /// a script's `blur()`).
  ///
  ///     "[か|]"  blur, focus, h  →  "[ｈ|]"
  case keepMarked = "keep-marked"
  /// The composition is committed as shown, but the browser and the engine part: after focus
  /// returns, the engine's next composition reaches the page as flagged keydowns only, nothing
  /// shows, and its commit is lost (Firefox 153 through fcitx5, a script's `blur()` and
  /// `focus()`).
  ///
  ///     "[きょう|]"  blur, focus, ha, Enter  →  "きょう|"
  case commitDetach = "commit-detach"
}

/// Whether the event stream ends and restarts the composition at each finished unit.
public enum CompositionRestart: String, Hashable, Sendable, CaseIterable {
  /// One change per key, whatever the key committed.
  case none
  /// A key that finishes a syllable and starts the next reaches the app as two changes: the
  /// syllable committed with nothing marked (`compositionend`), then the new composition
  /// (`compositionstart`) — Hangul on every platform (webkit-dev 2010, GrowingTextView#86).
  case perSyllable = "per-syllable"
}

extension PlatformProfile {
  /// Focus loss for a keyboard of `family`: its `blur-composition`, else `focus-loss`.
  public func focusLoss(for family: KeyboardFamily) -> FocusLossPolicy {
    switch blurComposition[family] {
    case .asFocusLoss: focusLoss
    case .commit, .commitDetach: .commit
    case .discard: .discard
    case .keepMarked: .keepMarked
    }
  }

  /// The defaults the built-in profiles share: Japanese and Chinese Enter is consumed,
  /// Korean commits before the keydown; Hangul restarts per syllable.
  public static let nativeEnterCommit = PerKeyboard(
    japanese: EnterCommit.consumed, korean: .beforeKeyDown, chinese: .consumed)
  public static let hangulRestarts = PerKeyboard(
    japanese: CompositionRestart.none, korean: .perSyllable, chinese: .none)
}
