import Testing

@testable import InputModel

/// What a session records per step, as typed events.
@Suite("Session trace: typed events in the order they happened")
struct SessionTraceTests {
  @Test("flick た under swiftui13: the late update clears わ before the key, then た composes")
  func wataEvents() throws {
    let session = Session(inputMethod: InputMethodKind.flick.make(), bridge: SwiftUI13Bridge())
    try session.perform(.flick("わ"))
    let entry = try session.perform(.flick("た"))
    let violations = session.violations.filter { $0.stepIndex == 1 }
    #expect(violations.map(\.invariant) == [.compositionOverwrite, .lostInput])
    try #require(violations.count == 2)
    let events = entry.events.filter {
      if case .field(.selectionDidChange) = $0 { return false }
      if case .note = $0 { return false }
      return true
    }
    #expect(
      events == [
        .renderAssignment(text: "", markedTextBefore: "わ", fate: .cleared),
        .violation(violations[0]),
        .keyboardTold(.commit),
        .violation(violations[1]),
        .field(.compositionStart),
        .field(.compositionUpdate(markedText: "た", selectedRange: .caret(at: 1))),
        .field(.textDidChange(.markedText)),
      ])
  }

  @Test("a guarded bridge unmarks before a programmatic set, and the trace says so")
  func guardedUnmark() throws {
    let session = Session(inputMethod: InputMethodKind.romaji.make(), bridge: GuardedBridge())
    try session.type("ka")
    let entry = try session.perform(.set("x", deferred: false))
    #expect(entry.events.contains(.unmark(committedText: "か")))
    #expect(entry.events.contains(.renderAssignment(text: "x", markedTextBefore: nil, fate: .noneMarked)))
  }

  @Test("swiftui17 keeps a synchronous transform's write without displaying it")
  func writeNotDisplayed() throws {
    let session = Session(
      inputMethod: DirectInputMethod(), bridge: SwiftUI17Bridge(), transforms: [AppTransform(.uppercase)])
    let entry = try session.perform(.type("a"))
    #expect(entry.events.contains(.writeNotDisplayed(bridge: "swiftui17", value: "A")))
  }

  @Test("a deferred set is traced as a main-queue task")
  func deferredSet() throws {
    let session = Session(inputMethod: DirectInputMethod(), bridge: GuardedBridge(), settleMode: .manual)
    let entry = try session.perform(.set("abc", deferred: true))
    #expect(entry.events == [.taskEnqueued(label: "set \"abc\"")])
  }

  @Test("a bridge's own note becomes a .note event")
  func bridgeNote() throws {
    let session = Session(inputMethod: DirectInputMethod(), bridge: NotingBridge())
    let entry = try session.perform(.type("a"))
    #expect(entry.events.filter { if case .note = $0 { true } else { false } } == [.note("saw a")])
  }

  @Test("with the trace off a step records no events and no entry")
  func traceOff() throws {
    let session = Session(inputMethod: DirectInputMethod(), bridge: NotingBridge(), recordsTrace: false)
    let entry = try session.perform(.type("a"))
    #expect(entry.events.isEmpty)
    #expect(session.trace.isEmpty)
    #expect(session.field.text == "a")
  }
}

/// A bridge that notes every text change it sees, and writes it through.
final class NotingBridge: Bridge {
  let name = "noting"
  func fieldDidEmit(_ event: FieldEvent, context: BridgeContext) {
    if case .textDidChange = event {
      context.note("saw \(context.field.text)")
      context.writeBinding(context.field.text)
    }
  }
  func updateView(context: BridgeContext) {}
}
