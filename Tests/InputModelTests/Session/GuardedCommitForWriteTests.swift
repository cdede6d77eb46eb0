import Testing

@testable import InputModel

/// The guarded bridge's commit before the app's own write during a composition goes the way a
/// web page can do it, `blur()` then `focus()`, so each Linux profile's `blur-composition`
/// decides what follows (measured through fcitx5 + Mozc, issue 27, 2026-12-03; scenarios in
/// scenarios/linux pass in the model and in each browser).
@Suite("The guarded bridge commits for the app's write as the platform's blur does")
struct GuardedCommitForWriteTests {
  static func session(_ profile: PlatformProfile) throws -> Session {
    let keyboard = try InputMethodKind.romaji.start(options: [
      RomajiStyle.optionName: RomajiStyle.desktop.rawValue
    ])
    return Session(inputMethod: keyboard, bridge: BridgeKind.guarded.make(), platform: profile)
  }

  static func field(_ session: Session) -> String {
    LinuxProfileRuleTests.field(session)
  }

  static func setDuringComposition(_ profile: PlatformProfile) throws -> Session {
    let session = try Self.session(profile)
    try session.type("kyou")
    try session.perform(.set("了解です", deferred: false))
    #expect(Self.field(session) == "了解です|", "\(profile.name)")
    #expect(session.onChangeRecords.map(\.description) == [#""" -> "了解です""#], "\(profile.name)")
    return session
  }

  @Test(
    "Chromium on Linux (and web): the write commits in place; the next composition shows",
    arguments: [
      PlatformProfile.webChromiumLinux, .web,
    ])
  func chromiumUnchanged(profile: PlatformProfile) throws {
    let session = try Self.setDuringComposition(profile)
    try session.type("ha")
    #expect(Self.field(session) == "了解です[は|]")
    try session.perform(.key(.enter, count: 1))
    #expect(Self.field(session) == "了解ですは|")
    #expect(session.binding == "了解ですは")
  }

  @Test("Firefox on Linux: after the write the keyboard composes unseen until that composition ends")
  func firefoxCommitDetach() throws {
    let session = try Self.setDuringComposition(.webFirefoxLinux)
    try session.type("ha")
    #expect(Self.field(session) == "了解です|")
    #expect(session.inputMethod.compositionBuffer == "は")
    try session.perform(.key(.enter, count: 1))
    #expect(Self.field(session) == "了解です|")
    #expect(session.binding == "了解です")
    try session.type("a")
    #expect(Self.field(session) == "了解です[あ|]")
  }

  @Test(
    "Firefox on Linux: an arrow, an idle Space or a blur and focus with nothing composed leave the detach")
  func firefoxDetachOutlastsNamedKeys() throws {
    let left = try Self.setDuringComposition(.webFirefoxLinux)
    try left.perform(.key(.left, count: 1))
    #expect(Self.field(left) == "了解で|す")
    try left.type("su")
    #expect(Self.field(left) == "了解で|す")

    let space = try Self.setDuringComposition(.webFirefoxLinux)
    try space.perform(.key(.space, count: 1))
    #expect(Self.field(space) == "了解です\u{3000}|")
    try space.type("su")
    #expect(Self.field(space) == "了解です\u{3000}|")

    let blur = try Self.setDuringComposition(.webFirefoxLinux)
    try blur.perform(.blur)
    try blur.perform(.focus)
    try blur.type("su")
    #expect(Self.field(blur) == "了解です|")
  }

  @Test("Firefox on Linux: typing on after an unseen conversion commits it there; the new composition shows")
  func firefoxDetachEndsAtConversionCommit() throws {
    let session = try Self.setDuringComposition(.webFirefoxLinux)
    try session.type("suwo")
    try session.perform(.key(.space, count: 1))
    #expect(Self.field(session) == "了解です|")
    try session.type("he")
    #expect(Self.field(session) == "了解です[へ|]")
    try session.perform(.key(.enter, count: 1))
    #expect(session.binding == "了解ですへ")
  }

  @Test(
    "WebKitGTK: after the write what Mozc makes of a key is lost and the page reads the caret at 0, until a blur"
  )
  func webkitSevered() throws {
    let session = try Self.setDuringComposition(.webWebKitGTK)
    try session.type("ha")
    #expect(Self.field(session) == "|了解です")
    try session.perform(.key(.enter, count: 1))
    try session.perform(.key(.space, count: 1))
    try session.type("a")
    try session.perform(.key(.backspace, count: 1))
    #expect(Self.field(session) == "|了解です")
    #expect(session.binding == "了解です")
    try session.perform(.blur)
    #expect(Self.field(session) == "了解です|")
    try session.perform(.focus)
    try session.type("i")
    #expect(Self.field(session) == "了解です[い|]")
  }

  @Test(
    "WebKitGTK: an Enter or Backspace with nothing composed reaches the field; a blur before any key ends nothing"
  )
  func webkitSeveranceEdges() throws {
    let enter = try Self.setDuringComposition(.webWebKitGTK)
    try enter.perform(.key(.backspace, count: 1))
    #expect(Self.field(enter) == "了解で|")
    // The page still flags the edit composing: the guarded page does not write it.
    #expect(enter.binding == "了解です")
    try enter.type("sso")
    #expect(Self.field(enter) == "|了解で")

    let blur = try Self.setDuringComposition(.webWebKitGTK)
    try blur.perform(.blur)
    try blur.perform(.focus)
    try blur.type("p")
    #expect(Self.field(blur) == "|了解です")
  }
}
