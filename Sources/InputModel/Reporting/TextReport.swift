/// The human report: one line per scenario, each failure in full, and a closing line
/// `N passed, N failed`.
public enum TextReport {
  public static func render(_ results: [ScenarioResult], style: TextStyle = .plain) -> String {
    var lines: [String] = []
    for result in results {
      switch result.status {
      case .passed:
        lines.append(style.green("PASS") + "  \(result.path)  " + style.dim(result.name))
      case .skipped:
        lines.append(style.yellow("SKIP") + "  \(result.path)  " + style.dim(result.name))
      case .failed:
        lines.append(style.red("FAIL") + "  \(result.path)  " + style.dim(result.name))
        if let failure = result.failure {
          lines.append(FailureRendering.render(failure, path: result.path, style: style))
          lines.append("")
        }
      }
    }
    lines.append(RunSummary(results).description)
    return lines.joined(separator: "\n") + "\n"
  }
}
