/// The human report: one line per scenario, each failure in full, and a closing line
/// `N passed, N failed`.
public enum TextReport {
  public static func render(_ results: [ScenarioResult], style: TextStyle = .plain) -> String {
    var lines: [String] = []
    for result in results {
      // Names and paths come from files: a newline or escape sequence in them must not forge a line.
      let path = Escaping.lineSafe(result.path)
      let name = Escaping.lineSafe(result.name)
      switch result.status {
      case .passed:
        lines.append(style.green("PASS") + "  \(path)  " + style.dim(name))
      case .skipped:
        lines.append(style.yellow("SKIP") + "  \(path)  " + style.dim(name))
      case .failed:
        lines.append(style.red("FAIL") + "  \(path)  " + style.dim(name))
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
