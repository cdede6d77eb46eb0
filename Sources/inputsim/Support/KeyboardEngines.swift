import InputModel

/// The keyboards scenarios use that run on a C engine (libhangul, librime), started once
/// each before anything runs, so that `check` finds what `run` would stumble on: a missing
/// Debian package or an unknown pinyin schema is an error, and `run` runs nothing (exit 2).
///
///     chat.scenario:1:1: error: the pinyin keyboard cannot start: unknown pinyin schema "wubi" (installed: luna_pinyin, …)
enum KeyboardEngines {
  /// One error per scenario whose keyboard cannot start; each keyboard and schema is tried
  /// once.
  static func check(_ scenarios: [Scenario]) -> [Diagnostic] {
    var outcomes: [String: InputEngineError?] = [:]
    var diagnostics: [Diagnostic] = []
    for scenario in scenarios where scenario.settings.ime.needsEngine {
      let settings = scenario.settings
      let key = settings.ime == .pinyin ? "pinyin:" + settings.pinyinSchema : settings.ime.rawValue
      let outcome: InputEngineError?
      if let known = outcomes[key] {
        outcome = known
      } else {
        outcome = startError(settings)
        outcomes[key] = outcome
      }
      guard let outcome else { continue }
      diagnostics.append(
        Diagnostic(
          path: scenario.path, location: ScenarioLocation(line: 1, column: 1), severity: .error,
          message: "the \(settings.ime.rawValue) keyboard cannot start: \(outcome)",
          notes: [.init("./dev installs libhangul-dev, librime-dev and rime-data-luna-pinyin")]))
    }
    return diagnostics
  }

  /// Why the keyboard cannot start, or `nil` when it starts.
  static func startError(_ settings: ScenarioSettings) -> InputEngineError? {
    startError(settings.ime, pinyinSchema: settings.pinyinSchema)
  }

  /// Why `kind` cannot start (with `pinyinSchema` for pinyin), or `nil` when it starts.
  static func startError(_ kind: InputMethodKind, pinyinSchema: String = InputMethodKind.defaultPinyinSchema)
    -> InputEngineError?
  {
    do {
      _ = try kind.start(pinyinSchema: pinyinSchema)
      return nil
    } catch {
      return error
    }
  }
}
