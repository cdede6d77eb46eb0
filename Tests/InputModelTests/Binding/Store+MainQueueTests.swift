import Testing

@testable import InputModel

@Suite("Store main queue: turns, FIFO order, settling")
struct StoreMainQueueTests {
  @Test("tasks run first in, first out, exactly one per turn")
  func fifoOnePerTurn() {
    let store = Store()
    var ran: [String] = []
    for label in ["one", "two", "three"] {
      store.enqueue(label: label) { _ in ran.append(label) }
    }
    #expect(store.pendingTaskLabels == ["one", "two", "three"])
    #expect(store.runTurn())
    #expect(ran == ["one"])
    #expect(store.lastTaskLabel == "one")
    #expect(store.pendingTaskCount == 2)
    #expect(store.runTurn())
    #expect(store.runTurn())
    #expect(ran == ["one", "two", "three"])
    #expect(!store.runTurn(), "an idle turn runs nothing")
    #expect(store.turnCount == 3)
  }

  @Test("a task queued by a task runs after the tasks already queued, on a later turn")
  func tasksQueuedByTasks() {
    let store = Store()
    var ran: [String] = []
    store.enqueue(label: "first") { store in
      ran.append("first")
      store.enqueue(label: "third") { _ in ran.append("third") }
    }
    store.enqueue(label: "second") { _ in ran.append("second") }
    store.runTurn()
    #expect(ran == ["first"])
    #expect(store.pendingTaskLabels == ["second", "third"])
    store.runTurn()
    store.runTurn()
    #expect(ran == ["first", "second", "third"])
  }

  @Test("a turn renders the task's writes in a frame of the same turn")
  func turnRendersTaskWrites() {
    let store = Store()
    let text = store.makeState("ap ", name: "text")
    store.onChange(of: text) { _, _, _ in }
    store.enqueue(label: "pick") { $0.write(text, "apple", origin: .task("pick")) }
    store.runTurn()
    #expect(!store.hasPendingRender)
    #expect(
      store.drainOnChangeEvents() == [
        OnChangeEvent(stateName: "text", old: "ap ", new: "apple", frame: 1, pass: 1)
      ])
  }

  @Test("runTurn renders a render already pending together with the task's writes")
  func turnCoalescesPendingRender() {
    let store = Store()
    let text = store.makeState("ap", name: "text")
    store.onChange(of: text) { _, _, _ in }
    store.write(text, "ap ", origin: .action("pick"))
    store.enqueue(label: "pick") { $0.write(text, "apple", origin: .task("pick")) }
    store.runTurn()
    #expect(
      store.drainOnChangeEvents() == [
        OnChangeEvent(stateName: "text", old: "ap", new: "apple", frame: 1, pass: 1)
      ])
  }

  @Test("a turn with no task but a pending render runs only the frame")
  func turnWithOnlyRender() {
    let store = Store()
    let text = store.makeState("", name: "text")
    store.write(text, "a", origin: .step("1"))
    #expect(store.runTurn())
    #expect(store.lastTaskLabel == nil)
    #expect(store.frameCount == 1)
    #expect(store.isSettled)
  }

  @Test("a deferred write lands one turn after the pick: two onChange events in two frames")
  func deferredWritePattern() {
    let store = Store()
    let text = store.makeState("ap", name: "text")
    store.onChange(of: text) { _, _, _ in }
    // The suggestion-menu workaround: text += " " now, the pick on the next main-queue turn.
    store.update(text, origin: .action("pick")) { $0 += " " }
    store.enqueue(label: "pick") { $0.write(text, "apple", origin: .task("pick")) }
    #expect(store.settle())
    #expect(
      store.drainOnChangeEvents() == [
        OnChangeEvent(stateName: "text", old: "ap", new: "ap ", frame: 1, pass: 1),
        OnChangeEvent(stateName: "text", old: "ap ", new: "apple", frame: 2, pass: 1),
      ])
    #expect(store.drainDiagnostics().isEmpty)
  }

  @Test("settle runs turns until no task and no render is left")
  func settleRunsEverything() {
    let store = Store()
    let count = store.makeState(0, name: "count")
    store.onChange(of: count) { store, _, new in
      if new < 3 {
        store.enqueue(label: "increment") { $0.write(count, new + 1, origin: .task("increment")) }
      }
    }
    store.write(count, 1, origin: .step("1"))
    #expect(store.settle())
    #expect(store[count] == 3)
    #expect(store.isSettled)
    #expect(store.frameCount == 3)
    #expect(
      store.turnCount == 2, "the step's own frame ends the step's turn; two task turns follow")
  }

  @Test(
    "settle is bounded: a task that always requeues itself records notSettled",
    arguments: [1, 5, 64])
  func settleBounded(maxTurns: Int) {
    let store = Store()
    func forever(_ store: Store) {
      store.enqueue(label: "poll", forever)
    }
    store.enqueue(label: "poll", forever)
    #expect(!store.settle(maxTurns: maxTurns))
    #expect(store.turnCount == maxTurns)
    #expect(
      store.drainDiagnostics() == [
        .notSettled(turnCount: maxTurns, pendingTaskCount: 1, hasPendingRender: false)
      ])
  }

  @Test("settle with a render loop stops too, reporting both the loops and notSettled")
  func settleWithRenderLoop() {
    let store = Store(maxPassesPerFrame: 4)
    let counter = store.makeState(0, name: "counter")
    store.onChange(of: counter) { store, _, new in
      store.write(counter, new + 1, origin: .onChange("loop"))
    }
    store.write(counter, 1, origin: .step("1"))
    #expect(!store.settle(maxTurns: 1), "one frame to finish the step, one turn")
    #expect(
      store.drainDiagnostics() == [
        .multipleUpdatesPerFrame(stateName: "counter", frame: 1),
        .renderLoop(frame: 1, passCount: 4, changingStateNames: ["counter"]),
        .multipleUpdatesPerFrame(stateName: "counter", frame: 2),
        .renderLoop(frame: 2, passCount: 4, changingStateNames: ["counter"]),
        .notSettled(turnCount: 1, pendingTaskCount: 0, hasPendingRender: true),
      ])
  }

  @Test("a negative turn bound counts as zero instead of running forever")
  func negativeBound() {
    let store = Store()
    store.enqueue(label: "later") { _ in }
    #expect(!store.settle(maxTurns: -1))
    #expect(
      store.drainDiagnostics() == [
        .notSettled(turnCount: 0, pendingTaskCount: 1, hasPendingRender: false)
      ])
  }

  @Test("an already settled store settles without running a turn")
  func settleIdle() {
    let store = Store()
    #expect(store.settle(maxTurns: 0))
    #expect(store.turnCount == 0)
  }

  @Test("turns and settle called from a task do nothing")
  func reentrantTurn() {
    let store = Store()
    var nested: [Bool] = []
    store.enqueue(label: "outer") { store in
      nested.append(store.runTurn())
      nested.append(store.settle())
    }
    store.enqueue(label: "inner") { _ in }
    store.runTurn()
    #expect(nested == [false, false])
    #expect(store.pendingTaskLabels == ["inner"])
  }

  @Test("many tasks keep FIFO order across the queue's compaction")
  func longQueue() {
    let store = Store()
    var ran: [Int] = []
    for number in 0..<100 {
      store.enqueue(label: "\(number)") { _ in ran.append(number) }
    }
    for number in 0..<40 { #expect(store.runTurn(), "turn \(number)") }
    for number in 100..<150 {
      store.enqueue(label: "\(number)") { _ in ran.append(number) }
    }
    #expect(store.settle(maxTurns: 200))
    #expect(ran == Array(0..<150))
  }
}
