// Only the public API: this is what a user's own test target sees.
import InputModel
import Testing

/// A user's wrapper: writes the binding on every change but guards assignments with
/// `markedRange == nil` — and forgets to push the value after the commit.
final class UserWrittenBridge: Bridge {
  let name = "user-written"

  func fieldDidEmit(_ event: FieldEvent, context: BridgeContext) {
    if case .textDidChange(.input) = event {
      context.writeBinding(context.field.text)
    }
  }

  func updateView(context: BridgeContext) {
    if context.field.markedRange == nil && context.binding != context.field.text {
      context.assignField(context.binding)
    }
  }
}

@Suite("A custom bridge written outside InputModel is driven and checked like a built-in one")
struct CustomBridgeTests {
  @Test("the forgotten commit push shows up as binding-mismatch")
  func customBridge() throws {
    let session = Session(inputMethod: InputMethodKind.romaji.make(), bridge: UserWrittenBridge())
    try session.type("kana")
    try session.press(.enter)
    #expect(session.field.text == "かな")
    #expect(session.binding == "")
    #expect(session.violations.map(\.invariant) == [.bindingMismatch])
    #expect(session.trace.count == 2)
  }
}
