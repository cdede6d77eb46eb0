import Testing

@testable import InputModel

/// Issue 30, item 8: a relative candidate path stays inside the scenario's folder.
@Suite("RelativeFilePath: a relative path may not climb out of the scenario's folder")
struct RelativeFilePathTests {
  @Test(
    "paths that stay inside, and absolute paths, are allowed",
    arguments: [
      "words.txt", "./words.txt", "lists/words.txt", "lists/../words.txt", "a//b/./../c", "..a/b",
      "/etc/passwd",
    ])
  func staysInside(path: String) {
    #expect(!RelativeFilePath.leavesItsFolder(path))
  }

  @Test(
    "paths whose .. goes above the folder are refused",
    arguments: ["..", "../words.txt", "../../etc/passwd", "a/../../b", "./a/./../../b", "a/b/../../../c"])
  func leaves(path: String) {
    #expect(RelativeFilePath.leavesItsFolder(path))
  }

  @Test("the diagnostic is at the path's column and says how to fix it")
  func diagnosticPlaceAndFix() {
    let source = "scenario \"s\"\nuse ime=direct\ncandidates file \"../secret.txt\"\ntype \"a\"\n"
    let result = ScenarioParser.parse(source, path: "menus/s.scenario")
    let diagnostic = result.diagnostics.first
    #expect(diagnostic?.location == ScenarioLocation(line: 3, column: 17))
    #expect(diagnostic?.message == #"the relative file path "../secret.txt" leaves the scenario's folder"#)
    #expect(diagnostic?.notes.contains { $0.message.contains("to fix: give an absolute path") } == true)
  }
}
