import InputSimTestSupport
import Testing

@testable import InputModel

@Suite("BackspaceUnit: what Backspace deletes, by platform")
struct BackspaceUnitTests {
  @Test(
    "cluster deletes the grapheme cluster; code-point a combining mark alone, an emoji sequence whole",
    arguments: [
      ("xか\u{3099}|", BackspaceUnit.cluster, "x|"),
      ("xか\u{3099}|", .codePoint, "xか|"),
      ("xｶﾞ|", .cluster, "x|"),
      ("xｶﾞ|", .codePoint, "xｶ|"),
      ("xe\u{301}|", .codePoint, "xe|"),
      ("xa\u{308}\u{301}|", .codePoint, "xa\u{308}|"),
      ("x\u{1100}\u{1161}|", .codePoint, "x\u{1100}|"),
      ("x👍🏽|", .codePoint, "x|"),
      ("x🇯🇵|", .codePoint, "x|"),
      ("x1\u{FE0F}\u{20E3}|", .codePoint, "x|"),
      ("x👨\u{200D}👩\u{200D}👧|", .codePoint, "x|"),
      ("x葛\u{E0100}|", .codePoint, "x|"),
      ("x𠮷|", .codePoint, "x|"),
      ("ab|", .codePoint, "a|"),
    ])
  func backspace(before: String, unit: BackspaceUnit, after: String) throws {
    let field = try makeField(before, focused: true)
    field.backspaceUnit = unit
    field.deleteBackward()
    #expect(field.notation == after)
  }

  @Test("inside marked text the deletion is by cluster whatever the unit (the keyboard usually handles it)")
  func markedText() throws {
    let field = try makeField("[か\u{3099}|]", focused: true)
    field.backspaceUnit = .codePoint
    field.deleteBackward()
    #expect(field.notation == "|")
  }

  @Test("the web profile deletes by code point, the native ones by cluster; the rule overrides it")
  func profiles() {
    #expect(PlatformProfile.web.backspace == .codePoint)
    #expect(PlatformProfile.uikit.backspace == .cluster)
    var profile = PlatformProfile.web
    #expect(PlatformRule.backspace.apply("cluster", to: &profile))
    #expect(profile.backspace == .cluster)
    #expect(!PlatformRule.backspace.apply("word", to: &profile))
    #expect(PlatformRule.backspace.allowedValues == ["cluster", "code-point"])
  }

  @Test("a session on web deletes the halfwidth voiced sound mark alone")
  func session() throws {
    let web = Session(inputMethod: InputMethodKind.direct.make(), bridge: NaiveBridge(), platform: .web)
    try web.perform(.set("ｶﾞ", deferred: false))
    try web.press(.backspace)
    #expect(web.field.text == "ｶ")
    #expect(web.binding == "ｶ")
    let uikit = Session(inputMethod: InputMethodKind.direct.make(), bridge: NaiveBridge(), platform: .uikit)
    try uikit.perform(.set("ｶﾞ", deferred: false))
    try uikit.press(.backspace)
    #expect(uikit.field.text == "")
  }
}
