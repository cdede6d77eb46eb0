import Testing

@testable import InputModel

@Suite("Scenario parser: diagnostics")
struct ScenarioParserDiagnosticsTests {
  /// One invalid file: `‸` marks where the (only) error must point.
  struct Invalid: Sendable, CustomTestStringConvertible {
    let source: MarkedSource
    let message: String
    var testDescription: String { source.text }

    init(_ marked: String, _ message: String) {
      self.source = MarkedSource(marked)
      self.message = message
    }
  }

  static let lexical: [Invalid] = [
    Invalid(#"type ‸"abc"#, "unterminated string; add a closing '\"'"),
    Invalid(#"type "ab‸\qc""#, #"unknown escape '\q'; allowed: \" \\ \n \t \u{…}"#),
    Invalid(
      #"type "‸\u{D800}""#,
      #"'\u{D800}' is not a Unicode scalar value (surrogates D800-DFFF and values above 10FFFF are not)"#
    ),
    Invalid(
      #"type "‸\u{110000}""#,
      #"'\u{110000}' is not a Unicode scalar value (surrogates D800-DFFF and values above 10FFFF are not)"#
    ),
    Invalid(#"type "\u{‸}""#, #"'\u{}' needs 1 to 6 hex digits"#),
    Invalid(#"type "\u{000000‸0}""#, #"too many hex digits in '\u{…}'; at most 6"#),
    Invalid(#"type "\u{12‸""#, #"expected a hex digit or '}' in '\u{…}', found '"'"#),
    Invalid(
      #"type "\u‸41""#,
      #"expected '{' after '\u', found '4'; write \u{XXXX} with 1 to 6 hex digits"#),
    Invalid(#"type ‸"abc\"#, "unterminated string; add a closing '\"'"),
    Invalid(
      #"type "a‸\[b""#,
      #"escape '\[' is only for 'expect field' patterns; allowed here: \" \\ \n \t \u{…}"#),
    Invalid(#"type abc‸"def""#, "missing space before '\"'"),
    Invalid(#"type "abc"‸def"#, "missing space after the closing '\"'"),
    Invalid(
      "type a‸\u{0}b", "control character U+0000 is not allowed; inside a string write it as \\u{0}"
    ),
    Invalid(
      "type \"a‸\u{1B}b\"",
      "control character U+001B is not allowed; inside a string write it as \\u{1B}"),
    Invalid(
      "‸\u{7F}", "control character U+007F is not allowed; inside a string write it as \\u{7F}"),
    Invalid(
      "commit‸\r commit\n",
      "carriage return (U+000D) not followed by a line feed; lines end with LF or CRLF"),
    Invalid("type ‸\u{FFFD}\u{FFFD}", "placeholder: replaced below with invalid bytes"),
  ].dropLast()

  static let structural: [Invalid] = [
    Invalid(
      "‸expcet text a",
      "unknown directive or step 'expcet'; allowed: scenario, use, candidates, component, suggest, transform, type, key, flick, convert, next-candidate, prev-candidate, select, commit, cancel, set, focus, blur, tick, pick, close-menu, cancel-search, render, tap-submit, scroll, resize, expect, skip; did you mean 'expect'?"
    ),
    Invalid(
      "commit\n‸expcet text a",
      "unknown step 'expcet'; allowed: type, key, flick, convert, next-candidate, prev-candidate, select, commit, cancel, set, focus, blur, tick, pick, close-menu, cancel-search, render, tap-submit, scroll, resize, expect, skip; did you mean 'expect'?"
    ),
    Invalid(
      "commit\n‸zzz",
      "unknown step 'zzz'; allowed: type, key, flick, convert, next-candidate, prev-candidate, select, commit, cancel, set, focus, blur, tick, pick, close-menu, cancel-search, render, tap-submit, scroll, resize, expect, skip"
    ),
    Invalid(#"‸"type" a"#, "expected a step or directive at the start of the line, found a string"),
    Invalid(
      "commit\n‸use ime=flick", "'use' belongs in the header, before the first step (line 1)"),
    Invalid(
      "use ime=‸flik",
      "unknown value 'flik' for 'ime'; allowed: romaji, direct, 12key, flick; did you mean 'flick'?"
    ),
    Invalid(
      "use ‸imee=flick",
      "unknown key 'imee' for 'use'; allowed: ime, romaji-style, bridge, platform, focus, settle, submit-guard, key-interval-ms, onchange, handler-reads, handler-runs, tasks, write, assign, late, assign-timing, sync-writes, update-view, assign-during-composition, ime-on-assign, ime-on-late-assign, marked-notifies, focus-loss, enter-order, enter-commit, blur-composition, composition-restart, latin-composition, backspace, assign-equal, render-timing, preedit-selection, preedit-cursor, late-render, commit-input, surrounding-text; did you mean 'ime'?"
    ),
    Invalid(
      "use bridge=‸swiftui",
      "unknown value 'swiftui' for 'bridge'; allowed: naive, swiftui13, swiftui17, controlled-late, guarded; did you mean 'swiftui13'?"
    ),
    Invalid("use ime=‸", "missing value for 'ime'; allowed: romaji, direct, 12key, flick"),
    Invalid(
      "use focus-loss=‸\"\"",
      "unknown value '' for 'focus-loss'; allowed: commit, commit-keep-selection, discard, keep-marked"),
    Invalid("use ‸flick", "expected key=value, found argument 'flick'; usage: use key=value…"),
    Invalid("use‸", "missing key=value; usage: use key=value…"),
    Invalid(
      #"use focus-loss="a‸\{b""#,
      #"escape '\{' is only for 'expect field' patterns; allowed here: \" \\ \n \t \u{…}"#),
    Invalid("use ime=flick\nuse ‸ime=romaji", "'ime' is set twice; the first is on line 1"),
    Invalid("scenario‸", #"missing scenario name; usage: scenario "name""#),
    Invalid(#"scenario ‸"""#, "the scenario name is empty"),
    Invalid(#"scenario a ‸b"#, #"unexpected argument 'b'; usage: scenario "name""#),
    Invalid("scenario a\n‸scenario b", "the scenario is named twice; the first name is on line 1"),
    Invalid("component ‸menu", "unknown component 'menu'; allowed: suggestions, search, viewport"),
    Invalid(
      "component ‸serch",
      "unknown component 'serch'; allowed: suggestions, search, viewport; did you mean 'search'?"),
    Invalid(
      "component search\ncomponent ‸search",
      "'component search' appears twice; the first is on line 1"),
    Invalid("component search ‸x=1", "unknown key 'x' for 'component search'; allowed: submit-reads"),
    Invalid(
      "component suggestions ‸height=3",
      "unknown key 'height' for 'component suggestions'; allowed: direction, max-height, pick, query, update, post-pick, pick-task"
    ),
    Invalid(
      "component suggestions direction=‸sideways",
      "unknown value 'sideways' for 'direction'; allowed: up, down"),
    Invalid("component suggestions max-height=‸0", "'max-height' 0 is too small; at least 1"),
    Invalid(
      "component suggestions max-height=‸12pt",
      "expected 'max-height' as a whole number, found '12pt'"),
    Invalid(
      "component viewport width=‸99999999999999999999999",
      "'width' '99999999999999999999999' is too large; at most 1000000"),
    Invalid(
      "candidates‸",
      #"missing candidate; usage: candidates "word"… | candidates file "path" | candidates skk "path" [readings|words]"#
    ),
    Invalid(
      "candidates file‸",
      #"missing file path; usage: candidates "word"… | candidates file "path" | candidates skk "path" [readings|words]"#
    ),
    Invalid(#"candidates file ‸"""#, "the file path is empty"),
    Invalid(
      #"candidates file ‸"../../etc/passwd""#,
      #"the relative file path "../../etc/passwd" leaves the scenario's folder"#),
    Invalid(
      #"candidates file ‸"lists/../../words.txt""#,
      #"the relative file path "lists/../../words.txt" leaves the scenario's folder"#),
    Invalid(
      #"candidates skk ‸"./../SKK-JISYO.L" words"#,
      #"the relative dictionary path "./../SKK-JISYO.L" leaves the scenario's folder"#),
    Invalid(
      #"candidates skk "/d" ‸kanji"#, "unknown SKK entries 'kanji'; allowed: readings, words"),
    Invalid(
      #"candidates file "a" ‸"b""#,
      #"unexpected string "b"; usage: candidates "word"… | candidates file "path" | candidates skk "path" [readings|words]"#
    ),
    Invalid("‸suggest a", "'suggest' needs 'component search' in the header"),
    Invalid(
      "transform‸",
      "missing transform (one of max-length, uppercase, digits-only); usage: transform max-length=N|uppercase|digits-only…"
    ),
    Invalid(
      "transform ‸upper",
      "unknown transform 'upper'; allowed: max-length, uppercase, digits-only; did you mean 'uppercase'?"
    ),
    Invalid("transform max-length‸", "'max-length' needs a value: max-length=N"),
    Invalid("transform uppercase=‸yes", "'uppercase' takes no value"),
    Invalid("transform max-length=‸-1", "expected 'max-length' as a whole number, found '-1'"),
  ]

  static let steps: [Invalid] = [
    Invalid("type‸", #"missing text to type; usage: type "text""#),
    Invalid(#"type ‸"""#, "empty text to type"),
    Invalid(#"type "a" ‸"b""#, #"unexpected string "b"; usage: type "text""#),
    Invalid(#"type ‸key="x""#, #"expected a string, found option 'key="…"'; quote the whole text"#),
    Invalid(
      "key‸",
      "missing key (one of space, enter, escape, backspace, delete, left, right, up, down, tab, shift+left, shift+right, next, undo-toggle); usage: key NAME [xN]"
    ),
    Invalid(
      "key ‸entr",
      "unknown key 'entr'; allowed: space, enter, escape, backspace, delete, left, right, up, down, tab, shift+left, shift+right, next, undo-toggle; did you mean 'enter'?"
    ),
    Invalid("key enter ‸3", "expected a repeat count like 'x3', found '3'"),
    Invalid("key enter x‸0", "repeat count 0 is too small; at least 1"),
    Invalid("key enter x‸99999999999", "repeat count '99999999999' is too large; at most 10000"),
    Invalid("key enter x‸10001", "repeat count '10001' is too large; at most 10000"),
    Invalid("key enter x‸3x", "expected repeat count as a whole number, found '3x'"),
    Invalid("key enter x3 ‸x3", "unexpected argument 'x3'; usage: key NAME [xN]"),
    Invalid(
      "‸flick わ", "'flick' needs 'use ime=flick'; this scenario uses ime=romaji"),
    Invalid("use ime=flick\nflick ‸\"\"", "empty kana to flick"),
    Invalid("‸pick a", "'pick' needs 'component suggestions' or 'component search' in the header"),
    Invalid("‸close-menu", "'close-menu' needs 'component suggestions' in the header"),
    Invalid(
      "component search\n‸close-menu", "'close-menu' needs 'component suggestions' in the header"),
    Invalid(
      "use ime=direct\n‸convert",
      "'convert' needs 'use ime=romaji' or 'use ime=12key' or 'use ime=flick'; this scenario uses ime=direct"
    ),
    Invalid(
      "use ime=direct\n‸select 1",
      "'select' needs 'use ime=romaji' or 'use ime=12key' or 'use ime=flick'; this scenario uses ime=direct"
    ),
    Invalid(
      "component suggestions\n‸cancel-search",
      "'cancel-search' needs 'component search' in the header"),
    Invalid("‸scroll 3", "'scroll' needs 'component viewport' in the header"),
    Invalid(
      "component viewport\nscroll ‸-3", "expected scroll offset as a whole number, found '-3'"),
    Invalid(
      "component viewport\nscroll ‸\"3\"",
      "expected scroll offset as a bare whole number, found a string"),
    Invalid("component viewport\nresize ‸0", "width 0 is too small; at least 1"),
    Invalid("component viewport\nresize‸", "missing width; usage: resize WIDTH"),
    Invalid("convert ‸now", "unexpected argument 'now'; usage: convert"),
    Invalid("select‸", #"missing candidate position or word; usage: select N | select "word""#),
    Invalid("select ‸0", "candidate position 0 is too small; at least 1"),
    Invalid("select ‸10001", "candidate position '10001' is too large; at most 10000"),
    Invalid(#"set "a" ‸later"#, "unknown argument 'later'; allowed: deferred"),
    Invalid("tick ‸0", "tick count 0 is too small; at least 1"),
    Invalid("tick ‸x3", "expected tick count as a whole number, found 'x3'"),
    Invalid(
      "tick ‸100000000000000000000000000000",
      "tick count '100000000000000000000000000000' is too large; at most 10000"),
    Invalid(
      "skip ‸events", "unknown skip target 'events'; allowed: onchange, submitted, violations"),
    Invalid(
      "skip ‸violation",
      "unknown skip target 'violation'; allowed: onchange, submitted, violations; did you mean 'violations'?"
    ),
  ]

  static let expectations: [Invalid] = [
    Invalid(
      "expect‸",
      "missing expectation (one of field, text, marked, binding, onchange, candidates, suggestions, submitted, searching, results, viewport, violation); usage: expect field|text|marked|binding|onchange|candidates|suggestions|submitted|searching|results|viewport|violation …"
    ),
    Invalid(
      "expect ‸feild \"|\"",
      "unknown expectation 'feild'; allowed: field, text, marked, binding, onchange, candidates, suggestions, submitted, searching, results, viewport, violation; did you mean 'field'?"
    ),
    Invalid("expect field‸", #"missing field pattern; usage: expect field "pattern""#),
    Invalid(#"expect field "わた[し|‸|]""#, "second caret '|'; write '\\|' for a literal bar"),
    Invalid(#"expect field ‸"わた""#, "a field pattern needs a caret '|' or a selection '{…}'"),
    Invalid(
      #"expect field "\"‸[ab|""#,
      "'[' is never closed; add ']' or write '\\[' for a literal bracket"),
    Invalid(
      #"expect field "\u{3042}‸]|""#,
      "']' without a matching '['; write '\\]' for a literal bracket"),
    Invalid(#"expect field ab‸\q|"#, #"unknown escape '\q'; allowed: \" \\ \n \t \u{…}"#),
    Invalid(
      #"expect field ‸a="b|""#,
      #"expected a field pattern, found option 'a="…"'; quote the whole pattern"#),
    Invalid(#"expect field "|" ‸"|""#, #"unexpected string "|"; usage: expect field "pattern""#),
    Invalid(
      "expect marked‸", #"missing marked text; usage: expect marked "text" | expect marked none"#),
    Invalid(
      #"expect onchange "a" ‸"b""#,
      #"expected '->' between the old and new values, found string "b"; usage: expect onchange "old" -> "new" | expect onchange none"#
    ),
    Invalid(
      #"expect onchange "a"‸"#,
      #"missing '->' and the new value; usage: expect onchange "old" -> "new" | expect onchange none"#
    ),
    Invalid(
      #"expect onchange "a" ->‸"#,
      #"missing new value; usage: expect onchange "old" -> "new" | expect onchange none"#),
    Invalid(
      #"expect onchange none ‸"x""#,
      #"unexpected string "x"; usage: expect onchange "old" -> "new" | expect onchange none"#),
    Invalid("expect candidates‸", #"missing candidate; usage: expect candidates "word"…"#),
    Invalid("component search\nexpect searching ‸yes", "unknown value 'yes'; allowed: true, false"),
    Invalid("expect ‸results none", "'expect results' needs 'component search' in the header"),
    Invalid(
      "component suggestions\nexpect ‸searching true",
      "'expect searching' needs 'component search' in the header"),
    Invalid("expect ‸viewport fit", "'expect viewport' needs 'component viewport' in the header"),
    Invalid(
      "expect ‸suggestions none",
      "'expect suggestions' needs 'component suggestions' or 'component search' in the header"),
    Invalid(
      "component viewport\nexpect viewport ‸middle",
      "unknown viewport class 'middle'; allowed: fit, start, between, end"),
    Invalid(
      "expect violation ‸lost-imput",
      "unknown invariant 'lost-imput'; allowed: composition-overwrite, lost-input, ime-desync, binding-mismatch, stale-onchange, range, submit-during-composition, suggestions; did you mean 'lost-input'?"
    ),
    Invalid(
      "expect violation‸",
      "missing invariant (one of composition-overwrite, lost-input, ime-desync, binding-mismatch, stale-onchange, range, submit-during-composition, suggestions); usage: expect violation ID | expect violation any"
    ),
  ]

  static let all = Array(lexical) + structural + steps + expectations

  @Test("each invalid line gives exactly one error, at the marked byte", arguments: all)
  func reportsError(_ example: Invalid) {
    let parsed = parse(example.source.text)
    #expect(parsed.scenario == nil)
    let location = example.source.location
    #expect(
      parsed.diagnostics.map { "\($0.path):\($0.location): \($0.severity.rawValue): \($0.message)" }
        == [
          "test.scenario:\(location.line):\(location.column): error: \(example.message)"
        ])
  }

  @Test(
    "a repeated or misplaced header line points back at the first one with a note",
    arguments: [
      (
        "commit\nuse ime=flick",
        "test.scenario:2:1: error: 'use' belongs in the header, before the first step (line 1)\ntest.scenario:1:1: note: the first step is here"
      ),
      (
        "use ime=flick\n  use ime=romaji",
        "test.scenario:2:7: error: 'ime' is set twice; the first is on line 1\ntest.scenario:1:5: note: first set here"
      ),
      (
        "scenario a\nscenario b",
        "test.scenario:2:1: error: the scenario is named twice; the first name is on line 1\ntest.scenario:1:1: note: first named here"
      ),
      (
        "component search\ncomponent  search",
        "test.scenario:2:12: error: 'component search' appears twice; the first is on line 1\ntest.scenario:1:11: note: first declared here"
      ),
    ])
  func notesPointBack(_ text: String, _ expected: String) {
    #expect(parse(text).diagnostics.description == expected)
  }
}
