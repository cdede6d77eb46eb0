/// Upper bounds on what a scenario file may ask for.
///
/// Scenario files come from users and from the fuzzer; whatever the bytes, parsing must end
/// quickly in bounded memory. A number above its bound is a diagnostic, not a long run.
public enum ScenarioLimits {
  /// `key enter x10000`.
  public static let maxRepeatCount = 10_000
  /// `tick 10000`.
  public static let maxTickTurns = 10_000
  /// `select 10000` (1-based candidate position).
  public static let maxCandidatePosition = 10_000
  /// Any length in points: `scroll`, `resize`, `width=`, `cell-width=`, `max-height=`.
  public static let maxPoints = 1_000_000
  /// `transform max-length=1000000`.
  /// The longest `use key-interval-ms=N`: a minute between keys.
  public static let maxKeyIntervalMilliseconds = 60_000
  public static let maxTextLength = 1_000_000
  /// Diagnostics reported per file before the parser stops with a "too many" note.
  public static let maxDiagnostics = 100
  /// Tokens on one line (a `candidates` line with more words should use a file).
  public static let maxTokensPerLine = 10_000
}
