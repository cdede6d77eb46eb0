import InputSimTestSupport
import Testing

@testable import InputModel

/// A keyboard of one's own that needs no engine: letters go in upper-cased, as marked text
/// until Enter, so the tests can tell it from the built-in ones. Its kind registers through the
/// same seam as the engine keyboards: a name, a product, traits, an option, typing rules.
private final class ShoutingKeyboard: InputMethod {
  let name = "shout"
  let family: KeyboardFamily
  let volume: String
  private(set) var compositionBuffer = ""
  var candidates: [String] {
    compositionBuffer.isEmpty ? [] : [compositionBuffer, compositionBuffer.lowercased()]
  }

  init(family: KeyboardFamily, volume: String) {
    self.family = family
    self.volume = volume
  }

  func perform(_ action: InputAction, client: any TextInputClient) throws(InputMethodError) {
    switch action {
    case .key(.typed(let character)):
      compositionBuffer += character.uppercased()
      try client.setMarkedText(compositionBuffer, selectedRange: .caret(at: compositionBuffer.utf16.count))
    case .key(.named(.enter)), .commit:
      let committed = compositionBuffer
      compositionBuffer = ""
      try client.insertText(committed)
    default:
      return
    }
  }

  func reset() { compositionBuffer = "" }
}

extension InputMethodKind {
  fileprivate static let shout = InputMethodKind(
    name: "shout", product: "MyKeyboards", family: .korean, traits: [.candidateMenu],
    options: [InputMethodOption(name: "shout-volume", defaultValue: "loud")],
    fuzzAlphabet: FuzzAlphabet(
      [FuzzAlphabet.Entry(.typedKeys(FuzzKeyTables([[FuzzVocabulary.Weighted("q", 1)]], whenEmpty: "q")), 40)]
        + FuzzAlphabet.app),
    typing: .asciiKeys(advice: { text in "; spell \(text.count) letters instead" }),
    describeCodePoint: { scalar in scalar == "!" ? "      loud" : nil },
    start: { settings in ShoutingKeyboard(family: .korean, volume: settings.option("shout-volume")) })

  /// A kind whose engine never starts.
  fileprivate static let broken = InputMethodKind(
    name: "broken", product: "MyKeyboards", family: .chinese, startsEngine: true, fuzzAlphabet: .direct,
    start: { _ throws(InputEngineError) in
      throw .dataMissing(engine: "brokenlib", package: "broken-data", path: "/nowhere")
    })
}

@Suite("Keyboards register through one seam; a missing product is a located error")
struct InputMethodRegistryTests {
  static let mine = InputMethodRegistry.builtIn + [.shout, .broken]

  static func parse(_ text: String, _ keyboards: InputMethodRegistry = .builtIn) -> ScenarioParseResult {
    ScenarioParser.parse(text, path: "scenario.scenario", keyboards: keyboards)
  }

  static func messages(_ parsed: ScenarioParseResult) -> [String] {
    parsed.diagnostics.map { "\($0.location) \($0.message)" }
  }

  @Test("the built-in keyboards are InputModel's four; added kinds follow, a name replaces in place")
  func builtInAndAdded() {
    #expect(InputMethodRegistry.builtIn.names == ["romaji", "direct", "12key", "flick"])
    #expect(InputMethodRegistry.builtIn.kinds.allSatisfy { $0.product == "InputModel" && !$0.startsEngine })
    #expect(Self.mine.names == ["romaji", "direct", "12key", "flick", "shout", "broken"])
    #expect(Self.mine.kind(named: "shout")?.product == "MyKeyboards")
    let replaced =
      Self.mine + [
        InputMethodKind(name: "romaji", product: "Mine", family: .japanese, fuzzAlphabet: .direct) { _ in
          DirectInputMethod()
        }
      ]
    #expect(replaced.names == Self.mine.names)
    #expect(replaced.kind(named: "romaji")?.product == "Mine")
  }

  @Test("a keyboard of this package whose product is not linked is a typed error naming the product")
  func lookUpErrors() {
    #expect(throws: UnlinkedInputMethodError.notLinked(ime: "hangul", product: "InputSimHangul")) {
      try InputMethodRegistry.builtIn.lookUp("hangul")
    }
    #expect(
      throws: UnlinkedInputMethodError.unknown(
        ime: "klingon", linked: ["romaji", "direct", "12key", "flick"])
    ) {
      try InputMethodRegistry.builtIn.lookUp("klingon")
    }
    #expect(throws: Never.self) { try InputMethodRegistry.builtIn.lookUp("flick") }
  }

  @Test("use ime=hangul without InputSimHangul: an error at the key that names the product to add")
  func unlinkedIsLocated() {
    let parsed = Self.parse("scenario \"k\"\nuse ime=hangul bridge=guarded\ntype r\n")
    #expect(parsed.scenario == nil)
    let diagnostic = parsed.diagnostics.errors.first
    #expect(
      diagnostic?.description.hasPrefix(
        "scenario.scenario:2:5: error: ime=hangul needs the InputSimHangul product") == true)
    #expect(diagnostic?.message.contains(".product(name: \"InputSimHangul\", package: \"inputsim\")") == true)
    #expect(parsed.diagnostics.errors.count == 1)
  }

  @Test("a key of a keyboard whose product is not linked names the product too")
  func unlinkedKeyIsLocated() {
    let parsed = Self.parse("use pinyin-schema=luna_pinyin\ncommit\n")
    #expect(
      Self.messages(parsed) == [
        "1:5 'pinyin-schema' is a key of ime=pinyin; "
          + UnlinkedInputMethodError.notLinked(ime: "pinyin", product: "InputSimRime").description
      ])
  }

  @Test("a name no product has is an ordinary unknown value, with the linked ones")
  func unknownName() {
    #expect(
      Self.messages(Self.parse("use ime=shout\ncommit\n")) == [
        "1:9 unknown value 'shout' for 'ime'; allowed: romaji, direct, 12key, flick"
      ])
  }

  @Test("a registered keyboard is read, started with its option, and written back")
  func ownKeyboardRoundTrip() throws {
    let scenario = try Self.parse("use ime=shout shout-volume=quiet bridge=guarded\ntype ab\n", Self.mine)
      .get()
    #expect(scenario.settings.ime == .shout)
    #expect(scenario.settings.keyboardOptions == ["shout-volume": "quiet"])
    let keyboard = try #require(try scenario.settings.startKeyboard() as? ShoutingKeyboard)
    #expect(keyboard.volume == "quiet")
    #expect(ScenarioWriter.text(of: scenario).contains("use ime=shout shout-volume=quiet bridge=guarded"))

    let defaulted = try Self.parse("use ime=shout\ntype ab\n", Self.mine).get()
    #expect((try defaulted.settings.startKeyboard() as? ShoutingKeyboard)?.volume == "loud")
    #expect(ScenarioWriter.text(of: defaulted).contains("use ime=shout bridge="))
    #expect(!ScenarioWriter.text(of: defaulted).contains("shout-volume"))
  }

  @Test("a keyboard's option on a scenario that uses another keyboard is an error at the key")
  func foreignOption() {
    #expect(
      Self.messages(Self.parse("use ime=romaji shout-volume=quiet\ncommit\n", Self.mine)) == [
        "1:16 'shout-volume' is a key of ime=shout; this scenario uses ime=romaji"
      ])
  }

  @Test("the steps a keyboard may take follow its traits, and messages list the linked keyboards")
  func traitsDecideSteps() {
    #expect(Self.parse("use ime=shout\ntype a\nselect 1\n", Self.mine).diagnostics.errors.isEmpty)
    #expect(
      Self.messages(Self.parse("use ime=shout\ntype a\nconvert\n", Self.mine)) == [
        "3:1 'convert' needs 'use ime=romaji' or 'use ime=12key' or 'use ime=flick'; this scenario uses ime=shout"
      ])
    #expect(
      Self.messages(Self.parse("use ime=direct\nselect 1\n", Self.mine)) == [
        "2:1 'select' needs 'use ime=romaji' or 'use ime=12key' or 'use ime=flick' or 'use ime=shout'; this scenario uses ime=direct"
      ])
  }

  @Test("a keyboard of ASCII keys refuses other text at the character, with its own advice")
  func asciiKeys() {
    #expect(
      Self.messages(Self.parse("use ime=shout\ntype \"a한\"\n", Self.mine)) == [
        "2:8 '한' is not a key of the shout keyboard: it has the keys of a QWERTY keyboard (letters, digits, ASCII punctuation); spell 2 letters instead; set \"text\" writes any text"
      ])
  }

  @Test("a session takes the keyboard's family from it; inspect's notes come from its kind")
  func familyAndNotes() throws {
    let session = Session(
      inputMethod: try InputMethodKind.shout.start(), bridge: GuardedBridge(), platform: .web)
    #expect(session.keyboardFamily == .korean)
    try session.perform(.type("ab"))
    #expect(session.field.text == "AB")
    #expect(InputMethodKind.shout.describe("!") == "      loud")
    #expect(InputMethodKind.shout.describe("?") == nil)
    #expect(InputMethodKind.romaji.describe("!") == nil)
  }

  @Test("an engine that does not start: a typed error from start, a refusing keyboard from make")
  func engineDoesNotStart() throws {
    #expect(
      throws: InputEngineError.dataMissing(engine: "brokenlib", package: "broken-data", path: "/nowhere")
    ) {
      try InputMethodKind.broken.start()
    }
    let keyboard = InputMethodKind.broken.make()
    #expect(keyboard.family == .chinese)
    #expect(throws: InputMethodError.self) {
      try keyboard.perform(.key(.typed("a")), client: RecordingClient())
    }
    let scenario = try Self.parse("use ime=broken\ntype a\n", Self.mine).get()
    let result = ScenarioRunner().run(scenario)
    #expect(result.status == .failed)
    #expect(
      result.failure?.heading.hasPrefix(
        "scenario cannot start: the broken keyboard cannot start: brokenlib cannot start") == true)
  }

  @Test("the fuzzer draws a registered keyboard's own alphabet; engine keyboards only when named")
  func fuzzing() {
    #expect(Self.mine.fuzzedByDefault.map(\.rawValue) == ["romaji", "direct", "12key", "flick", "shout"])
    var generator = StepGenerator(inputMethod: .shout, settleMode: .auto, seed: 3)
    var typed = ""
    for _ in 0..<200 {
      if case .type(let text) = generator.next(in: StepContext()).step { typed += text }
    }
    #expect(!typed.isEmpty)
    #expect(typed.allSatisfy { $0 == "q" })
    let report = Fuzzer(
      FuzzConfiguration(
        seed: 1, runs: 20, inputMethods: [.shout, .flick], bridges: [.builtIn(.guarded)], platforms: [.web])
    ).run()
    #expect(report.keystrokesByInputMethodInOrder.map(\.name) == ["flick", "shout"])
  }

  @Test("reports list built-in keyboards in their order, then the others by name")
  func reportOrder() {
    #expect(
      InputMethodRegistry.reportOrder([.shout, .broken, .flick, .romaji]).map(\.rawValue) == [
        "romaji", "flick", "broken", "shout",
      ])
  }
}
