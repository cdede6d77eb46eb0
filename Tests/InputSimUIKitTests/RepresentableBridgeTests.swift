import InputModel
import InputSimUIKit
import Testing

@Suite("RepresentableBridge runs a UIViewRepresentable against the session's field")
struct RepresentableBridgeTests {
  @Test("flick わ then た through a notification-driven wrapper breaks the composition like the naive bridge")
  func notifyingWrapperLosesWa() throws {
    let bridge = RepresentableBridge(name: "notifying") { text in NotifyingField(text: text) }
    let session = Session(
      inputMethod: InputMethodKind.flick.make(), bridge: bridge, transforms: [AppTransform(.maxLength(1))])
    try session.perform(SessionStep.flick("わ"))
    try session.perform(SessionStep.flick("た"))
    #expect(session.violations.contains { $0.invariant == InvariantID.compositionOverwrite })
    #expect(bridge.uiView?.text == session.field.text)
  }

  @Test("DispatchQueue.main.async in a wrapper runs at the next turn and not before")
  func asyncWriteRunsNextTurn() throws {
    let bridge = RepresentableBridge(name: "async") { text in AsyncField(text: text) }
    let session = Session(inputMethod: InputMethodKind.direct.make(), bridge: bridge, settleMode: .manual)
    try session.perform(.type("a"))
    #expect(session.field.text == "a")
    #expect(session.binding == "")
    #expect(session.store.pendingTaskCount == 1)
    try session.perform(.tick(1))
    #expect(session.binding == "a")
  }
}
