import Testing

@testable import InputModel

/// The fuzzer over random bridge rules: no crash, and every shrunk reproducer replays to its
/// violation under the same rules.
@Suite("Fuzzer over random bridge rules")
struct FuzzBridgeRulesTests {
  @Test("random rule sets are deterministic and valid")
  func deterministic() {
    let first = FuzzBridge.randomRules(seed: 7, count: 6)
    let again = FuzzBridge.randomRules(seed: 7, count: 6)
    #expect(first.map(\.name) == (0..<6).map { "rules-\($0)" })
    let rules = first.compactMap { ($0.make() as? RuleBridge)?.rules }
    #expect(rules == again.compactMap { ($0.make() as? RuleBridge)?.rules })
    #expect(Set(rules).count > 1)
    for rule in rules {
      #expect(BridgeWrite(ruleValue: rule.write.ruleValue) == rule.write)
    }
  }

  @Test("a campaign over random rules finishes, and each reproducer replays", arguments: [1, 2] as [UInt64])
  func campaign(seed: UInt64) {
    let bridges = FuzzBridge.randomRules(seed: seed, count: 8)
    let configuration = FuzzConfiguration(
      seed: seed, runs: 40, inputMethods: [.romaji, .flick, .direct], bridges: bridges,
      platforms: PlatformProfile.builtIn, settleMode: nil, variesTransforms: true,
      invariants: Set(InvariantID.allCases))
    let report = Fuzzer(configuration).run()
    #expect(report.runs == 40)
    for failure in report.failures {
      guard let bridge = bridges.first(where: { $0.name == failure.settings.bridgeName }) else {
        Issue.record("no bridge named \(failure.settings.bridgeName)")
        continue
      }
      let outcome = FuzzReplay.run(failure.steps, settings: failure.settings, bridge: bridge)
      guard case .violation(let violation, _) = outcome else {
        Issue.record("\(failure.signature) did not replay: \(outcome)")
        continue
      }
      #expect(violation.invariant == failure.signature.invariant)
    }
  }
}
