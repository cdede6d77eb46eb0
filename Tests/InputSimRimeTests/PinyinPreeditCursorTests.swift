import InputModel
import InputSimRime
import Testing

/// `preedit-cursor` Chinese `start`: fcitx5's Pinyin (5.0.16) keeps its cursor at the
/// preedit's start where librime puts it at the end; the Linux profiles say so, and each
/// browser shows it its way (`preedit-selection`). Measured through fcitx5 (issue 27);
/// scenarios/linux/*-pinyin-* pass in each browser.
@Suite("Pinyin's preedit cursor on the Linux profiles")
struct PinyinPreeditCursorTests {
  @Test(
    "nihao: librime's caret at the end on web; at the start in Chromium and Firefox on Linux; the first letter selected in WebKitGTK",
    arguments: [
      (PlatformProfile.web, "[ni hao|]"), (.webChromiumLinux, "[|ni hao]"), (.webFirefoxLinux, "[|ni hao]"),
      (.webWebKitGTK, "[{n}i hao]"),
    ])
  func pinyinCursor(profile: PlatformProfile, expected: String) throws {
    let session = Session(
      inputMethod: try InputMethodKind.pinyin.start(), bridge: GuardedBridge(), platform: profile)
    try session.type("nihao")
    let field = session.field
    #expect(
      FieldPattern(text: field.text, markedRange: field.markedRange, selectedRange: field.selectedRange)
        .description
        == expected, "\(profile.name)")
    try session.perform(.key(.space, count: 1))
    #expect(session.field.text == "你好")
    #expect(session.field.markedRange == nil)
  }
}
