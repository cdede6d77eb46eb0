import Testing

@testable import InputModel

@Suite("Diagnostic")
struct DiagnosticTests {
  @Test("renders as path:line:column: severity: message")
  func rendersLikeACompiler() {
    let diagnostic = Diagnostic(
      path: "scenarios/wa-ta.scenario", location: ScenarioLocation(line: 4, column: 7),
      severity: .error,
      message: "unknown step 'flik'")
    #expect(diagnostic.description == "scenarios/wa-ta.scenario:4:7: error: unknown step 'flik'")
    #expect(diagnostic.line == 4)
    #expect(diagnostic.column == 7)
  }

  @Test("notes follow on their own lines, at their own location or the diagnostic's")
  func notesFollow() {
    let diagnostic = Diagnostic(
      path: "a.scenario", location: ScenarioLocation(line: 5, column: 5), severity: .error,
      message: "'ime' is set twice; the first is on line 2",
      notes: [
        Diagnostic.Note("first set here", at: ScenarioLocation(line: 2, column: 5)),
        Diagnostic.Note("remove one of them"),
      ])
    #expect(
      diagnostic.description == """
        a.scenario:5:5: error: 'ime' is set twice; the first is on line 2
        a.scenario:2:5: note: first set here
        a.scenario:5:5: note: remove one of them
        """)
  }

  @Test("warnings and notes name their severity", arguments: Diagnostic.Severity.allCases)
  func severityNames(_ severity: Diagnostic.Severity) {
    let diagnostic = Diagnostic(
      path: "p", location: ScenarioLocation(line: 1, column: 1), severity: severity, message: "m")
    #expect(diagnostic.description == "p:1:1: \(severity.rawValue): m")
  }

  @Test("a list prints one diagnostic per line and knows whether it has errors")
  func listDescription() {
    let warning = Diagnostic(
      path: "p", location: ScenarioLocation(line: 1, column: 1), severity: .warning, message: "w")
    let error = Diagnostic(
      path: "p", location: ScenarioLocation(line: 2, column: 3), severity: .error, message: "e")
    #expect(!DiagnosticList([warning]).hasErrors)
    let list = DiagnosticList([warning, error])
    #expect(list.hasErrors)
    #expect(list.errors == [error])
    #expect(list.description == "p:1:1: warning: w\np:2:3: error: e")
  }

  @Test("locations order by line, then column")
  func locationOrder() {
    #expect(ScenarioLocation(line: 1, column: 9) < ScenarioLocation(line: 2, column: 1))
    #expect(ScenarioLocation(line: 2, column: 1) < ScenarioLocation(line: 2, column: 2))
    #expect(ScenarioLocation(line: 3, column: 4).description == "3:4")
  }
}
