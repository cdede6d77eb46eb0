/// What makes two failures the same for deduplication: the broken invariant, the bridge, the
/// platform, the kind of the step that broke it and, for `lost-input`, what happened to the
/// text (so doubled text is not folded into dropped text).
///
/// A `stale-onchange` failure is the app's handler, not the bridge's: it is one failure per
/// mechanism and handler choice (`stale-transform` by `max-length reads=captured
/// onchange=ios14`), whatever bridge, platform or step showed it; those of the first run that
/// found it are kept as its example.
///
///     composition-overwrite swiftui13 uikit flick
///     stale-onchange guarded uikit pick (misread-change: post-pick=seed)
///     lost-input controlled-late web type (added)
public struct FuzzSignature: Hashable, Sendable, CustomStringConvertible {
  public var invariant: InvariantID
  public var bridge: String
  public var platform: String
  /// `SessionStep.fuzzKind` of the last step (`flick`, `key-enter`, `set-deferred`, …).
  public var lastStepKind: String
  /// `FuzzSignature.mechanism(of:)`: which stale-onChange mechanism; `nil` for the other
  /// invariants.
  public var mechanism: String?
  /// `FuzzSignature.handlerChoice(of:settings:)`: the app's choice that makes a
  /// `stale-onchange` failure (`post-pick=seed`, `max-length reads=mount`); when set, it and
  /// the mechanism alone identify the failure, and the bridge, platform and step are examples.
  public var handler: String?

  public init(
    invariant: InvariantID, bridge: String, platform: String, lastStepKind: String, mechanism: String? = nil,
    handler: String? = nil
  ) {
    self.invariant = invariant
    self.bridge = bridge
    self.platform = platform
    self.lastStepKind = lastStepKind
    self.mechanism = mechanism
    self.handler = handler
  }

  public var description: String {
    let cause = [mechanism, handler].compactMap { $0 }.joined(separator: ": ")
    return "\(invariant.rawValue) \(bridge) \(platform) \(lastStepKind)"
      + (cause.isEmpty ? "" : " (\(cause))")
  }

  /// The fields that tell failures apart: the handler's failures by mechanism and handler.
  private var identity: [String?] {
    if handler != nil { return [invariant.rawValue, mechanism, handler] }
    return [invariant.rawValue, bridge, platform, lastStepKind, mechanism]
  }

  public static func == (lhs: FuzzSignature, rhs: FuzzSignature) -> Bool { lhs.identity == rhs.identity }

  public func hash(into hasher: inout Hasher) { hasher.combine(identity) }

  /// The app's choice that a `stale-onchange` violation comes from, from its mechanism, its
  /// message and the run's handler options; `nil` for other invariants.
  ///
  ///     misread-change, menu post-pick=seed   →  "post-pick=seed"
  ///     stale-submit, submit-reads=mount      →  "submit-reads=mount"
  ///     "stale decision: transform max-length=5 (task) acted on \"ab\" (captured) …", ios14
  ///       →  "max-length reads=captured onchange=ios14 runs=next-turn"
  public static func handlerChoice(of violation: Violation, settings: FuzzRunSettings) -> String? {
    guard violation.invariant == .staleOnChange, let mechanism = mechanism(of: violation) else { return nil }
    let menu = settings.components.suggestionMenu
    switch mechanism {
    case "misread-change":
      return "post-pick=" + (menu?.postPick.rawValue ?? SuggestionMenu.PostPick.match.rawValue)
    case "stale-pick-task":
      return "pick-task=" + (menu?.pickTask.rawValue ?? SuggestionMenu.PickTask.blind.rawValue)
    case "stale-submit":
      return "submit-reads=" + (settings.components.search?.submitReads.rawValue ?? "current")
    case "stale-menu":
      return "reads=" + read(settings.appHandlers.reads.rawValue, settings)
    default:
      let message = violation.message
      let handler = message.dropFirst("stale decision: transform ".count).prefix { $0 != " " }
      let kind = handler.prefix { $0 != "=" }
      let source = readSource(in: message) ?? "param"
      let task = message.contains(" (task) acted on") ? " runs=next-turn" : ""
      return "\(kind) reads=\(read(source, settings))\(task)"
    }
  }

  /// A read source as the app's choice: a capture is the parameter under iOS 17 (the closure of
  /// this update runs), the last render's value under iOS 14.
  ///
  ///     captured, ios17  →  "param";   captured, ios14  →  "captured onchange=ios14"
  private static func read(_ source: String, _ settings: FuzzRunSettings) -> String {
    guard source == AppHandlerOptions.Reads.captured.rawValue else { return source }
    return settings.appHandlers.onChange == .ios17
      ? AppHandlerOptions.Reads.param.rawValue : source + " onchange=ios14"
  }

  /// The read source a stale decision names: `… acted on "…" (captured) but the text was …`.
  private static func readSource(in message: String) -> String? {
    AppHandlerOptions.Reads.allCases.first { message.contains("(\($0.rawValue)) but the text was") }?.rawValue
  }

  /// The mechanism a `stale-onchange` violation shows, from its message: `misread-change`
  /// (the menu took typing for its pick's write or the reverse), or a stale decision by a
  /// handler: `stale-transform`, `stale-menu`, `stale-pick-task`, `stale-submit`. For
  /// `lost-input`, what happened to the person's text: `dropped`, `added` or `changed`.
  /// `nil` for other invariants.
  ///
  ///     "stale decision: submit acted on \"sun\" (captured) …"  →  "stale-submit"
  ///     "added: the field shows \"わわた\" but …"                 →  "added"
  public static func mechanism(of violation: Violation) -> String? {
    if violation.invariant == .lostInput {
      let kind = violation.message.prefix { $0 != ":" }
      return TextDifference.Kind(rawValue: String(kind))?.rawValue
    }
    guard violation.invariant == .staleOnChange else { return nil }
    let message = violation.message
    if message.hasPrefix("misread change") { return "misread-change" }
    let decision = "stale decision: "
    guard message.hasPrefix(decision) else { return "stale" }
    let handler = message.dropFirst(decision.count)
    for (prefix, name) in [
      ("transform", "stale-transform"), ("suggestions", "stale-menu"), ("pick task", "stale-pick-task"),
      ("submit", "stale-submit"),
    ] where handler.hasPrefix(prefix) {
      return name
    }
    return "stale-decision"
  }
}

extension SessionStep {
  /// The step's kind, one word: the scenario keyword, with the key's name for `key` steps
  /// and `set-deferred` for deferred writes (`key-enter`, `flick`, `select`, `tick`).
  public var fuzzKind: String {
    switch self {
    case .key(let key, _), .action(.key(.named(let key))): word.rawValue + "-" + key.rawValue
    case .set(_, deferred: true): word.rawValue + "-deferred"
    default: word.rawValue
    }
  }
}
