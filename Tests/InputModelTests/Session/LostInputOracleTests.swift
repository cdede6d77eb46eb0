import Testing

@testable import InputModel

/// A wrapper that writes every change to the binding and assigns the binding on every render,
/// equal or not (SwiftUI 1.0's field, a two-way Rx binding): an equal assignment that ends the
/// composition leaves the text as it was.
private final class AssignsEveryRenderBridge: Bridge {
  let name = "assigns-every-render"

  func fieldDidEmit(_ event: FieldEvent, context: BridgeContext) {
    if case .textDidChange = event { context.writeBinding(context.field.text) }
  }

  func updateView(context: BridgeContext) {
    context.assignField(context.binding)
  }
}

/// A keyboard of one's own, without a twin: the oracle falls back to its own commands.
private final class NoTwinKeyboard: InputMethod {
  let name = "no-twin"
  private let inner = InputMethodKind.romaji.make()
  var compositionBuffer: String { inner.compositionBuffer }
  var candidates: [String] { inner.candidates }
  func perform(_ action: InputAction, client: any TextInputClient) throws(InputMethodError) {
    try inner.perform(action, client: client)
  }
  func reset() { inner.reset() }
}

@Suite("lost-input: the field against the person's keys with no app in the loop")
struct LostInputOracleTests {
  static func rules(_ profile: PlatformProfile, _ policy: AssignmentPolicy, _ reaction: CompositionReaction)
    -> PlatformProfile
  {
    var profile = profile
    profile.assignDuringComposition = policy
    profile.imeOnAssign = reaction
    return profile
  }

  static func lostInput(_ session: Session) -> [Violation] {
    session.violations.filter { $0.invariant == .lostInput }
  }

  @Test("Android m i: an equal assignment commits m early, the field shows mい for み (changed)")
  func earlyCommit() throws {
    let session = Session(
      inputMethod: InputMethodKind.romaji.make(), bridge: AssignsEveryRenderBridge(),
      platform: Self.rules(.android, .replaceAndClearMarked, .commit))
    try session.type("m")
    #expect(Self.lostInput(session).isEmpty)
    try session.type("i")
    #expect(session.field.text == "mい")
    #expect(
      Self.lostInput(session).map(\.message) == [
        #"changed: the field shows "mい" but the keys typed, with no app in the loop, give "み""#
      ])
  }

  @Test("Instagram DM (zenn.dev/yuki0n0): か is committed by the equal re-assignment, ゛ types ^_^")
  func instagramFace() throws {
    let session = Session(
      inputMethod: InputMethodKind.flick.make(), bridge: AssignsEveryRenderBridge(),
      platform: Self.rules(.uikit, .replaceAndClearMarked, .commit))
    try session.perform(.flick("か"))
    #expect(session.field.text == "か")
    #expect(session.field.markedRange == nil)
    try session.perform(.flick("゛"))
    #expect(session.field.text == "か^_^")
    #expect(
      Self.lostInput(session).map(\.message) == [
        #"changed: the field shows "か^_^" but the keys typed, with no app in the loop, give "が""#
      ])
  }

  @Test("a keyboard without a twin is compared with its own commands, which miss the early commit")
  func noTwinFallsBack() throws {
    let session = Session(
      inputMethod: NoTwinKeyboard(), bridge: AssignsEveryRenderBridge(),
      platform: Self.rules(.android, .replaceAndClearMarked, .commit))
    try session.type("m")
    try session.type("i")
    #expect(session.field.text == "mい")
    #expect(Self.lostInput(session).isEmpty)
  }

  @Test("わ then た with the buffer dropped: dropped, and not reported again while it stays")
  func droppedOnce() throws {
    let session = Session(
      inputMethod: InputMethodKind.flick.make(), bridge: AssignsEveryRenderBridge(),
      platform: Self.rules(.uikit, .replaceAndKeepMarked, .dropBuffer))
    try session.perform(.flick("わ"))
    try session.perform(.flick("た"))
    #expect(session.field.text == "た")
    let messages = Self.lostInput(session).map(\.message)
    #expect(
      messages == [#"dropped: the field shows "た" but the keys typed, with no app in the loop, give "わた""#])
    try session.press(.enter)  // the intent commits わた; the field still shows た
    #expect(Self.lostInput(session).count == 1)
  }

  @Test("a late render on the web re-sends the reading: added")
  func added() throws {
    let session = Session(
      inputMethod: InputMethodKind.romaji.make(), bridge: ControlledLateBridge(),
      platform: Self.rules(.web, .replaceAndClearMarked, .keep))
    try session.type("wa")
    try session.type("ta")
    #expect(session.field.text == "わわた")
    #expect(Self.lostInput(session).map { $0.message.prefix(6) } == ["added:"])
  }

  @Test("the app's deliberate edits are taken over: a length limit is no lost input")
  func appEditsAreNotLosses() throws {
    let session = Session(
      inputMethod: InputMethodKind.direct.make(), bridge: NaiveBridge(),
      transforms: [AppTransform(.maxLength(3))])
    try session.type("12345")
    #expect(session.field.text == "123")
    try session.type("6")
    #expect(Self.lostInput(session).isEmpty)
    try session.perform(.set("ab", deferred: false))
    try session.type("c")
    #expect(session.field.text == "abc")
    #expect(Self.lostInput(session).isEmpty)
  }

  /// Found by `guarded finds nothing` once `web` rendered per event: the intent had typed the
  /// whole key (commit and ま) when the render between them cut the commit, and taking the
  /// field then dropped ま from the intent.
  @Test("an app edit between a commit and the next composition of one key is no lost input")
  func appEditInsideAKey() throws {
    let session = Session(
      inputMethod: InputMethodKind.twelveKey.make(), bridge: GuardedBridge(), platform: .web,
      transforms: [AppTransform(.maxLength(4))])
    for key in ["9", "4", "9", "3", "5"] { try session.type(key) }
    try session.perform(.action(.convert))
    try session.type("7")
    #expect(session.field.text == "らたらさま")
    #expect(session.field.markedText == "ま")
    #expect(Self.lostInput(session).isEmpty)
  }

  @Test("a set of the value the binding holds does not make the next bridge write an app edit")
  func equalSetIsNoAppEdit() throws {
    // Found by the fuzzer (seed 1, run 288): the set changed nothing, so no render cleared
    // the "deliberate" mark, and the late bridge's stale "" at と became the person's baseline.
    let session = Session(
      inputMethod: InputMethodKind.flick.make(), bridge: ControlledLateBridge(),
      platform: Self.rules(.android, .replaceAndClearMarked, .commit))
    try session.perform(.flick("さ"))
    try session.press(.backspace)
    try session.perform(.set("", deferred: false))
    try session.perform(.flick("と"))
    #expect(session.field.text == "と")
    #expect(Self.lostInput(session).isEmpty)
  }

  @Test(
    "TextDifference: the scalars between the common start and end, and what happened there",
    arguments: [
      ("わた", "た", "わ", "", TextDifference.Kind.dropped),
      ("わたし", "たし", "わ", "", .dropped),
      ("わた", "わわた", "", "わ", .added),
      ("み", "mい", "み", "mい", .changed),
      ("わた", "わあ", "た", "あ", .changed),
    ])
  func difference(intended: String, actual: String, only: String, extra: String, kind: TextDifference.Kind)
    throws
  {
    let difference = try #require(TextDifference(intended: intended, actual: actual))
    #expect(String(String.UnicodeScalarView(difference.intended)) == only)
    #expect(String(String.UnicodeScalarView(difference.actual)) == extra)
    #expect(difference.kind == kind)
    #expect(TextDifference(intended: intended, actual: intended) == nil)
  }

  @Test("typing on around a difference keeps it the same difference")
  func differenceKeptWhileTyping() {
    #expect(TextDifference(intended: "わた", actual: "た") == TextDifference(intended: "わたし", actual: "たし"))
    #expect(TextDifference(intended: "わた", actual: "た") != TextDifference(intended: "わたし", actual: "し"))
  }

  @Test("the fuzzer's signature names what happened to the text")
  func signatureMechanism() {
    let snapshot = Session.unrecordedSnapshot
    let violation = Violation(
      invariant: .lostInput, stepIndex: 0, message: #"added: the field shows "わわ" but …"#, snapshot: snapshot)
    #expect(FuzzSignature.mechanism(of: violation) == "added")
    let unknown = Violation(
      invariant: .lostInput, stepIndex: 0, message: "something else", snapshot: snapshot)
    #expect(FuzzSignature.mechanism(of: unknown) == nil)
  }
}
