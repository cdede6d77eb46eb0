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
}
