import Testing

@testable import InputModel

/// The rules measured through fcitx5 in Chromium, Firefox and WebKitGTK on Linux (issue 27,
/// docs/browser.md's rule × browser table), in the model: `preedit-selection`,
/// `preedit-cursor`, `ime-on-late-assign`, `late-render`, `ime-on-assign=detach`,
/// `blur-composition` `commit-detach` and `keep-marked`, `commit-input` `delete-then-insert` and
/// `input-after-end`.
/// scenarios/linux holds one scenario per rule, each
/// passing in its browser through the real stack. Pinyin's cursor: `PinyinPreeditCursorTests`.
@Suite("The Linux profiles' rules: the preedit's caret, late assignments, unseen compositions, kept marks")
struct LinuxProfileRuleTests {
  static func session(
    _ profile: PlatformProfile, bridge: BridgeKind = .guarded, transforms: [AppTransform] = []
  ) throws -> Session {
    let keyboard = try InputMethodKind.romaji.start(options: [
      RomajiStyle.optionName: RomajiStyle.desktop.rawValue
    ])
    return Session(inputMethod: keyboard, bridge: bridge.make(), platform: profile, transforms: transforms)
  }

  static func field(_ session: Session) -> String {
    FieldPattern(
      text: session.field.text, markedRange: session.field.markedRange,
      selectedRange: session.field.selectedRange
    ).description
  }

  static func with(_ profile: PlatformProfile, _ rule: PlatformRule, _ value: String) -> PlatformProfile {
    var changed = profile
    #expect(rule.apply(value, to: &changed))
    return changed
  }

  @Test(
    "a conversion's selection: web selects the segment, Chromium and Firefox on Linux a caret at its start, WebKitGTK its first character",
    arguments: [
      (PlatformProfile.web, "[{今日}]"), (.webChromiumLinux, "[|今日]"), (.webFirefoxLinux, "[|今日]"),
      (.webWebKitGTK, "[{今}日]"),
    ])
  func conversionSelection(profile: PlatformProfile, expected: String) throws {
    let session = try Self.session(profile)
    try session.type("kyou")
    #expect(Self.field(session) == "[きょう|]")
    try session.perform(.key(.space, count: 1))
    #expect(Self.field(session) == expected, "\(profile.name)")
    try session.perform(.key(.enter, count: 1))
    #expect(Self.field(session) == "今日|")
  }

  @Test("next-character: a caret move inside an unchanged preedit is not shown; caret: it is")
  func unchangedPreedit() throws {
    let webkit = try Self.session(.webWebKitGTK)
    try webkit.type("kanji")
    try webkit.perform(.key(.left, count: 1))
    #expect(Self.field(webkit) == "[かんじ|]")
    #expect(webkit.inputMethod.compositionBuffer == "かんじ")
    let chromium = try Self.session(.webChromiumLinux)
    try chromium.type("kanji")
    try chromium.perform(.key(.left, count: 1))
    #expect(Self.field(chromium) == "[かん|じ]")
  }

  @Test("the rules parse as use keys and read back; a wrong value is refused")
  func ruleValues() {
    let profile = Self.with(.web, .preeditSelection, "next-character")
    #expect(profile.preeditSelection == .nextCharacter)
    #expect(PlatformRule.preeditCursor.value(in: .webChromiumLinux, family: .chinese) == "start")
    #expect(PlatformRule.preeditCursor.value(in: .webChromiumLinux, family: .japanese) == "keyboard")
    #expect(PlatformRule.imeOnLateAssign.value(in: .webChromiumLinux, family: .japanese) == "keep")
    #expect(PlatformRule.imeOnLateAssign.value(in: .webChromiumLinux, family: .korean) == "as-ime-on-assign")
    #expect(PlatformRule.lateRender.value(in: .webChromiumLinux, family: .japanese) == "before-next-key")
    #expect(PlatformRule.lateRender.value(in: .webWebKitGTK, family: .japanese) == "before-next-message")
    #expect(PlatformRule.lateRender.value(in: .web, family: .japanese) == "with-step")
    #expect(PlatformRule.imeOnAssign.value(in: .webFirefoxLinux, family: .japanese) == "detach")
    #expect(PlatformRule.blurComposition.value(in: .webFirefoxLinux, family: .japanese) == "commit-detach")
    #expect(PlatformRule.blurComposition.value(in: .webWebKitGTK, family: .japanese) == "keep-marked")
    for family in KeyboardFamily.allCases {
      #expect(PlatformRule.imeOnLateAssign.value(in: .webWebKitGTK, family: family) == "stale-composition")
    }
    #expect(
      Self.with(.web, .imeOnLateAssign, "stale-composition").imeOnLateAssign[.korean] == .staleComposition)
    var unchanged = PlatformProfile.web
    #expect(!PlatformRule.preeditSelection.apply("segment", to: &unchanged))
    #expect(!PlatformRule.imeOnLateAssign.apply("later", to: &unchanged))
    #expect(!PlatformRule.lateRender.apply("per-key", to: &unchanged))
    #expect(unchanged == .web)
  }

  @Test(
    "Chromium on Linux: a script's set keeps Mozc's reading (late), a write in the input handler drops it")
  func lateAssignment() throws {
    let script = try Self.session(.webChromiumLinux, bridge: .naive)
    try script.type("kyou")
    try script.perform(.set("了解です", deferred: false))
    try script.type("h")
    #expect(Self.field(script) == "了解です[きょうｈ|]")

    let inHandler = try Self.session(
      .webChromiumLinux, bridge: .naive, transforms: [AppTransform(.maxLength(2))])
    try inHandler.type("kans")
    #expect(Self.field(inHandler) == "かん|")
    try inHandler.type("i")
    #expect(inHandler.onChangeRecords.suffix(2).map(\.new) == ["かんい", "かん"])

    // The same late write with ime-on-late-assign=as-ime-on-assign drops the reading.
    let asInHandler = try Self.session(
      Self.with(.webChromiumLinux, .imeOnLateAssign, "as-ime-on-assign"), bridge: .naive)
    try asInHandler.type("kyou")
    try asInHandler.perform(.set("了解です", deferred: false))
    try asInHandler.type("h")
    #expect(Self.field(asInHandler) == "了解です[ｈ|]")
  }

  /// `web-chromium-linux` with `late-render=with-step`.
  static let chromiumWithStep = {
    var profile = PlatformProfile.webChromiumLinux
    profile.lateRender = .withStep
    return profile
  }()

  @Test(
    "Chromium on Linux: a late render lands between the keys of one step, unless they are typed on a clock",
    arguments: [
      (PlatformProfile.webChromiumLinux, nil as Int?, "ｌｔう|"), (.webChromiumLinux, 40, "ｌう|"),
      (.webChromiumLinux, 4, "ｌう|"), (chromiumWithStep, nil, "ｌう|"),
    ])
  func lateRenderBetweenKeys(profile: PlatformProfile, interval: Int?, expected: String) throws {
    // l, t: the stale render "ｌ" ends the composition in the input handler (Mozc drops ｌｔ);
    // the render of "ｌｔ" lands before u, or (with the step) after u, over its composition.
    let session = try Self.session(profile, bridge: .controlledLate)
    session.keyIntervalMilliseconds = interval
    try session.type("ltu")
    #expect(
      Self.field(session) == expected,
      "\(profile.lateRender.rawValue), \(interval.map(String.init) ?? "nil") ms")
    #expect(session.binding == expected.replacingOccurrences(of: "|", with: ""))
  }

  @Test("WebKitGTK on Linux: a late render lands between the keys of one step, Mozc's reading kept")
  func webkitLateRenderBetweenKeys() throws {
    // t: the stale render "ｌ" in the input handler keeps Mozc's reading (ime-on-assign=keep);
    // the render of "ｌｔ" lands before u, and u finishes Mozc's "ltu" as っ.
    let session = try Self.session(.webWebKitGTK, bridge: .controlledLate)
    try session.type("ltu")
    #expect(Self.field(session) == "ｌｔっ|")
    var withStep = PlatformProfile.webWebKitGTK
    withStep.lateRender = .withStep
    let once = try Self.session(withStep, bridge: .controlledLate)
    try once.type("ltu")
    #expect(Self.field(once) == "ｌっ|")
  }

  @Test("WebKitGTK on Linux: a kept reading re-sent with the same text shows nothing; a changed one shows")
  func webkitUnchangedPreeditShowsNothing() throws {
    // o: the stale render "ｎ" takes [の] out of the field; the keyboard keeps の.
    let session = try Self.session(.webWebKitGTK, bridge: .controlledLate)
    try session.type("n")
    try session.type("o")
    #expect(Self.field(session) == "の|")
    try session.perform(.key(.left, count: 1))
    #expect(Self.field(session) == "の|", "the keyboard's caret move re-sends の unchanged")
    // A reading re-sent changed, then taken out again, is held again: s, h, i, Left.
    let again = try Self.session(.webWebKitGTK, bridge: .controlledLate)
    for letter in ["s", "h", "i"] { try again.type(letter) }
    let shown = Self.field(again)
    try again.perform(.key(.left, count: 1))
    #expect(Self.field(again) == shown)
    var caretShown = PlatformProfile.webWebKitGTK
    caretShown.preeditSelection = .caret
    let reported = try Self.session(caretShown, bridge: .controlledLate)
    try reported.type("n")
    try reported.type("o")
    try reported.perform(.key(.left, count: 1))
    #expect(Self.field(reported) != "の|", "a browser that reports every preedit shows the kept reading again")
  }

  @Test("Chromium on Linux: Backspace twice on a late-rendering page deletes two characters")
  func lateRenderBetweenBackspaces() throws {
    let session = try Self.session(.webChromiumLinux, bridge: .controlledLate)
    try session.type("j")
    try session.type("o")
    #expect(Self.field(session) == "じょ|")
    try session.perform(.key(.backspace, count: 2))
    #expect(Self.field(session) == "|")
    let withStep = try Self.session(Self.chromiumWithStep, bridge: .controlledLate)
    try withStep.type("j")
    try withStep.type("o")
    // The stale render puts じょ back after the first Backspace; the second deletes ょ again.
    try withStep.perform(.key(.backspace, count: 2))
    #expect(Self.field(withStep) == "じ|")
  }

  @Test("Firefox on Linux: after a set during a composition the keyboard composes unseen; its commit is lost")
  func detachOnAssign() throws {
    let session = try Self.session(.webFirefoxLinux, bridge: .naive)
    try session.type("kyou")
    try session.perform(.set("了解です", deferred: false))
    #expect(Self.field(session) == "了解です|")
    try session.type("ha")
    #expect(Self.field(session) == "了解です|")
    #expect(session.inputMethod.compositionBuffer == "は")
    let enter = try session.perform(.key(.enter, count: 1))
    #expect(Self.field(session) == "了解です|")
    #expect(session.submits.isEmpty)
    #expect(enter.events.contains(.enterKeyDown(isComposing: true)))
    try session.type("su")
    #expect(Self.field(session) == "了解です[す|]")
    #expect(session.binding == "了解ですす")

    // A key that composes nothing still reaches the field: Mozc's idle Space types U+3000.
    let idle = try Self.session(.webFirefoxLinux, bridge: .naive)
    try idle.type("kyou")
    try idle.perform(.set("了解です", deferred: false))
    try idle.perform(.key(.space, count: 1))
    #expect(Self.field(idle) == "了解です\u{3000}|")
  }

  @Test(
    "Firefox on Linux: a key that composes nothing reaches the field; the next composition is still unseen")
  func detachOutlastsAPlainKey() throws {
    let session = try Self.session(.webFirefoxLinux, bridge: .naive)
    try session.type("i")
    try session.perform(.set("a", deferred: false))
    try session.perform(.key(.enter, count: 1))
    #expect(session.submits == ["a"], "Mozc holds nothing: the Enter is a line break")
    try session.type("sso")
    #expect(Self.field(session) == "a|")
    try session.perform(.key(.enter, count: 1))
    #expect(Self.field(session) == "a|", "the unseen composition's commit is lost")
    try session.type("ka")
    #expect(Self.field(session) == "a[か|]")
  }

  @Test(
    "Firefox on Linux: convert with nothing composed unseen keeps the next composition unseen")
  func detachOutlastsAConversionGesture() throws {
    let session = try Self.session(.webFirefoxLinux, bridge: .naive)
    try session.type("pe")
    try session.perform(.set("", deferred: false))
    try session.perform(.action(.convert))
    try session.type("o")
    #expect(Self.field(session) == "|", "the reading after the gestures is still unseen")
    try session.perform(.key(.enter, count: 1))
    try session.type("ka")
    #expect(Self.field(session) == "[か|]")
  }

  @Test("Firefox on Linux: a blur with nothing composed unseen keeps the next composition unseen")
  func detachOutlastsABlur() throws {
    let session = try Self.session(.webFirefoxLinux, bridge: .naive)
    try session.type("i")
    try session.perform(.set("a", deferred: false))
    try session.perform(.blur)
    try session.perform(.focus)
    try session.type("ka")
    #expect(Self.field(session) == "a|")
    try session.perform(.key(.enter, count: 1))
    try session.perform(.key(.backspace, count: 1))
    try session.type("ro")
    #expect(Self.field(session) == "[ろ|]")
  }

  @Test("Firefox on Linux: a late render lands between the Backspaces of one step")
  func firefoxLateRenderBetweenBackspaces() throws {
    let session = try Self.session(.webFirefoxLinux, bridge: .controlledLate)
    try session.type("o")
    try session.type("hi")
    #expect(Self.field(session) == "おｈ|")
    try session.perform(.key(.backspace, count: 3))
    #expect(Self.field(session) == "|")
    var withStep = PlatformProfile.webFirefoxLinux
    withStep.lateRender = .withStep
    let once = try Self.session(withStep, bridge: .controlledLate)
    try once.type("o")
    try once.type("hi")
    try once.perform(.key(.backspace, count: 3))
    #expect(Self.field(once) == "お|")
  }

  @Test("Firefox on Linux: Backspace deletes a combining mark on its own, an emoji sequence whole")
  func firefoxBackspaceCodePoint() throws {
    let session = try Self.session(.webFirefoxLinux, bridge: .naive)
    try session.perform(.set("xｶﾞ", deferred: false))
    try session.perform(.key(.backspace, count: 1))
    #expect(Self.field(session) == "xｶ|")
    try session.perform(.set("x👍🏽", deferred: false))
    try session.perform(.key(.backspace, count: 1))
    #expect(Self.field(session) == "x|")
  }

  @Test("WebKitGTK: Backspace deletes a whole grapheme cluster, a combining mark with its base")
  func webkitBackspaceCluster() throws {
    let session = try Self.session(.webWebKitGTK, bridge: .naive)
    try session.perform(.set("xｶﾞ", deferred: false))
    try session.perform(.key(.backspace, count: 1))
    #expect(Self.field(session) == "x|")
    try session.perform(.set("ye\u{301}", deferred: false))
    try session.perform(.key(.backspace, count: 1))
    #expect(Self.field(session) == "y|")
    #expect(PlatformRule.backspace.value(in: .webWebKitGTK, family: .japanese) == "cluster")
  }

  @Test("Firefox on Linux: a blur commits; after focus the next composition is unseen until it ends")
  func detachAfterBlur() throws {
    let session = try Self.session(.webFirefoxLinux)
    try session.type("kyou")
    try session.perform(.blur)
    #expect(Self.field(session) == "きょう|")
    try session.perform(.focus)
    try session.type("ha")
    #expect(Self.field(session) == "きょう|")
    try session.perform(.key(.enter, count: 1))
    try session.type("a")
    #expect(Self.field(session) == "きょう[あ|]")

    // A blur with nothing composed parts nothing.
    let idle = try Self.session(.webFirefoxLinux)
    try idle.perform(.blur)
    try idle.perform(.focus)
    try idle.type("a")
    #expect(Self.field(idle) == "[あ|]")
  }

  @Test(
    "WebKitGTK: a blur keeps the composition marked; the keyboard forgot it, its next preedit replaces it")
  func keepMarkedOnBlur() throws {
    let session = try Self.session(.webWebKitGTK, bridge: .naive)
    try session.type("ka")
    try session.perform(.blur)
    #expect(Self.field(session) == "[か|]")
    #expect(session.inputMethod.compositionBuffer.isEmpty)
    try session.perform(.focus)
    try session.type("h")
    #expect(Self.field(session) == "[ｈ|]")
    try session.type("a")
    #expect(Self.field(session) == "[は|]")
  }

  /// The page's changes, one per write: `"" -> "お"` …
  static func changes(_ session: Session) -> [String] {
    session.onChangeRecords.map(\.description)
  }

  @Test(
    "WebKitGTK: a commit deletes the composition, then inserts the committed text; a page writing on every input sees both"
  )
  func commitDeletesThenInserts() throws {
    let webkit = try Self.session(.webWebKitGTK, bridge: .naive)
    try webkit.type("o")
    try webkit.perform(.key(.enter, count: 1))
    #expect(Self.field(webkit) == "お|")
    #expect(Self.changes(webkit) == [#""" -> "お""#, #""お" -> """#, #""" -> "お""#])
    // Typing on after a conversion commits it the same way.
    try webkit.type("kyou")
    try webkit.perform(.key(.space, count: 1))
    try webkit.type("a")
    #expect(Self.field(webkit) == "お今日[あ|]")
    #expect(
      Self.changes(webkit).suffix(4) == [
        #""おきょう" -> "お今日""#, #""お今日" -> "お""#, #""お" -> "お今日""#, #""お今日" -> "お今日あ""#,
      ])
    // `replace`: the commit is one change, which the binding already holds.
    let replacing = try Self.session(Self.with(.webWebKitGTK, .commitInput, "replace"), bridge: .naive)
    try replacing.type("o")
    try replacing.perform(.key(.enter, count: 1))
    #expect(Self.field(replacing) == "お|")
    #expect(Self.changes(replacing) == [#""" -> "お""#])
  }

  @Test(
    "Firefox: a commit's second input, after compositionend, reads back what the first handler wrote; it adds no change of its own"
  )
  func inputAfterCompositionEnd() throws {
    let late = try Self.session(.webFirefoxLinux, bridge: .controlledLate)
    try late.type("i")
    try late.perform(.key(.backspace, count: 1))
    #expect(Self.field(late) == "い|", "the stale render of い, written in the first handler, is read back")
    #expect(late.binding == "い")
    let replacing = try Self.session(
      Self.with(.webFirefoxLinux, .commitInput, "replace"), bridge: .controlledLate)
    try replacing.type("i")
    try replacing.perform(.key(.backspace, count: 1))
    #expect(Self.field(replacing) == "|")

    // A page that writes the field's text on every input sees the commit once.
    let naive = try Self.session(.webFirefoxLinux, bridge: .naive)
    try naive.type("o")
    try naive.perform(.key(.enter, count: 1))
    #expect(Self.field(naive) == "お|")
    #expect(Self.changes(naive) == [#""" -> "お""#])
  }

  @Test("WebKitGTK: a guarded page, which skips input events while composing, writes the commit once")
  func commitDeletesThenInsertsGuarded() throws {
    let webkit = try Self.session(.webWebKitGTK, bridge: .guarded)
    try webkit.type("o")
    try webkit.perform(.key(.enter, count: 1))
    #expect(Self.field(webkit) == "お|")
    #expect(webkit.binding == "お")
    #expect(Self.changes(webkit) == [#""" -> "お""#])
    // The composition replaced a selection: the text between the two events ("") differs from
    // the binding, and the page, still composing, does not write it.
    try webkit.perform(.key(.shiftLeft, count: 1))
    try webkit.type("ka")
    try webkit.perform(.key(.enter, count: 1))
    #expect(Self.field(webkit) == "か|")
    #expect(Self.changes(webkit) == [#""" -> "お""#, #""お" -> "か""#])
    #expect(PlatformRule.commitInput.value(in: .webWebKitGTK, family: .japanese) == "delete-then-insert")
    #expect(PlatformRule.commitInput.value(in: .webChromiumLinux, family: .japanese) == "replace")
    #expect(PlatformRule.commitInput.value(in: .webFirefoxLinux, family: .japanese) == "input-after-end")
  }

  @Test("WebKitGTK: a composition over a selection removes the selection first, the page already composing")
  func compositionOverSelection() throws {
    for (bridge, expected) in [
      (BridgeKind.naive, [#""" -> "xy""#, #""xy" -> "x""#, #""x" -> "xｂ""#]),
      (.guarded, [#""" -> "xy""#]),
    ] {
      let webkit = try Self.session(.webWebKitGTK, bridge: bridge)
      try webkit.perform(.set("xy", deferred: false))
      try webkit.perform(.key(.shiftLeft, count: 1))
      try webkit.type("b")
      #expect(Self.field(webkit) == "x[ｂ|]")
      #expect(Self.changes(webkit) == expected, "\(bridge)")
    }
  }

  @Test(
    "WebKitGTK: a commit with nothing composed over a selection removes the selection first; a late render between the two moves the commit to the end"
  )
  func commitOverSelection() throws {
    for (bridge, field, expected) in [
      (BridgeKind.naive, "x　|", [#""" -> "xy""#, #""xy" -> "x""#, #""x" -> "x　""#]),
      // The stale render of "xy" lands in the removal's handler and puts the caret at the end;
      // the late render pass reports the step's writes as one change.
      (.controlledLate, "xy　|", [#""" -> "xy""#, #""xy" -> "xy　""#]),
    ] {
      let webkit = try Self.session(.webWebKitGTK, bridge: bridge)
      try webkit.perform(.set("xy", deferred: false))
      try webkit.perform(.key(.shiftLeft, count: 1))
      try webkit.perform(.key(.space, count: 1))
      #expect(Self.field(webkit) == field, "\(bridge)")
      #expect(Self.changes(webkit) == expected, "\(bridge)")
    }
    // The direct keyboard's letter and Space are plain keys, not a commit: one change.
    let direct = Session(
      inputMethod: try InputMethodKind.direct.start(), bridge: BridgeKind.naive.make(),
      platform: .webWebKitGTK)
    try direct.perform(.set("xy", deferred: false))
    try direct.perform(.key(.shiftLeft, count: 1))
    try direct.type("z")
    #expect(Self.field(direct) == "xz|")
    try direct.perform(.key(.shiftLeft, count: 1))
    try direct.perform(.key(.space, count: 1))
    #expect(Self.field(direct) == "x |")
    #expect(Self.changes(direct) == [#""" -> "xy""#, #""xy" -> "xz""#, #""xz" -> "x ""#])
    // `replace`: Mozc's U+3000 replaces the selection in one change.
    let replacing = try Self.session(
      Self.with(.webWebKitGTK, .commitInput, "replace"), bridge: .controlledLate)
    try replacing.perform(.set("xy", deferred: false))
    try replacing.perform(.key(.shiftLeft, count: 1))
    try replacing.perform(.key(.space, count: 1))
    #expect(Self.field(replacing) == "x　|")
  }
}
