import InputModel
import Testing

@testable import OSInputStack

/// Which scenarios the stack does not replay: `run` checks the file's assertions, `conform`
/// compares the steps and reads none of them.
@Suite("Scenarios the OS stack skips")
struct ReplaySkipTests {
  static func scenario(_ lines: String) throws -> Scenario {
    try ScenarioParser.parse(
      "scenario \"t\"\nuse ime=romaji bridge=naive platform=web\n" + lines + "\nskip submitted\n",
      path: "t.scenario"
    ).get()
  }

  @Test("`expect violation lost-input` stops run (the engine's own intent is not modelled), not conform")
  func lostInputStopsRunOnly() throws {
    let scenario = try Self.scenario("type \"a\"\nexpect violation lost-input\nskip violations")
    let forRun = OSScenarioRunner.skipReason(for: scenario)
    #expect(forRun?.reason.contains("line 4: `expect violation lost-input`") == true)
    #expect(OSScenarioRunner.skipReason(for: scenario, checksAssertions: false) == nil)
  }

  @Test("explain replays a file without its lost-input and ime-desync lines and says which it left out")
  func explainLeavesOutLostInput() throws {
    let scenario = try Self.scenario(
      "type \"a\"\nexpect violation lost-input\nexpect violation ime-desync\nexpect field \"[あ|]\"")
    let (shown, lines) = OSScenarioRunner.withoutUncheckableAssertions(scenario)
    #expect(lines == [4, 5])
    #expect(shown.steps.count == scenario.steps.count - 2)
    #expect(OSScenarioRunner.skipReason(for: shown) == nil)
  }

  @Test("a keyboard with no OS input method stops both")
  func flickStopsBoth() throws {
    let scenario = try ScenarioParser.parse(
      "scenario \"t\"\nuse ime=flick bridge=naive platform=web\nflick \"あ\"\n", path: "t.scenario"
    ).get()
    #expect(
      OSScenarioRunner.skipReason(for: scenario, checksAssertions: false)?.reason.hasPrefix("ime=flick")
        == true)
  }
}

/// What the model replays for a browser through the stack (`OSBrowser.modelScenario`).
@Suite("The model's scenario for a browser through the stack")
struct ModelScenarioTests {
  @Test(
    "platform=web becomes the browser's Linux profile; a rule restating web's value is dropped, another kept")
  func restatedRulesDropped() throws {
    let scenario = try ScenarioParser.parse(
      "scenario \"t\"\nuse ime=romaji bridge=controlled-late platform=web\nuse ime-on-assign=keep backspace=cluster\n"
        + "type w\n",
      path: "t.scenario"
    ).get()
    let model = OSBrowser.chromium.modelScenario(scenario)
    #expect(model.settings.platform == .webChromiumLinux)
    #expect(
      model.settings.platformOverrides["ime-on-assign"] == nil, "web's keep restated: Linux's drop applies")
    #expect(model.settings.platformOverrides["backspace"] == "cluster", "not web's value: kept")
    #expect(model.settings.platformProfile.imeOnAssign == PlatformProfile.webChromiumLinux.imeOnAssign)
  }
}
