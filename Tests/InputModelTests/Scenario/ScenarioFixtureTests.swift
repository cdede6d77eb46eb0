import Testing

@testable import InputModel

/// Scenario files read from disk, as `inputsim run` reads them.
@Suite("Scenario parser: fixture files")
struct ScenarioFixtureTests {
  @Test("a file using every directive and step parses, one step per line")
  func everyDirective() throws {
    let bytes = Array(Fixtures.data("scenarios/every-directive.scenario"))
    let parsed = ScenarioParser.parse(bytes: bytes, path: "every-directive.scenario")
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    let scenario = try #require(parsed.scenario)
    #expect(scenario.name == "every directive")
    #expect(scenario.settings.bridge == .swiftui17)
    #expect(scenario.settings.platformOverrides["focus-loss"] == "discard")
    #expect(scenario.candidates.count == 3)
    #expect(
      scenario.transforms == [
        AppTransform(.maxLength(5)), AppTransform(.uppercase), AppTransform(.digitsOnly),
      ])
    #expect(scenario.steps.count == 42)
    #expect(scenario.steps.last?.location == ScenarioLocation(line: 56, column: 1))
    #expect(scenario.steps.first?.location == ScenarioLocation(line: 15, column: 1))
    #expect(scenario.steps.last?.kind == .skip(.violations))
    let stepWords = Set(scenario.steps.map { ScenarioWriter.line(for: $0.kind).split(separator: " ")[0] })
    #expect(stepWords == Set(ScenarioVocabulary.steps.map { Substring($0.word) }))
  }

  @Test("every error of a broken file is reported, in file order, as the golden file says")
  func manyErrors() {
    let bytes = Array(Fixtures.data("scenarios/many-errors.scenario"))
    let parsed = ScenarioParser.parse(bytes: bytes, path: "many-errors.scenario")
    #expect(parsed.scenario == nil)
    let expected = Fixtures.text("scenarios/many-errors.expected")
    #expect(parsed.diagnostics.description + "\n" == expected)
  }
}
