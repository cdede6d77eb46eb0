import Testing

@testable import InputModel

/// A Mozc preedit table read from a fixture (`input⇥output[⇥pending[⇥flags]]`), and its rows
/// decoded into tap sequences a test can replay.
///
/// A row `P t → Q` says: with `P` pending in the last chunk, key `t` leaves `Q` pending. To
/// replay it, the decoder finds taps that reach `P` from an empty composition using the
/// table's own rows (breadth first, so the shortest), then adds `t`; the display must then
/// be `Q` without its special keys. Rows whose `P` no tap sequence reaches are reported
/// separately rather than skipped silently.
struct MozcTableFixture: Sendable {
  struct Row: Hashable, Sendable {
    var line: Int
    var rule: ChunkRule
  }

  /// One row as a replayable case.
  struct RowCase: CustomTestStringConvertible, Sendable {
    var file: String
    var row: Row
    /// Keys from an empty composition: one character each, or `{!}` / `{<}`.
    var taps: [String]
    /// The display after the last tap.
    var expected: String

    var testDescription: String {
      "\(file):\(row.line) \(row.rule.input) → \(expected.isEmpty ? "(nothing)" : expected)"
        + " via \(taps.joined(separator: " "))"
    }
  }

  let file: String
  let rows: [Row]

  /// Reads `Fixtures/mozc/<file>`; a malformed line is recorded as an issue with its location.
  init(_ file: String, sourceLocation: SourceLocation = #_sourceLocation) {
    self.file = file
    var rows: [Row] = []
    let text = Fixtures.text("mozc/\(file)", sourceLocation: sourceLocation)
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where !line.isEmpty {
      let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard (2...4).contains(columns.count) else {
        Issue.record(
          "\(file):\(index + 1): expected 2 to 4 tab-separated columns, found \(columns.count)",
          sourceLocation: sourceLocation)
        continue
      }
      var attributes: ChunkRule.Attributes = []
      for flag in columns.count == 4 ? columns[3].split(separator: " ") : [] {
        switch flag {
        case "NewChunk": attributes.insert(.newChunk)
        case "NoTransliteration": attributes.insert(.noTransliteration)
        case "DirectInput": attributes.insert(.directInput)
        case "EndChunk": attributes.insert(.endChunk)
        default:
          Issue.record("\(file):\(index + 1): unknown flag \(flag)", sourceLocation: sourceLocation)
        }
      }
      let rule = ChunkRule(
        columns[0], output: columns[1], pending: columns.count > 2 ? columns[2] : "", attributes)
      rows.append(Row(line: index + 1, rule: rule))
    }
    self.rows = rows
  }

  var rules: [ChunkRule] { rows.map(\.rule) }

  /// Splits table text into keys: `"{*}あ*"` → `["{*}", "あ", "*"]`.
  static func keys(_ text: String) -> [String] {
    var keys: [String] = []
    var rest = Substring(text)
    while let first = rest.first {
      if first == "{", let close = rest.firstIndex(of: "}") {
        keys.append(String(rest[...close]))
        rest = rest[rest.index(after: close)...]
      } else {
        keys.append(String(first))
        rest = rest.dropFirst()
      }
    }
    return keys
  }

  /// Table text without its special keys: `"{*}ぁ"` → `"ぁ"`.
  static func visibleText(_ text: String) -> String {
    keys(text).filter { !($0.hasPrefix("{") && $0.count > 1) }.joined()
  }

  /// Every row as a tap sequence, and the rows whose pending state no tap sequence reaches.
  func rowCases() -> (cases: [RowCase], unreachable: [Row]) {
    let split = rows.map { row -> (row: Row, state: String, tap: String) in
      let keys = Self.keys(row.rule.input)
      return (row, keys.dropLast().joined(), keys.last ?? "")
    }
    var reachable: [String: [String]] = ["": []]
    var frontier = [""]
    while !frontier.isEmpty {
      var next: [String] = []
      for state in frontier {
        let taps = reachable[state] ?? []
        for (row, rowState, tap) in split where rowState == state && reachable[row.rule.pending] == nil {
          reachable[row.rule.pending] = taps + [tap]
          next.append(row.rule.pending)
        }
      }
      frontier = next
    }
    var cases: [RowCase] = []
    var unreachable: [Row] = []
    for (row, state, tap) in split {
      guard let taps = reachable[state] else {
        unreachable.append(row)
        continue
      }
      let expected = Self.visibleText(row.rule.output + row.rule.pending)
      cases.append(RowCase(file: file, row: row, taps: taps + [tap], expected: expected))
    }
    return (cases, unreachable)
  }
}
