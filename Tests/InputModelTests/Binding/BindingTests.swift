import Testing

@testable import InputModel

@Suite("Binding: what bridges hold instead of the store")
struct BindingTests {
  @Test("a store binding reads the current value and writes through the store with its origin")
  func storeBinding() {
    let store = Store()
    let text = store.makeState("", name: "text")
    let binding = store.binding(text)
    #expect(binding.value == "")
    binding.set("わ", origin: .bridge("native"))
    #expect(store[text] == "わ")
    #expect(store.hasPendingRender)
    #expect(store.drainWriteEvents().map(\.origin) == [.bridge("native")])
    store.write(text, "わた", origin: .step("2"))
    #expect(binding.value == "わた", "the binding reads the store, not a copy")
  }

  @Test("a binding write fires onChange at the next pass like any other write")
  func bindingFiresOnChange() {
    let store = Store()
    let text = store.makeState("", name: "text")
    store.onChange(of: text) { _, _, _ in }
    store.binding(text).set("か", origin: .bridge("native"))
    store.runFrame()
    #expect(
      store.drainOnChangeEvents() == [
        OnChangeEvent(stateName: "text", old: "", new: "か", frame: 1, pass: 1)
      ])
  }

  @Test("a constant binding ignores writes")
  func constantBinding() {
    let binding = Binding.constant("fixed")
    binding.set("other", origin: .step("1"))
    #expect(binding.value == "fixed")
  }

  @Test("a custom binding over a plain variable gets the value and the origin")
  func customBinding() {
    final class Box {
      var value = 0
      var origins: [WriteOrigin] = []
    }
    let box = Box()
    let binding = Binding(
      get: { box.value },
      set: {
        box.value = $0
        box.origins.append($1)
      })
    binding.set(5, origin: .task("t"))
    #expect(binding.value == 5)
    #expect(box.origins == [.task("t")])
  }

  @Test("a binding that outlives its store keeps a detached value")
  func outlivesStore() {
    var store: Store? = Store()
    let binding = store.map { store in store.binding(store.makeState("a", name: "text")) }
    weak let weakStore = store
    store = nil
    #expect(weakStore == nil, "the binding must not keep the store alive")
    binding?.set("b", origin: .step("1"))
    #expect(binding?.value == "b")
  }
}
