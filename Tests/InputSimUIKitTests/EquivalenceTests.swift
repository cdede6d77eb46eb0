import Foundation
import InputModel
import InputSimUIKit
import Testing

@Suite("built-in bridges rewritten as wrappers give the built-in bridges' violations")
struct EquivalenceTests {
  static let nativeField = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scenarios/native-field")
    .path

  static func wrapper(for kind: BridgeKind) -> (() -> any Bridge)? {
    switch kind {
    case .naive:
      { RepresentableBridge(name: "naive-wrapper") { ChangeFollowingField(text: $0, assignAlways: false) } }
    case .swiftui13:
      {
        RepresentableBridge(name: "swiftui13-wrapper") { ChangeFollowingField(text: $0, assignAlways: true) }
      }
    case .guarded: { RepresentableBridge(name: "guarded-wrapper") { CommitOnlyField(text: $0) } }
    case .swiftui17, .controlledLate: nil
    }
  }

  @Test(
    "every native-field scenario: same violations, field and binding per step",
    // swiftui13 is no longer a change-following wrapper (docs/evidence.md §3.2): its update
    // pass lands at the next edit, which a UIViewRepresentable cannot express.
    arguments: [BridgeKind.naive, .guarded])
  func sameViolations(kind: BridgeKind) throws {
    let runner = ScenarioRunner()
    guard let wrapper = Self.wrapper(for: kind) else { return }
    let paths = try FileManager.default.contentsOfDirectory(atPath: Self.nativeField).filter {
      $0.hasSuffix(".scenario")
    }
    #expect(!paths.isEmpty)
    for name in paths.sorted() {
      let path = Self.nativeField + "/" + name
      let scenario = try ScenarioParser.parse(
        bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), path: path
      ).get()
      var builtIn = scenario
      builtIn.settings.bridge = kind
      let expected = runner.run(builtIn, bridge: { kind.make() })
      let actual = runner.run(scenario, bridge: wrapper)
      #expect(
        actual.trace.map { $0.violations.map(\.invariant) }
          == expected.trace.map { $0.violations.map(\.invariant) },
        "\(name)")
      #expect(actual.trace.map(\.after.field) == expected.trace.map(\.after.field), "\(name)")
      #expect(actual.trace.map(\.after.binding) == expected.trace.map(\.after.binding), "\(name)")
    }
  }

  /// The rows of an `explain` timeline (step, field, binding, keyboard) and its violation
  /// lines: what a reader compares, without the header and the events' wording.
  static func timelineRows(_ text: String) -> [String] {
    text.split(separator: "\n").map(String.init).filter {
      $0.first == " " && ($0.trimmingCharacters(in: .whitespaces).first?.isNumber == true || $0.contains("✗"))
    }
  }

  @Test(
    "explain shows a wrapper's replay as it shows the built-in bridge's, its header naming the wrapper",
    arguments: [BridgeKind.naive, .guarded])
  func sameTimeline(kind: BridgeKind) throws {
    guard let wrapper = Self.wrapper(for: kind) else { return }
    var compared = 0
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.nativeField).filter {
      $0.hasSuffix(".scenario")
    }
    for path in names.sorted().map({ Self.nativeField + "/" + $0 }) {
      let builtIn = try #require(try ScenarioRunner().explainFiles(at: path, bridge: { kind.make() }).first)
      let actual = try #require(try ScenarioRunner().explainFiles(at: path, bridge: wrapper).first)
      let rows = Self.timelineRows(builtIn.text())
      #expect(rows.count >= builtIn.result.trace.count, "\(path): one row per step")
      #expect(Self.timelineRows(actual.text()) == rows, "\(path)")
      #expect(actual.text().contains("bridge=\(kind.rawValue)-wrapper platform="), "\(path)")
      #expect(actual.text().contains("bridge: your own (the file's bridge="), "\(path)")
      #expect(actual.html?.contains("bridge: your own") == true, "\(path)")
      compared += 1
    }
    #expect(compared >= 3, "native-field scenarios: \(compared)")
  }
}
