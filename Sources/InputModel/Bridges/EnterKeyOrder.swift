/// How a platform delivers the Enter key that commits marked text.
public enum EnterKeyOrder: String, Hashable, Sendable, CaseIterable {
  /// The keyboard consumes the Enter; the app sees no return key (UIKit, AppKit, Android).
  case imeConsumes = "ime-consumes"
  /// The app sees the key down first, flagged as composing, then the composition end
  /// (web: `keydown` with `isComposing == true`, then `compositionend`).
  case keyDownFirst = "keydown-first"
  /// The composition ends first, then the app sees a key down that is no longer flagged as
  /// composing (Safari).
  case compositionEndFirst = "composition-end-first"
  /// The app sees the key down first, *not* flagged as composing (keyCode 229 only), then
  /// the composition ends: a handler that checks `isComposing` alone submits the text
  /// without the part being committed (yomidevs/yomitan#2082: Fcitx + Mozc in Firefox and
  /// Chromium; fathah/hermes-desktop#546: Korean in Electron on macOS).
  ///
  ///     "検索[ご|]" Enter, naive guard  →  submits "検索" (the binding before the commit)
  case keyDownUnflaggedFirst = "keydown-unflagged-first"
}
