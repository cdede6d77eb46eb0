import Testing

@testable import InputModel

/// Each known bug mechanism reproduced with its named violation, then the fix proven clean.
@Suite("Known input bugs: reproduce, then prove the fix")
struct KnownBugTests {
  static func session(
    ime: InputMethodKind, bridge: BridgeKind, platform: PlatformProfile = .uikit,
    transforms: [AppTransform] = [], submitGuard: SubmitGuard = .compositionAware
  ) -> Session {
    Session(
      inputMethod: ime.make(), bridge: bridge.make(), platform: platform, transforms: transforms,
      submitGuard: submitGuard)
  }

  /// The invariants broken so far, in the order they were found.
  static func ids(_ session: Session) -> [InvariantID] {
    session.violations.map(\.invariant)
  }

  @Test("flick わ then た under swiftui13 leaves only た, with violations")
  func wataDropUnderSwiftUI13() throws {
    let session = Self.session(ime: .flick, bridge: .swiftui13)
    try session.perform(.flick("わ"))
    try session.perform(.flick("た"))
    #expect(session.field.text == "た")
    #expect(session.binding == "")
    // The update pass わ scheduled lands as た begins: the stale "" is assigned over the marked
    // わ (docs/evidence.md §3.2), the keyboard starts afresh and た composes alone.
    #expect(Self.ids(session) == [.compositionOverwrite, .lostInput])
  }

  @Test("flick わ then た under guarded keeps both, binding わた, no violation")
  func wataKeptUnderGuarded() throws {
    let session = Self.session(ime: .flick, bridge: .guarded)
    try session.perform(.flick("わ"))
    try session.perform(.flick("た"))
    #expect(
      session.field.state
        == FieldState(text: "わた", selectedRange: .caret(at: 2), markedRange: UTF16Range(0..<2)))
    try session.press(.enter)
    #expect(session.field.text == "わた")
    #expect(session.binding == "わた")
    #expect(session.violations.isEmpty)
    #expect(session.onChangeRecords == [OnChangeRecord(old: "", new: "わた")])
  }

  @Test("romaji wa with controlled-late on web duplicates input: lost-input")
  func controlledLateDuplicates() throws {
    let session = Self.session(ime: .romaji, bridge: .controlledLate, platform: .web)
    try session.type("wa")
    try session.press(.enter)
    #expect(session.field.text != "わ")
    #expect(Self.ids(session) == [.compositionOverwrite, .imeDesync, .lostInput])
  }

  @Test("romaji wa with guarded on web is clean")
  func guardedOnWebIsClean() throws {
    let session = Self.session(ime: .romaji, bridge: .guarded, platform: .web)
    try session.type("wa")
    try session.press(.enter)
    #expect(session.field.text == "わ")
    #expect(session.binding == "わ")
    #expect(session.violations.isEmpty)
  }

  @Test("swiftui17 with an uppercase transform: the field keeps the typed text, binding-mismatch")
  func swiftUI17IgnoresTransform() throws {
    let session = Self.session(ime: .direct, bridge: .swiftui17, transforms: [AppTransform(.uppercase)])
    try session.type("ab")
    #expect(session.field.text == "ab")
    #expect(session.binding == "AB")
    #expect(Self.ids(session) == [.bindingMismatch])
  }

  @Test("swiftui17 with a deferred uppercase transform shows the transformed text")
  func swiftUI17DeferredTransform() throws {
    let session = Self.session(
      ime: .direct, bridge: .swiftui17, transforms: [AppTransform(.uppercase, deferred: true)])
    try session.type("ab")
    #expect(session.field.text == "AB")
    #expect(session.binding == "AB")
    #expect(session.violations.isEmpty)
  }

  @Test("naive with max-length=5 while composing past 5: composition-overwrite")
  func naiveMaxLength() throws {
    let session = Self.session(ime: .romaji, bridge: .naive, transforms: [AppTransform(.maxLength(5))])
    try session.type("aiueoka")
    // UIKit commits the cut reading and the keyboard starts afresh (docs/evidence.md §3.1).
    #expect(Self.ids(session) == [.compositionOverwrite])
    #expect(session.field.state == FieldState(text: "あいうえお"))
  }

  @Test("guarded with max-length=5: clean, and the limit applies after the commit")
  func guardedMaxLength() throws {
    let session = Self.session(ime: .romaji, bridge: .guarded, transforms: [AppTransform(.maxLength(5))])
    try session.type("aiueoka")
    #expect(session.field.markedText == "あいうえおか")
    try session.press(.enter)
    #expect(session.field.text == "あいうえお")
    #expect(session.binding == "あいうえお")
    #expect(session.violations.isEmpty)
  }

  @Test("Enter during conversion on web-safari with a naive submit guard submits: violation")
  func safariNaiveSubmit() throws {
    let session = Self.session(ime: .romaji, bridge: .guarded, platform: .webSafari, submitGuard: .naive)
    try session.type("kyou")
    try session.perform(.action(.convert))
    try session.press(.enter)
    #expect(session.submits.count == 1)
    #expect(Self.ids(session) == [.submitDuringComposition])
  }

  @Test("Enter during conversion on web-safari with a composition-aware guard: clean")
  func safariAwareSubmit() throws {
    let session = Self.session(
      ime: .romaji, bridge: .guarded, platform: .webSafari, submitGuard: .compositionAware)
    try session.type("kyou")
    try session.perform(.action(.convert))
    try session.press(.enter)
    #expect(session.submits.isEmpty)
    #expect(session.violations.isEmpty)
    try session.press(.enter)
    #expect(session.submits == [session.field.text])
  }
}
