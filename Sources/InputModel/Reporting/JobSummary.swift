/// The Markdown a CI job summary shows (GitHub Actions' `GITHUB_STEP_SUMMARY`): one line of
/// counts, then a table of the failed scenarios with the file and line, the failure's heading
/// and the three copies of the text after the failing step.
///
///     ## inputsim: 150 passed, 1 failed
///
///     | scenario | failure | field | binding | keyboard |
///     |---|---|---|---|---|
///     | `scenarios/x.scenario:9` | field does not match after step 2 (flick た) | `"[た\|]"` | `"た"` | `""` |
public enum JobSummary {
  public static func render(_ results: [ScenarioResult]) -> String {
    let summary = RunSummary(results)
    var lines = ["## inputsim: \(summary)", ""]
    let failed = results.filter { $0.status == .failed }
    if failed.isEmpty {
      lines.append("Every scenario passed.")
    } else {
      lines.append("| scenario | failure | field | binding | keyboard |")
      lines.append("|---|---|---|---|---|")
      for result in failed {
        let location = result.failure.map { "\(result.path):\($0.line)" } ?? result.path
        let heading = result.failure?.heading ?? "failed"
        var copies = ["", "", ""]
        if let after = result.trace.last?.after {
          copies = [
            FieldPattern.quoted(
              text: after.field.text, markedRange: after.field.markedRange,
              selectedRange: after.field.selectedRange),
            Quoting.quoted(after.binding),
            Quoting.quoted(after.compositionBuffer),
          ]
        }
        let cells = [code(location), cell(heading)] + copies.map { $0.isEmpty ? "" : code($0) }
        lines.append("| " + cells.joined(separator: " | ") + " |")
      }
    }
    return lines.joined(separator: "\n") + "\n\n"
  }

  /// A table cell: one line, no cell-splitting bar, no markup.
  private static func cell(_ text: String) -> String {
    var result = ""
    for scalar in Escaping.lineSafe(text).unicodeScalars {
      switch scalar {
      case "|": result += "\\|"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "&": result += "&amp;"
      case "`", "*", "_", "[", "]", "\\": result += "\\" + String(scalar)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A code span in a table cell. Inside code spans GitHub still splits cells at `|`, so the
  /// bar keeps its backslash; the fence is one backtick longer than any run inside.
  private static func code(_ text: String) -> String {
    let safe = Escaping.lineSafe(text).replacingBars()
    var longest = 0
    var run = 0
    for character in safe {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let pad = safe.hasPrefix("`") || safe.hasSuffix("`") ? " " : ""
    return fence + pad + safe + pad + fence
  }
}

extension String {
  fileprivate func replacingBars() -> String {
    var result = ""
    for character in self {
      if character == "|" { result += "\\|" } else { result.append(character) }
    }
    return result
  }
}
