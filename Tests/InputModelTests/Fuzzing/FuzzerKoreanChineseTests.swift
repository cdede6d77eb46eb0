import Testing

@testable import InputModel

@Suite("Fuzzer: the Korean and Chinese keyboards")
struct FuzzerKoreanChineseTests {
  static func configuration(_ ime: InputMethodKind, _ bridge: BridgeKind, platform: PlatformProfile = .web)
    -> FuzzConfiguration
  {
    FuzzConfiguration(
      seed: 1, runs: 30, inputMethods: [ime], bridges: [.builtIn(bridge)], platforms: [platform],
      settleMode: .auto, variesTransforms: false)
  }

  @Test("hangul under controlled-late: a late write over a composed syllable, shrunk to two keys")
  func hangulControlledLate() throws {
    let report = Fuzzer(Self.configuration(.hangul, .controlledLate)).run()
    let failure = try #require(report.failures.first)
    #expect(failure.signature.invariant == .compositionOverwrite)
    #expect(failure.steps.count <= 3)
    #expect(failure.scenarioText.contains("use ime=hangul bridge=controlled-late platform=web"))
  }

  @Test("pinyin under naive on the web: a failure is found and shrunk to a few steps")
  func pinyinNaive() throws {
    let report = Fuzzer(Self.configuration(.pinyin, .naive)).run()
    let failure = try #require(report.failures.first)
    #expect(failure.steps.count <= 4)
    #expect(failure.scenarioText.contains("use ime=pinyin"))
  }

  @Test("the default campaign leaves the engine keyboards out; naming them draws only them")
  func defaultKeyboards() {
    let defaults = FuzzConfiguration(seed: 3, runs: 40, bridges: [.builtIn(.guarded)])
    let report = Fuzzer(defaults).run()
    #expect(report.keystrokesByInputMethod[.hangul, default: 0] == 0)
    #expect(report.keystrokesByInputMethod[.pinyin, default: 0] == 0)
    let named = Fuzzer(Self.configuration(.hangul, .guarded)).run()
    #expect(named.keystrokesByInputMethod[.hangul, default: 0] == named.keystrokes)
  }

  @Test("the hangul alphabet draws every syllable shape: double finals and compound vowels")
  func hangulShapes() {
    var generator = StepGenerator(inputMethod: .hangul, settleMode: .auto, seed: 5)
    var typed = ""
    let context = StepContext()
    for _ in 0..<4_000 {
      if case .type(let text) = generator.next(in: context).step { typed += text }
    }
    for keys in ["hk", "nl", "ml", "fr", "qt", "R", "P"] {
      #expect(typed.contains(keys), "\(keys)")
    }
  }
}
