import Testing

@testable import InputModel
@testable import InputSimHangul

/// The Korean keyboard in whole sessions: the per-keyboard platform rules as bug-and-fix
/// pairs, render timing, the lost-input oracle and the fuzzer on hangul.
@Suite("hangul in sessions: platform rules, render timing, lost input, fuzzing")
struct HangulSessionTests {
  static func session(
    bridge: BridgeKind = .guarded, platform: PlatformProfile, submitGuard: SubmitGuard = .compositionAware
  ) throws -> Session {
    Session(
      inputMethod: try InputMethodKind.hangul.start(), bridge: bridge.make(), platform: platform,
      submitGuard: submitGuard)
  }

  static func with(_ profile: PlatformProfile, _ rule: PlatformRule, _ value: String) -> PlatformProfile {
    var profile = profile
    #expect(rule.apply(value, to: &profile))
    return profile
  }

  static func configuration(_ bridge: BridgeKind, platform: PlatformProfile = .web) -> FuzzConfiguration {
    FuzzConfiguration(
      seed: 1, runs: 30, inputMethods: [.hangul], bridges: [.builtIn(bridge)], platforms: [platform],
      settleMode: .auto, variesTransforms: false)
  }

  @Test("enter-commit=after-keydown: a handler that sends on keydown sends 안녕하세 without 요")
  func enterAfterKeyDownLosesLastSyllable() throws {
    let session = try Self.session(platform: .web, submitGuard: .none)
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
    let session = try Self.session(platform: platform, submitGuard: .none)
    try session.perform(.type("dkssudgktpdy"))
    try session.perform(.key(.enter, count: 1))
    #expect(session.submits == ["안녕하세요"])
    #expect(session.violations.isEmpty)
  }

  @Test("enter-commit=after-keydown with a composition guard: the first Enter only commits, the second sends")
  func guardedKeyDownNeedsTwoEnters() throws {
    let session = try Self.session(platform: .web)
    try session.perform(.type("dkssudgktpdy"))
    try session.perform(.key(.enter, count: 1))
    #expect(session.submits.isEmpty)
    #expect(session.field.text == "안녕하세요")
    try session.perform(.key(.enter, count: 1))
    #expect(session.submits == ["안녕하세요"])
  }

  /// r k s k, one key per step: 가, then 간, then 가 + 나.
  static func typeGaNa(_ session: Session) throws {
    for key in ["r", "k", "s", "k"] { try session.perform(.type(key)) }
  }

  @Test("composition-restart=per-syllable: a late controlled input doubles the syllable (가간나)")
  func perSyllableRestartDoubles() throws {
    let session = try Self.session(bridge: .controlledLate, platform: .web)
    try Self.typeGaNa(session)
    #expect(session.field.text == "가간나")
  }

  @Test("composition-restart=none: the same keys give no doubled syllable")
  func noRestartDoesNotDouble() throws {
    let platform = Self.with(.web, .compositionRestart, "none")
    let session = try Self.session(bridge: .controlledLate, platform: platform)
    try Self.typeGaNa(session)
    #expect(session.field.text != "가간나")
  }

  @Test("the guarded bridge keeps 가나 under per-syllable restarts")
  func guardedKeepsSyllables() throws {
    let session = try Self.session(platform: .web)
    try Self.typeGaNa(session)
    #expect(session.field.text == "가나")
    #expect(session.violations.isEmpty)
  }

  /// The pass after the commit of 가 runs while the keyboard already holds 나: checked there,
  /// it would be a desync that no one can see once the key is done.
  @Test("a pass between a commit and the next composition is checked at the key's end: no false ime-desync")
  func syllableRestartIsNotADesync() throws {
    let session = Session(
      inputMethod: try InputMethodKind.hangul.start(), bridge: GuardedBridge(), platform: .web)
    try session.perform(.type("rksk"))
    #expect(session.field.text == "가나")
    #expect(session.field.markedRange == UTF16Range(location: 1, length: 1))
    #expect(session.binding == "가")
    #expect(session.violations.isEmpty)
  }

  /// Found by `fuzz --platform web --bridge guarded --ime hangul` (seed 3, run 951): the intent
  /// took the field after the key without its selection anchor, so the second shift+left moved
  /// the other end and t went before ㄷ instead of replacing it.
  @Test("an app edit inside a key that extends the selection keeps the selection's anchor")
  func appEditInsideAKeyKeepsAnchor() throws {
    let session = Session(
      inputMethod: try InputMethodKind.hangul.start(), bridge: GuardedBridge(), platform: .web,
      transforms: [AppTransform(.maxLength(1))])
    try session.type("ef")
    try session.perform(.key(.shiftLeft, count: 2))
    #expect(session.field.state == FieldState(text: "ㄷ", selectedRange: UTF16Range(location: 0, length: 1)))
    try session.type("t")
    #expect(session.field.text == "ㅅ")
    #expect(!session.violations.contains { $0.invariant == .lostInput })
  }

  @Test("hangul under controlled-late: a late write over a composed syllable, shrunk to two keys")
  func hangulControlledLate() throws {
    let report = Fuzzer(Self.configuration(.controlledLate)).run()
    let failure = try #require(report.failures.first)
    #expect(failure.signature.invariant == .compositionOverwrite)
    #expect(failure.steps.count <= 3)
    #expect(failure.scenarioText.contains("use ime=hangul bridge=controlled-late platform=web"))
  }

  @Test("naming hangul draws only hangul")
  func namedDrawsOnlyHangul() {
    let named = Fuzzer(Self.configuration(.guarded)).run()
    #expect(named.keystrokesByInputMethod[.hangul, default: 0] == named.keystrokes)
    #expect(named.keystrokes > 0)
  }

  @Test("the hangul alphabet draws every syllable shape: double finals and compound vowels")
  func hangulShapes() {
    var generator = StepGenerator(inputMethod: .hangul, settleMode: .auto, seed: 5)
    var typed = ""
    let context = StepContext()
    for _ in 0..<4_000 {
      if case .type(let text) = generator.next(in: context).step { typed += text }
    }
    for keys in ["hk", "nl", "ml", "fr", "qt", "R", "P"] {
      #expect(typed.contains(keys), "\(keys)")
    }
  }
}
