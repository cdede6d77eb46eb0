import Testing

@testable import InputModel

/// Whatever the bytes, the parser answers with diagnostics or a scenario: no trap, no hang,
/// memory proportional to the input.
@Suite("Scenario parser: robustness")
struct ScenarioParserRobustnessTests {
  @Test("all problems of a file are reported, each on its line, and good lines still parse")
  func collectsAllProblems() {
    let parsed = parse(
      """
      use ime=flik
      commit
      typo
      key enter x0
      expect field "ab"
      commit
      """)
    #expect(parsed.scenario == nil)
    #expect(parsed.diagnostics.map(\.location.line) == [1, 3, 4, 5])
    #expect(parsed.diagnostics.allSatisfy { $0.severity == .error })
  }

  @Test("every bad option of a use line is reported, not just the first")
  func severalProblemsOnOneLine() {
    let parsed = parse("use ime=flik imee=flick bridge=swiftui13 bridge=naive focus=\ncommit")
    #expect(
      parsed.diagnostics.map { "\($0.location) \($0.message)" } == [
        "1:9 unknown value 'flik' for 'ime'; allowed: romaji, direct, 12key, flick; did you mean 'flick'?",
        "1:14 unknown key 'imee' for 'use'; allowed: ime, romaji-style, bridge, platform, focus, settle, submit-guard, key-interval-ms, onchange, handler-reads, handler-runs, tasks, write, assign, late, assign-timing, sync-writes, update-view, assign-during-composition, ime-on-assign, ime-on-late-assign, marked-notifies, focus-loss, enter-order, enter-commit, blur-composition, composition-restart, latin-composition, backspace, assign-equal, render-timing, preedit-selection, preedit-cursor, late-render, commit-input, surrounding-text; did you mean 'ime'?",
        "1:42 'bridge' is set twice; the first is on line 1",
        "1:61 missing value for 'focus'; allowed: on, off",
      ])
  }

  @Test("invalid UTF-8 is reported at its line and byte column, and other lines are still read")
  func invalidUTF8() {
    var bytes = Array("commit\ntype \"わ".utf8)
    bytes += [0xE3, 0x81]  // a cut-off kana
    bytes += Array("\"\nkey entr\n".utf8)
    bytes += [0xFF]
    let parsed = ScenarioParser.parse(bytes: bytes, path: "bad.scenario")
    #expect(parsed.scenario == nil)
    #expect(
      parsed.diagnostics.map(\.description) == [
        "bad.scenario:2:10: error: invalid UTF-8: 0xE3 starts a 3-byte sequence but byte 3 is 0x22, not a continuation byte",
        "bad.scenario:3:5: error: unknown key 'entr'; allowed: space, enter, escape, backspace, delete, left, right, up, down, tab, shift+left, shift+right, next, undo-toggle; did you mean 'enter'?",
        "bad.scenario:4:1: error: invalid UTF-8: byte 0xFF never appears in UTF-8",
      ])
  }

  @Test("a sequence cut off by the end of a line says so")
  func invalidUTF8AtLineEnd() {
    let parsed = ScenarioParser.parse(
      bytes: Array("type a".utf8) + [0xE3, 0x0A] + Array("commit".utf8), path: "p")
    #expect(
      parsed.diagnostics.map(\.description) == [
        "p:1:7: error: invalid UTF-8: 0xE3 starts a 3-byte sequence but the line ends after 1 byte"
      ])
  }

  @Test("a UTF-8 byte order mark is skipped and not counted in columns")
  func byteOrderMark() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("commit\nkey entr".utf8)
    let parsed = ScenarioParser.parse(bytes: bytes, path: "p")
    #expect(parsed.diagnostics.map(\.location) == [ScenarioLocation(line: 2, column: 5)])
    let valid = ScenarioParser.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("  commit".utf8), path: "p")
    #expect(try valid.get().steps.map(\.location) == [ScenarioLocation(line: 1, column: 3)])
  }

  @Test("a BOM later in the file is an ordinary character, shown escaped in the message")
  func laterBOM() {
    let parsed = ScenarioParser.parse(
      bytes: Array("commit\n".utf8) + [0xEF, 0xBB, 0xBF] + Array("commit".utf8), path: "p")
    #expect(parsed.diagnostics.count == 1)
    #expect(parsed.diagnostics.first?.message.hasPrefix("unknown step '\\u{FEFF}commit'") == true)
  }

  @Test("CRLF line endings read like LF, including a final CR without LF")
  func crlf() throws {
    let text =
      "scenario \"crlf\"\r\nuse ime=flick\r\n\r\nflick わ\r\nexpect field \"[わ|]\"\r\nkey enter\r"
    let scenario = try parse(text).get()
    #expect(scenario.name == "crlf")
    #expect(
      scenario.steps.map(\.kind) == [
        .perform(.flick("わ")),
        .expect(
          .field(
            FieldPattern(
              text: "わ", markedRange: UTF16Range(location: 0, length: 1),
              selectedRange: .caret(at: 1)))), .perform(.key(.enter, count: 1)),
      ])
    #expect(scenario.steps.map(\.location.line) == [4, 5, 6])
  }

  @Test("NUL bytes are errors at their column, anywhere on a line, comments included")
  func nulBytes() {
    let parsed = parse("\u{0}\ntype \"a\u{0}\"\ncommit \u{0}\n# comment \u{0} too\n")
    #expect(
      parsed.diagnostics.map(\.location) == [
        ScenarioLocation(line: 1, column: 1), ScenarioLocation(line: 2, column: 8),
        ScenarioLocation(line: 3, column: 8), ScenarioLocation(line: 4, column: 11),
      ])
    #expect(
      parsed.diagnostics.allSatisfy {
        $0.message == "control character U+0000 is not allowed; inside a string write it as \\u{0}"
      })
  }

  @Test("diagnostics stop after the cap with one note")
  func diagnosticCap() {
    let text = String(repeating: "typo\n", count: 500)
    let parsed = parse(text)
    #expect(parsed.diagnostics.count == ScenarioLimits.maxDiagnostics + 1)
    #expect(parsed.diagnostics.dropLast().allSatisfy { $0.severity == .error })
    let last = parsed.diagnostics[parsed.diagnostics.count - 1]
    #expect(last.severity == .note)
    #expect(last.message == "too many diagnostics; stopped reading after 100")
    #expect(last.location == ScenarioLocation(line: 101, column: 1))
  }

  @Test("a 10 MB string is read whole")
  func tenMegabyteString() throws {
    let text = "type \"" + String(repeating: "あいうえお", count: 700_000) + "\""
    let scenario = try parse(text).get()
    guard case .perform(.type(let typed)) = scenario.steps.first?.kind else {
      Issue.record("not a type step")
      return
    }
    #expect(typed.utf8.count == 10_500_000)
  }

  @Test("a 10 MB unknown word gives one short diagnostic")
  func tenMegabyteWord() {
    let parsed = parse(String(repeating: "a", count: 10_000_000))
    #expect(parsed.diagnostics.count == 1)
    let message = parsed.diagnostics.first?.message ?? ""
    #expect(
      message.hasPrefix(
        "unknown directive or step '\(String(repeating: "a", count: 40))'… (10000000 characters)"))
    #expect(message.utf8.count < 1_000)
  }

  @Test("a 10 MB line of tokens stops at the token limit")
  func tenMegabyteTokens() {
    let parsed = parse("candidates" + String(repeating: " x", count: 5_000_000))
    #expect(
      parsed.diagnostics.map(\.description) == [
        "test.scenario:1:20010: error: too many tokens on one line (at most 10000); use 'candidates file' for long lists"
      ])
  }

  @Test("a 10 MB field pattern is read")
  func tenMegabytePattern() throws {
    let text = "expect field \"[" + String(repeating: "ab", count: 5_000_000) + "|]\""
    let scenario = try parse(text).get()
    guard case .expect(.field(let pattern)) = scenario.steps.first?.kind else {
      Issue.record("not a field expectation")
      return
    }
    #expect(pattern.markedRange == UTF16Range(location: 0, length: 10_000_000))
  }

  @Test("a million steps are read")
  func millionSteps() throws {
    let scenario = try parse(String(repeating: "commit\n", count: 1_000_000)).get()
    #expect(scenario.steps.count == 1_000_000)
    #expect(scenario.steps.last?.location == ScenarioLocation(line: 1_000_000, column: 1))
  }

  @Test("ten million empty lines are read")
  func manyEmptyLines() {
    let parsed = parse(String(repeating: "\n", count: 10_000_000) + "typo")
    #expect(parsed.diagnostics.map(\.location) == [ScenarioLocation(line: 10_000_001, column: 1)])
  }

  @Test(
    "odd escapes and lone quotes never trap",
    arguments: [
      #"type "\"#, #"type "\u"#, #"type "\u{"#, #"type "\u{FFFFFFFFFFFFFFFFFFFFFFFF}""#,
      #"type "\\\\\\\""#,
      #"""#, #""""#, #"\"#, "=", "==", "a=", "=a", #"a="#, #"a=""#, #"expect field "\"#,
      #"expect field \"#,
      "expect field |\\", #"expect field "[{|}]""#, "key x99999999999999999999999999999999999999",
    ])
  func oddInputs(_ text: String) {
    let parsed = parse(text)
    #expect(parsed.diagnostics.contains { $0.severity == .error } == (parsed.scenario == nil))
    #expect(parsed.scenario != nil || !parsed.diagnostics.isEmpty)
  }

  /// A small deterministic generator, so failures reproduce.
  struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  }

  @Test("random bytes and mutated scenarios give diagnostics or a scenario, consistently")
  func randomInputs() {
    var random = SplitMix64(state: 20_241_129)
    let seed = Array(
      """
      scenario "x"
      use ime=flick bridge=swiftui13
      component suggestions direction=up
      component search
      component viewport width=10
      candidates "か" "\\u{304B}"
      suggest a
      transform max-length=3 uppercase
      flick わ
      expect field "[わ|]"
      key enter x2
      expect onchange "" -> "わ"
      select "今日"
      tick 3
      expect violation any
      """.utf8)
    let alphabet =
      Array(" \t\n\r\"\\#=[]{}|-xu{}0123456789abcdefわ".utf8) + [0x00, 0x80, 0xE3, 0xFF]
    for round in 0..<3_000 {
      var bytes: [UInt8]
      if round % 2 == 0 {
        bytes = seed
        for _ in 0..<(1 + random.below(6)) {
          let position = random.below(bytes.count + 1)
          switch random.below(3) {
          case 0: bytes.insert(alphabet[random.below(alphabet.count)], at: position)
          case 1: if position < bytes.count { bytes.remove(at: position) }
          default:
            if position < bytes.count { bytes[position] = UInt8(truncatingIfNeeded: random.next()) }
          }
        }
      } else {
        bytes = (0..<random.below(200)).map { _ in alphabet[random.below(alphabet.count)] }
      }
      let parsed = ScenarioParser.parse(bytes: bytes, path: "fuzz.scenario")
      let hasErrors = parsed.diagnostics.contains { $0.severity == .error }
      #expect(hasErrors == (parsed.scenario == nil), "round \(round)")
      #expect(parsed.diagnostics.count <= ScenarioLimits.maxDiagnostics + 1)
      for diagnostic in parsed.diagnostics {
        #expect(diagnostic.line >= 1 && diagnostic.column >= 1, "round \(round): \(diagnostic)")
      }
    }
  }
}
