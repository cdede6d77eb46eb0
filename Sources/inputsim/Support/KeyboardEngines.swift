import InputModel

/// The keyboards scenarios use that run on an outside engine (`InputMethodKind.startsEngine`:
/// libhangul, librime), started once each before anything runs, so that `check` finds what
/// `run` would stumble on: a missing Debian package or an unknown pinyin schema is an error,
/// and `run` runs nothing (exit 2).
///
///     chat.scenario:1:1: error: the pinyin keyboard cannot start: unknown pinyin schema "wubi" (installed: luna_pinyin, …)
enum KeyboardEngines {
  /// One error per scenario whose keyboard cannot start; each keyboard and set of option
  /// values is tried once.
  static func check(_ scenarios: [Scenario]) -> [Diagnostic] {
    var outcomes: [String: InputEngineError?] = [:]
    var diagnostics: [Diagnostic] = []
    for scenario in scenarios where scenario.settings.ime.startsEngine {
      let settings = scenario.settings
      let key =
        ([settings.ime.rawValue] + settings.keyboardOptions.sorted { $0.key < $1.key }.map { "\($0)=\($1)" })
        .joined(separator: " ")
      let outcome: InputEngineError?
      if let known = outcomes[key] {
        outcome = known
      } else {
        outcome = startError(settings.ime, options: settings.keyboardOptions)
        outcomes[key] = outcome
      }
      guard let outcome else { continue }
      diagnostics.append(
        Diagnostic(
          path: scenario.path, location: ScenarioLocation(line: 1, column: 1), severity: .error,
          message: "the \(settings.ime.rawValue) keyboard cannot start: \(outcome)",
          notes: outcome.advice.map { [.init($0)] } ?? []))
    }
    return diagnostics
  }

  /// Why `kind` cannot start with `options`, or `nil` when it starts.
  static func startError(_ kind: InputMethodKind, options: [String: String] = [:]) -> InputEngineError? {
    do {
      _ = try kind.start(options: options)
      return nil
    } catch {
      return error
    }
  }
}
