/// How the app decides that an Enter key is a submit (a search, a send).
public enum SubmitGuard: String, Hashable, Sendable, CaseIterable {
  /// Every Enter key the app sees submits.
  case none
  /// Enter submits unless the key event is flagged as composing (`event.isComposing`).
  /// Fooled by Safari, which ends the composition before the key event.
  case naive
  /// Enter submits only when no composition was active at any point of this key press
  /// (the flag, plus "a composition ended during this key": keyCode 229 on the web,
  /// `hasMarkedText` before the key on UIKit).
  case compositionAware = "composition-aware"
}
