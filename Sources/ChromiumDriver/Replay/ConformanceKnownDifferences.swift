/// The classes of disagreement that are documented differences rather than model bugs: what
/// the replay cannot measure (the OS IME's side) or what docs/browser.md lists as decided.
/// `conform --fuzz` reports them as KNOWN, with the reason, and does not fail on them.
public enum ConformanceKnownDifferences {
  /// The reason `signature` is a known difference, or `nil`.
  public static func reason(_ signature: ConformanceSignature) -> String? {
    nil
  }
}
