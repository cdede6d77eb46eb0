/// What a scenario runs on, from its `use` lines: the keyboard, the bridge between field and
/// app state, the platform's rules, whether the field starts focused, and how time passes.
///
///     use ime=flick bridge=swiftui13 platform=uikit
///     → ime .flick, bridge .swiftui13, platform .uikit, the rest at their defaults
///
/// The raw values of the library's enums are the words scenario files use.
public struct ScenarioSettings: Equatable, Sendable {
  /// Whether the field has focus when the scenario starts. Default `on`.
  public enum Focus: String, CaseIterable, Hashable, Sendable {
    case on
    case off
  }

  /// The input method typing into the field. Default `romaji`.
  public var ime: InputMethodKind = .romaji
  /// The values of the keyboard's own `use` keys (`use pinyin-schema=luna_pinyin`), by key;
  /// a key left out takes its default (`InputMethodOption.defaultValue`). Whether the engine
  /// accepts a value is checked when the keyboard starts.
  public var keyboardOptions: [String: String] = [:]
  /// The code between field and app state. Default `guarded`.
  public var bridge: BridgeKind = .guarded
  /// The platform profile. Default `uikit`.
  public var platform: PlatformKind = .uikit
  public var focus: Focus = .on
  /// When render passes and main-queue turns run. Default `auto`.
  public var settle: SettleMode = .auto
  /// How the app's submit handler treats the Enter that commits a composition.
  /// Default `composition-aware`.
  public var submitGuard: SubmitGuard = .compositionAware
  /// Platform rules overridden by the file, by key (`assign-during-composition`, …), with
  /// values already checked against `PlatformRule.allowedValues`.
  public var platformOverrides: [String: String] = [:]
  /// Bridge rules overridden by the file, by key (`write`, `assign`, `late`, `assign-timing`,
  /// `sync-writes`), with values already checked by `BridgeRule.accepts`.
  public var bridgeOverrides: [String: String] = [:]
  /// How the app's handlers read the text and when they write (`onchange=`, `handler-reads=`,
  /// `handler-runs=`, `tasks=`). Default: the correct app (`ios17`, `param`, `in-update`,
  /// `after-render`).
  public var appHandlers = AppHandlerOptions()
  /// `key-interval-ms=N`: milliseconds between the person's keys, for races; `nil` (the
  /// default) for a person who waits for each key's effect. The OS input stack types the
  /// scenario's keys on this clock; the model orders the one race it decides by it
  /// (`EnterKeyOrder.keyDownUnflaggedFirst`).
  ///
  ///     use key-interval-ms=4   → type a, key enter: the Enter 4 ms after the a
  public var keyIntervalMilliseconds: Int?

  /// The defaults: romaji, guarded bridge, UIKit, focused, settling automatically.
  public init() {}

  /// A new keyboard as the file asks, with `dictionary` for conversion.
  ///
  /// - Throws: `InputEngineError` when its engine cannot start.
  public func startKeyboard(dictionary: ConversionDictionary = .embedded) throws(InputEngineError)
    -> any InputMethod
  {
    try ime.start(dictionary: dictionary, options: keyboardOptions)
  }

  /// A new keyboard as the file asks; one that refuses every action with the reason when
  /// its engine cannot start (`InputMethodKind.make`).
  public func makeKeyboard(dictionary: ConversionDictionary = .embedded) -> any InputMethod {
    ime.make(dictionary: dictionary, options: keyboardOptions)
  }

  /// The bridge's preset with the file's rule overrides applied.
  public var bridgeRules: BridgeRules {
    var rules = BridgeRules.preset(bridge)
    for (key, value) in bridgeOverrides.sorted(by: { $0.key < $1.key }) {
      _ = BridgeRule(rawValue: key)?.apply(value, to: &rules)
    }
    return rules
  }

  /// A new bridge as the file asks: the built-in one, or a rule bridge when rules are set.
  public func makeBridge() -> any Bridge {
    bridgeOverrides.isEmpty ? bridge.make() : RuleBridge(rules: bridgeRules)
  }

  /// The platform profile with the file's overrides applied.
  public var platformProfile: PlatformProfile {
    var profile = platform.profile
    for (key, value) in platformOverrides.sorted(by: { $0.key < $1.key }) {
      _ = PlatformRule(rawValue: key)?.apply(value, to: &profile)
    }
    return profile
  }
}
