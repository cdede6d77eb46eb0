import Testing

@testable import InputModel

/// The per-keyboard platform rules, each as a pair: the bug the platform causes, then the
/// same keys where the rule's other value (or the fix) keeps the text.
@Suite("Korean and Chinese platform rules: bug and fix")
struct KeyboardPlatformRuleTests {
  static func session(
    _ ime: InputMethodKind, bridge: BridgeKind = .guarded, platform: PlatformProfile,
    submitGuard: SubmitGuard = .compositionAware
  ) throws -> Session {
    Session(
      inputMethod: try ime.start(), bridge: bridge.make(), platform: platform, submitGuard: submitGuard)
  }

  static func with(_ profile: PlatformProfile, _ rule: PlatformRule, _ value: String) -> PlatformProfile {
    var profile = profile
    #expect(rule.apply(value, to: &profile))
    return profile
  }

  @Test("enter-commit=after-keydown: a handler that sends on keydown sends 안녕하세 without 요")
  func enterAfterKeyDownLosesLastSyllable() throws {
    let session = try Self.session(.hangul, platform: .web, submitGuard: .none)
    #expect(PlatformProfile.web.enterCommit.korean == .afterKeyDown)
    try session.perform(.type("dkssudgktpdy"))
    try session.perform(.key(.enter, count: 1))
    #expect(session.submits == ["안녕하세"])
    #expect(session.field.text == "안녕하세요")
    #expect(session.violations.map(\.invariant).contains(.submitDuringComposition))
  }

  @Test("enter-commit=before-keydown: the same Enter sends 안녕하세요 whole")
  func enterBeforeKeyDownSendsWholeMessage() throws {
    let platform = Self.with(.web, .enterCommit, "before-keydown")
    let session = try Self.session(.hangul, platform: platform, submitGuard: .none)
    try session.perform(.type("dkssudgktpdy"))
    try session.perform(.key(.enter, count: 1))
    #expect(session.submits == ["안녕하세요"])
    #expect(session.violations.isEmpty)
  }

  @Test("enter-commit=after-keydown with a composition guard: the first Enter only commits, the second sends")
  func guardedKeyDownNeedsTwoEnters() throws {
    let session = try Self.session(.hangul, platform: .web)
    try session.perform(.type("dkssudgktpdy"))
    try session.perform(.key(.enter, count: 1))
    #expect(session.submits.isEmpty)
    #expect(session.field.text == "안녕하세요")
    try session.perform(.key(.enter, count: 1))
    #expect(session.submits == ["안녕하세요"])
  }

  @Test("blur-composition=discard: pinyin letters vanish on blur (web-safari)")
  func pinyinBlurDiscards() throws {
    let session = try Self.session(.pinyin, platform: .webSafari)
    try session.perform(.type("nihao"))
    try session.perform(.blur)
    #expect(session.field.text == "")
    #expect(session.binding == "")
  }

  @Test("blur-composition=commit: the same letters stay as typed")
  func pinyinBlurCommits() throws {
    let platform = Self.with(.webSafari, .blurComposition, "commit")
    let session = try Self.session(.pinyin, platform: platform)
    try session.perform(.type("nihao"))
    try session.perform(.blur)
    #expect(session.field.text == "ni hao")
    #expect(session.binding == "ni hao")
  }

  @Test("blur-composition leaves Japanese keyboards to focus-loss")
  func japaneseFollowsFocusLoss() {
    #expect(PlatformProfile.webSafari.focusLoss(for: .japanese) == .commit)
    #expect(Self.with(.webSafari, .focusLoss, "discard").focusLoss(for: .japanese) == .discard)
    #expect(PlatformProfile.uikit.focusLoss(for: .japanese) == .commit)
    #expect(PlatformProfile.uikit.focusLoss(for: .chinese) == .discard)
  }

  /// r k s k, one key per step: 가, then 간, then 가 + 나.
  static func typeGaNa(_ session: Session) throws {
    for key in ["r", "k", "s", "k"] { try session.perform(.type(key)) }
  }

  @Test("composition-restart=per-syllable: a late controlled input doubles the syllable (가간나)")
  func perSyllableRestartDoubles() throws {
    let session = try Self.session(.hangul, bridge: .controlledLate, platform: .web)
    try Self.typeGaNa(session)
    #expect(session.field.text == "가간나")
  }

  @Test("composition-restart=none: the same keys give no doubled syllable")
  func noRestartDoesNotDouble() throws {
    let platform = Self.with(.web, .compositionRestart, "none")
    let session = try Self.session(.hangul, bridge: .controlledLate, platform: platform)
    try Self.typeGaNa(session)
    #expect(session.field.text != "가간나")
  }

  @Test("the guarded bridge keeps 가나 under per-syllable restarts")
  func guardedKeepsSyllables() throws {
    let session = try Self.session(.hangul, platform: .web)
    try Self.typeGaNa(session)
    #expect(session.field.text == "가나")
    #expect(session.violations.isEmpty)
  }
}
