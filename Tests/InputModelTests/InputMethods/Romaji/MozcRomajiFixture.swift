import Testing

@testable import InputModel

/// Mozc's romaji table as the tests read it from `Fixtures/mozc/romanji-hiragana.tsv`,
/// parsed independently of `RomajiTable` so the two can be compared.
enum MozcRomajiFixture {
  static let path = "mozc/romanji-hiragana.tsv"

  /// One TSV line with its 1-based line number, for test names and failure locations.
  struct Line: Sendable, CustomTestStringConvertible {
    var lineNumber: Int
    var rule: RomajiRule

    var testDescription: String { "line \(lineNumber): \(rule)" }
  }

  /// A line that is not `input⇥output[⇥pending]`.
  struct Malformed: Error, Equatable, CustomStringConvertible {
    var lineNumber: Int
    var text: String

    var description: String {
      "\(MozcRomajiFixture.path):\(lineNumber): expected 2 or 3 tab-separated columns, got \"\(text)\""
    }
  }

  /// Parses `input⇥output[⇥pending]` lines; empty lines are skipped.
  static func parse(_ text: String) -> (lines: [Line], malformed: [Malformed]) {
    var lines: [Line] = []
    var malformed: [Malformed] = []
    for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if raw.isEmpty { continue }
      let columns = raw.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard (2...3).contains(columns.count), !columns[0].isEmpty else {
        malformed.append(Malformed(lineNumber: offset + 1, text: String(raw)))
        continue
      }
      let rule = RomajiRule(columns[0], columns[1], pending: columns.count == 3 ? columns[2] : "")
      lines.append(Line(lineNumber: offset + 1, rule: rule))
    }
    return (lines, malformed)
  }

  /// Every well-formed line of the fixture, in file order.
  static let lines: [Line] = parse(Fixtures.text(path)).lines

  /// True when a longer rule input of the fixture starts with `input`, so typing `input`
  /// alone leaves it pending (`n`, `ww`).
  static func isPrefixOfLongerInput(_ input: String) -> Bool {
    lines.contains { $0.rule.input.count > input.count && $0.rule.input.hasPrefix(input) }
  }
}
