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
  /// The most bytes a summary takes: GitHub shows nothing of a step summary over 1 MiB, so
  /// the table stops short of it and says how many rows it left out.
  public static let maxByteCount = 1_000_000

  public static func render(_ results: [ScenarioResult]) -> String {
    let summary = RunSummary(results)
    var lines = ["## inputsim: \(summary)", ""]
    let failed = results.filter { $0.status == .failed }
    if failed.isEmpty {
      lines.append("Every scenario passed.")
    } else {
      lines.append("| scenario | failure | field | binding | keyboard |")
      lines.append("|---|---|---|---|---|")
      // Room for the closing line; each row is a few hundred bytes (long texts are cut).
      var byteCount = lines.reduce(0) { $0 + $1.utf8.count + 1 } + 200
      for (index, result) in failed.enumerated() {
        let row = self.row(result)
        byteCount += row.utf8.count + 1
        guard byteCount <= maxByteCount else {
          let left = failed.count - index
          lines.append("")
          lines.append("… and \(left) more failed scenario\(left == 1 ? "" : "s"): see the run's report.")
          break
        }
        lines.append(row)
      }
    }
    return lines.joined(separator: "\n") + "\n\n"
  }

  /// One failed scenario's row, its texts cut around the caret when long (`TimelineElision`).
  private static func row(_ result: ScenarioResult) -> String {
    let location = result.failure.map { "\(result.path):\($0.line)" } ?? result.path
    let heading = result.failure?.heading ?? "failed"
    var copies = ["", "", ""]
    if let after = result.trace.last?.after {
      let caret = after.field.selectedRange.location
      copies = [
        TimelineElision.field(after.field),
        TimelineElision.quoted(after.binding, aroundUTF16Offset: caret),
        TimelineElision.quoted(after.compositionBuffer, aroundUTF16Offset: caret),
      ]
    }
    let cells = [code(location), cell(heading)] + copies.map { $0.isEmpty ? "" : code($0) }
    return "| " + cells.joined(separator: " | ") + " |"
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
