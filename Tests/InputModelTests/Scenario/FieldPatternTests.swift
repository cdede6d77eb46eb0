import InputSimTestSupport
import Testing

@testable import InputModel

@Suite("Field pattern")
struct FieldPatternTests {
  struct Reading: Sendable, CustomTestStringConvertible {
    let notation: String
    let pattern: FieldPattern
    var testDescription: String { notation }

    init(_ notation: String, _ text: String, marked: Range<Int>? = nil, selected: Range<Int>) {
      self.notation = notation
      self.pattern = FieldPattern(
        text: text, markedRange: marked.map(UTF16Range.init), selectedRange: UTF16Range(selected))
    }
  }

  static let readings: [Reading] = [
    Reading("|", "", selected: 0..<0),
    Reading("わた|", "わた", selected: 2..<2),
    Reading("|わた", "わた", selected: 0..<0),
    Reading("わ|た", "わた", selected: 1..<1),
    Reading("わた[し|]", "わたし", marked: 2..<3, selected: 3..<3),
    Reading("[わ|]", "わ", marked: 0..<1, selected: 1..<1),
    Reading("[わた]|", "わた", marked: 0..<2, selected: 2..<2),
    Reading("[|]", "", marked: 0..<0, selected: 0..<0),
    Reading("[き|ょう]", "きょう", marked: 0..<3, selected: 1..<1),
    Reading("{hello} world", "hello world", selected: 0..<5),
    Reading("[{今日}は]", "今日は", marked: 0..<3, selected: 0..<2),
    Reading("{a[b]c}", "abc", marked: 1..<2, selected: 0..<3),
    Reading("[ab]{cd}", "abcd", marked: 0..<2, selected: 2..<4),
    Reading("{ab}[cd]", "abcd", marked: 2..<4, selected: 0..<2),
    Reading("👍|", "👍", selected: 2..<2),
    Reading("[👍a|]", "👍a", marked: 0..<3, selected: 3..<3),
    Reading("か\u{3099}|", "か\u{3099}", selected: 2..<2),
    Reading(#"a\|b|"#, "a|b", selected: 3..<3),
    Reading(#"\[x\]\{y\}\\|"#, "[x]{y}\\", selected: 7..<7),
    Reading(#"say \"hi\"|"#, "say \"hi\"", selected: 8..<8),
    Reading(#"a\nb\t|"#, "a\nb\t", selected: 4..<4),
    Reading(#"\u{1F44D}|"#, "👍", selected: 2..<2),
  ]

  @Test("notation reads into text, marked range and selection (UTF-16)", arguments: readings)
  func reads(_ reading: Reading) throws {
    #expect(try FieldPattern(parsing: reading.notation) == reading.pattern)
  }

  @Test("rendering a read pattern reads back the same state", arguments: readings)
  func rendersCanonically(_ reading: Reading) throws {
    let rendered = reading.pattern.description
    #expect(try FieldPattern(parsing: rendered) == reading.pattern)
  }

  @Test(
    "canonical forms: a caret or selection on an edge of the marked text is shown inside it",
    arguments: [
      (2..<3, 3..<3, "わた[し|]", "わたし"),
      (0..<2, 2..<2, "[わた|]", "わた"),
      (0..<2, 0..<0, "[|わた]", "わた"),
      (0..<2, 0..<2, "[{わた}]", "わた"),
      (1..<1, 1..<1, "a[|]b", "ab"),
      (1..<1, 0..<2, "{a[]b}", "ab"),
    ] as [(Range<Int>, Range<Int>, String, String)])
  func canonicalMarkers(
    _ marked: Range<Int>, _ selected: Range<Int>, _ expected: String, _ text: String
  ) {
    #expect(
      FieldPattern.render(
        text: text, markedRange: UTF16Range(marked), selectedRange: UTF16Range(selected))
        == expected)
  }

  @Test("literal markers, quotes, backslashes and control characters are escaped")
  func rendersEscapes() {
    let rendered = FieldPattern.render(
      text: "a|[b]{c}\\\"\n\t\u{0}", markedRange: nil, selectedRange: .caret(at: 1))
    #expect(rendered == #"a|\|\[b\]\{c\}\\\"\n\t\u{0}"#)
  }

  @Test(
    "malformed patterns point at the byte at fault",
    arguments: [
      ("ab|‸|", "second caret '|'; write '\\|' for a literal bar"),
      ("{ab}‸|", "a field pattern has a caret '|' or a selection '{…}', not both"),
      ("|a‸{b}", "a field pattern has a caret '|' or a selection '{…}', not both"),
      ("{a‸|b}", "a field pattern has a caret '|' or a selection '{…}', not both"),
      ("{a}‸{b}", "second '{'; a field pattern has at most one selection"),
      ("[a]‸[b]|", "second '['; a field pattern has at most one marked range"),
      ("[a‸[b]]|", "second '['; a field pattern has at most one marked range"),
      ("ab‸]|", "']' without a matching '['; write '\\]' for a literal bracket"),
      ("ab‸}|", "'}' without a matching '{'; write '\\}' for a literal brace"),
      ("‸[ab|", "'[' is never closed; add ']' or write '\\[' for a literal bracket"),
      ("‸{ab", "'{' is never closed; add '}' or write '\\{' for a literal brace"),
      (
        "[a{b‸]c}",
        "the marked range '[…]' and the selection '{…}' cross; one must contain the other"
      ),
      (
        "{a[b‸}c]",
        "the marked range '[…]' and the selection '{…}' cross; one must contain the other"
      ),
      ("a‸{}", "empty selection '{}'; write a caret '|' instead"),
      ("わ‸\\q|", "unknown escape '\\q'; allowed: \\\" \\\\ \\n \\t \\u{…}"),
      ("|‸\\", "'\\' at the end of the pattern escapes nothing; write '\\\\' for a backslash"),
      ("|\\u{‸zz}", "expected a hex digit or '}' in '\\u{…}', found 'z'"),
      ("|a‸\u{1}", "control character U+0001 is not allowed; inside a string write it as \\u{1}"),
    ])
  func reportsMalformed(_ marked: String, _ message: String) {
    let source = MarkedSource(marked)
    #expect(
      throws: FieldPattern.ParseError(utf8Offset: source.location.column - 1, message: message)
    ) {
      try FieldPattern(parsing: source.text)
    }
  }

  @Test(
    "a pattern without caret or selection is an error about the whole pattern",
    arguments: ["", "わた", "[わた]"])
  func needsCaretOrSelection(_ notation: String) {
    #expect(
      throws: FieldPattern.ParseError(
        utf8Offset: nil, message: "a field pattern needs a caret '|' or a selection '{…}'")
    ) {
      try FieldPattern(parsing: notation)
    }
  }

  /// Every state on scalar boundaries of a few texts: parse(render(state)) == state.
  @Test(
    "render then parse gives the same state, for every valid state",
    arguments: ["", "a", "わた", "👍x", "[|]\\\"", "か\u{3099}👍"])
  func roundTrip(_ text: String) throws {
    var boundaries = [0]
    for scalar in text.unicodeScalars {
      boundaries.append(boundaries[boundaries.count - 1] + scalar.utf16.count)
    }
    var checked = 0
    let ranges = boundaries.flatMap { lower in boundaries.filter { $0 >= lower }.map { lower..<$0 }
    }
    for selected in ranges {
      for marked in [nil] + ranges.map(Optional.some) {
        if let marked {
          let nested =
            (selected.lowerBound >= marked.lowerBound && selected.upperBound <= marked.upperBound)
            || (marked.lowerBound >= selected.lowerBound
              && marked.upperBound <= selected.upperBound)
          let disjoint =
            marked.upperBound <= selected.lowerBound || selected.upperBound <= marked.lowerBound
          guard nested || disjoint else { continue }
        }
        let state = FieldPattern(
          text: text, markedRange: marked.map(UTF16Range.init), selectedRange: UTF16Range(selected))
        let notation = state.description
        #expect(try FieldPattern(parsing: notation) == state, "\(notation)")
        checked += 1
      }
    }
    #expect(checked >= ranges.count)
  }

  @Test("rendering is total: out-of-range, negative, crossing and mid-pair offsets do not trap")
  func renderIsTotal() {
    #expect(
      FieldPattern.render(
        text: "ab", markedRange: nil, selectedRange: UTF16Range(location: 9, length: 4)) == "ab|")
    #expect(
      FieldPattern.render(
        text: "ab", markedRange: nil, selectedRange: UTF16Range(location: -3, length: -1)) == "|ab")
    #expect(
      FieldPattern.render(
        text: "abc", markedRange: UTF16Range(location: 0, length: 2),
        selectedRange: UTF16Range(location: 1, length: 2))
        == "[a{b]c}")
    #expect(FieldPattern.render(text: "👍", markedRange: nil, selectedRange: .caret(at: 1)) == "👍|")
  }
}
