import Testing

@testable import InputModel

@Suite("TextDelta: a text kept as its change from the previous one")
struct TextDeltaTests {
  @Test(
    "the delta rebuilds the new text from the old one",
    arguments: [
      ("hello", "help!"), ("", "わた"), ("わた", ""), ("abc", "abc"), ("a👍b", "a👨‍👩‍👧b"),
      ("か", "か\u{3099}"), ("🇯🇵🇯🇵", "🇯🇵"), ("x\r", "x\r\n"), ("aaaa", "aaaaa"),
    ])
  func roundTrip(old: String, new: String) {
    let delta = TextDelta(from: old, to: new)
    #expect(Array(delta.applied(to: old).utf8) == Array(new.utf8))
  }

  @Test("appending a key to a long text stores the key only")
  func appendStoresTheKey() {
    let old = String(repeating: "わ", count: 10_000)
    #expect(TextDelta(from: old, to: old + "た").middle == Array("た".utf8))
  }

  @Test("a trace entry gives back the binding writes it stored as deltas")
  func entryEventsRoundTrip() throws {
    let session = Session(inputMethod: DirectInputMethod(), bridge: GuardedBridge())
    let typed = String(repeating: "0123456789", count: 20) + "👨‍👩‍👧"
    try session.type(typed)
    let entry = try #require(session.trace.last)
    var writes: [String] = []
    for event in entry.events {
      if case .bindingWrite(let value, _) = event { writes.append(value) }
    }
    #expect(writes.count == typed.count)
    #expect(writes.last == typed)
    #expect(writes.dropLast().allSatisfy { typed.hasPrefix($0) })
    let rebuilt = TraceEntry(
      stepIndex: entry.stepIndex, step: entry.step, events: entry.events, violations: entry.violations,
      after: entry.after)
    #expect(rebuilt == entry)
  }
}
