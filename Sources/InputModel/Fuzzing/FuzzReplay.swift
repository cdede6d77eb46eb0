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
  /// violation of a `watched` invariant or at a rejected step.
  public static func run(
    _ steps: [SessionStep], settings: FuzzRunSettings, bridge: FuzzBridge,
    watching watched: Set<InvariantID> = Set(InvariantID.allCases), recordsTrace: Bool = false
  ) -> Outcome {
    let session = settings.makeSession(bridge: bridge.make(), recordsTrace: recordsTrace)
    var scanned = 0
    if let first = firstWatched(in: session, from: &scanned, watched) {
      return .violation(first, stepCount: 0)
    }
    for (index, step) in steps.enumerated() {
      var rejected = false
      do {
        try session.perform(step)
      } catch {
        rejected = true
      }
      if let first = firstWatched(in: session, from: &scanned, watched) {
        return .violation(first, stepCount: index + 1)
      }
      if rejected { return .rejected(stepIndex: index) }
    }
    return .clean
  }

  /// The steps that reproduce a violation of `invariant` as the replay's first violation of a
  /// watched invariant, cut after the step that shows it; `nil` when the replay is clean,
  /// first breaks another watched invariant, or has a step the keyboard rejects (the
  /// scenario written from the list must run every step).
  public static func reproduction(
    of invariant: InvariantID, by steps: [SessionStep], settings: FuzzRunSettings, bridge: FuzzBridge,
    watching watched: Set<InvariantID> = Set(InvariantID.allCases)
  ) -> [SessionStep]? {
    let session = settings.makeSession(bridge: bridge.make(), recordsTrace: false)
    var scanned = 0
    if let first = firstWatched(in: session, from: &scanned, watched) {
      return first.invariant == invariant ? [] : nil
    }
    for (index, step) in steps.enumerated() {
      do {
        try session.perform(step)
      } catch {
        return nil
      }
      if let first = firstWatched(in: session, from: &scanned, watched) {
        return first.invariant == invariant ? Array(steps.prefix(index + 1)) : nil
      }
    }
    return nil
  }

  /// The violations of invariants outside `watched` that replaying `steps` produces, in
  /// order: what a reproducer asserts along the way so that it fails on the watched one.
  ///
  ///     watched [stale-onchange]; steps type "ab", key enter
  ///     → [binding-mismatch in step 0]   (the stale-onchange of step 1 is watched: left out)
  public static func unwatchedViolations(
    _ steps: [SessionStep], settings: FuzzRunSettings, bridge: FuzzBridge, watching watched: Set<InvariantID>
  ) -> [Violation] {
    let session = settings.makeSession(bridge: bridge.make(), recordsTrace: false)
    for step in steps {
      do {
        try session.perform(step)
      } catch {
        break
      }
    }
    return session.violations.filter { !watched.contains($0.invariant) }
  }

  /// The first violation of a watched invariant recorded since `scanned`, which advances.
  static func firstWatched(in session: Session, from scanned: inout Int, _ watched: Set<InvariantID>)
    -> Violation?
  {
    let violations = session.violations
    while scanned < violations.count {
      let violation = violations[scanned]
      scanned += 1
      if watched.contains(violation.invariant) { return violation }
    }
    return nil
  }
}
