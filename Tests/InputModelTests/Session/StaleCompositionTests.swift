import Testing

@testable import InputModel

/// `ime-on-late-assign=stale-composition` (`web-webkitgtk`, measured through fcitx5 in
/// WebKitGTK 2.50, issue 27): after a later task's write during a composition nothing the
/// keyboard composes shows in the field, each key it takes puts the caret at 0, and the field
/// and the keyboard are joined again only by a write or a blur after the keyboard committed.
/// The same behaviour through the real stack: `scenarios/linux/webkitgtk-script-set-leaves-stale-composition.scenario`
/// (`LinuxScenarioTests`, `MeasuredRuleTests`).
@Suite("A stale composition after a script's write (WebKitGTK)")
struct StaleCompositionTests {
  static func session(_ profile: PlatformProfile = .webWebKitGTK, transforms: [AppTransform] = []) throws
    -> Session
  {
    try LinuxProfileRuleTests.session(profile, bridge: .naive, transforms: transforms)
  }

  static func field(_ session: Session) -> String { LinuxProfileRuleTests.field(session) }

  @Test(
    "a script's set during a composition: the field keeps the written text, the next key moves the caret to 0"
  )
  func keysAreUnseen() throws {
    let session = try Self.session()
    try session.type("kyou")
    try session.perform(.set("了解です", deferred: false))
    #expect(Self.field(session) == "了解です|")
    let changesBefore = session.onChangeRecords.count
    try session.type("ha")
    #expect(Self.field(session) == "|了解です")
    #expect(session.binding == "了解です")
    try session.perform(.key(.enter, count: 1))
    try session.type("ne")
    #expect(Self.field(session) == "|了解です")
    #expect(session.onChangeRecords.count == changesBefore)
    // The keyboard kept its reading, where nobody sees it.
    #expect(session.inputMethod.compositionBuffer == "ね")
  }

  @Test("a deferred set is a later task too")
  func deferredSet() throws {
    let session = try Self.session()
    try session.type("ka")
    try session.perform(.set("xyz", deferred: true))
    try session.perform(.tick(nil))
    try session.type("i")
    #expect(Self.field(session) == "|xyz")
  }

  @Test(
    "a write while the browser still counts its composition open changes nothing; after the commit it joins them"
  )
  func writeJoinsAfterCommit() throws {
    let session = try Self.session()
    try session.type("ka")
    try session.perform(.set("xyz", deferred: false))
    try session.type("i")
    try session.perform(.set("q", deferred: false))
    #expect(Self.field(session) == "q|")
    try session.type("e")
    #expect(Self.field(session) == "|q")
    try session.perform(.key(.enter, count: 1))
    try session.type("u")
    try session.perform(.set("w", deferred: false))
    // The keyboard's unseen う is re-sent with the next key, now visibly.
    try session.type("e")
    #expect(Self.field(session) == "w[うえ|]")
    #expect(session.binding == "wうえ")
  }

  @Test(
    "Backspace or Escape emptying the reading does not end the browser's composition",
    arguments: [
      NamedKey.backspace, .escape,
    ])
  func cancelKeepsItOpen(key: NamedKey) throws {
    let session = try Self.session()
    try session.type("ka")
    try session.perform(.set("xyz", deferred: false))
    try session.perform(.key(key, count: 1))
    #expect(Self.field(session) == "|xyz")
    try session.perform(.set("q", deferred: false))
    try session.type("e")
    #expect(Self.field(session) == "|q")
  }

  @Test(
    "a conversion to the same text and an arrow inside the reading leave the caret; an arrow with nothing composed moves it"
  )
  func caretMoves() throws {
    let session = try Self.session()
    try session.type("ka")
    try session.perform(.set("xyz", deferred: false))
    try session.perform(.key(.space, count: 1))
    try session.perform(.key(.left, count: 1))
    #expect(Self.field(session) == "xyz|")
    try session.perform(.key(.enter, count: 1))
    #expect(Self.field(session) == "|xyz")

    let idle = try Self.session()
    try idle.type("ka")
    try idle.perform(.set("xyz", deferred: false))
    try idle.perform(.key(.backspace, count: 1))
    try idle.perform(.set("qr", deferred: false))
    try idle.perform(.key(.left, count: 1))
    #expect(Self.field(idle) == "q|r")
  }

  @Test("a conversion that changes the preedit's text moves the caret to 0, as a letter does")
  func conversionToOtherTextMovesCaret() throws {
    let session = try Self.session()
    try session.type("kyou")
    try session.perform(.set("xyz", deferred: false))
    try session.perform(.key(.space, count: 1))
    #expect(session.inputMethod.compositionBuffer == "今日", "the reading converted")
    #expect(Self.field(session) == "|xyz")
  }

  @Test("a key that leaves the preedit's text as it was (Delete at the reading's end) leaves the caret")
  func unchangedPreeditKeepsCaret() throws {
    let session = try Self.session()
    try session.type("ka")
    try session.perform(.set("xyz", deferred: false))
    try session.perform(.key(.delete, count: 1))
    #expect(session.inputMethod.compositionBuffer == "か")
    #expect(Self.field(session) == "xyz|")
  }

  @Test("blur puts the caret at the end; after the keyboard's commit, blur and focus join them again")
  func blurAndFocus() throws {
    let open = try Self.session()
    try open.type("ka")
    try open.perform(.set("abc", deferred: false))
    try open.type("i")
    try open.perform(.blur)
    #expect(Self.field(open) == "abc|")
    try open.perform(.focus)
    try open.type("u")
    #expect(Self.field(open) == "|abc")

    let committed = try Self.session()
    try committed.type("ka")
    try committed.perform(.set("xyz", deferred: false))
    try committed.perform(.key(.enter, count: 1))
    try committed.perform(.blur)
    try committed.perform(.focus)
    try committed.type("u")
    #expect(Self.field(committed) == "xyz[う|]")
  }

  @Test(
    "a write inside the input handler keeps the keyboard's reading (ime-on-assign=keep), not a stale composition"
  )
  func writeInHandler() throws {
    let session = try Self.session(transforms: [AppTransform(.maxLength(2))])
    try session.type("kans")
    try session.type("i")
    // The page cuts Mozc's re-sent reading to two characters in each input event; the caret
    // stays at the end (agrees with WebKitGTK through the stack).
    #expect(session.staleComposition == nil)
    #expect(Self.field(session) == "かん|")
    #expect(session.inputMethod.compositionBuffer == "かんし")
  }

  @Test(
    "the guarded bridge's commit for its write is the page's blur and focus, which WebKitGTK's composition outlives"
  )
  func guardedSet() throws {
    let webkit = try LinuxProfileRuleTests.session(.webWebKitGTK, bridge: .guarded)
    try webkit.type("mu")
    try webkit.perform(.set("やうむへ", deferred: false))
    #expect(Self.field(webkit) == "やうむへ|")
    #expect(webkit.binding == "やうむへ")
    try webkit.perform(.key(.space, count: 1))
    #expect(Self.field(webkit) == "|やうむへ")
    // Chromium on Linux: the guarded bridge commits in place, as before.
    let chromium = try LinuxProfileRuleTests.session(.webChromiumLinux, bridge: .guarded)
    try chromium.type("mu")
    try chromium.perform(.set("やうむへ", deferred: false))
    try chromium.type("ha")
    #expect(Self.field(chromium) == "やうむへ[は|]")
    #expect(chromium.staleComposition == nil)
  }

  @Test(
    "keys the engine passes on edit the field after a write, and do nothing after a key it took"
  )
  func passedKeys() throws {
    // The guarded page's blur reset the keyboard: Backspace reaches the field and deletes.
    // Its input is not flagged composing, but the guarded page waits for the end of the
    // composition its set committed, which never comes, so it does not write the binding.
    let guarded = try LinuxProfileRuleTests.session(.webWebKitGTK, bridge: .guarded)
    try guarded.type("a")
    try guarded.perform(.set("んぴひゃけ", deferred: false))
    try guarded.perform(.key(.backspace, count: 2))
    #expect(Self.field(guarded) == "んぴひ|")
    #expect(guarded.binding == "んぴひゃけ")
    try guarded.perform(.key(.left, count: 1))
    #expect(Self.field(guarded) == "んぴ|ひ")
    try guarded.type("ka")
    #expect(Self.field(guarded) == "|んぴひ")
    try guarded.perform(.key(.enter, count: 1))
    // Mozc took the Enter (its commit): the next Delete the engine passes on does nothing.
    try guarded.perform(.key(.delete, count: 1))
    #expect(Self.field(guarded) == "|んぴひ")
  }

  @Test(
    "a passed-on key's input is not composing: the guarded page writes it once a later write has ended its wait"
  )
  func passedKeyAfterNextWrite() throws {
    let guarded = try LinuxProfileRuleTests.session(.webWebKitGTK, bridge: .guarded)
    try guarded.type("o")
    try guarded.perform(.set("ab", deferred: false))
    #expect(guarded.staleComposition != nil)
    #expect(guarded.pageIsComposing, "waiting for its commit's compositionend")
    try guarded.perform(.set("xyz", deferred: false))
    #expect(!guarded.pageIsComposing)
    try guarded.perform(.key(.backspace, count: 1))
    #expect(Self.field(guarded) == "xy|")
    #expect(guarded.binding == "xy")
    // A naive page's script set waits for nothing: the stale composition alone is not composing.
    let naive = try Self.session()
    try naive.type("o")
    try naive.perform(.set("ab", deferred: false))
    #expect(naive.staleComposition != nil)
    #expect(!naive.pageIsComposing)
  }

  @Test("a blur brings back the editor's own caret, which a key the engine took hid at 0")
  func blurBringsBackEditorCaret() throws {
    let session = try Self.session()
    try session.type("o")
    try session.perform(.set("xyz", deferred: false))
    try session.perform(.key(.escape, count: 1))
    try session.perform(.set("abc", deferred: false))
    try session.perform(.key(.left, count: 1))
    #expect(Self.field(session) == "ab|c", "Mozc, holding nothing, passes Left on")
    try session.type("k")
    #expect(Self.field(session) == "|abc")
    try session.perform(.blur)
    #expect(Self.field(session) == "ab|c", "not the end: where the editor kept it")
    // With no key taken since the write, the blur leaves the caret where it is.
    let guarded = try LinuxProfileRuleTests.session(.webWebKitGTK, bridge: .guarded)
    try guarded.type("o")
    try guarded.perform(.set("xyz", deferred: false))
    try guarded.perform(.key(.left, count: 1))
    try guarded.perform(.blur)
    #expect(Self.field(guarded) == "xy|z")
  }

  @Test("no other built-in profile leaves a stale composition", arguments: PlatformProfile.builtIn)
  func otherProfiles(profile: PlatformProfile) {
    let stale = KeyboardFamily.allCases.contains { profile.imeOnLateAssign[$0] == .staleComposition }
    #expect(stale == (profile.name == "web-webkitgtk"))
  }
}
