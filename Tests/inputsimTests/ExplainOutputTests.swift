import Foundation
import Testing

/// `explain --output FILE`: the timeline goes to the file, atomically, instead of stdout.
@Suite("explain --output")
struct ExplainOutputTests {
  static let scenario = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scenarios/native-field/wa-ta-drop-swiftui13.scenario").path

  @Test(
    "the file holds what stdout would, stdout stays empty; colours only with --color always",
    arguments: [["--format", "text"], ["--format", "html"], ["--color", "always"]])
  func writesTheTimeline(options: [String]) throws {
    let directory = TemporaryDirectory()
    let output = directory.path + "/timeline"
    let toFile = BuiltBinary.run(["explain"] + options + ["--output", output, Self.scenario])
    #expect(toFile.status == 0, "\(toFile.stderr)")
    #expect(toFile.stdout == "")
    let written = try String(contentsOfFile: output, encoding: .utf8)
    let toStdout = BuiltBinary.run(["explain"] + options + [Self.scenario])
    #expect(written == toStdout.stdout)
    #expect(written.contains("\u{1B}[") == (options == ["--color", "always"]))
  }

  @Test("--output - writes to stdout")
  func dashIsStdout() {
    let result = BuiltBinary.run(["explain", "--output", "-", Self.scenario])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("scenario \"flick わ then た loses わ under the SwiftUI 13 text field\""))
  }
}
