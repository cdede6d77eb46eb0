/// Replays a list of steps on a fresh session and reports the first thing that went wrong:
/// the way both a fuzz run and every shrinking attempt are judged.
public enum FuzzReplay {
  /// How a replay ended.
  public enum Outcome: Equatable, Sendable {
    /// Every step ran; no invariant was broken.
    case clean
    /// The keyboard rejected step `stepIndex` (0-based) before any violation: the list is not
    /// a valid scenario.
    case rejected(stepIndex: Int)
    /// The first violation, found after the first `stepCount` steps (0: at session start).
    case violation(Violation, stepCount: Int)
  }

  /// Replays `steps` under `settings` with a new bridge from `bridge`, stopping at the first
  /// violation or rejected step.
  public static func run(
    _ steps: [SessionStep], settings: FuzzRunSettings, bridge: FuzzBridge, recordsTrace: Bool = false
  ) -> Outcome {
    let session = settings.makeSession(bridge: bridge.make(), recordsTrace: recordsTrace)
    if let first = session.violations.first { return .violation(first, stepCount: 0) }
    for (index, step) in steps.enumerated() {
      do {
        try session.perform(step)
      } catch {
        return session.violations.first.map { .violation($0, stepCount: index + 1) } ?? .rejected(stepIndex: index)
      }
      if let first = session.violations.first { return .violation(first, stepCount: index + 1) }
    }
    return .clean
  }

  /// The steps that reproduce a violation of `invariant` as the replay's first violation,
  /// cut after the step that shows it; `nil` when the replay is clean, rejected, or first
  /// breaks another invariant. A step the keyboard rejects disqualifies the list, because
  /// the scenario written from it must run every step.
  public static func reproduction(
    of invariant: InvariantID, by steps: [SessionStep], settings: FuzzRunSettings, bridge: FuzzBridge
  ) -> [SessionStep]? {
    let session = settings.makeSession(bridge: bridge.make(), recordsTrace: false)
    if let first = session.violations.first { return first.invariant == invariant ? [] : nil }
    for (index, step) in steps.enumerated() {
      do {
        try session.perform(step)
      } catch {
        return nil
      }
      if let first = session.violations.first {
        return first.invariant == invariant ? Array(steps.prefix(index + 1)) : nil
      }
    }
    return nil
  }
}
