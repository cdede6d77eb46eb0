import Testing

@testable import InputModel
@testable import InputSimHangul

/// What linking InputSimHangul adds: `use ime=hangul`, its typing rule, its fuzz alphabet and
/// inspect's jamo line, all through `InputMethodKind.hangul`.
@Suite("InputSimHangul registers the hangul keyboard")
struct HangulRegistrationTests {
  static let keyboards = InputMethodRegistry.builtIn + [.hangul]

  @Test("the kind names its product and family; it starts an engine, so it is fuzzed only when named")
  func kind() throws {
    #expect(InputMethodKind.hangul.rawValue == "hangul")
    #expect(InputMethodKind.hangul.product == "InputSimHangul")
    #expect(InputMethodKind.hangul.family == .korean)
    #expect(InputMethodKind.hangul.startsEngine)
    #expect(!Self.keyboards.fuzzedByDefault.contains(.hangul))
    #expect(
      InputMethodRegistry.engineModules.contains { $0.ime == "hangul" && $0.product == "InputSimHangul" })
    #expect(try InputMethodKind.hangul.start().family == .korean)
  }

  @Test("with the kind listed, use ime=hangul parses and replays")
  func parsesWhenLinked() throws {
    let scenario = try ScenarioParser.parse(
      "use ime=hangul bridge=guarded\ntype rksk\nexpect field \"가[나|]\"\nexpect binding \"가\"\nskip onchange\n",
      path: "k.scenario", keyboards: Self.keyboards
    ).get()
    #expect(scenario.settings.ime == .hangul)
    #expect(ScenarioRunner().run(scenario).status == .passed)
  }

  @Test("text that is no key is refused at the character, with the keys that type it")
  func keysAdvice() {
    let parsed = ScenarioParser.parse(
      "use ime=hangul\ntype \"한\"\n", path: "k.scenario", keyboards: Self.keyboards)
    #expect(
      parsed.diagnostics.errors.map(\.message) == [
        "'한' is not a key of the hangul keyboard: it has the keys of a QWERTY keyboard (letters, digits, ASCII punctuation); Shift+R E Q T W O P give ㄲ ㄸ ㅃ ㅆ ㅉ ㅒ ㅖ; type \"gks\" types \"한\"; set \"text\" writes any text"
      ])
  }

  @Test("inspect's line for a syllable: jamo, conjoining code points, 2-set keys")
  func inspectLine() {
    #expect(
      InputMethodKind.hangul.describe("한")
        == "      jamo ㅎ ㅏ ㄴ  (L U+1112, V U+1161, T U+11AB)  2-set keys gks")
    #expect(InputMethodKind.hangul.describe("가") == "      jamo ㄱ ㅏ  (L U+1100, V U+1161)  2-set keys rk")
    #expect(InputMethodKind.hangul.describe("a") == nil)
  }

  @Test("the same seed gives the same hangul steps")
  func deterministic() {
    func draw(_ seed: UInt64) -> [GeneratedStep] {
      var generator = StepGenerator(inputMethod: .hangul, settleMode: .manual, seed: seed)
      return (0..<300).map { _ in generator.next(in: StepContext()) }
    }
    #expect(draw(42) == draw(42))
    #expect(draw(42) != draw(43))
  }

  @Test("guarded finds nothing on hangul", arguments: PlatformProfile.builtIn)
  func guardedIsClean(platform: PlatformProfile) {
    let report = Fuzzer(
      FuzzConfiguration(
        seed: 2024, runs: 25, inputMethods: [.hangul], bridges: [.builtIn(.guarded)], platforms: [platform])
    ).run()
    #expect(report.failures.isEmpty, "\(report.failures.first?.scenarioText ?? "")")
  }
}
