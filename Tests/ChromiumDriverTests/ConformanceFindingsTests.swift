import InputModel
import Testing

@testable import ChromiumDriver

/// A disagreement class `conform --fuzz 200 --seed 1` found, shrunk, with the side that was
/// fixed (docs/browser.md, "What it finds").
struct ConformanceFinding: CustomStringConvertible, Sendable {
  var name: String
  var scenario: String

  var description: String { name }
}

/// The shrunk reproducers of the classes the model, the pages or the replay were changed for:
/// each disagreed before its fix and must agree now.
private let fixedFindings: [ConformanceFinding] = [
  ConformanceFinding(
    name: "guarded: set to the value the binding holds, during a composition, does nothing",
    scenario: """
      use ime=romaji bridge=guarded platform=web
      type z
      set ""
      """),
  ConformanceFinding(
    name: "controlled-late with uppercase renders the transformed binding",
    scenario: """
      use ime=romaji bridge=controlled-late platform=web
      transform uppercase
      type f
      """),
  ConformanceFinding(
    name: "controlled-late counts the app's set as a render: the next key's composition is overwritten",
    scenario: """
      use ime=12key bridge=controlled-late platform=web
      set "さ"
      type "3"
      """),
  ConformanceFinding(
    name: "controlled-late with max-length=1 renders the cut binding at once: Enter commits nothing twice",
    scenario: """
      use ime=romaji bridge=controlled-late platform=web
      transform max-length=1
      type re
      key enter
      """),
  ConformanceFinding(
    name: "web: a blur during a conversion leaves the converted text selected, and focus shows it again",
    scenario: """
      use ime=romaji bridge=naive platform=web
      type a
      convert
      blur
      focus
      type "ka"
      key enter
      """),
  ConformanceFinding(
    name: "web backspace=code-point: a combining mark goes alone, an emoji sequence whole",
    scenario: """
      use ime=direct bridge=guarded platform=web
      set "ｶﾞe\u{301}👍🏽"
      key backspace
      key backspace
      key backspace
      key backspace
      key backspace
      """),
  ConformanceFinding(
    name: "web composition-restart=per-syllable: the page sees a commit before the next composition starts",
    scenario: """
      use ime=flick bridge=controlled-late platform=web
      flick そ
      flick る
      key space
      flick つ
      """),
  ConformanceFinding(
    name: "naive with uppercase: the app's own set goes through the transform",
    scenario: """
      use ime=direct bridge=naive platform=web
      transform uppercase
      set "a"
      """),
  ConformanceFinding(
    name: "naive with uppercase: a deferred set goes through the transform",
    scenario: """
      use ime=direct bridge=naive platform=web
      transform uppercase
      set "r" deferred
      """),
  ConformanceFinding(
    name: "web render-timing=per-event: naive with uppercase renders between the keys of one step",
    scenario: """
      use ime=romaji bridge=naive platform=web
      transform uppercase
      type i
      type gu
      """),
  ConformanceFinding(
    name: "web render-timing=per-event: guarded's compositionend render cuts before the next composition",
    scenario: """
      use ime=12key bridge=guarded platform=web
      transform max-length=4
      type "9"
      type "4"
      type "9"
      type "3"
      type "5"
      convert
      type "7"
      """),
  ConformanceFinding(
    name: "guarded with max-length=2 deferred: the app's own set is cut on the next turn",
    scenario: """
      use ime=direct bridge=guarded platform=web
      transform max-length=2 deferred
      set "abc"
      """),
]

@Suite("conform: the classes conform --fuzz found, fixed", .serialized)
struct ConformanceFindingsTests {
  @Test("the model and the reference page agree", arguments: fixedFindings)
  func agrees(_ finding: ConformanceFinding) throws {
    let browser = try launchTestBrowser()
    defer { browser.close() }
    let scenario = try #require(
      ScenarioParser.parse(finding.scenario, path: "finding.scenario", keyboards: .linkedForTests).scenario,
      "\(finding.scenario)")
    let outcome = ConformanceCheck(browser: browser).check(scenario)
    #expect(outcome == .agree, "\(outcome.line)")
  }
}

@Suite("conform: key tab is focus traversal in a browser")
struct ConformanceTabTests {
  private let tabScenario = """
    use ime=romaji bridge=naive platform=web
    type sa
    key tab
    type "3"
    """

  @Test("a web scenario with key tab is skipped with the reason, never compared")
  func skipped() throws {
    let scenario = try #require(
      ScenarioParser.parse(tabScenario, path: "tab.scenario", keyboards: .linkedForTests).scenario)
    let skip = try #require(BrowserSkip.reason(for: scenario, userPage: false))
    #expect(
      skip.reason
        == "`key tab` moves the focus out of the field in a browser; the model keeps it in the field")
    // A user's page moves the focus the same way.
    #expect(BrowserSkip.reason(for: scenario, userPage: true) == skip)
  }

  @Test("conform --fuzz drops key tab from the generated steps, as it drops the steps the model refuses")
  func notGenerated() throws {
    let browser = try launchTestBrowser()
    defer { browser.close() }
    let fuzz = ConformanceFuzz(
      check: ConformanceCheck(browser: browser), configuration: ConformanceFuzzConfiguration(seed: 1, runs: 1)
    )
    let settings = FuzzRunSettings(
      inputMethod: .romaji, bridgeName: "naive", platform: .web, settleMode: .auto)
    let steps: [SessionStep] = [.type("sa"), .key(.tab, count: 1), .type("3")]
    #expect(fuzz.accepted(steps, settings) == [.type("sa"), .type("3")])
  }
}
