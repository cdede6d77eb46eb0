import Testing

@testable import InputModel

/// `render-timing`: when the app's render pass runs during a step's keys, and when the
/// invariants of the passes inside a key are checked (docs/bridges-and-platforms.md).
@Suite("render-timing: a render pass per event batch on the web, checked once per key")
struct RenderTimingTests {
  static func web(_ timing: RenderTiming) -> PlatformProfile {
    var profile = PlatformProfile.web
    profile.renderTiming = timing
    return profile
  }

  static func session(
    _ ime: InputMethodKind, _ bridge: BridgeKind, _ timing: RenderTiming, transforms: [AppTransform] = [],
    settleMode: SettleMode = .auto
  ) throws -> Session {
    Session(
      inputMethod: try ime.start(), bridge: bridge.make(), platform: web(timing), transforms: transforms,
      settleMode: settleMode)
  }

  @Test("web and the measured Linux profiles render per event; the others per step")
  func defaults() {
    let measured = ["web", "web-chromium-linux", "web-webkitgtk", "web-firefox-linux"]
    for name in measured { #expect(PlatformProfile.named(name)?.renderTiming == .perEvent, "\(name)") }
    for profile in PlatformProfile.builtIn where !measured.contains(profile.name) {
      #expect(profile.renderTiming == .perStep, "\(profile.name)")
    }
  }

  @Test("naive with uppercase: per-event renders いG after g, so u re-sends いぐ after it (as Chromium)")
  func naiveUppercaseRendersBetweenKeys() throws {
    let perEvent = try Self.session(.romaji, .naive, .perEvent, transforms: [AppTransform(.uppercase)])
    try perEvent.type("i")
    let entry = try perEvent.perform(.type("gu"))
    #expect(perEvent.field.text == "いGいぐ")
    #expect(perEvent.field.markedRange == UTF16Range(location: 2, length: 2))
    // The render after g assigned いG over the marked いg: a real overwrite, and at the end of
    // that key the keyboard (keeping its buffer) disagrees with the field.
    #expect(entry.violations.map(\.invariant) == [.compositionOverwrite, .imeDesync])

    let perStep = try Self.session(.romaji, .naive, .perStep, transforms: [AppTransform(.uppercase)])
    try perStep.type("i")
    try perStep.perform(.type("gu"))
    #expect(perStep.field.text == "いぐ")
    #expect(perStep.field.markedRange == UTF16Range(location: 0, length: 2))
  }

  @Test("per-event: the app's onChange fires at each key of a step, not once for the step")
  func onChangePerKey() throws {
    let perEvent = try Self.session(.direct, .naive, .perEvent)
    try perEvent.perform(.type("ab"))
    #expect(perEvent.onChangeRecords.map(\.new) == ["a", "ab"])
    let perStep = try Self.session(.direct, .naive, .perStep)
    try perStep.perform(.type("ab"))
    #expect(perStep.onChangeRecords.map(\.new) == ["ab"])
  }

  @Test("controlled-late keeps its late render: one pass per step, as with per-step")
  func lateBridgeKeepsItsTiming() throws {
    #expect(BridgeKind.controlledLate.make().rendersLate)
    #expect(BridgeKind.swiftui13.make().rendersLate)
    #expect(!BridgeKind.naive.make().rendersLate)
    #expect(!BridgeKind.guarded.make().rendersLate)
    var states: [FieldState] = []
    for timing in RenderTiming.allCases {
      let session = try Self.session(.romaji, .controlledLate, timing, transforms: [AppTransform(.uppercase)])
      try session.perform(.type("i"))
      try session.perform(.type("gu"))
      states.append(session.field.state)
    }
    #expect(states.count == 2 && states[0] == states[1])
  }

  @Test("settle=manual renders only on render and tick steps, whatever the timing")
  func manualSettlingDoesNotRender() throws {
    let session = try Self.session(.direct, .naive, .perEvent, settleMode: .manual)
    try session.perform(.type("ab"))
    #expect(session.binding == "ab")
    #expect(session.onChangeRecords.count == 0)
    try session.perform(.tick(nil))
    #expect(session.onChangeRecords.map(\.new) == ["ab"])
  }
}
