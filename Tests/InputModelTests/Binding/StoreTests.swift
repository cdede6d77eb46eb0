import Testing

@testable import InputModel

@Suite("Store: state, writes and their records")
struct StoreTests {
  @Test("a new state reads its initial value and schedules no render")
  func makeState() {
    let store = Store()
    let text = store.makeState("わ", name: "text")
    let count = store.makeState(3, name: "count")
    #expect(store[text] == "わ")
    #expect(store[count] == 3)
    #expect(store.name(of: text) == "text")
    #expect(!store.hasPendingRender)
    #expect(store.isSettled)
  }

  @Test("a changing write updates the value at once and marks a render pending")
  func changingWrite() {
    let store = Store()
    let text = store.makeState("", name: "text")
    store.write(text, "わ", origin: .bridge("native"))
    #expect(store[text] == "わ")
    #expect(store.hasPendingRender)
    #expect(!store.isSettled)
  }

  @Test("writing an equal value is recorded as unchanged and schedules nothing")
  func equalWrite() {
    let store = Store()
    let text = store.makeState("わ", name: "text")
    store.write(text, "わ", origin: .step("1"))
    #expect(!store.hasPendingRender)
    #expect(
      store.drainWriteEvents() == [
        WriteEvent(
          stateName: "text", value: "わ", origin: .step("1"), isChange: false, frame: 1, pass: 0,
          phase: .external)
      ])
  }

  @Test("writes record origin, frame, pass and phase: between frames, in a handler, in a task")
  func writeRecords() {
    let store = Store()
    let text = store.makeState("", name: "text")
    let upper = store.makeState("", name: "upper")
    store.onChange(of: text) { store, _, new in
      store.write(upper, new.uppercased(), origin: .onChange("upper"))
    }
    store.write(text, "a", origin: .bridge("native"))
    store.runFrame()
    store.enqueue(label: "reset") { $0.write(text, "", origin: .task("reset")) }
    store.runTurn()
    #expect(
      store.drainWriteEvents() == [
        WriteEvent(
          stateName: "text", value: "a", origin: .bridge("native"), isChange: true, frame: 1,
          pass: 0,
          phase: .external),
        WriteEvent(
          stateName: "upper", value: "A", origin: .onChange("upper"), isChange: true, frame: 1,
          pass: 1,
          phase: .onChange),
        WriteEvent(
          stateName: "text", value: "", origin: .task("reset"), isChange: true, frame: 2, pass: 0,
          phase: .task),
        WriteEvent(
          stateName: "upper", value: "", origin: .onChange("upper"), isChange: true, frame: 2,
          pass: 1,
          phase: .onChange),
      ])
    #expect(store.drainWriteEvents().isEmpty, "draining forgets what it returned")
  }

  @Test("turning write recording off records nothing but still schedules the render")
  func recordingOff() {
    let store = Store()
    let text = store.makeState("", name: "text")
    store.isRecordingWrites = false
    store.write(text, "わ", origin: .step("1"))
    #expect(store.writeEvents.isEmpty)
    #expect(store.hasPendingRender)
  }

  @Test("update edits the current value in place: \"ap\" += \" \" → \"ap \"")
  func updateInPlace() {
    let store = Store()
    let text = store.makeState("ap", name: "text")
    store.update(text, origin: .action("pick")) { $0 += " " }
    #expect(store[text] == "ap ")
    #expect(store.writeEvents.map(\.origin) == [.action("pick")])
  }

  @Test("non-String values are recorded through String(describing:)")
  func nonStringText() {
    let store = Store()
    let count = store.makeState(1, name: "count")
    store.onChange(of: count) { _, _, _ in }
    store.write(count, 2, origin: .step("1"))
    store.runFrame()
    #expect(store.drainWriteEvents().map(\.value) == ["2"])
    #expect(
      store.drainOnChangeEvents() == [
        OnChangeEvent(stateName: "count", old: "1", new: "2", frame: 1, pass: 1)
      ])
  }

  @Test(
    "origins describe themselves as kind:label",
    arguments: [
      (WriteOrigin.bridge("native"), "bridge:native"),
      (WriteOrigin.onChange("menu"), "onChange:menu"),
      (WriteOrigin.task("pick"), "task:pick"),
      (WriteOrigin.action("submit"), "action:submit"),
      (WriteOrigin.step("4"), "step:4"),
    ])
  func originDescription(origin: WriteOrigin, expected: String) {
    #expect(origin.description == expected)
  }

  @Test("a write event describes itself for the trace")
  func writeEventDescription() {
    let event = WriteEvent(
      stateName: "text", value: "わ", origin: .bridge("native"), isChange: false, frame: 2, pass: 0,
      phase: .external)
    #expect(event.description == "text = \"わ\" by bridge:native (frame 2, pass 0) unchanged")
  }
}
