extension Store {
  /// Queues a task for a later turn: the model of `Task { @MainActor in … }` or
  /// `DispatchQueue.main.async` from app code. Tasks run first in, first out, one per turn.
  ///
  ///     queue []        enqueue(label: "pick") { $0.write(text, "apple", origin: .task("pick")) }
  ///     queue [pick]    runTurn()  →  text "apple", then a frame renders it
  public func enqueue(label: String, _ task: @escaping (_ store: Store) -> Void) {
    mainQueue.append(MainQueue.Entry(label: label, run: task))
  }

  /// The number of queued tasks.
  public var pendingTaskCount: Int { mainQueue.count }

  /// The labels of the queued tasks, next first.
  public var pendingTaskLabels: [String] { mainQueue.labels }

  /// True when no render is pending and no task is queued: the app's half of "settled" (the
  /// session adds "no marked text").
  public var isSettled: Bool { !hasPendingRender && mainQueue.isEmpty }

  /// Runs one main-queue turn: the oldest task if any, then a frame if a render is pending.
  /// Tasks the task queues run on later turns.
  ///
  /// A render already pending when the turn starts is rendered in the same frame as the task's
  /// writes; to render the current turn's writes first (as the platform does), call `runFrame()`
  /// before, or use `settle(maxTurns:)`, which does.
  ///
  /// Does nothing when called from a handler, render callback or task.
  ///
  /// - Returns: true when a task or a frame ran.
  @discardableResult
  public func runTurn() -> Bool {
    guard phase == .external else { return false }
    var didRun = false
    lastTaskLabel = nil
    if let task = mainQueue.popFirst() {
      lastTaskLabel = task.label
      phase = .task
      task.run(self)
      phase = .external
      didRun = true
    }
    if runFrame() > 0 { didRun = true }
    if didRun { turnCount += 1 }
    return didRun
  }

  /// Finishes the current turn's frame, then runs turns until the store is settled, at most
  /// `maxTurns` of them; records `notSettled` when they run out.
  ///
  /// A render pending on entry was caused by code that already ran this turn (a step, a field
  /// event, a gesture's action), so its frame runs before any queued task, as the platform
  /// renders before the main queue's next task:
  ///
  ///     text "ap"  action: text += " ", enqueue pick   settle()
  ///     → frame 1: onChange("ap" → "ap ")
  ///     → turn 1: pick writes "apple", frame 2: onChange("ap " → "apple")
  ///
  /// - Returns: whether the store is settled. False, with nothing run, when called from a
  ///   handler, render callback or task.
  @discardableResult
  public func settle(maxTurns: Int = 64) -> Bool {
    guard phase == .external else { return false }
    runFrame()
    var turns = 0
    while !isSettled {
      if turns >= maxTurns {
        diagnostics.append(
          .notSettled(
            turnCount: turns, pendingTaskCount: pendingTaskCount, hasPendingRender: hasPendingRender
          ))
        return false
      }
      runTurn()
      turns += 1
    }
    return true
  }
}
