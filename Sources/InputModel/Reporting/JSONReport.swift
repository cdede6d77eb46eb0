/// The JSON report (schema in docs/reports.md): a summary and one object per scenario with
/// its status and, when it failed, the failure's location, heading, diff sections, hint and
/// trace. Keys are written in a fixed order, so equal runs give equal bytes.
public enum JSONReport {
  public static let schemaVersion = 1

  public static func render(_ results: [ScenarioResult]) -> String {
    let summary = RunSummary(results)
    var out = "{\n"
    out += "  \"version\": \(schemaVersion),\n"
    out +=
      "  \"summary\": {\"passed\": \(summary.passed), \"failed\": \(summary.failed), \"skipped\": \(summary.skipped), \"total\": \(summary.total)},\n"
    out += "  \"scenarios\": ["
    for (index, result) in results.enumerated() {
      out += index == 0 ? "\n" : ",\n"
      out += "    {\"path\": \(Escaping.json(result.path)), \"name\": \(Escaping.json(result.name)), "
      out += "\"status\": \(Escaping.json(result.status.rawValue)), \"lines\": \(result.linesRun)"
      if let failure = result.failure {
        out += ", \"failure\": {"
        out += "\"kind\": \(Escaping.json(failure.kind.rawValue)), "
        out += "\"line\": \(failure.line), \"column\": \(failure.column), "
        out += "\"heading\": \(Escaping.json(failure.heading)), "
        out += "\"sections\": ["
        out += failure.sections.map { section in
          var object = "{\"label\": \(Escaping.json(section.label))"
          if let expected = section.expected { object += ", \"expected\": \(Escaping.json(expected))" }
          object += ", \"actual\": \(Escaping.json(section.actual))"
          if let remark = section.remark { object += ", \"remark\": \(Escaping.json(remark))" }
          return object + "}"
        }.joined(separator: ", ")
        out += "], \"hint\": \(Escaping.json(failure.hint)), \"trace\": \(Escaping.json(failure.trace))}"
      }
      out += "}"
    }
    out += results.isEmpty ? "]\n" : "\n  ]\n"
    out += "}\n"
    return out
  }
}
