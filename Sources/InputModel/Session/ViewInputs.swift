/// SwiftUI's render diffing, as the session applies it to a bridge that asks for it
/// (`update-view=changed-inputs`): a render pass calls the bridge's `updateView` only when the
/// binding differs from the one its last update saw, or when the update that started the pass
/// noticed a change (SwiftUI rendered that value before the onChange actions ran), or when
/// another input changed (the `render` step).
///
///     last update saw "abcde"; the setter turns "abcdef" back into "abcde" before the pass
///       →  the pass notices nothing, the binding is "abcde": updateView is not called
///     last update saw "abcde"; onChange turns "abcdef" into "abcde" during the pass
///       →  the pass noticed "abcdef" (rendered first): updateView is called with "abcde"
struct ViewInputs {
  /// The binding the bridge's last update saw; nil before the first one.
  private var lastUpdate: StateValue<String>?
  /// The binding the current pass noticed at its start, when it noticed a change.
  private var noticed: StateValue<String>?
  private var otherInputsChanged = false

  /// The app's `onChange(of: text)` fired at the start of the pass with `value`.
  mutating func passNoticed(_ value: StateValue<String>) {
    noticed = value
  }

  /// The `render` step: something else the view reads changed.
  mutating func otherInputChanged() {
    otherInputsChanged = true
  }

  mutating func passDidEnd() {
    noticed = nil
  }

  /// Whether this pass calls `updateView` with `binding`; when it does, `binding` becomes the
  /// value the last update saw.
  mutating func updateIsDue(binding: StateValue<String>) -> Bool {
    defer { otherInputsChanged = false }
    guard let lastUpdate, !otherInputsChanged, Self.isSame(binding, lastUpdate),
      noticed.map({ Self.isSame($0, lastUpdate) }) ?? true
    else {
      lastUpdate = binding
      return true
    }
    return false
  }

  /// Equal texts; the lengths first, which settle most passes (a key changes the length)
  /// without making a `String` of a field text the binding holds by reference.
  private static func isSame(_ a: StateValue<String>, _ b: StateValue<String>) -> Bool {
    guard a.utf8Count == b.utf8Count else { return false }
    return a.isIdentical(to: b) || a.isSame(as: b)
  }
}
