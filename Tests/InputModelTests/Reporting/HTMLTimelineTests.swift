import Foundation
import Testing

@testable import InputModel

/// The HTML timeline read back by a real HTML parser (Python's html.parser, Debian's
/// python3): every step, lane and violation reachable by its data attribute, and no name,
/// text or message able to inject markup, whatever it holds.
@Suite("HTML timeline: steps, lanes and violations, and nothing injected")
struct HTMLTimelineTests {
  /// Parses a page and prints JSON: the steps (their lanes' text, their violations), the
  /// heading, and anything that could run or load (script, handlers, sources, links).
  static let parserScript = #"""
    import sys, json
    from html.parser import HTMLParser
    VOID = {'meta','br','img','link','input','hr','source','wbr','area','base','col','embed','param','track'}
    ACTIVE = {'script','iframe','object','embed','img','link','base','form','svg','math','audio','video'}
    class Page(HTMLParser):
        def __init__(self):
            super().__init__(convert_charrefs=True)
            self.stack, self.steps, self.active, self.h1 = [], [], [], ''
        def handle_starttag(self, tag, attrs):
            a = dict(attrs)
            for key, _ in attrs:
                if key.startswith('on') or key in ('src', 'href', 'action', 'srcset', 'formaction'):
                    self.active.append(tag + '@' + key)
            if tag in ACTIVE:
                self.active.append(tag)
            if 'data-step' in a:
                self.steps.append({'step': a['data-step'], 'lanes': {}, 'violations': []})
            if 'data-violation' in a and self.steps:
                self.steps[-1]['violations'].append(a['data-violation'])
            if tag not in VOID:
                self.stack.append((tag, a))
        def handle_endtag(self, tag):
            while self.stack:
                if self.stack.pop()[0] == tag:
                    break
        def handle_data(self, data):
            for tag, a in reversed(self.stack):
                if 'data-lane' in a and self.steps:
                    lanes = self.steps[-1]['lanes']
                    lanes[a['data-lane']] = lanes.get(a['data-lane'], '') + data
                    break
            if any(tag == 'h1' for tag, _ in self.stack):
                self.h1 += data
    page = Page()
    page.feed(sys.stdin.read())
    page.close()
    print(json.dumps({'steps': page.steps, 'active': page.active, 'h1': page.h1}))
    """#

  struct Parsed: Decodable {
    struct Step: Decodable {
      var step: String
      var lanes: [String: String]
      var violations: [String]
    }
    var steps: [Step]
    var active: [String]
    var h1: String
  }

  static func parse(_ html: String) throws -> Parsed {
    try ReportParserTests.require("/usr/bin/python3", ["-c", "import html.parser"], package: "python3")
    let output = try ReportParserTests.run("/usr/bin/python3", ["-c", parserScript], input: html)
    try #require(output.status == 0, "html.parser failed: \(output.stderr)")
    return try JSONDecoder().decode(Parsed.self, from: Data(output.stdout.utf8))
  }

  static func replay(_ text: String, path: String = "t.scenario") throws -> (Scenario, ScenarioResult) {
    let scenario = try ScenarioParser.parse(text, path: path).result.get()
    return (scenario, ScenarioRunner().run(scenario))
  }

  static let waTa = """
    scenario "flick わ then た loses わ under the SwiftUI 13 text field"
    use ime=flick bridge=swiftui13 platform=uikit
    flick わ
    flick た
    skip violations
    skip onchange
    """

  @Test("the わ/た drop: two steps, three lanes each, and each step's violations by id")
  func waTaDrop() throws {
    let (scenario, result) = try Self.replay(Self.waTa)
    let page = try Self.parse(HTMLTimeline.document(scenario: scenario, result: result))
    #expect(page.steps.map(\.step) == ["1", "2"])
    #expect(
      page.steps.map { $0.lanes.keys.sorted() } == [
        ["binding", "field", "ime"], ["binding", "field", "ime"],
      ])
    #expect(page.steps[0].violations == [])
    #expect(page.steps[1].violations == ["composition-overwrite", "lost-input"])
    // Each lane shows the text drawn, then the value as explain prints it.
    #expect(page.steps[1].lanes["field"] == "た\"[た|]\"")
    #expect(page.steps[1].lanes["binding"] == "\"\"")
    #expect(page.steps[1].lanes["ime"] == "た\"た\"")
    #expect(page.active.isEmpty)
    #expect(page.h1 == "flick わ then た loses わ under the SwiftUI 13 text field")
  }

  /// Names and texts that try to close a tag, open a script, add a handler or reorder text.
  static let hostile = [
    "</h1><script>alert(1)</script>", "<img src=x onerror=alert(1)>", "a & b \"q\" 'q'",
    "ctrl\u{1}\u{1B}[31m\u{7F}", "bidi \u{202E}lmth.exe", "nonchars \u{FFFE}\u{FFFF}",
    "<!-- comment --> ]]> <![CDATA[x]]>", String(repeating: "長", count: 5_000),
  ]

  @Test("hostile names, texts and messages are text, never markup", arguments: hostile.indices)
  func hostileInput(_ index: Int) throws {
    let hostile = Self.hostile[index]
    let quoted = Quoting.quoted(hostile)
    let (scenario, result) = try Self.replay(
      """
      scenario \(quoted)
      use ime=direct bridge=naive platform=uikit
      set \(quoted)
      expect binding "wrong on purpose"
      """, path: "dir/<b>\(hostile.prefix(20)).scenario")
    #expect(result.status == .failed)
    let page = try Self.parse(HTMLTimeline.document(scenario: scenario, result: result))
    #expect(page.active.isEmpty, "markup that runs or loads something: \(page.active)")
    #expect(page.h1 == Escaping.lineSafe(hostile))
    #expect(page.steps.count == 1)
    // A long value is elided around the caret, exactly as `explain` prints it.
    let after = try #require(result.trace.first).after
    let shown = TimelineElision.quoted(after.binding, aroundUTF16Offset: after.field.selectedRange.location)
    #expect(page.steps.first?.lanes["binding"]?.hasSuffix(Escaping.lineSafe(shown)) == true)
  }

  @Test("the field lane underlines marked text, draws the caret and shades a selection")
  func fieldLaneMarkup() {
    let marked = FieldState(
      text: "わた", selectedRange: .caret(at: 2), markedRange: UTF16Range(location: 1, length: 1))
    #expect(
      HTMLTimeline.fieldText(marked)
        == "わ<span class=\"marked\">た</span><span class=\"caret\" role=\"img\" aria-label=\"caret\"></span>")
    let selected = FieldState(text: "abc", selectedRange: UTF16Range(location: 1, length: 1))
    #expect(HTMLTimeline.fieldText(selected) == "a<span class=\"selected\">b</span>c")
    // A range past the end is clamped, never a trap.
    let bad = FieldState(text: "a", selectedRange: UTF16Range(location: 9, length: 3))
    #expect(HTMLTimeline.fieldText(bad) == "a<span class=\"caret\" role=\"img\" aria-label=\"caret\"></span>")
  }

  @Test("a conversion's focused segment is underlined thick, the other segments as marked text")
  func focusedSegment() {
    // "[{今日}は]": the keyboard selects the focused segment inside the marked text.
    let converting = FieldState(
      text: "今日は", selectedRange: UTF16Range(location: 0, length: 2),
      markedRange: UTF16Range(location: 0, length: 3))
    #expect(
      HTMLTimeline.fieldText(converting)
        == "<span class=\"marked focused\">今日</span><span class=\"marked\">は</span>")
  }

  @Test("a conversion step of a real replay draws its focused segment")
  func focusedSegmentInReplay() throws {
    let (scenario, result) = try Self.replay(
      """
      scenario "convert きょうは"
      use ime=romaji bridge=guarded platform=uikit
      type kyouha
      convert
      """)
    let html = HTMLTimeline.document(scenario: scenario, result: result)
    let page = try Self.parse(html)
    #expect(page.steps.count == 2)
    #expect(html.contains("<span class=\"marked focused\">"))
  }

  @Test("a long text is drawn around the caret with the counts left out, as explain prints it")
  func longTextElided() throws {
    let long = String(repeating: "あ", count: 1_000)
    let (scenario, result) = try Self.replay(
      """
      scenario "a long text"
      use ime=romaji bridge=guarded platform=uikit
      set "\(long)"
      type ka
      """)
    let page = try Self.parse(HTMLTimeline.document(scenario: scenario, result: result))
    let field = try #require(page.steps.last?.lanes["field"])
    let after = try #require(result.trace.last).after
    // The drawn text: the count left out, then the 40 characters before the caret (39 あ and
    // the marked か).
    #expect(field.hasPrefix("…(961)" + String(repeating: "あ", count: 39) + "か"))
    // Then the pattern column, the same string the text timeline prints.
    #expect(field.hasSuffix(TimelineElision.field(after.field)))
    #expect(TimelineElision.field(after.field) == "…(961)\"" + String(repeating: "あ", count: 39) + "[か|]\"")
    #expect(field.count < 300, "the lane holds the window, not the 1,000 characters")
  }

  @Test("a copy that parts ways with the field has the differing part marked")
  func divergence() {
    #expect(HTMLTimeline.differing("かな", from: "かんな") == "か<mark></mark>な")
    #expect(HTMLTimeline.differing("わた", from: "た") == "<mark>わ</mark>た")
    #expect(HTMLTimeline.differing("same", from: "same") == "same")
  }

  @Test("the run report lists the summary, each failure with its timeline, and the passed compactly")
  func runReport() throws {
    let failing = try Self.replay(
      """
      scenario "fails"
      use ime=flick bridge=swiftui13
      flick わ
      expect field "[わ|]"
      expect binding "nope"
      """, path: "a.scenario")
    let passing = try Self.replay(
      """
      scenario "passes"
      use ime=direct
      type "ok"
      expect field "ok|"
      expect binding "ok"
      expect onchange "" -> "ok"
      """, path: "b.scenario")
    let html = HTMLRunReport.render([failing, passing], seconds: 1.5)
    let page = try Self.parse(html)
    #expect(page.steps.map(\.step) == ["1"])
    #expect(page.steps[0].violations == [])
    #expect(
      html.contains(
        "<span class=\"status-passed\">1 passed</span><span class=\"status-failed\">1 failed</span>"))
    #expect(html.contains("<span class=\"meta\">1.50 s</span>"))
    #expect(html.contains("<li data-scenario=\"b.scenario\"><code>b.scenario</code> — passes</li>"))
    #expect(html.contains("a.scenario:5:1: error: binding does not match"))
  }
}
