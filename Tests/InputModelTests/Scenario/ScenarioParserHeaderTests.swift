import Testing

@testable import InputModel

@Suite("Scenario parser: header")
struct ScenarioParserHeaderTests {
  @Test("without a header every setting has its default and the name comes from the file name")
  func defaults() throws {
    let scenario = try parse("commit", path: "scenarios/native-field/wa-ta.scenario").get()
    #expect(scenario.name == "wa-ta")
    #expect(scenario.settings == ScenarioSettings())
    #expect(scenario.settings.ime == .romaji)
    #expect(scenario.settings.bridge == .guarded)
    #expect(scenario.settings.platform == .uikit)
    #expect(scenario.settings.focus == .on)
    #expect(scenario.settings.settle == .auto)
    #expect(scenario.settings.submitGuard == .compositionAware)
    #expect(scenario.settings.platformOverrides.isEmpty)
    #expect(scenario.candidates.isEmpty)
    #expect(scenario.suggestionMenu == nil && scenario.search == nil && scenario.viewport == nil)
    #expect(scenario.searchSuggestions.isEmpty && scenario.transforms.isEmpty)
  }

  @Test(
    "default names drop the directory and the .scenario extension",
    arguments: [
      ("a/b/wa-ta.scenario", "wa-ta"), ("wa-ta.scenario", "wa-ta"), ("notes.txt", "notes.txt"),
      ("dir/", "dir"), (".scenario", ".scenario"), ("", ""),
    ])
  func defaultNames(_ path: String, _ name: String) {
    #expect(Scenario.defaultName(forPath: path) == name)
  }

  @Test("scenario names the scenario")
  func name() throws {
    #expect(
      try parse(#"scenario "wa-ta drop under the SwiftUI 13 text field""#).get().name
        == "wa-ta drop under the SwiftUI 13 text field")
    #expect(try parse("scenario short-name").get().name == "short-name")
  }

  @Test("use sets settings, on one line or several, values bare or quoted")
  func useSettings() throws {
    let scenario = try parse(
      """
      use ime=flick bridge=swiftui13 platform=uikit
      use focus=off settle="manual"
      use submit-guard=naive
      commit
      """
    ).get()
    var expected = ScenarioSettings()
    expected.ime = .flick
    expected.bridge = .swiftui13
    expected.platform = .uikit
    expected.focus = .off
    expected.settle = .manual
    expected.submitGuard = .naive
    #expect(scenario.settings == expected)
  }

  @Test(
    "every value of every use key is accepted",
    arguments: [
      ("ime", InputMethodRegistry.builtIn.names),
      ("bridge", BridgeKind.allCases.map(\.rawValue)),
      ("platform", PlatformKind.allCases.map(\.rawValue)),
      ("focus", ScenarioSettings.Focus.allCases.map(\.rawValue)),
      ("settle", SettleMode.allCases.map(\.rawValue)),
      ("submit-guard", SubmitGuard.allCases.map(\.rawValue)),
    ])
  func everyValue(_ key: String, _ values: [String]) throws {
    for value in values {
      let parsed = parse("use \(key)=\(value)\ncommit")
      #expect(parsed.diagnostics.isEmpty, "\(key)=\(value): \(parsed.diagnostics)")
    }
  }

  @Test("the words of use are the documented ones")
  func useWords() {
    #expect(InputMethodRegistry.builtIn.names == ["romaji", "direct", "12key", "flick"])
    #expect(InputMethodRegistry.engineModules.map(\.ime) == ["hangul", "pinyin", "mozc"])
    #expect(
      BridgeKind.allCases.map(\.rawValue) == [
        "naive", "swiftui13", "swiftui17", "controlled-late", "guarded",
      ])
    #expect(
      PlatformKind.allCases.map(\.rawValue) == [
        "uikit", "appkit", "web", "web-safari", "android", "web-firefox", "web-chromium-linux",
        "web-webkitgtk", "web-firefox-linux",
      ])
  }

  @Test("platform rule keys are kept raw with the location of their value")
  func platformOverrides() throws {
    let scenario = try parse(
      """
      use assign-during-composition=commit-then-replace focus-loss="discard"
      use ime-on-assign=keep marked-notifies=false enter-order=keydown-first
      commit
      """
    ).get()
    #expect(
      scenario.settings.platformOverrides == [
        "assign-during-composition": "commit-then-replace", "focus-loss": "discard",
        "ime-on-assign": "keep", "marked-notifies": "false", "enter-order": "keydown-first",
      ])
    var expected = PlatformProfile.uikit
    expected.assignDuringComposition = .commitThenReplace
    expected.focusLoss = .discard
    expected.imeOnAssign = .keep
    expected.markedTextNotifies = false
    expected.enterOrder = .keyDownFirst
    #expect(scenario.settings.platformProfile == expected)
  }

  @Test("a platform rule value outside the rule's words is an error naming them")
  func badPlatformRuleValue() {
    let result = ScenarioParser.parse("use marked-notifies=no\ncommit\n", path: "t.scenario")
    #expect(result.scenario == nil)
    #expect(
      result.diagnostics.map(\.description).first?.hasPrefix(
        "t.scenario:1:21: error: unknown value 'no' for 'marked-notifies'; allowed: true, false") == true)
  }

  @Test("candidates: inline words, a file, an SKK dictionary, in file order")
  func candidates() throws {
    let scenario = try parse(
      """
      candidates "かたづけ" "からあげ" カラオケ
      candidates file "words.txt"
      candidates skk "/usr/share/skk/SKK-JISYO.L"
      candidates skk "/usr/share/skk/SKK-JISYO.M" words
      candidates "file" skk
      commit
      """
    ).get()
    #expect(
      scenario.candidates == [
        Scenario.CandidateSource(
          kind: .inline(["かたづけ", "からあげ", "カラオケ"]), location: ScenarioLocation(line: 1, column: 1)),
        Scenario.CandidateSource(
          kind: .file(path: "words.txt"), location: ScenarioLocation(line: 2, column: 17)),
        Scenario.CandidateSource(
          kind: .skk(path: "/usr/share/skk/SKK-JISYO.L", entries: .readings),
          location: ScenarioLocation(line: 3, column: 16)),
        Scenario.CandidateSource(
          kind: .skk(path: "/usr/share/skk/SKK-JISYO.M", entries: .words),
          location: ScenarioLocation(line: 4, column: 16)),
        Scenario.CandidateSource(
          kind: .inline(["file", "skk"]), location: ScenarioLocation(line: 5, column: 1)),
      ])
  }

  @Test("component suggestions: defaults, and every option")
  func suggestionMenu() throws {
    #expect(
      try parse("component suggestions\ncommit").get().suggestionMenu
        == Scenario.SuggestionMenuOptions())
    let defaults = Scenario.SuggestionMenuOptions()
    #expect(
      defaults.direction == .down && defaults.maxHeightPoints == 200 && defaults.pick == .direct
        && defaults.query == .binding)
    let scenario = try parse(
      "component suggestions direction=up max-height=120 pick=deferred query=field\ncommit"
    ).get()
    #expect(
      scenario.suggestionMenu
        == Scenario.SuggestionMenuOptions(
          direction: .up, maxHeightPoints: 120, pick: .deferred, query: .field))
  }

  @Test("component search with its suggestions")
  func search() throws {
    let scenario = try parse(
      """
      component search
      suggest "Ocean" "Sunset"
      suggest Sea
      commit
      """
    ).get()
    #expect(scenario.search == Scenario.SearchOptions())
    #expect(scenario.searchSuggestions == ["Ocean", "Sunset", "Sea"])
  }

  @Test("suggest may come before component search in the header")
  func suggestBeforeSearch() throws {
    #expect(try parse("suggest a\ncomponent search\ncommit").get().searchSuggestions == ["a"])
  }

  @Test("component viewport: defaults and options")
  func viewport() throws {
    #expect(
      try parse("component viewport\ncommit").get().viewport
        == Scenario.ViewportOptions(widthPoints: 200, cellWidthPoints: 12))
    #expect(
      try parse("component viewport width=300 cell-width=10\ncommit").get().viewport
        == Scenario.ViewportOptions(widthPoints: 300, cellWidthPoints: 10))
  }

  @Test("transforms apply in file order, several per line")
  func transforms() throws {
    let scenario = try parse(
      "transform max-length=5\ntransform uppercase digits-only\ntransform max-length=0\ncommit"
    ).get()
    #expect(
      scenario.transforms == [
        AppTransform(.maxLength(5)), AppTransform(.uppercase), AppTransform(.digitsOnly),
        AppTransform(.maxLength(0)),
      ])
  }

  @Test("header directives may come in any order, with comments and blank lines between")
  func headerOrder() throws {
    let scenario = try parse(
      """

      # header
      transform uppercase
      component suggestions   # menu
      scenario "late name"
      use ime=direct

      candidates "a"
      type abc
      """
    ).get()
    #expect(scenario.name == "late name")
    #expect(scenario.settings.ime == .direct)
    #expect(scenario.transforms == [AppTransform(.uppercase)])
    #expect(scenario.steps.map(\.location.line) == [9])
  }

  @Test("a file with a header and no steps parses with a warning")
  func noSteps() throws {
    let parsed = parse("use ime=flick\n")
    #expect(parsed.scenario?.settings.ime == .flick)
    #expect(
      parsed.diagnostics.map(\.description) == [
        "test.scenario:1:1: warning: the scenario has no steps"
      ])
    #expect(parse("").diagnostics.map(\.severity) == [.warning])
  }
}
