import Testing

@testable import InputModel

/// The lines `explain` prints for each kind of trace event, and the failure's one-line trace.
@Suite("Trace event text: one writer for explain and the failure trace")
struct TraceEventTextTests {
  static let violation = Violation(
    invariant: .imeDesync, stepIndex: 1, message: "the keyboard's buffer is \"\" but …",
    snapshot: Snapshot(field: FieldState(text: "わ"), binding: "わ", compositionBuffer: ""))

  static let lines: [(TraceEvent, String)] = [
    (
      .field(.compositionUpdate(markedText: "わ", selectedRange: .caret(at: 1))),
      "field: composition update \"わ\" {1, 0}"
    ),
    (.field(.textDidChange(.markedText)), "field: text did change (markedText)"),
    (.bindingWrite(value: "わ", origin: .bridge("swiftui13")), "binding ← \"わ\" (bridge:swiftui13)"),
    (.renderAssignment(text: "x", markedTextBefore: nil, fate: .noneMarked), "render: assign \"x\""),
    (
      .renderAssignment(text: "た", markedTextBefore: "わ", fate: .cleared),
      "render: assign \"た\" during composition (marked \"わ\" cleared)"
    ),
    (.unmark(committedText: "わ"), "app: unmark (commit \"わ\")"),
    (.keyboardTold(.dropBuffer), "keyboard: told the text changed (drop)"),
    (.keyboardError(.noFlickGesture(kana: "x")), #"keyboard: no flick gesture types "x""#),
    (.onChange(old: "", new: "a"), "onChange \"\" -> \"a\""),
    (.taskEnqueued(label: "set \"abc\""), "app: enqueue set \"abc\""),
    (
      .storeDiagnostic(.multipleUpdatesPerFrame(stateName: "text", frame: 2)),
      "app: onChange(of: text) action tried to update multiple times per frame (frame 2)"
    ),
    (.violation(violation), "violation ime-desync: the keyboard's buffer is \"\" but …"),
    (.submit(value: "わ"), "submit \"わ\""),
    (.enterKeyDown(isComposing: true), "app: Enter keydown (isComposing: true)"),
    (.keyIgnoredWithoutFocus(.key(.typed("a"))), "type \"a\": ignored, the field has no focus"),
    (.menuPick(item: "apple", mode: .deferred), "menu: pick \"apple\" (deferred)"),
    (.searchPick(item: "tokyo"), "search: pick \"tokyo\""),
    (.menuCloseButton, "menu: close button"),
    (.searchCancel, "search: cancel"),
    (
      .writeNotDisplayed(bridge: "swiftui17", value: "AB"),
      "swiftui17: write of \"AB\" not displayed (made during the field's update)"
    ),
    (.note("my bridge: skipped"), "my bridge: skipped"),
  ]

  @Test("every event kind has its explain line", arguments: lines)
  func line(event: TraceEvent, expected: String) {
    #expect(TraceEventText.line(event) == expected)
  }

  @Test("the failure trace keeps steps, render assignments, unmarks and ignored writes, in order")
  func summary() {
    let after = Snapshot(field: FieldState(), binding: "", compositionBuffer: "")
    let trace = [
      TraceEntry(
        stepIndex: 0, step: "flick わ",
        events: [
          .field(.compositionStart), .bindingWrite(value: "わ", origin: .bridge("b")),
          .renderAssignment(text: "わ", markedTextBefore: "わ", fate: .kept),
        ], violations: [], after: after),
      TraceEntry(
        stepIndex: 1, step: "set x", events: [.unmark(committedText: "わ"), .submit(value: "x")],
        violations: [], after: after),
      TraceEntry(
        stepIndex: 2, step: "type a", events: [.writeNotDisplayed(bridge: "swiftui17", value: "A")],
        violations: [], after: after),
    ]
    #expect(
      TraceSummary.render(trace)
        == "flick わ → render (assign \"わ\" during composition (marked \"わ\" kept)) → set x → unmark → type a → render (write not displayed)"
    )
    #expect(
      TraceSummary.render(trace, upTo: 0)
        == "flick わ → render (assign \"わ\" during composition (marked \"わ\" kept))")
  }
}
