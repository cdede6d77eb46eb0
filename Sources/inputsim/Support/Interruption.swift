import ChildProcesses
import Foundation
import InputModel

/// What a command reports after Ctrl-C (SIGTERM, SIGHUP) stopped it: the scenarios it did not
/// run, and one line on standard error saying so.
///
///     Ctrl-C during the 12th of 38 browser scenarios →
///     SKIP  scenarios/web/x.scenario  name [not run: interrupted by SIGINT]   (27 such lines)
///     inputsim: interrupted by SIGINT: 11 scenarios ran, 27 were not run
enum Interruption {
  /// `scenario`'s result when an interrupt came before or during it: skipped, with the signal.
  static func notRun(_ scenario: Scenario, signal: Int32) -> ScenarioResult {
    ScenarioResult(
      path: scenario.path, name: scenario.name + notRunMark(signal), status: .skipped, linesRun: 0,
      trace: [])
  }

  private static func notRunMark(_ signal: Int32) -> String {
    " [not run: interrupted by \(name(of: signal))]"
  }

  /// The signal's name: `SIGINT`, `SIGTERM`, `SIGHUP`, else `signal N`.
  static func name(of signal: Int32) -> String {
    switch signal {
    case SIGINT: "SIGINT"
    case SIGTERM: "SIGTERM"
    case SIGHUP: "SIGHUP"
    default: "signal \(signal)"
    }
  }

  /// Says on standard error how far the run came, when it was interrupted.
  static func report(_ results: [ScenarioResult]) {
    guard let signal = ChildInterrupts.received else { return }
    let notRun = results.filter { $0.status == .skipped && $0.name.hasSuffix(notRunMark(signal)) }.count
    let ran = results.count - notRun
    Console.error(
      "inputsim: interrupted by \(name(of: signal)): \(ran) scenario\(ran == 1 ? "" : "s") ran, "
        + "\(notRun) \(notRun == 1 ? "was" : "were") not run")
  }
}
