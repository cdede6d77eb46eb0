import Foundation
import Testing

@testable import InputModel

/// The scenarios named after public reports (`scenarios/reports/`, docs/evidence.md): each
/// passes, says where its report is, and spells out the platform rules it relies on, so a
/// change of a profile's defaults cannot make it pass for another reason.
@Suite("Report scenarios")
struct ReportScenariosTests {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scenarios/reports").path

  static func files() throws -> [String] {
    try ScenarioFileList.files(at: directory)
  }

  @Test("there are at least 25 report scenarios")
  func count() throws {
    #expect(try Self.files().count >= 25)
  }

  @Test("every report scenario passes")
  func passes() throws {
    let results = try ScenarioRunner(keyboards: .linkedForTests).runFiles(at: Self.directory)
    #expect(!results.isEmpty)
    for result in results {
      #expect(
        result.status == .passed,
        "\(result.path): \(result.failure?.heading ?? "") at line \(result.failure?.line ?? 0)")
    }
  }

  @Test("every report scenario names its source and spells out its assignment rules")
  func sourcesAndRules() throws {
    for path in try Self.files() {
      let bytes = try RegularFileReader.read(path)
      let text = String(decoding: bytes, as: UTF8.self)
      let sourceLines = text.split(separator: "\n").filter { $0.hasPrefix("# source: ") }
      #expect(sourceLines.count == 1, "\(path) needs one '# source: ' line")
      #expect(
        sourceLines.allSatisfy { $0.contains("#") && $0.dropFirst(10).contains(where: { $0 != " " }) },
        "\(path): the source names a repo#number or a URL")
      let scenario = try ScenarioParser.parse(bytes: bytes, path: path, keyboards: .linkedForTests).result
        .get()
      for rule in [
        "assign-during-composition", "ime-on-assign", "marked-notifies", "focus-loss", "enter-order",
      ] {
        #expect(scenario.settings.platformOverrides[rule] != nil, "\(path) does not set \(rule)")
      }
    }
  }
}
