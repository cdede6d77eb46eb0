@testable import InputModel

/// A small report built by hand, for exact text and JSON comparisons.
enum SampleReport {
  static var failure: FuzzFailure {
    let settings = FuzzRunSettings(
      inputMethod: .flick, bridgeName: "swiftui13", platform: .uikit, settleMode: .auto,
      transforms: [AppTransform(.maxLength(4))])
    let violation = Violation(
      invariant: .lostInput, stepIndex: 1, message: #"the field shows "た""#,
      snapshot: Snapshot(field: FieldState(text: "た"), binding: "た", compositionBuffer: "た"))
    return FuzzFailure(
      signature: FuzzSignature(
        invariant: .lostInput, bridge: "swiftui13", platform: "uikit", lastStepKind: "flick"),
      violation: violation, steps: [.flick("わ"), .flick("た")], originalStepCount: 6, settings: settings,
      run: 3,
      runSeed: 18_000_000_000_000_000_000, occurrences: 2, fileName: "lost-input-swiftui13-uikit-3.scenario",
      scenarioText: "scenario \"x\"\n")
  }

  static var report: FuzzReport {
    var report = FuzzReport(seed: 7)
    report.runs = 4
    report.steps = 20
    report.keystrokes = 18
    report.keystrokesByInputMethod = [.flick: 18]
    report.keystrokesByPlatform = ["android": 8, "uikit": 10]
    report.failedRuns = 2
    report.failures = [failure]
    return report
  }
}
