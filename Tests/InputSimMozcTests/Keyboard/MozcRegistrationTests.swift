import Testing

@testable import InputModel
@testable import InputSimMozc

/// What linking InputSimMozc adds: `use ime=mozc` through `InputMethodKind.mozc`, with the
/// traits of a converting keyboard and its typing rule (QWERTY keys and kana).
@Suite("InputSimMozc registers the mozc keyboard")
struct MozcRegistrationTests {
  static let keyboards = InputMethodRegistry.builtIn + [.mozc]

  static func parse(_ text: String) -> ScenarioParseResult {
    ScenarioParser.parse(text, path: "m.scenario", keyboards: keyboards)
  }

  @Test("the kind names its product and family, converts, and is fuzzed only when named")
  func kind() {
    #expect(InputMethodKind.mozc.rawValue == "mozc")
    #expect(InputMethodKind.mozc.product == "InputSimMozc")
    #expect(InputMethodKind.mozc.family == .japanese)
    #expect(InputMethodKind.mozc.traits == [.converts, .candidateMenu, .romajiReading])
    #expect(InputMethodKind.mozc.startsEngine)
    #expect(!Self.keyboards.fuzzedByDefault.contains(.mozc))
    #expect(InputMethodRegistry.engineModules.contains { $0.ime == "mozc" && $0.product == "InputSimMozc" })
    #expect(throws: UnlinkedInputMethodError.notLinked(ime: "mozc", product: "InputSimMozc")) {
      try InputMethodRegistry.builtIn.lookUp("mozc")
    }
  }

  @Test("use ime=mozc replays on a real Mozc session, conversion included")
  func replays() throws {
    let scenario = try Self.parse(
      """
      use ime=mozc bridge=guarded platform=uikit
      type kanji
      convert
      key space
      expect field "[{漢字}]"
      key enter
      expect field "漢字|"
      expect binding "漢字"
      skip onchange

      """
    ).get()
    #expect(scenario.settings.ime == .mozc)
    let result = ScenarioRunner().run(scenario)
    #expect(result.status == .passed, "\(result.failure?.heading ?? "")")
  }

  @Test("kana are typed as they are; text Mozc has no key for is refused at the character")
  func typing() {
    #expect(Self.parse("use ime=mozc\ntype \"かんじ\"\n").diagnostics.errors.isEmpty)
    let parsed = Self.parse("use ime=mozc\ntype \"ka漢\"\n")
    #expect(
      parsed.diagnostics.errors.map { "\($0.location) \($0.message)" } == [
        "2:9 '漢' is not a key of the mozc keyboard: it has the keys of a QWERTY keyboard (letters, digits, ASCII punctuation) and kana; type the romaji (type \"kanji\"), or kana Mozc takes as they are (type \"かんじ\"); set \"text\" writes any text"
      ])
  }

  @Test("convert, select and the candidate moves are its steps, flick is not")
  func steps() {
    #expect(
      Self.parse("use ime=mozc\ntype kanji\nconvert\nselect 2\nnext-candidate\n").diagnostics.errors.isEmpty)
    #expect(Self.parse("use ime=mozc\nflick わ\n").diagnostics.errors.count == 1)
  }
}
