import Testing

@testable import InputModel

@Suite("RomajiTable against Mozc's romanji-hiragana.tsv")
struct RomajiTableTests {
  // Every line of the TSV is typed by the conformance tests below; none is excluded.
  // (Line 279 repeats line 146, `fu⇥ふ`: it is typed like any other line, and
  // `RomajiTable` keeps one copy.)

  @Test("the fixture parses: 323 lines of input⇥output[⇥pending]")
  func fixtureParses() {
    let parsed = MozcRomajiFixture.parse(Fixtures.text(MozcRomajiFixture.path))
    for problem in parsed.malformed {
      Issue.record("\(problem)")
    }
    #expect(parsed.lines.count == 323)
  }

  @Test("a malformed line is reported with its line number")
  func malformedLineReported() {
    let parsed = MozcRomajiFixture.parse("ka\tか\nbroken\nki\tき\t\tx\n")
    #expect(parsed.lines.map(\.rule.input) == ["ka"])
    #expect(parsed.malformed.map(\.lineNumber) == [2, 3])
    #expect(
      parsed.malformed.first?.description
        == "mozc/romanji-hiragana.tsv:2: expected 2 or 3 tab-separated columns, got \"broken\"")
  }

  @Test("RomajiTable holds exactly the fixture's rules")
  func sameRulesAsFixture() {
    let fixtureRules = Set(MozcRomajiFixture.lines.map(\.rule))
    let tableRules = Set(RomajiTable.rules)
    for missing in fixtureRules.subtracting(tableRules).sorted(by: { $0.input < $1.input }) {
      Issue.record("RomajiTable lacks the fixture's rule \(missing)")
    }
    for extra in tableRules.subtracting(fixtureRules).sorted(by: { $0.input < $1.input }) {
      Issue.record("RomajiTable has a rule the fixture lacks: \(extra)")
    }
    #expect(RomajiTable.rules.count == fixtureRules.count)
  }

  @Test("the only repeated input in the fixture is fu, with the same kana both times")
  func repeatedInputs() {
    var seen: [String: [RomajiRule]] = [:]
    for line in MozcRomajiFixture.lines {
      seen[line.rule.input, default: []].append(line.rule)
    }
    let repeated = seen.filter { $0.value.count > 1 }
    #expect(repeated.keys.sorted() == ["fu"])
    #expect(Set(repeated["fu"] ?? []).count == 1)
  }

  @Test("RomajiTable's inputs are unique lowercase printable ASCII")
  func inputsAreUniqueASCII() {
    let inputs = RomajiTable.rules.map(\.input)
    #expect(Set(inputs).count == inputs.count)
    for input in inputs {
      let isPrintableLowercaseASCII = input.utf8.allSatisfy {
        (0x21...0x7E).contains($0) && !(0x41...0x5A).contains($0)
      }
      #expect(isPrintableLowercaseASCII, "input \"\(input)\"")
    }
  }

  @Test(
    "typing a rule's input from empty shows its output and pending part",
    arguments: MozcRomajiFixture.lines)
  func typedFromEmpty(_ line: MozcRomajiFixture.Line) {
    var composer = RomajiComposer()
    for letter in line.rule.input {
      let taken = composer.input(String(letter))
      #expect(taken)
    }
    let resolved = line.rule.output + line.rule.pending
    if MozcRomajiFixture.isPrefixOfLongerInput(line.rule.input) {
      // `n`, `ww`: a longer rule may still follow, so the letters wait. Enter applies a
      // rule that leaves nothing pending (`n` → ん) and keeps other letters as typed.
      #expect(composer.displayText == line.rule.input)
      let reading = composer.finish()
      #expect(reading == Self.resolvedByEnter(line.rule))
    } else {
      #expect(composer.displayText == resolved)
      #expect(composer.pendingInput == line.rule.pending)
    }
    #expect(composer.caretUTF16Offset == composer.displayText.utf16.count)
  }

  @Test(
    "typing a rule's input after あ and pressing enter appends what it resolves to",
    arguments: MozcRomajiFixture.lines)
  func typedAfterKana(_ line: MozcRomajiFixture.Line) {
    var composer = RomajiComposer()
    _ = composer.input("a")
    for letter in line.rule.input {
      _ = composer.input(String(letter))
    }
    let reading = composer.finish()
    #expect(reading == "あ" + Self.resolvedByEnter(line.rule))
  }

  /// What typing `rule.input` from empty and pressing enter gives: the rule's output and
  /// pending part, except for a rule that must wait for a longer one (`n`, `ww`), which enter
  /// applies only when it leaves nothing pending.
  static func resolvedByEnter(_ rule: RomajiRule) -> String {
    if MozcRomajiFixture.isPrefixOfLongerInput(rule.input) {
      return rule.pending.isEmpty ? rule.output : rule.input
    }
    return rule.output + rule.pending
  }
}
