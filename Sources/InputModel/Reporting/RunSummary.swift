/// The counts of a run: what the text report's last line says.
public struct RunSummary: Equatable, Sendable, CustomStringConvertible {
  public var passed: Int
  public var failed: Int
  public var skipped: Int

  public init(_ results: [ScenarioResult]) {
    passed = results.count { $0.status == .passed }
    failed = results.count { $0.status == .failed }
    skipped = results.count { $0.status == .skipped }
  }

  public var total: Int { passed + failed + skipped }

  /// `N passed, N failed` (plus `, N skipped` when any were skipped).
  public var description: String {
    "\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : "")
  }
}
