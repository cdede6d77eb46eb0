import Foundation
import InputModel
import Testing

@testable import ChromiumDriver

/// The bundled `scenarios/` folder of this checkout.
private let bundledScenarios = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("scenarios").path

/// The model with the naive bridge standing in for guarded: writes marked text to the binding,
/// which the guarded page never does.
private func naiveForGuarded(_ scenario: Scenario) -> Session {
  var wrong = scenario
  if wrong.settings.bridge == .guarded { wrong.settings.bridge = .naive }
  return ConformanceCheck.model(wrong)
}

@Suite("conform on virtual time and conform --fuzz", .serialized)
struct ConformanceFuzzTests {
  @Test(
    "the controlled-late bundled scenarios agree: the late render lands in virtual time, where the model puts it"
  )
  func controlledLateAgrees() throws {
    let browser = try launchTestBrowser()
    defer { browser.close() }
    let check = ConformanceCheck(browser: browser)
    let folder = bundledScenarios + "/web"
    let files = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasPrefix("controlled-late") && $0.hasSuffix(".scenario") }.sorted()
    var compared = 0
    for file in files {
      let path = folder + "/" + file
      let scenario = try #require(
        ScenarioParser.parse(bytes: try RegularFileReader.read(path), path: path, keyboards: .linkedForTests)
          .scenario)
      let outcome = check.check(scenario)
      if case .skipped = outcome { continue }
      compared += 1
      #expect(outcome == .agree, "\(file): \(outcome.line)")
    }
    // controlled-late-fast-typing and controlled-late-romaji-duplicates at least.
    #expect(compared >= 2)
  }

  @Test("a settled read advances virtual time: a deferred transform has always landed")
  func settledReadRunsTimers() throws {
    let browser = try launchTestBrowser()
    defer { browser.close() }
    let page = try browser.newPage()
    let url = try #require(try ReferencePages.url(bridge: "naive", transform: "uppercase", deferred: true))
    try page.navigate(to: url)
    let field = try ChromiumField(page: page)
    try page.send("Input.insertText", ["text": .string("ab")])
    #expect(try field.readState(settled: false).text == "ab")
    // Virtual time is paused: the timer has not run, however long the machine took.
    #expect(try field.readState(settled: false).binding == "ab")
    let settled = try field.readState(settled: true)
    #expect(settled.text == "AB")
    #expect(settled.binding == "AB")
  }

  @Test("conform --fuzz writes reproducers that parse and replay the recorded model side in the model")
  func reproducersReplayTheModelSide() throws {
    let browser = try launchTestBrowser()
    let pid = browser.pid
    var configuration = ConformanceFuzzConfiguration(seed: 1, runs: 4, stepsPerRun: 12, bridges: [.guarded])
    configuration.shrinkBudget = 40
    var check = ConformanceCheck(browser: browser)
    check.makeModel = naiveForGuarded
    let report = ConformanceFuzz(check: check, configuration: configuration).run()
    browser.close()
    #expect(report.runs == 4)
    #expect(report.errors == [])
    try #require(!report.classes.isEmpty, "the wrong model disagreed nowhere")
    for found in report.classes {
      let scenario = try #require(
        ScenarioParser.parse(found.scenarioText, path: found.fileName, keyboards: .linkedForTests).scenario,
        "\(found.scenarioText)")
      #expect(scenario.steps.compactMap(\.performedStep) == found.steps)
      // The file's closing assertions are the (wrong) model's side: the model it recorded passes them.
      let replay = ScenarioRunner().run(scenario) { BridgeKind.naive.make() }
      #expect(
        replay.status == .passed,
        "\(found.fileName):\n\(found.scenarioText)\n\(replay.failure.map { FailureRendering.render($0, path: found.fileName, style: .plain) } ?? "")"
      )
      if found.disagreement.what == "field" {
        #expect(found.scenarioText.contains("expect field \(found.disagreement.model)\n"))
      }
      if found.disagreement.what == "binding" {
        #expect(found.scenarioText.contains("expect binding \(found.disagreement.model)\n"))
      }
    }
    #expect(ProcessTable.isGone(pid), "the browser process \(pid) is still there")
    #expect(ProcessTable.members(ofGroup: pid) == [], "helpers of the browser are still running")
  }

  @Test("a deliberately wrong model is reported by the fuzz path: the binding during a composition")
  func wrongModelIsADisagreement() throws {
    let browser = try launchTestBrowser()
    defer { browser.close() }
    let configuration = ConformanceFuzzConfiguration(
      seed: 3, runs: 3, stepsPerRun: 10, inputMethods: [.romaji], bridges: [.guarded], shrinkBudget: 30)
    var wrong = ConformanceCheck(browser: browser)
    wrong.makeModel = naiveForGuarded
    let report = ConformanceFuzz(check: wrong, configuration: configuration).run()
    #expect(report.disagreed > 0)
    let classes = report.classes.map(\.signature.description)
    #expect(
      report.classes.contains { $0.signature.what == "binding" && $0.signature.bridge == "guarded" },
      "\(classes)")
    let right = ConformanceFuzz(check: ConformanceCheck(browser: browser), configuration: configuration).run()
    #expect(
      !right.classes.contains { $0.signature.what == "binding" && $0.signature.stepKind == "type" },
      "\(right.classes.map(\.signature.description))")
  }

  @Test("a class the caller knows is reported with its reason and does not count among the unknown")
  func knownClass() throws {
    let browser = try launchTestBrowser()
    defer { browser.close() }
    var wrong = ConformanceCheck(browser: browser)
    wrong.makeModel = naiveForGuarded
    var fuzz = ConformanceFuzz(
      check: wrong,
      configuration: ConformanceFuzzConfiguration(
        seed: 3, runs: 2, stepsPerRun: 8, inputMethods: [.romaji], bridges: [.guarded], shrinkBudget: 20))
    fuzz.knownDifference = { $0.what == "binding" ? "the model is wrong on purpose" : nil }
    let report = fuzz.run()
    let known = report.classes.filter { $0.known != nil }
    try #require(!known.isEmpty, "\(report.classes.map(\.signature.description))")
    for found in known {
      #expect(found.known == "the model is wrong on purpose")
      #expect(found.scenarioText.contains("# Known difference: the model is wrong on purpose\n"))
    }
    #expect(report.unknownClasses.allSatisfy { $0.signature.what != "binding" })
  }
}

extension ScenarioStep {
  /// The session step of a `perform` line; `nil` for assertions and skips.
  fileprivate var performedStep: SessionStep? {
    if case .perform(let step) = kind { return step }
    return nil
  }
}
