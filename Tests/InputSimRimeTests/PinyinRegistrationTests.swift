import Testing

@testable import InputModel
@testable import InputSimRime

/// What linking InputSimRime adds: `use ime=pinyin` with its `pinyin-schema` key, its typing
/// rule and fuzz alphabet, all through `InputMethodKind.pinyin`.
@Suite("InputSimRime registers the pinyin keyboard")
struct PinyinRegistrationTests {
  static let keyboards = InputMethodRegistry.builtIn + [.pinyin]

  static func parse(_ text: String) -> ScenarioParseResult {
    ScenarioParser.parse(text, path: "c.scenario", keyboards: keyboards)
  }

  @Test("the kind names its product, family, candidate menu and schema key")
  func kind() {
    #expect(InputMethodKind.pinyin.product == "InputSimRime")
    #expect(InputMethodKind.pinyin.family == .chinese)
    #expect(InputMethodKind.pinyin.traits == [.candidateMenu])
    #expect(
      InputMethodKind.pinyin.options == [
        InputMethodOption(name: "pinyin-schema", defaultValue: "luna_pinyin_simp")
      ])
    #expect(
      InputMethodRegistry.engineModules.contains { $0.ime == "pinyin" && $0.useKeys == ["pinyin-schema"] })
  }

  @Test("pinyin-schema reaches Rime; the default is not written back, another schema is")
  func schemaOption() throws {
    let traditional = try Self.parse("use ime=pinyin pinyin-schema=luna_pinyin\ntype zhongguo\nkey space\n")
      .get()
    #expect(traditional.settings.keyboardOptions == ["pinyin-schema": "luna_pinyin"])
    let keyboard = try #require(try traditional.settings.startKeyboard() as? PinyinInputMethod)
    #expect(keyboard.schema == "luna_pinyin")
    #expect(ScenarioWriter.text(of: traditional).contains("use ime=pinyin pinyin-schema=luna_pinyin bridge="))
    let simplified = try Self.parse("use ime=pinyin\ntype nihao\n").get()
    #expect((try simplified.settings.startKeyboard() as? PinyinInputMethod)?.schema == "luna_pinyin_simp")
    #expect(!ScenarioWriter.text(of: simplified).contains("pinyin-schema"))
  }

  @Test("an unknown schema fails when the keyboard starts, naming the installed ones")
  func unknownSchema() throws {
    let scenario = try Self.parse("use ime=pinyin pinyin-schema=wubi86\ntype ni\n").get()
    let result = ScenarioRunner().run(scenario)
    #expect(
      result.failure?.heading.hasPrefix(
        "scenario cannot start: the pinyin keyboard cannot start: unknown pinyin schema \"wubi86\"") == true)
  }

  @Test("with pinyin linked, the candidate steps list it; its typing is QWERTY letters")
  func messages() {
    #expect(
      Self.parse("use ime=direct\nselect 1\n").diagnostics.errors.map(\.message) == [
        "'select' needs 'use ime=romaji' or 'use ime=12key' or 'use ime=flick' or 'use ime=pinyin'; this scenario uses ime=direct"
      ])
    #expect(
      Self.parse("use ime=pinyin\ntype \"你\"\n").diagnostics.errors.map(\.message) == [
        "'你' is not a key of the pinyin keyboard: it has the keys of a QWERTY keyboard (letters, digits, ASCII punctuation); type the pinyin letters (type \"nihao\"), then key space or select a candidate; set \"text\" writes any text"
      ])
    #expect(Self.parse("use ime=pinyin\ntype ni\nconvert\n").diagnostics.errors.count == 1)
  }

  @Test("guarded finds nothing on pinyin", arguments: PlatformProfile.builtIn)
  func guardedIsClean(platform: PlatformProfile) {
    let report = Fuzzer(
      FuzzConfiguration(
        seed: 2024, runs: 25, inputMethods: [.pinyin], bridges: [.builtIn(.guarded)], platforms: [platform])
    ).run()
    #expect(report.failures.isEmpty, "\(report.failures.first?.scenarioText ?? "")")
  }
}
