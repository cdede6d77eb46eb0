import Testing

@testable import InputModel

@Suite("Session: steps, focus, settling and invariants")
struct SessionTests {
  @Test(
    "focus loss during composition leaves no marked range (but under keep-marked); commit or discard as the profile says",
    arguments: PlatformProfile.builtIn)
  func focusLoss(platform: PlatformProfile) throws {
    let session = Session(
      inputMethod: InputMethodKind.romaji.make(), bridge: GuardedBridge(), platform: platform)
    try session.type("kana")
    #expect(session.field.markedText == "かな")
    try session.perform(.blur)
    #expect(session.compositionBuffer == "")
    switch platform.focusLoss(for: .japanese) {
    case .commit, .commitKeepingSelection:
      #expect(session.field.markedRange == nil)
      #expect(session.field.text == "かな")
      #expect(session.binding == session.field.text)
      #expect(session.violations.isEmpty)
    case .discard:
      #expect(session.field.markedRange == nil)
      #expect(session.field.text == "")
      #expect(session.binding == session.field.text)
      #expect(session.violations.isEmpty)
    case .keepMarked:
      // WebKitGTK: the text stays marked with no compositionend, so a guarded page has not
      // written it, and the keyboard no longer holds it.
      #expect(session.field.markedText == "かな")
      #expect(session.binding == "")
    }
  }

  @Test("keys while the field has no focus are ignored and noted in the trace")
  func keysWithoutFocus() throws {
    let session = Session(inputMethod: DirectInputMethod(), bridge: GuardedBridge(), focused: false)
    let entry = try session.perform(.type("a"))
    #expect(session.field.text == "")
    #expect(entry.events == [.keyIgnoredWithoutFocus(.key(.typed("a")))])
    try session.perform(.focus)
    try session.perform(.type("a"))
    #expect(session.field.text == "a")
  }

  @Test("a programmatic set during composition: naive overwrites, guarded commits first")
  func programmaticSetDuringComposition() throws {
    let naive = Session(inputMethod: InputMethodKind.romaji.make(), bridge: NaiveBridge())
    try naive.type("ka")
    try naive.perform(.set("x", deferred: false))
    // UIKit clears the marked range and the keyboard starts afresh (docs/evidence.md §3.1).
    #expect(naive.violations.map(\.invariant) == [.compositionOverwrite])
    #expect(naive.field.state == FieldState(text: "x"))
    #expect(naive.compositionBuffer == "")

    let guarded = Session(inputMethod: InputMethodKind.romaji.make(), bridge: GuardedBridge())
    try guarded.type("ka")
    try guarded.perform(.set("x", deferred: false))
    #expect(guarded.field.state == FieldState(text: "x"))
    #expect(guarded.compositionBuffer == "")
    #expect(guarded.violations.isEmpty)
    try guarded.type("a")
    #expect(guarded.field.text == "xあ")
  }

  @Test("settle=manual: nothing renders until tick; a deferred set lands on a later turn")
  func manualSettling() throws {
    let session = Session(inputMethod: DirectInputMethod(), bridge: GuardedBridge(), settleMode: .manual)
    try session.perform(.set("abc", deferred: true))
    #expect(session.field.text == "")
    #expect(session.store.pendingTaskCount == 1)
    try session.perform(.tick(1))
    #expect(session.binding == "abc")
    #expect(session.field.text == "abc")
    #expect(session.isSettled)
  }

  @Test("onChange fires once per render pass with coalesced values, in order")
  func onChangeCoalesces() throws {
    let session = Session(inputMethod: DirectInputMethod(), bridge: GuardedBridge(), settleMode: .manual)
    try session.perform(.set("A", deferred: false))
    try session.perform(.set("B", deferred: false))
    try session.perform(.set("C", deferred: false))
    try session.perform(.tick(nil))
    #expect(session.onChangeRecords == [OnChangeRecord(old: "", new: "C")])
    try session.perform(.set("D", deferred: false))
    try session.perform(.set("C", deferred: false))
    try session.perform(.tick(nil))
    #expect(session.onChangeRecords.count == 1)
  }

  @Test("main-queue writes run FIFO on later turns")
  func mainQueueOrder() throws {
    let session = Session(inputMethod: DirectInputMethod(), bridge: GuardedBridge(), settleMode: .manual)
    try session.perform(.set("first", deferred: true))
    try session.perform(.set("second", deferred: true))
    try session.perform(.tick(1))
    #expect(session.binding == "first")
    try session.perform(.tick(1))
    #expect(session.binding == "second")
  }

  @Test("the app's onChange records what it received and reports nothing by itself")
  func onChangeIsRecordedNotJudged() throws {
    let session = Session(inputMethod: DirectInputMethod(), bridge: GuardedBridge())
    try session.type("a")
    try session.type("b")
    #expect(
      session.onChangeRecords == [OnChangeRecord(old: "", new: "a"), OnChangeRecord(old: "a", new: "ab")])
    #expect(session.violations.isEmpty)
  }

  @Test("a transform that never converges is bounded: the render loop is reported, not a hang")
  func renderLoopBounded() throws {
    let session = Session(inputMethod: DirectInputMethod(), bridge: FlipFlopBridge())
    let entry = try session.perform(.type("a"))
    let diagnostics = entry.events.compactMap { event -> StoreDiagnostic? in
      if case .storeDiagnostic(let diagnostic) = event { diagnostic } else { nil }
    }
    #expect(diagnostics.contains { if case .renderLoop = $0 { true } else { false } })
  }

  @Test("a lasting disagreement is reported once, when it starts")
  func reportedOnce() throws {
    let session = Session(
      inputMethod: DirectInputMethod(), bridge: SwiftUI17Bridge(), transforms: [AppTransform(.uppercase)])
    try session.type("a")
    try session.perform(.tick(nil))
    try session.perform(.tick(nil))
    #expect(session.violations.map(\.invariant) == [.bindingMismatch])
  }

  @Test("with checksInvariants off the same steps run and nothing is reported")
  func invariantsOff() throws {
    let checked = Session(inputMethod: InputMethodKind.flick.make(), bridge: SwiftUI13Bridge())
    let unchecked = Session(
      inputMethod: InputMethodKind.flick.make(), bridge: SwiftUI13Bridge(), checksInvariants: false)
    for session in [checked, unchecked] {
      try session.perform(.flick("わ"))
      try session.perform(.flick("た"))
    }
    #expect(checked.field.state == unchecked.field.state)
    #expect(!checked.violations.isEmpty)
    #expect(unchecked.violations.isEmpty)
  }

  @Test("the trace records each step with the state after it")
  func trace() throws {
    let session = Session(inputMethod: InputMethodKind.flick.make(), bridge: GuardedBridge())
    try session.perform(.flick("わ"))
    try session.press(.enter)
    #expect(session.trace.map(\.step) == ["flick わ", "key enter"])
    #expect(session.trace[0].after.field.markedRange == UTF16Range(0..<1))
    #expect(session.trace[1].after.binding == "わ")
  }
}

/// A bridge that writes a different value on every render: a render loop.
final class FlipFlopBridge: Bridge {
  let name = "flip-flop"
  private var flag = false
  func fieldDidEmit(_ event: FieldEvent, context: BridgeContext) {}
  func updateView(context: BridgeContext) {
    flag.toggle()
    context.writeBinding(flag ? "x" : "y")
  }
}
