extension Store {
  /// Runs one frame: passes until no render is pending, at most `maxPassesPerFrame`.
  ///
  /// Each pass takes the pending render, then (a) snapshots every watched value and fires the
  /// onChange handlers whose value differs from what they saw at their previous pass, in
  /// registration order, then (b) calls every render callback in registration order. Writes
  /// made by either make the render pending again, so another pass runs in the same frame.
  ///
  ///     frame 1 ─ pass 1: onChange("" → "a") writes "A"; render sees "A"
  ///             └ pass 2: onChange("a" → "A");             render sees "A"
  ///
  /// Hitting the bound records `renderLoop` and stops; the render stays pending.
  /// Does nothing (returns 0) when no render is pending or when called from a handler, render
  /// callback or task.
  ///
  /// - Returns: the number of passes run.
  @discardableResult
  public func runFrame() -> Int {
    guard phase == .external, hasPendingRender else { return 0 }
    frameCount += 1
    let frame = frameCount
    var passCount = 0
    while hasPendingRender {
      if passCount == maxPassesPerFrame {
        diagnostics.append(
          .renderLoop(
            frame: frame, passCount: passCount, changingStateNames: namesOfUnobservedChanges()))
        break
      }
      passCount += 1
      runPass(frame: frame, pass: passCount)
    }
    currentPass = 0
    return passCount
  }

  private func runPass(frame: Int, pass: Int) {
    currentPass = pass
    hasPendingRender = false
    observeChangedSlots(frame: frame)

    // Snapshot first, fire second: every handler of the pass sees the values the pass started
    // with, as SwiftUI's actions see the values of the update that scheduled them. Handlers
    // registered during the pass wait for the next one.
    // Local copies: one exclusivity check per pass instead of one per element.
    let handlers = onChangeHandlers
    for handler in handlers {
      handler.capture()
    }
    phase = .onChange
    for handler in handlers where handler.isPending {
      handler.fire(in: self, frame: frame, pass: pass)
    }

    phase = .render
    for callback in renderCallbacks {
      callback.run(self)
    }
    phase = .external
  }

  /// Counts, per state, the passes of this frame that saw its value change; the second one
  /// records `multipleUpdatesPerFrame`.
  private func observeChangedSlots(frame: Int) {
    for index in slotsAwaitingObservation {
      let slot = slots[index]
      slot.isAwaitingObservation = false
      guard slot.observeAtPassStart() else { continue }
      if slot.lastChangedFrame != frame {
        slot.lastChangedFrame = frame
        slot.changesSeenInFrame = 0
      }
      slot.changesSeenInFrame += 1
      if slot.changesSeenInFrame == 2 {
        diagnostics.append(.multipleUpdatesPerFrame(stateName: slot.name, frame: frame))
      }
    }
    slotsAwaitingObservation.removeAll(keepingCapacity: true)
  }

  private func namesOfUnobservedChanges() -> [String] {
    slotsAwaitingObservation.map { slots[$0] }.filter(\.differsFromLastPass).map(\.name)
  }
}
