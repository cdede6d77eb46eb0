/// The report as text: totals, then each distinct failure with its steps; the same report
/// always gives the same text (no timings).
extension FuzzReport {
  /// Keystroke counts per keyboard, fuzzed ones only: built-in keyboards in documentation
  /// order, then others by name (`InputMethodRegistry.reportOrder`).
  public var keystrokesByInputMethodInOrder: [(name: String, keystrokes: Int)] {
    InputMethodRegistry.reportOrder(keystrokesByInputMethod.keys).compactMap { kind in
      keystrokesByInputMethod[kind].map { (kind.rawValue, $0) }
    }
  }

  /// Keystroke counts per platform: built-in profiles in documentation order, then others by name.
  public var keystrokesByPlatformInOrder: [(name: String, keystrokes: Int)] {
    let builtInNames = PlatformProfile.builtIn.map(\.name)
    let others = keystrokesByPlatform.keys.filter { !builtInNames.contains($0) }.sorted()
    return (builtInNames + others).compactMap { name in keystrokesByPlatform[name].map { (name, $0) } }
  }

  /// The report for a terminal or a log.
  ///
  ///     runs 1000, steps 2031, keystrokes 1760, rejected steps 0
  ///     …
  ///     failure 1: composition-overwrite swiftui13 uikit flick
  ///       …
  ///     FAILED: 3 distinct failures in 991 of 1000 runs
  ///
  /// - Parameter showsFiles: whether to name each failure's scenario file (when written).
  public func text(showsFiles: Bool) -> String {
    var lines: [String] = []
    lines.append("runs \(runs), steps \(steps), keystrokes \(keystrokes), rejected steps \(rejectedSteps)")
    let byInputMethod = keystrokesByInputMethodInOrder.map { "\($0.name) \($0.keystrokes)" }
    if !byInputMethod.isEmpty { lines.append("keystrokes by ime: " + byInputMethod.joined(separator: ", ")) }
    let byPlatform = keystrokesByPlatformInOrder.map { "\($0.name) \($0.keystrokes)" }
    if !byPlatform.isEmpty { lines.append("keystrokes by platform: " + byPlatform.joined(separator: ", ")) }
    if stoppedByTimeLimit { lines.append("stopped by the time limit") }
    if stoppedByInterrupt { lines.append("interrupted: the report holds the runs that ended before it") }
    for (number, failure) in failures.enumerated() {
      lines.append("")
      lines.append("failure \(number + 1): \(failure.signature)")
      lines.append(
        "  found in \(failure.occurrences) run\(failure.occurrences == 1 ? "" : "s") (first: run \(failure.run)), "
          + "shrunk from \(failure.originalStepCount) to \(failure.steps.count) step\(failure.steps.count == 1 ? "" : "s")"
      )
      lines += ScenarioWriter.useLines(failure.settings).map { "  " + $0 }
      for component in ScenarioWriter.componentLines(failure.settings.components)
      where component.hasPrefix("component") {
        lines.append("  " + component)
      }
      if let transform = ScenarioWriter.transformLine(failure.settings.transforms) {
        lines.append("  " + transform)
      }
      for step in failure.steps { lines.append("    " + ScenarioWriter.line(for: step)) }
      lines.append("  \(failure.violation)")
      if showsFiles { lines.append("  file: \(failure.fileName)") }
    }
    lines.append("")
    if failures.isEmpty && unreproducedRuns == 0 {
      lines.append("OK: no violation in \(runs) run\(runs == 1 ? "" : "s") (\(keystrokes) keystrokes)")
    } else {
      var summary =
        "FAILED: \(failures.count) distinct failure\(failures.count == 1 ? "" : "s") in \(failedRuns) of \(runs) runs"
      if unreproducedRuns > 0 { summary += " (\(unreproducedRuns) not reproduced on replay)" }
      lines.append(summary)
    }
    return lines.joined(separator: "\n")
  }
}
