import Foundation
import Testing

@testable import InputModel

@Suite("Scenario vocabulary: one table for the parser, the writer, the session and the docs")
struct ScenarioVocabularyTests {
  /// docs/scenarios.md, found from this source file.
  static let scenarioDocs: String = {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("docs/scenarios.md")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }()

  /// The first cells of the first table under `heading`: `| \`type\` | …` → `type`.
  static func firstColumn(under heading: String) -> [String] {
    guard let start = scenarioDocs.range(of: "\n" + heading + "\n") else { return [] }
    var words: [String] = []
    var inTable = false
    for line in scenarioDocs[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("|") {
        inTable = true
        let cell = line.split(separator: "|").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        if cell.hasPrefix("`"), cell.hasSuffix("`") { words.append(String(cell.dropFirst().dropLast())) }
      } else if inTable {
        break
      }
    }
    return words
  }

  @Test("the step table of docs/scenarios.md lists every step word, in the vocabulary's order")
  func docsListEveryStep() {
    #expect(Self.firstColumn(under: "## Steps") == ScenarioVocabulary.Step.allCases.map(\.rawValue))
  }

  @Test("the use tables of docs/scenarios.md list every use key with every value it allows")
  func docsListEveryUseKey() {
    // The keyboard, the built-in keyboards' keys, the keys of the engine keyboards (listed
    // whether or not linked here), then the other settings.
    let builtInKeys = InputMethodRegistry.builtIn.kinds.flatMap(\.options).map(\.name)
    let engineKeys = InputMethodRegistry.engineModules.flatMap(\.useKeys)
    #expect(
      Self.firstColumn(under: "### `use`") == ["ime"] + builtInKeys + engineKeys
        + ScenarioVocabulary.settingKeys.map(\.name))
    let ruleTable = Self.scenarioDocs.range(of: "Platform rules can be overridden")
    #expect(ruleTable != nil)
    let imeRow = Self.scenarioDocs.split(separator: "\n").first { $0.hasPrefix("| `ime` |") }
    for module in InputMethodRegistry.engineModules {
      #expect(imeRow?.contains("`\(module.ime)`") == true, "ime: \(module.ime) is not listed")
    }
    for spec in ScenarioVocabulary.useKeys(keyboards: .builtIn) {
      guard case .words(let values) = spec.values else { continue }
      let row = Self.scenarioDocs.split(separator: "\n").first { $0.hasPrefix("| `\(spec.name)` |") }
      #expect(row != nil, "no row for \(spec.name)")
      for value in values {
        #expect(row?.contains("`\(value)`") == true, "\(spec.name): \(value) is not listed")
      }
    }
  }

  @Test("every step and assertion with a requirement is in the docs' requirements table")
  func docsListEveryRequirement() {
    let section = Self.scenarioDocs.components(separatedBy: "## What steps need from the header").last ?? ""
    let table = section.components(separatedBy: "## Exhaustiveness").first ?? ""
    for step in ScenarioVocabulary.Step.allCases where step.requirement != nil {
      #expect(table.contains("`\(step.rawValue)`"), "\(step.rawValue)")
    }
    for form in ScenarioVocabulary.Expect.allCases where form.requirement != nil {
      #expect(table.contains("`expect \(form.rawValue)`"), "expect \(form.rawValue)")
    }
  }

  @Test(
    "a component step on a session without the component throws the parser's message",
    arguments: [
      (SessionStep.closeMenu, "close-menu", "'close-menu' needs 'component suggestions' in the header"),
      (.pick("a"), #"pick "a""#, "'pick' needs 'component suggestions' or 'component search' in the header"),
      (.cancelSearch, "cancel-search", "'cancel-search' needs 'component search' in the header"),
      (.scroll(3), "scroll 3", "'scroll' needs 'component viewport' in the header"),
      (.resize(3), "resize 3", "'resize' needs 'component viewport' in the header"),
    ])
  func sessionAndParserAgree(step: SessionStep, line: String, message: String) {
    let session = Session(inputMethod: DirectInputMethod(), bridge: GuardedBridge())
    #expect(throws: SessionError.component(message)) { try session.perform(step) }
    let parsed = ScenarioParser.parse("use ime=direct\n" + line + "\n", path: "t.scenario")
    #expect(parsed.diagnostics.diagnostics.map(\.description) == ["t.scenario:2:1: error: " + message])
  }

  @Test("close-menu with only a search field is refused by the parser, not later by the session")
  func closeMenuNeedsTheMenu() {
    let parsed = ScenarioParser.parse(
      "use ime=direct\ncomponent search\ntype a\nclose-menu\n", path: "search.scenario")
    #expect(
      parsed.diagnostics.diagnostics.map(\.description) == [
        "search.scenario:4:1: error: 'close-menu' needs 'component suggestions' in the header"
      ])
    #expect(parsed.scenario == nil)
  }

  @Test("the writer starts each line with the word the parser read it from")
  func writerSpellsWithTheVocabulary() throws {
    for example in ScenarioParserTests.steps {
      let scenario = try parse(everythingHeader + example.line).get()
      let written = ScenarioWriter.line(for: try #require(scenario.steps.first).kind)
      let word = example.line.split(whereSeparator: { $0 == " " || $0 == "\t" }).first
      #expect(written.split(separator: " ").first == word, "\(example.line)")
    }
  }
}
