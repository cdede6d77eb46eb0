import ExampleWrappers
import InputModel
import Testing

@Suite("Example wrappers, checked the way an app's test target checks its own")
struct ExampleWrappersTests {
  @Test("flick わ then た keeps both under a wrapper that waits for the commit")
  func guardedWrapperKeepsBoth() throws {
    let session = Session(inputMethod: InputMethodKind.flick.make(), bridge: MarkedTextGuardBridge())
    try session.perform(.flick("わ"))
    try session.perform(.flick("た"))
    try session.perform(.key(.enter, count: 1))
    #expect(session.field.text == "わた")
    #expect(session.binding == "わた")
    #expect(session.violations.isEmpty)
  }

  @Test("a wrapper that assigns on every render overwrites the composition")
  func assigningWrapperOverwrites() throws {
    let session = Session(inputMethod: InputMethodKind.flick.make(), bridge: AssignEveryRenderBridge())
    try session.perform(.flick("わ"))
    #expect(session.violations.map(\.invariant) == [InvariantID.compositionOverwrite, .imeDesync])
  }
}
