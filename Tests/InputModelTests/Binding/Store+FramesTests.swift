import Testing

@testable import InputModel

/// A store with one `String` state "text" and a recording handler on it.
private func storeWatchingText(_ initial: String = "A") -> (Store, StateID<String>) {
  let store = Store()
  let text = store.makeState(initial, name: "text")
  store.onChange(of: text) { _, _, _ in }
  return (store, text)
}

@Suite("Store frames: passes, onChange coalescing, render callbacks, loops")
struct StoreFramesTests {
  struct CoalescingCase: Sendable, CustomTestStringConvertible {
    let writes: [String]
    let expected: [(old: String, new: String)]
    var testDescription: String {
      "A → " + (writes.isEmpty ? "(no write)" : writes.joined(separator: " → "))
    }
  }

  @Test(
    "writes between two passes coalesce: the handler sees only the first and last value",
    arguments: [
      CoalescingCase(writes: ["B", "C"], expected: [("A", "C")]),
      CoalescingCase(writes: ["B", "A"], expected: []),
      CoalescingCase(writes: ["B"], expected: [("A", "B")]),
      CoalescingCase(writes: ["A"], expected: []),
      CoalescingCase(writes: ["B", "C", "B"], expected: [("A", "B")]),
      CoalescingCase(writes: ["B", "C", "D", "E"], expected: [("A", "E")]),
      CoalescingCase(writes: [], expected: []),
    ])
  func coalescing(_ testCase: CoalescingCase) {
    let (store, text) = storeWatchingText()
    for value in testCase.writes {
      store.write(text, value, origin: .step("write"))
    }
    store.runFrame()
    let events = store.drainOnChangeEvents()
    #expect(events.map(\.old) == testCase.expected.map(\.old))
    #expect(events.map(\.new) == testCase.expected.map(\.new))
    #expect(events.allSatisfy { $0.frame == 1 && $0.pass == 1 })
    #expect(store.invariantViolations().isEmpty)
  }

  @Test("writes in two separate frames fire twice, each old the previous new")
  func twoFrames() {
    let (store, text) = storeWatchingText()
    store.write(text, "B", origin: .step("1"))
    #expect(store.runFrame() == 1)
    store.write(text, "C", origin: .step("2"))
    #expect(store.runFrame() == 1)
    #expect(
      store.drainOnChangeEvents() == [
        OnChangeEvent(stateName: "text", old: "A", new: "B", frame: 1, pass: 1),
        OnChangeEvent(stateName: "text", old: "B", new: "C", frame: 2, pass: 1),
      ])
  }

  @Test("a frame with nothing pending runs no pass and counts no frame")
  func nothingPending() {
    let (store, _) = storeWatchingText()
    #expect(store.runFrame() == 0)
    #expect(store.frameCount == 0)
  }

  @Test("handlers fire in registration order, whatever state they watch")
  func handlerOrder() {
    let store = Store()
    let first = store.makeState(0, name: "first")
    let second = store.makeState(0, name: "second")
    var calls: [String] = []
    store.onChange(of: second, label: "second-1") { _, _, _ in calls.append("second-1") }
    store.onChange(of: first, label: "first") { _, _, _ in calls.append("first") }
    store.onChange(of: second, label: "second-2") { _, _, _ in calls.append("second-2") }
    store.write(first, 1, origin: .step("1"))
    store.write(second, 1, origin: .step("1"))
    store.runFrame()
    #expect(calls == ["second-1", "first", "second-2"])
    #expect(store.drainOnChangeEvents().map(\.handlerLabel) == ["second-1", "first", "second-2"])
  }

  @Test("a handler's write causes another pass in the same frame")
  func handlerWriteRunsAnotherPass() {
    let store = Store()
    let field = store.makeState("", name: "text")
    store.onChange(of: field) { store, _, new in
      store.write(field, new.uppercased(), origin: .onChange("uppercase"))
    }
    store.write(field, "a", origin: .bridge("native"))
    #expect(store.runFrame() == 2)
    #expect(store.frameCount == 1)
    #expect(store[field] == "A")
    #expect(
      store.drainOnChangeEvents() == [
        OnChangeEvent(stateName: "text", old: "", new: "a", frame: 1, pass: 1),
        OnChangeEvent(stateName: "text", old: "a", new: "A", frame: 1, pass: 2),
      ])
    #expect(!store.hasPendingRender)
  }

  @Test("render callbacks run after the pass's handlers and see the latest value")
  func renderSeesLatest() {
    let store = Store()
    let text = store.makeState("", name: "text")
    var log: [String] = []
    store.onChange(of: text) { store, _, new in
      log.append("onChange \(new)")
      store.write(text, String(new.prefix(3)), origin: .onChange("limit"))
    }
    store.onRender(label: "field") { store in log.append("render \(store[text])") }
    store.onRender(label: "label") { store in log.append("render2 \(store[text])") }
    store.runFrame()  // the first render after registration
    log.removeAll()
    store.write(text, "abcd", origin: .bridge("native"))
    store.runFrame()
    #expect(
      log == [
        "onChange abcd", "render abc", "render2 abc",
        "onChange abc", "render abc", "render2 abc",
      ])
  }

  @Test("registering a render callback schedules its first call")
  func renderRegistrationSchedules() {
    let store = Store()
    var calls = 0
    store.onRender(label: "field") { _ in calls += 1 }
    #expect(store.hasPendingRender)
    store.runFrame()
    #expect(calls == 1)
    #expect(store.renderCallbackLabels == ["field"])
  }

  @Test("every handler of a pass sees the pass's snapshot; a replaced value is marked stale")
  func snapshotAndStale() {
    let store = Store()
    let text = store.makeState("", name: "text")
    store.onChange(of: text, label: "trim") { store, _, new in
      if new.hasSuffix(" ") { store.write(text, String(new.dropLast()), origin: .onChange("trim")) }
    }
    var seen: [String] = []
    store.onChange(of: text, label: "menu") { _, _, new in seen.append(new) }
    store.write(text, "ap ", origin: .bridge("native"))
    store.runFrame()
    #expect(seen == ["ap ", "ap"])
    #expect(
      store.drainOnChangeEvents() == [
        OnChangeEvent(
          stateName: "text", old: "", new: "ap ", frame: 1, pass: 1, handlerLabel: "trim"),
        OnChangeEvent(
          stateName: "text", old: "", new: "ap ", frame: 1, pass: 1, handlerLabel: "menu",
          isStale: true),
        OnChangeEvent(
          stateName: "text", old: "ap ", new: "ap", frame: 1, pass: 2, handlerLabel: "trim"),
        OnChangeEvent(
          stateName: "text", old: "ap ", new: "ap", frame: 1, pass: 2, handlerLabel: "menu"),
      ])
  }

  @Test("a value written away and back by an earlier handler is not stale and fires nothing more")
  func writtenBackIsNotStale() {
    let store = Store()
    let text = store.makeState("", name: "text")
    store.onChange(of: text, label: "flicker") { store, _, new in
      store.write(text, new + "?", origin: .onChange("flicker"))
      store.write(text, new, origin: .onChange("flicker"))
    }
    store.onChange(of: text, label: "menu") { _, _, _ in }
    store.write(text, "a", origin: .bridge("native"))
    #expect(store.runFrame() == 2, "the written-back value still costs a pass")
    #expect(
      store.drainOnChangeEvents() == [
        OnChangeEvent(
          stateName: "text", old: "", new: "a", frame: 1, pass: 1, handlerLabel: "flicker"),
        OnChangeEvent(
          stateName: "text", old: "", new: "a", frame: 1, pass: 1, handlerLabel: "menu"),
      ])
    #expect(store.drainDiagnostics().isEmpty)
    #expect(store.invariantViolations().isEmpty)
  }

  @Test("a handler writing another watched state fires that state's handler at the next pass")
  func chainedHandlers() {
    let store = Store()
    let query = store.makeState("", name: "query")
    let isMenuOpen = store.makeState(false, name: "isMenuOpen")
    store.onChange(of: isMenuOpen) { _, _, _ in }
    store.onChange(of: query) { store, _, new in
      store.write(isMenuOpen, !new.isEmpty, origin: .onChange("menu"))
    }
    store.write(query, "a", origin: .bridge("native"))
    store.runFrame()
    #expect(
      store.drainOnChangeEvents() == [
        OnChangeEvent(stateName: "query", old: "", new: "a", frame: 1, pass: 1),
        OnChangeEvent(stateName: "isMenuOpen", old: "false", new: "true", frame: 1, pass: 2),
      ])
  }

  @Test(
    "a handler that always writes stops at the pass bound with renderLoop", arguments: [1, 4, 32])
  func renderLoop(maxPasses: Int) {
    let store = Store(maxPassesPerFrame: maxPasses)
    let counter = store.makeState(0, name: "counter")
    store.onChange(of: counter) { store, _, new in
      store.write(counter, new + 1, origin: .onChange("increment"))
    }
    store.write(counter, 1, origin: .step("1"))
    #expect(store.runFrame() == maxPasses)
    #expect(store.hasPendingRender, "the render the loop left stays pending")
    let loops = store.drainDiagnostics().filter {
      if case .renderLoop = $0 { true } else { false }
    }
    #expect(loops == [.renderLoop(frame: 1, passCount: maxPasses, changingStateNames: ["counter"])])
    #expect(store.onChangeEvents.count == maxPasses)
  }

  @Test("a pass bound below 1 means one pass")
  func passBoundClamped() {
    let store = Store(maxPassesPerFrame: 0)
    #expect(store.maxPassesPerFrame == 1)
  }

  @Test("a render callback that keeps writing loops too, and is flagged once per frame")
  func renderCallbackLoop() {
    let store = Store(maxPassesPerFrame: 8)
    let flag = store.makeState(false, name: "flag")
    store.onRender(label: "toggler") { store in
      store.write(flag, !store[flag], origin: .bridge("toggler"))
    }
    #expect(store.runFrame() == 8)
    let diagnostics = store.drainDiagnostics()
    #expect(
      diagnostics.filter { $0.severity == .warning && $0.description.hasPrefix("modifying") }
        == [.modifiedDuringRender(stateName: "flag", origin: .bridge("toggler"), frame: 1, pass: 1)]
    )
    #expect(diagnostics.last == .renderLoop(frame: 1, passCount: 8, changingStateNames: ["flag"]))
  }

  @Test("a state changed at two passes of one frame records multipleUpdatesPerFrame once")
  func multipleUpdates() {
    let store = Store()
    let text = store.makeState("", name: "text")
    store.onChange(of: text) { store, _, new in
      if new.count < 4 { store.write(text, new + "!", origin: .onChange("bang")) }
    }
    store.write(text, "a", origin: .bridge("native"))
    store.runFrame()
    #expect(store[text] == "a!!!")
    #expect(store.drainDiagnostics() == [.multipleUpdatesPerFrame(stateName: "text", frame: 1)])
  }

  @Test("one change per frame, however many frames, records no warning")
  func oneChangePerFrame() {
    let (store, text) = storeWatchingText()
    for value in ["B", "C", "D"] {
      store.write(text, value, origin: .step("1"))
      store.write(text, value + value, origin: .step("1"))  // coalesces with the previous write
      store.runFrame()
    }
    #expect(store.drainDiagnostics().isEmpty)
    #expect(store.frameCount == 3)
  }

  @Test("calling runFrame from a handler does nothing")
  func reentrantFrame() {
    let store = Store()
    let text = store.makeState("", name: "text")
    var nestedPasses: [Int] = []
    store.onChange(of: text) { store, _, _ in nestedPasses.append(store.runFrame()) }
    store.write(text, "a", origin: .step("1"))
    store.runFrame()
    #expect(nestedPasses == [0])
    #expect(store.frameCount == 1)
  }

  @Test("phase and pass tell a render callback where it runs")
  func phaseInsideFrame() {
    let store = Store()
    let text = store.makeState("", name: "text")
    var seen: [String] = []
    store.onChange(of: text) { store, _, _ in seen.append("\(store.phase) \(store.currentPass)") }
    store.onRender(label: "field") { store in seen.append("\(store.phase) \(store.currentPass)") }
    store.write(text, "a", origin: .step("1"))
    store.runFrame()
    #expect(seen == ["onChange 1", "render 1"])
    #expect(store.phase == .external)
    #expect(store.currentPass == 0)
  }
}
