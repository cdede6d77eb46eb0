import Testing
@testable import InputModel

@Test("debug trace") func debugTrace() throws {
  let session = Session(inputMethod: InputMethodKind.romaji.make(), bridge: BridgeKind.controlledLate.make(), platform: .web)
  try session.perform(.type("w"))
  try session.perform(.type("a"))
  try session.press(.enter)
  for e in session.trace { print(e.step, "→", e.after.field, e.after.binding, e.after.compositionBuffer); for ev in e.events { print("   ", ev) } }
}
