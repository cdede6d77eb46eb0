/// What happens to marked text when focus leaves the field. Either way no marked range
/// survives the loss of focus.
public enum FocusLossPolicy: String, Hashable, Sendable, CaseIterable {
  /// The marked text becomes ordinary text (macOS, Flutter).
  ///
  ///     "わ[た|]"  blur  →  "わた|"
  case commit
  /// The marked text is removed.
  ///
  ///     "わ[た|]"  blur  →  "わ|"
  case discard
}
