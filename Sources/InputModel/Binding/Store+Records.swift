extension Store {
  /// Returns the onChange firings recorded since the last drain, oldest first, and forgets them.
  public func drainOnChangeEvents() -> [OnChangeEvent] {
    defer { onChangeEvents.removeAll(keepingCapacity: true) }
    return onChangeEvents
  }

  /// Returns the writes recorded since the last drain, oldest first, and forgets them.
  public func drainWriteEvents() -> [WriteEvent] {
    defer { writeEvents.removeAll(keepingCapacity: true) }
    return writeEvents
  }

  /// Returns the diagnostics recorded since the last drain, oldest first, and forgets them.
  public func drainDiagnostics() -> [StoreDiagnostic] {
    defer { diagnostics.removeAll(keepingCapacity: true) }
    return diagnostics
  }

  func record(_ event: @autoclosure () -> OnChangeEvent) {
    if isRecordingOnChangeEvents { onChangeEvents.append(event()) }
  }

  /// Broken bookkeeping that frames rely on, as sentences; empty when all holds. Tests check it
  /// after each step.
  func invariantViolations() -> [String] {
    var violations: [String] = []
    for index in slotsAwaitingObservation where !slots[index].isAwaitingObservation {
      violations.append("state \(slots[index].name) is listed for observation but not flagged")
    }
    if slots.filter(\.isAwaitingObservation).count != slotsAwaitingObservation.count {
      violations.append("a state flagged for observation is missing from the list")
    }
    if phase == .external && currentPass != 0 {
      violations.append("pass \(currentPass) set outside a frame")
    }
    if onChangeHandlers.contains(where: \.isPending) {
      violations.append("an onChange handler is pending outside a pass")
    }
    return violations
  }
}
