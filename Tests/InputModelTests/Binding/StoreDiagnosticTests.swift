import Testing

@testable import InputModel

@Suite("StoreDiagnostic: severity and messages")
struct StoreDiagnosticTests {
  @Test(
    "each diagnostic has its severity and a message that names the state",
    arguments: [
      (
        StoreDiagnostic.renderLoop(frame: 3, passCount: 32, changingStateNames: ["text", "menu"]),
        StoreDiagnostic.Severity.error,
        "render loop: frame 3 stopped after 32 passes (still changing: text, menu)"
      ),
      (
        .renderLoop(frame: 1, passCount: 2, changingStateNames: []), .error,
        "render loop: frame 1 stopped after 2 passes"
      ),
      (
        .multipleUpdatesPerFrame(stateName: "text", frame: 2), .warning,
        "onChange(of: text) action tried to update multiple times per frame (frame 2)"
      ),
      (
        .modifiedDuringRender(stateName: "text", origin: .bridge("native"), frame: 1, pass: 2),
        .warning,
        "modifying state text during view update by bridge:native (frame 1, pass 2)"
      ),
      (
        .notSettled(turnCount: 64, pendingTaskCount: 1, hasPendingRender: true), .error,
        "not settled after 64 turns: 1 tasks queued, render pending"
      ),
    ])
  func messages(diagnostic: StoreDiagnostic, severity: StoreDiagnostic.Severity, message: String) {
    #expect(diagnostic.severity == severity)
    #expect(diagnostic.description == message)
  }
}
