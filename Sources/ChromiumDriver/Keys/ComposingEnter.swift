import InputModel

/// What an OS IME sends Chromium when Enter confirms its composition: the key event its commit
/// goes inside, whether the Enter only commits, and the key event after the commit. The
/// scenario's `enter-commit` and `enter-order` say which, as they tell the model's session
/// which key events its app sees; Chromium makes the DOM events from them.
///
///     enter-commit=after-keydown (Chrome's Korean IMEs)
///         → keydown Enter 229 (flagged composing), commit; no newline, no second keydown
///     enter-commit=before-keydown (ibus/fcitx Hangul, Firefox)
///         → commit with no key event, then the keyboard's own Enter: keydown Enter 13
///     enter-order=keydown-first (Chrome, Japanese and Chinese)
///         → keydown Enter 229 (flagged composing), commit
///     enter-order=composition-end-first (a macOS Chinese IME in Chromium, hermes-agent#41026)
///         → commit with no key event, then keydown Enter 229 (not flagged: nothing composes)
///     enter-order=ime-consumes (Android keyboards, Mozc under Firefox on Linux)
///         → commit with no key event at all
///
/// `keydown-unflagged-first` (Fcitx, yomidevs/yomitan#2082: a keydown Chromium has not yet
/// flagged although the composition is open) is a race inside Chromium's Linux IME path that
/// no order of calls reproduces; `BrowserSkip` refuses it.
public struct ComposingEnter: Equatable, Sendable {
  /// The key events of one confirming Enter.
  public struct Keys: Equatable, Sendable {
    /// The key event the IME's commands go inside (`nil`: they reach the page with no key).
    public var inside: BrowserKey?
    /// The key event the IME sends after its commit, if any.
    public var after: BrowserKey?
    /// True when the Enter only commits (the keyboard's newline never reaches the page).
    public var commitsOnly: Bool

    /// Whether the page sees an Enter that belongs to the commit (the IME's Enter, keyCode
    /// 229): a submit on it is a submit during composition. The keyboard's plain Enter after
    /// a commit (`before-keydown`) is not.
    public var enterBelongsToCommit: Bool { inside == .imeEnter || after == .imeEnter }

    public init(inside: BrowserKey?, after: BrowserKey? = nil, commitsOnly: Bool = false) {
      self.inside = inside
      self.after = after
      self.commitsOnly = commitsOnly
    }
  }

  public let keys: Keys

  /// The keys for a keyboard of `family` under `profile`'s rules, as `Session` orders them.
  public init(profile: PlatformProfile, family: KeyboardFamily) {
    switch profile.enterCommit[family] {
    case .afterKeyDown:
      keys = Keys(inside: .imeEnter, commitsOnly: true)
    case .beforeKeyDown:
      keys = Keys(inside: nil)
    case .consumed:
      switch profile.enterOrder {
      case .keyDownFirst, .keyDownUnflaggedFirst: keys = Keys(inside: .imeEnter)
      case .compositionEndFirst: keys = Keys(inside: nil, after: .imeEnter)
      case .imeConsumes: keys = Keys(inside: nil)
      }
    }
  }

  /// Whether Chromium can be driven this way (see the type's note on `keydown-unflagged-first`).
  public static func isReproducible(_ order: EnterKeyOrder) -> Bool {
    order != .keyDownUnflaggedFirst
  }
}
