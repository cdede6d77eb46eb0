import InputSimTestSupport
import Testing

@testable import InputModel

/// `use romaji-style=desktop` shows what Mozc shows: every sequence of
/// `MozcRomajiObservations` (recorded on Mozc 2.28, replayed on it by InputSimMozcTests) gives
/// the same field on the built-in keyboard.
@Suite("Romaji desktop style: the built-in keyboard shows what Mozc showed")
struct RomajiDesktopStyleTests {
  /// The field after `steps` on a romaji keyboard of `style`, typed into a bare field.
  static func field(after steps: [SessionStep], style: RomajiStyle) throws -> String {
    let keyboard = try InputMethodKind.romaji.start(options: [RomajiStyle.optionName: style.rawValue])
    let field = TextField()
    field.focus()
    for action in steps.flatMap(\.keyboardActions) {
      try keyboard.perform(action, client: field)
    }
    return FieldPattern(text: field.text, markedRange: field.markedRange, selectedRange: field.selectedRange)
      .description
  }

  @Test("the desktop style matches Mozc's recorded field", arguments: MozcRomajiObservations.all)
  func matchesMozc(_ observation: MozcRomajiObservations.Observation) throws {
    #expect(
      try Self.field(after: observation.steps, style: .desktop) == observation.field,
      "\(observation.topic.rawValue)")
  }

  @Test("every topic of the issue has recorded observations")
  func everyTopicCovered() {
    for topic in MozcRomajiObservations.Topic.allCases {
      #expect(MozcRomajiObservations.all.contains { $0.topic == topic }, "\(topic.rawValue)")
    }
  }

  /// Where the phone style keeps a phone's behaviour, against Mozc's desktop one.
  static let phoneDifferences: [(steps: [SessionStep], phone: String, desktop: String)] = [
    ([.type("kan")], "[かn|]", "[かｎ|]"),
    ([.type("kan"), .key(.enter, count: 1)], "かん|", "かｎ|"),
    ([.type("ww"), .key(.enter, count: 1)], "ww|", "ｗｗ|"),
    ([.type("iPhone")], "[いpほね|]", "[いPhone|]"),
    ([.type("KyA")], "[きゃ|]", "[KyA|]"),
    ([.key(.space, count: 1)], " |", "　|"),
    ([.type("1-")], "[１ー|]", "[１−|]"),
    ([.type("tcha")], "[っちゃ|]", "[ｔちゃ|]"),
  ]

  @Test("the phone style keeps a phone's ways where the desktop follows Mozc", arguments: phoneDifferences)
  func phoneDiffers(_ example: (steps: [SessionStep], phone: String, desktop: String)) throws {
    #expect(try Self.field(after: example.steps, style: .phone) == example.phone)
    #expect(try Self.field(after: example.steps, style: .desktop) == example.desktop)
  }

  /// What both styles share, because every real IME does it: the caret moves inside the
  /// reading and keys compose there; symbols take their Japanese shapes.
  static let shared: [(steps: [SessionStep], phone: String)] = [
    ([.type("kanji"), .key(.left, count: 2), .type("n")], "[かn|んじ]"),
    ([.type("kan"), .key(.left, count: 1), .type("a")], "[かあ|n]"),
    ([.type("kanji"), .key(.left, count: 2), .key(.delete, count: 1)], "[か|じ]"),
    ([.type("kyo"), .key(.left, count: 1), .key(.backspace, count: 1)], "[|ょ]"),
    ([.type("/\"'\\")], "[・”’￥|]"),
  ]

  @Test("both styles move the caret inside the reading and shape symbols as Mozc", arguments: shared)
  func bothStyles(_ example: (steps: [SessionStep], phone: String)) throws {
    #expect(try Self.field(after: example.steps, style: .phone) == example.phone)
  }

  @Test("an unknown style is refused when the keyboard starts, naming the styles")
  func unknownStyle() {
    #expect(
      throws: InputEngineError.unknownValue(
        what: "romaji style", value: "tablet", installed: ["phone", "desktop"])
    ) {
      try InputMethodKind.romaji.start(options: [RomajiStyle.optionName: "tablet"])
    }
  }
}
