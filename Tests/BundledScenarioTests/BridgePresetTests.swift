import Foundation
import Testing

@testable import InputModel

/// Each built-in bridge is a preset of `RuleBridge`: on every bundled scenario and on fuzzed
/// runs the preset gives the same field, binding, violations and trace events as the bridge it
/// replaced (`LegacyBridges.swift`); swiftui13 is compared with its evidence-based model
/// (docs/evidence.md §3.2), the one preset the evidence changed.
@Suite("Bridge presets: each built-in bridge as rules, equal to the hand-written one")
struct BridgePresetTests {
  static let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scenarios").path

  static func reference(_ kind: BridgeKind) -> any Bridge {
    switch kind {
    case .naive: LegacyNaiveBridge()
    case .swiftui13: ReferenceSwiftUI13Bridge()
    case .swiftui17: LegacySwiftUI17Bridge()
    case .controlledLate: LegacyControlledLateBridge()
    case .guarded: LegacyGuardedBridge()
    }
  }

  static func bundledScenarios() throws -> [Scenario] {
    let files = try ScenarioFileList.files(at: scenarios)
    return try files.map { path in
      try ScenarioParser.parse(
        bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), path: path, keyboards: .linkedForTests
      )
      .get()
    }
  }

  static func outline(_ result: ScenarioResult) -> [String] {
    result.trace.map { entry in
      "\(entry.after.field) \(entry.after.binding) \(entry.violations.map(\.invariant.rawValue)) \(entry.events.count)"
    }
  }

  @Test(
    "every bundled scenario, under every preset: same steps, states, violations",
    arguments: BridgeKind.allCases)
  func bundled(kind: BridgeKind) throws {
    let runner = ScenarioRunner(keyboards: .linkedForTests)
    let all = try Self.bundledScenarios()
    #expect(all.count > 100)
    for scenario in all where scenario.settings.bridgeOverrides.isEmpty {
      var built = scenario
      built.settings.bridge = kind
      let preset = runner.run(built, bridge: { RuleBridge(rules: .preset(kind)) })
      let reference = runner.run(built, bridge: { Self.reference(kind) })
      #expect(Self.outline(preset) == Self.outline(reference), "\(scenario.path)")
    }
  }

  @Test("the presets round-trip through their use keys, and name themselves")
  func presetsByName() {
    for kind in BridgeKind.allCases {
      var rules = BridgeRules.naive
      for rule in BridgeRule.allCases {
        #expect(rule.apply(rule.value(in: .preset(kind)), to: &rules))
      }
      #expect(rules == .preset(kind))
      #expect(RuleBridge(rules: .preset(kind)).name == kind.rawValue)
    }
    #expect(
      RuleBridge(rules: BridgeRules(write: .init(onChange: .everyChange), assign: .always)).name == "custom")
    #expect(BridgeRules.guarded.write.ruleValue == "not-while-marked,on-commit,on-end-editing")
    #expect(BridgeWrite(ruleValue: "every-change,not-while-marked") == nil)
    #expect(BridgeWrite(ruleValue: "") == nil)
    #expect(BridgeWrite(ruleValue: "on-commit")?.onChange == BridgeWrite.OnChange.none)
  }
}
