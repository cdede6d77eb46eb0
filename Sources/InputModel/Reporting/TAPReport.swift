/// Test Anything Protocol, version 14: a plan, one `ok`/`not ok` line per scenario, and a
/// YAML diagnostic block under each failure.
public enum TAPReport {
  public static func render(_ results: [ScenarioResult]) -> String {
    var lines = ["TAP version 14", "1..\(results.count)"]
    for (index, result) in results.enumerated() {
      let number = index + 1
      let description = Escaping.tapDescription("\(result.name) (\(result.path))")
      switch result.status {
      case .passed:
        lines.append("ok \(number) - \(description)")
      case .skipped:
        lines.append("ok \(number) - \(description) # SKIP")
      case .failed:
        lines.append("not ok \(number) - \(description)")
        if let failure = result.failure {
          lines.append("  ---")
          lines.append("  message: \(Escaping.yaml(failure.heading))")
          lines.append("  severity: fail")
          lines.append("  kind: \(failure.kind.rawValue)")
          lines.append("  at:")
          lines.append("    file: \(Escaping.yaml(result.path))")
          lines.append("    line: \(failure.line)")
          lines.append("    column: \(failure.column)")
          lines.append("  diff: \(Escaping.yaml(FailureRendering.render(failure, path: result.path)))")
          lines.append("  ...")
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
