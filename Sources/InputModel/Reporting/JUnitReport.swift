/// JUnit XML, as CI systems read it: one `testcase` per scenario with `file` and `line`
/// attributes, and the failure's diff in the `failure` body.
public enum JUnitReport {
  public static func render(_ results: [ScenarioResult], suiteName: String = "inputsim") -> String {
    let summary = RunSummary(results)
    var lines: [String] = []
    lines.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
    lines.append(
      "<testsuites name=\"\(Escaping.xml(suiteName, inAttribute: true))\" tests=\"\(summary.total)\" failures=\"\(summary.failed)\" skipped=\"\(summary.skipped)\">"
    )
    lines.append(
      "  <testsuite name=\"\(Escaping.xml(suiteName, inAttribute: true))\" tests=\"\(summary.total)\" failures=\"\(summary.failed)\" skipped=\"\(summary.skipped)\" errors=\"0\">"
    )
    for result in results {
      let line = result.failure?.line ?? 1
      let open =
        "    <testcase name=\"\(Escaping.xml(result.name, inAttribute: true))\" classname=\"\(Escaping.xml(className(result.path), inAttribute: true))\" file=\"\(Escaping.xml(result.path, inAttribute: true))\" line=\"\(line)\""
      switch result.status {
      case .passed:
        lines.append(open + "/>")
      case .skipped:
        lines.append(open + ">")
        lines.append("      <skipped/>")
        lines.append("    </testcase>")
      case .failed:
        lines.append(open + ">")
        if let failure = result.failure {
          lines.append(
            "      <failure message=\"\(Escaping.xml("\(result.path):\(failure.line):\(failure.column): \(failure.heading)", inAttribute: true))\" type=\"\(failure.kind.rawValue)\">"
              + Escaping.xml(FailureRendering.render(failure, path: result.path)) + "</failure>")
        } else {
          lines.append("      <failure message=\"failed\" type=\"assertion\"/>")
        }
        lines.append("    </testcase>")
      }
    }
    lines.append("  </testsuite>")
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `scenarios/romaji/kyouha.scenario` → `scenarios.romaji`.
  static func className(_ path: String) -> String {
    var components = path.split(separator: "/").map(String.init)
    if !components.isEmpty { components.removeLast() }
    return components.isEmpty ? "scenarios" : components.joined(separator: ".")
  }
}
