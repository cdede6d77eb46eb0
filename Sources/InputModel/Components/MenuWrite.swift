/// A write the suggestion menu asks the app to make to its text after a pick.
///
///     direct pick "からあげ" on "から"    →  [.now("からあげ")]
///     deferred pick "からあげ" on "から"  →  [.now("から "), .nextTurn("からあげ")]
public enum MenuWrite: Equatable, Hashable, Sendable {
  /// Write the binding now, inside the step.
  case now(String)
  /// Write the binding on the next main-queue turn (`Task { @MainActor in text = … }`).
  case nextTurn(String)
}
