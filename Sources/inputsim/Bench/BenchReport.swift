import InputModel

/// The benchmark results as a table or as JSON.
enum BenchReport {
  static func table(_ results: [BenchResult], notes: [String]) -> String {
    var rows: [[String]] = [["group", "measurement", "value", "compared with (same run)", "ratio", "target"]]
    for result in results {
      rows.append([
        result.group, result.name, format(result.value, result.unit),
        result.baseline.map { "\($0.name): \(format($0.value, result.unit))" } ?? "",
        result.ratio.map { format($0, "×") } ?? "", result.target ?? "",
      ])
    }
    let widths = (0..<rows[0].count).map { column in
      rows.map { DisplayWidth().cells(of: $0[column]) }.max() ?? 0
    }
    var lines = rows.map { row in
      zip(row, widths).map { cell, width in
        cell + String(repeating: " ", count: max(0, width - DisplayWidth().cells(of: cell)))
      }.joined(separator: "  ").trimmingTrailingSpaces()
    }
    lines.insert(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "), at: 1)
    for note in notes { lines.append("note: \(note)") }
    return lines.joined(separator: "\n") + "\n"
  }

  static func json(_ results: [BenchResult], notes: [String]) -> String {
    var out = "{\n  \"results\": ["
    for (index, result) in results.enumerated() {
      out += index == 0 ? "\n" : ",\n"
      out += "    {\"group\": \(Quoting.quoted(result.group)), \"name\": \(Quoting.quoted(result.name)), "
      out += "\"value\": \(number(result.value)), \"unit\": \(Quoting.quoted(result.unit))"
      if let baseline = result.baseline {
        out +=
          ", \"baseline\": {\"name\": \(Quoting.quoted(baseline.name)), \"value\": \(number(baseline.value))}"
      }
      if let ratio = result.ratio { out += ", \"ratio\": \(number(ratio))" }
      if let target = result.target { out += ", \"target\": \(Quoting.quoted(target))" }
      out += "}"
    }
    out += "\n  ],\n  \"notes\": [" + notes.map(Quoting.quoted).joined(separator: ", ") + "]\n}\n"
    return out
  }

  private static func number(_ value: Double) -> String {
    value.isFinite ? String(format3(value)) : "null"
  }

  /// Three significant digits, or a whole number for large values.
  static func format3(_ value: Double) -> String {
    if abs(value) >= 1000 { return String(Int(value.rounded())) }
    if abs(value) >= 100 { return String(Double(Int((value * 10).rounded())) / 10) }
    if abs(value) >= 10 { return String(Double(Int((value * 100).rounded())) / 100) }
    return String(Double(Int((value * 1000).rounded())) / 1000)
  }

  static func format(_ value: Double, _ unit: String) -> String {
    guard value.isFinite else { return "n/a" }
    if unit == "ns" && value >= 1_000_000 { return format3(value / 1_000_000) + " ms" }
    if unit == "ns" && value >= 1_000 { return format3(value / 1_000) + " µs" }
    if unit == "×" { return format3(value) + "×" }
    return format3(value) + " " + unit
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var result = self
    while result.last == " " { result.removeLast() }
    return result
  }
}
