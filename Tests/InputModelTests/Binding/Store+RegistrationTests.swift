import Testing

@testable import InputModel

@Suite("Store registration: onChange initial firing, labels")
struct StoreRegistrationTests {
  @Test("initial: true fires once at the first frame with (value, value), then like any handler")
  func initialFiring() {
    let store = Store()
    let text = store.makeState("A", name: "text")
    var calls: [String] = []
    store.onChange(of: text, initial: true) { _, old, new in calls.append("\(old)→\(new)") }
    #expect(store.hasPendingRender, "registering with initial: true schedules a pass")
    #expect(calls.isEmpty, "nothing runs at registration")
    store.runFrame()
    store.write(text, "B", origin: .step("1"))
    store.runFrame()
    #expect(calls == ["A→A", "A→B"])
    #expect(
      store.drainOnChangeEvents() == [
        OnChangeEvent(stateName: "text", old: "A", new: "A", frame: 1, pass: 1, isInitial: true),
        OnChangeEvent(stateName: "text", old: "A", new: "B", frame: 2, pass: 1),
      ])
  }

  @Test("initial: true fires with the value the first pass sees, not the value at registration")
  func initialSeesPassValue() {
    let store = Store()
    let text = store.makeState("A", name: "text")
    store.onChange(of: text, initial: true) { _, _, _ in }
    store.write(text, "B", origin: .step("1"))
    store.runFrame()
    #expect(
      store.drainOnChangeEvents() == [
        OnChangeEvent(stateName: "text", old: "B", new: "B", frame: 1, pass: 1, isInitial: true)
      ])
  }

  @Test("initial: false neither schedules a render nor fires without a change")
  func noInitialFiring() {
    let store = Store()
    let text = store.makeState("A", name: "text")
    store.onChange(of: text) { _, _, _ in }
    #expect(!store.hasPendingRender)
    store.onRender(label: "field") { _ in }
    store.runFrame()
    #expect(store.onChangeEvents.isEmpty)
  }

  @Test("a handler registered after writes compares against the value at registration")
  func registeredLate() {
    let store = Store()
    let text = store.makeState("A", name: "text")
    store.write(text, "B", origin: .step("1"))
    store.onChange(of: text) { _, _, _ in }
    store.write(text, "C", origin: .step("2"))
    store.runFrame()
    #expect(store.drainOnChangeEvents().map { "\($0.old)→\($0.new)" } == ["B→C"])
  }

  @Test("a handler registered during a pass is evaluated from the next pass on")
  func registeredDuringPass() {
    let store = Store()
    let text = store.makeState("", name: "text")
    var registered = false
    store.onChange(of: text, label: "registrar") { store, _, _ in
      guard !registered else { return }
      registered = true
      store.onChange(of: text, label: "late", initial: true) { _, _, _ in }
    }
    store.write(text, "a", origin: .step("1"))
    store.runFrame()
    #expect(
      store.drainOnChangeEvents() == [
        OnChangeEvent(
          stateName: "text", old: "", new: "a", frame: 1, pass: 1, handlerLabel: "registrar"),
        OnChangeEvent(
          stateName: "text", old: "a", new: "a", frame: 1, pass: 2, handlerLabel: "late",
          isInitial: true),
      ])
  }

  @Test("handler labels default to the state's name")
  func defaultLabels() {
    let store = Store()
    let text = store.makeState("", name: "text")
    store.onChange(of: text) { _, _, _ in }
    store.onChange(of: text, label: "menu") { _, _, _ in }
    #expect(store.onChangeHandlerLabels == ["text", "menu"])
  }

  @Test(
    "an onChange event describes itself for the trace",
    arguments: [
      (
        OnChangeEvent(stateName: "text", old: "A", new: "C", frame: 1, pass: 1),
        "onChange(text) \"A\" → \"C\" (frame 1, pass 1)"
      ),
      (
        OnChangeEvent(
          stateName: "text", old: "A", new: "A", frame: 2, pass: 1, handlerLabel: "menu",
          isInitial: true),
        "onChange(menu) \"A\" → \"A\" (frame 2, pass 1) initial"
      ),
      (
        OnChangeEvent(stateName: "text", old: "", new: "ap ", frame: 1, pass: 1, isStale: true),
        "onChange(text) \"\" → \"ap \" (frame 1, pass 1) stale"
      ),
    ])
  func eventDescription(event: OnChangeEvent, expected: String) {
    #expect(event.description == expected)
  }
}
