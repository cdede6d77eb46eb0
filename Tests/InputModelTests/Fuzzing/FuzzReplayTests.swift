import Testing

@testable import InputModel

@Suite("FuzzReplay: judging a step list on a fresh session")
struct FuzzReplayTests {
  static let swiftUI13 = FuzzRunSettings(
    inputMethod: .flick, bridgeName: "swiftui13", platform: .uikit, settleMode: .auto)
  static let guarded = FuzzRunSettings(
    inputMethod: .romaji, bridgeName: "guarded", platform: .uikit, settleMode: .auto)

  @Test("a clean list replays clean")
  func clean() {
    let outcome = FuzzReplay.run(
      [.type("wa"), .key(.enter, count: 1)], settings: Self.guarded, bridge: .builtIn(.guarded))
    #expect(outcome == .clean)
  }

  @Test("the first violation and how many steps it took")
  func firstViolation() {
    let outcome = FuzzReplay.run(
      [.flick("わ"), .flick("た")], settings: Self.swiftUI13, bridge: .builtIn(.swiftui13))
    guard case .violation(let violation, let stepCount) = outcome else {
      Issue.record("expected a violation, got \(outcome)")
      return
    }
    #expect(violation.invariant == .compositionOverwrite)
    #expect(stepCount == 2)
  }

  @Test("watching only lost-input skips the earlier overwrite and stops at the drop")
  func watched() {
    let outcome = FuzzReplay.run(
      [.flick("わ"), .flick("た"), .flick("な")], settings: Self.swiftUI13, bridge: .builtIn(.swiftui13),
      watching: [.lostInput])
    guard case .violation(let violation, let stepCount) = outcome else {
      Issue.record("expected a violation, got \(outcome)")
      return
    }
    #expect(violation.invariant == .lostInput)
    #expect(stepCount == 2)
  }

  @Test("a step the keyboard rejects makes the list invalid")
  func rejected() {
    let steps: [SessionStep] = [.type("a"), .action(.selectCandidate(index: 1))]
    #expect(
      FuzzReplay.run(steps, settings: Self.guarded, bridge: .builtIn(.guarded)) == .rejected(stepIndex: 1))
    #expect(
      FuzzReplay.reproduction(of: .lostInput, by: steps, settings: Self.guarded, bridge: .builtIn(.guarded))
        == nil)
  }

  @Test("reproduction cuts after the step that shows the violation, and rejects another first violation")
  func reproduction() {
    let steps: [SessionStep] = [.flick("わ"), .flick("た"), .flick("な")]
    let bridge = FuzzBridge.builtIn(.swiftui13)
    #expect(
      FuzzReplay.reproduction(of: .compositionOverwrite, by: steps, settings: Self.swiftUI13, bridge: bridge)
        == [.flick("わ"), .flick("た")])
    #expect(
      FuzzReplay.reproduction(of: .imeDesync, by: steps, settings: Self.swiftUI13, bridge: bridge) == nil)
  }
}
