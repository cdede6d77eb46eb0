// The Swift examples of README.md and docs/*.md that test wrapper code written for iOS
// (DocWrappers.swift), compiled against InputSimUIKit in Swift 5 mode, as most app targets
// compile such code. Regions are `// example: FILE #N` … `// end: FILE #N`, word for word; the
// `import` lines of a block are here at the top, and DocExamplesMatchTests (in
// DocExamplesTests) compares each region with its block. The tests replay Examples/scenarios
// from the package root, where `swift test` runs.
import Foundation
import InputModel
import InputSimHangul
import InputSimTesting
import InputSimUIKit
import Testing

// example: README.md #2
@Test func chatFieldKeepsJapaneseInput() throws {
  try expectContract(.textView) { ChatField(text: $0) }
  try expectScenarios(at: "Examples/scenarios", bridge: { RepresentableBridge { ChatField(text: $0) } })
}
// end: README.md #2

// example: docs/your-own-code.md #2
@Test func messageFieldKeepsJapaneseInput() throws {
  try expectScenarios(
    at: "Examples/scenarios",
    bridge: { RepresentableBridge(name: "message-field") { MessageField(text: $0) } })
}
// end: docs/your-own-code.md #2

@Test func runnerExample() throws {
  // example: docs/your-own-code.md #3
  let results = try ScenarioRunner().runFiles(
    at: "Examples/scenarios", bridge: { RepresentableBridge { MessageField(text: $0) } })
  for result in results where result.status == .failed {
    print(result.name, result.failure?.heading ?? "")
  }
  // The timeline `inputsim explain` prints, its header naming your bridge (`.html`: the page):
  let explanations = try ScenarioRunner().explainFiles(
    at: "Examples/scenarios/flick-wa-ta.scenario",
    bridge: { RepresentableBridge(name: "message-field") { MessageField(text: $0) } })
  print(explanations[0].text())
  // end: docs/your-own-code.md #3
  #expect(explanations[0].text().contains("bridge=message-field platform="))
  #expect(!results.isEmpty)
  #expect(results.allSatisfy { $0.status == .passed })
}

@Test func koreanExample() throws {
  // example: docs/your-own-code.md #4
  let korean = try ScenarioRunner(keyboards: .builtIn + [.hangul]).runFiles(
    at: "scenarios/korean", bridge: { RepresentableBridge { ChatField(text: $0) } })
  // end: docs/your-own-code.md #4
  #expect(!korean.isEmpty)
  #expect(!korean.contains { $0.failure?.kind == .setup }, "\(korean.compactMap(\.failure?.heading))")
}

// example: docs/your-own-code.md #5
let phoneHyphens = AppTransform(named: "phone-hyphens") { text in
  var result = ""
  for (index, character) in text.filter({ $0 != "-" }).enumerated() {
    if index == 3 || index == 7 { result.append("-") }
    result.append(character)
  }
  return result
}
// end: docs/your-own-code.md #5

// example: docs/your-own-code.md #6
@Test func messageFieldSurvivesTheFuzzer() {
  let configuration = FuzzConfiguration(seed: 1, runs: 200) {
    RepresentableBridge { MessageField(text: $0) }
  }
  let report = Fuzzer(configuration).run()
  #expect(report.failures.isEmpty, "\(report.failures.first?.scenarioText ?? "")")
}
// end: docs/your-own-code.md #6

@Test func phoneHyphensFormats() {
  #expect(phoneHyphens.apply(to: "0901") == "090-1")
  #expect(phoneHyphens.apply(to: "090") == nil)
}

// example: docs/your-own-code.md #8
@Test func composeBarKeepsJapaneseInput() throws {
  try expectScenarios(at: "Examples/scenarios", bridge: { ComposeBar(text: $0) })
}
// end: docs/your-own-code.md #8

// example: docs/your-own-code.md #9
@Test func chatFieldKeepsTheContract() throws {
  try expectContract(.textView, keyboards: .builtIn + [.hangul]) { ChatField(text: $0) }
}
// end: docs/your-own-code.md #9
