import Testing

@testable import InputModel

/// What we print can be pasted back: the field patterns of failure diffs, "to fix" hints and
/// `explain`, written as `FieldPattern.quoted`, are exactly what a person writes after
/// `expect field`, so pasting them reads the same state and the assertion then holds.
@Suite("Field patterns: printed, pasted back, equal")
struct FieldPatternRoundTripTests {
  /// Grapheme clusters a pattern must survive: its own markers, the string escapes, raw
  /// controls, and clusters of several scalars.
  static let pieces = [
    "[", "]", "{", "}", "|", "\\", "\"", "\t", "\n", "\r", "\u{0}", "\u{1B}", "\u{7F}", "#", "=", " ",
    "a", "あ", "わ\u{3099}", "e\u{301}", "👍", "👍🏽", "👨‍👩‍👧", "🇯🇵", "\u{FE0F}", "\u{200D}", "\u{85}",
    "\u{FFFE}", "\\u{41}", "\\[",
  ]

  /// A random text of up to `maxPieces` pieces.
  static func text(_ random: inout FuzzRandom, maxPieces: Int) -> String {
    var text = ""
    for _ in 0..<random.int(in: 0...maxPieces) {
      text += random.element(of: pieces) ?? ""
    }
    return text
  }

  /// The UTF-16 offsets of the text's grapheme boundaries, 0 and the end included.
  static func graphemeBoundaries(_ text: String) -> [Int] {
    var offsets = [0]
    var offset = 0
    for character in text {
      offset += character.utf16.count
      offsets.append(offset)
    }
    return offsets
  }

  /// A random pattern over `text`: a caret or selection and maybe a marked range, all on
  /// grapheme boundaries, never crossing (the notation cannot write crossing ranges).
  static func pattern(_ random: inout FuzzRandom, text: String) -> FieldPattern {
    let boundaries = graphemeBoundaries(text)
    func range() -> (lower: Int, upper: Int) {
      let a = random.element(of: boundaries) ?? 0
      let b = random.element(of: boundaries) ?? 0
      return (min(a, b), max(a, b))
    }
    let selection =
      random.chance(1, in: 2)
      ? range()
      : {
        let at = range().lower
        return (at, at)
      }()
    var marked: (lower: Int, upper: Int)?
    if random.chance(2, in: 3) {
      let candidate = range()
      let crosses =
        (candidate.lower < selection.lower && selection.lower < candidate.upper
          && candidate.upper < selection.upper)
        || (selection.lower < candidate.lower && candidate.lower < selection.upper
          && selection.upper < candidate.upper)
      if !crosses { marked = candidate }
    }
    return FieldPattern(
      text: text,
      markedRange: marked.map { UTF16Range(location: $0.lower, length: $0.upper - $0.lower) },
      selectedRange: UTF16Range(location: selection.lower, length: selection.upper - selection.lower))
  }

  /// The pattern a scenario reads from `expect field <token>`.
  static func pasted(_ token: String) -> FieldPattern? {
    let parsed = ScenarioParser.parse("use ime=direct\nexpect field \(token)\n", path: "p.scenario")
    guard case .expect(.field(let pattern)) = parsed.scenario?.steps.last?.kind else { return nil }
    return pattern
  }

  @Test("a|b<TAB>c prints as \"a\\|b\\tc|\": each character escaped once")
  func escapedOnce() {
    let pattern = FieldPattern(text: "a|b\tc", selectedRange: .caret(at: 5))
    #expect(pattern.quoted == #""a\|b\tc|""#)
    #expect(
      FieldPattern(
        text: "[x] \"q\" \\", markedRange: UTF16Range(location: 0, length: 3),
        selectedRange: UTF16Range(location: 4, length: 3)
      ).quoted == #""[\[x\]] {\"q\"} \\""#)
  }

  @Test("property: render → quote → parse as expect field gives the same pattern (2,000 seeded cases)")
  func roundTripProperty() {
    var random = FuzzRandom(seed: 0x1111_0006)
    for _ in 0..<2_000 {
      let text = Self.text(&random, maxPieces: 10)
      let pattern = Self.pattern(&random, text: text)
      #expect(Self.pasted(pattern.quoted) == pattern, "token \(pattern.quoted)")
      #expect((try? FieldPattern(parsing: pattern.description)) == pattern)
    }
  }

  @Test("property: the failure's field and its to-fix hint, pasted into the scenario, make it pass")
  func replayedAssertionMatches() throws {
    var random = FuzzRandom(seed: 0x1111_0066)
    var checked = 0
    for _ in 0..<150 {
      let text = Self.text(&random, maxPieces: 8)
      let graphemes = text.count
      // A selection (direct keyboard, shift+left) or marked text (romaji "ka") somewhere in the text.
      let romaji = random.chance(1, in: 2)
      var steps = ["set \(Quoting.quoted(text))", "key left x\(random.int(in: 1...(graphemes + 1)))"]
      steps.append(romaji ? "type \"ka\"" : "key shift+left x\(random.int(in: 1...3))")
      let header = "use ime=\(romaji ? "romaji" : "direct")\n" + steps.joined(separator: "\n") + "\n"
      let wrong = try ScenarioParser.parse(header + "expect field \"\u{E000}|\"\n", path: "w.scenario").get()
      let failed = ScenarioRunner().run(wrong)
      let failure = try #require(failed.failure, "\(header)")
      // A lone joiner or combining mark next to marked text is a step error, not a field to
      // compare; those cases have nothing to paste.
      guard failure.heading.hasPrefix("field does not match") else { continue }
      checked += 1
      let shown = try #require(failure.sections.first { $0.label == "field" }).actual
      #expect(failure.hint.contains("write `expect field \(shown)`"), "\(failure.hint)")
      let fixed = try ScenarioParser.parse(
        header + "expect field \(shown)\nskip onchange\n", path: "f.scenario"
      ).get()
      let rerun = ScenarioRunner().run(fixed)
      #expect(
        rerun.status == .passed,
        "\(header)expect field \(shown)\n\(rerun.failure.map { "\($0.heading) \($0.hint)" } ?? "")")
    }
    #expect(checked >= 100, "only \(checked) of 150 generated cases reached the field assertion")
  }
}
