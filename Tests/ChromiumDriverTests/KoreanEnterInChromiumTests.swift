import InputModel
import Testing

@testable import ChromiumDriver

/// A composing Korean Enter in Chromium under `enter-commit=after-keydown` (`web`'s value, Chrome's
/// Korean IMEs): the IME's keydown comes first, flagged composing, and the Enter only commits.
@Suite("Chromium: a composing Korean Enter", .serialized)
struct KoreanEnterInChromiumTests {
  static func run(_ text: String) throws -> ScenarioResult {
    let browser = try launchTestBrowser()
    defer { browser.close() }
    let parsed = try #require(
      ScenarioParser.parse(bytes: Array(text.utf8), path: "korean.scenario", keyboards: .linkedForTests)
        .scenario)
    return BrowserScenarioRunner(browser: browser).run(parsed)
  }

  @Test("the first Enter commits 요 and sends nothing; the second sends the message")
  func firstEnterOnlyCommits() throws {
    let result = try Self.run(
      """
      use ime=hangul bridge=guarded platform=web
      type dkssudgktpdy
      key enter
      expect field "안녕하세요|"
      expect submitted none
      key enter
      expect submitted "안녕하세요"
      skip onchange

      """)
    #expect(
      result.status == .passed,
      "\(result.failure.map { FailureRendering.render($0, path: "korean.scenario", style: .plain) } ?? "")")
  }

  @Test("the Enter's keydown is the IME's (keyCode 229, composing), before the commit")
  func keydownBeforeCommit() throws {
    let browser = try launchTestBrowser()
    defer { browser.close() }
    let text = "use ime=hangul bridge=guarded platform=web\ntype gk\nkey enter\nskip onchange\n"
    let parsed = try #require(
      ScenarioParser.parse(bytes: Array(text.utf8), path: "korean.scenario", keyboards: .linkedForTests)
        .scenario)
    let page = try browser.newPage()
    defer { page.close() }
    let url = try ReferencePages.url(bridge: "guarded", transform: nil, deferred: false)
    try page.navigate(to: try #require(url))
    let session = try BrowserSession(field: try ChromiumField(page: page), settings: parsed.settings)
    try session.perform(.type("gk"))
    try session.perform(.key(.enter, count: 1))
    let events = try #require(session.steps.last).domEvents.map(\.type)
    let keydown = try #require(events.firstIndex(of: "keydown"))
    let end = try #require(events.firstIndex(of: "compositionend"))
    #expect(keydown < end)
    #expect(events.filter { $0 == "keydown" }.count == 1)
    #expect(session.fieldPattern.description == "하|")
  }
}
