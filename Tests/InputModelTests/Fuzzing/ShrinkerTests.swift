import Testing

@testable import InputModel

@Suite("Shrinker: delta debugging, then simpler steps")
struct ShrinkerTests {
  /// 40 steps with `flick わ` at 7 and `flick た` at 30 among noise.
  static let longList: [SessionStep] = (0..<40).map { index in
    switch index {
    case 7: .flick("わ")
    case 30: .flick("た")
    case let i where i % 3 == 0: .key(.left, count: 2)
    case let i where i % 3 == 1: .type("abc")
    default: .set("x", deferred: true)
    }
  }

  /// Fails when `flick わ` is followed, later, by `flick た`; cuts after the た.
  static func waThenTa(_ steps: [SessionStep]) -> [SessionStep]? {
    guard let wa = steps.firstIndex(of: .flick("わ")),
      let ta = steps[(wa + 1)...].firstIndex(of: .flick("た"))
    else { return nil }
    return Array(steps[...ta])
  }

  @Test("a long synthetic failure shrinks to the two steps that matter")
  func synthetic() {
    let shrunk = Shrinker().shrink(Self.longList, test: Self.waThenTa)
    #expect(shrunk == [.flick("わ"), .flick("た")])
  }

  @Test("simplification shortens typed text and repeats that must stay")
  func simplification() {
    let steps: [SessionStep] = [
      .key(.right, count: 1), .type("hello world"), .key(.backspace, count: 3), .focus,
    ]
    // Fails when some typed text contains "w" and a backspace is pressed after it.
    let shrunk = Shrinker().shrink(steps) { candidate in
      guard
        let typed = candidate.firstIndex(where: {
          if case .type(let t) = $0 { t.contains("w") } else { false }
        }),
        let back = candidate[(typed + 1)...].firstIndex(where: {
          if case .key(.backspace, _) = $0 { true } else { false }
        })
      else { return nil }
      return Array(candidate[...back])
    }
    #expect(shrunk == [.type("w"), .key(.backspace, count: 1)])
  }

  @Test("the budget bounds the number of attempts, and the result still fails")
  func budget() {
    var calls = 0
    let shrunk = Shrinker(budget: 5).shrink(Self.longList) { candidate in
      calls += 1
      return Self.waThenTa(candidate)
    }
    #expect(calls <= 5)
    #expect(Self.waThenTa(shrunk) != nil)
  }

  @Test("shrinking is deterministic")
  func deterministic() {
    #expect(
      Shrinker().shrink(Self.longList, test: Self.waThenTa)
        == Shrinker().shrink(Self.longList, test: Self.waThenTa))
  }

  @Test("a real session: the わ/た drop under swiftui13 shrinks to two flicks, still lost-input")
  func realSession() throws {
    let settings = FuzzRunSettings(
      inputMethod: .flick, bridgeName: "swiftui13", platform: .uikit, settleMode: .auto)
    let bridge = FuzzBridge.builtIn(.swiftui13)
    let watched: Set<InvariantID> = [.lostInput]
    let noise: [SessionStep] = [
      .flick("あ"), .key(.enter, count: 1), .set("", deferred: false), .key(.backspace, count: 2),
    ]
    let long = noise + noise + [.flick("わ"), .flick("た")] + noise
    let test: ([SessionStep]) -> [SessionStep]? = {
      FuzzReplay.reproduction(of: .lostInput, by: $0, settings: settings, bridge: bridge, watching: watched)
    }
    let start = try #require(test(long))
    let shrunk = Shrinker().shrink(start, test: test)
    #expect(shrunk.count == 2)
    guard
      case .violation(let violation, let stepCount) = FuzzReplay.run(
        shrunk, settings: settings, bridge: bridge, watching: watched)
    else {
      Issue.record("the shrunk steps no longer fail")
      return
    }
    #expect(violation.invariant == .lostInput)
    #expect(stepCount == 2)
  }

  @Test("chunks split evenly and cover every index", arguments: [(10, 2), (10, 3), (7, 7), (3, 5), (1, 2)])
  func chunks(count: Int, parts: Int) {
    let ranges = Shrinker.chunks(of: count, into: parts)
    #expect(ranges.flatMap { Array($0) } == Array(0..<count))
    #expect(ranges.count == min(parts, count))
  }
}
