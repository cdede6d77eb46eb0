/// Renders a failure the way STYLE.md shows it: location and heading, a field-by-field diff
/// with a legend, a hint, and the trace.
///
///     scenarios/native-field/wa-ta.scenario:9:1: error: field does not match after step 2 (flick た)
///
///         field
///       − "[わた|]"
///       + "[た|]"
///         binding  "た"
///         IME      ""
///
///       (expected: −, actual: +)
///       to fix: …
///       trace: flick わ → render (…) → flick た
public enum FailureRendering {
  public static func render(_ failure: ScenarioFailure, path: String, style: TextStyle = .plain) -> String {
    var lines: [String] = []
    lines.append(
      style.bold("\(Escaping.lineSafe(path)):\(failure.line):\(failure.column): ") + style.red("error: ")
        + style.bold(Escaping.lineSafe(failure.heading)))
    lines.append("")
    let width = failure.sections.filter { $0.expected == nil }.map(\.label.count).max() ?? 0
    for section in failure.sections {
      if let expected = section.expected {
        lines.append("    \(section.label)")
        lines.append(style.red("  − \(expected)"))
        lines.append(style.green("  + \(section.actual)") + (section.remark.map { " \($0)" } ?? ""))
      } else {
        let padding = String(repeating: " ", count: max(0, width - section.label.count) + 2)
        lines.append(
          "    \(section.label)\(padding)\(section.actual)" + (section.remark.map { " \($0)" } ?? ""))
      }
    }
    lines.append("")
    lines.append(style.dim("  (expected: −, actual: +)"))
    lines.append("  to fix: \(failure.hint)")
    if !failure.trace.isEmpty {
      lines.append("  trace: \(failure.trace)")
    }
    return lines.joined(separator: "\n")
  }

  /// The failure as plain text without the location line (JUnit and TAP bodies).
  public static func body(_ failure: ScenarioFailure) -> String {
    let full = render(failure, path: "", style: .plain)
    return full.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).dropFirst().joined()
  }
}
