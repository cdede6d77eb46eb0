import Testing

@testable import InputModel

/// SwiftUI's own onChange contract, as the store keeps it. It used to be checked as the
/// `stale-onchange` invariant, where it could never fail: it is a property of the model, so it
/// is specified here, and the invariant now checks what the app's handlers do.
@Suite("Store onChange contract: old is the previous new, new is the pass's value, a real change")
struct StoreOnChangeContractTests {
  @Test(
    "for any interleaving of writes, frames and turns, every firing's old is the previous firing's new",
    arguments: 0..<40)
  func oldIsPreviousNew(_ seed: Int) {
    let store = Store()
    let text = store.makeState("", name: "text")
    var seen: [(old: String, new: String, value: String)] = []
    store.onChange(of: text, label: "first") { store, old, new in
      seen.append((old, new, store[text]))
    }
    store.onChange(of: text, label: "second") { store, _, new in
      // A second handler that sometimes rewrites, as transforms do.
      if new.count > 3 { store.write(text, String(new.prefix(3)), origin: .onChange("second")) }
    }
    var random = SplitMix64(seed: UInt64(seed))
    for _ in 0..<60 {
      switch random.next() % 5 {
      case 0, 1:
        let letter = ["a", "b", "c", "d"][Int(random.next() % 4)]
        store.update(text, origin: .step("type")) { $0 += letter }
      case 2:
        store.enqueue(label: "reset") { store in store.write(text, "", origin: .task("reset")) }
      case 3:
        store.runFrame()
      default:
        store.runTurn()
      }
    }
    store.settle()
    var previousNew = ""
    for firing in seen {
      #expect(firing.old == previousNew)
      #expect(firing.old != firing.new)
      // The first handler of a pass runs before anyone of the pass wrote.
      #expect(firing.new == firing.value)
      previousNew = firing.new
    }
  }
}
