import InputModel

extension ScenarioResult {
  /// The calls the shim could not honour during the replay, by step, in order.
  ///
  ///     trace step 2 noted "shim cannot honour selectedRange = {9, 0} (F.swift:8): …"  →  [(2, "selectedRange = …")]
  public var unhonouredCalls: [(stepIndex: Int, note: String)] {
    var calls: [(Int, String)] = []
    for entry in trace {
      // Notes only: no binding or onChange value is rebuilt from the trace's history.
      entry.forEachEventWithoutTextValues { event in
        if case .note(let text) = event, text.hasPrefix(UnhonouredCall.notePrefix) {
          calls.append((entry.stepIndex, text))
        }
      }
    }
    return calls
  }

  /// This result with the first call the shim could not honour as its failure, at the line of
  /// the step that made it — unless the replay already failed at an earlier step. `scenario`
  /// gives the steps' lines (`ScenarioExplanation.scenario`).
  ///
  ///     passed, step 2 noted an unhonoured call  →  failed at step 2's line:
  ///     "step 3 (type \"a\"): shim cannot honour selectedRange = {9, 0} (F.swift:8): …"
  public func failingUnhonouredCalls(of scenario: Scenario?) -> ScenarioResult {
    guard let (stepIndex, note) = unhonouredCalls.first else { return self }
    let performed = scenario?.steps.filter {
      if case .perform = $0.kind { return true }
      return false
    }
    let location =
      performed.flatMap { stepIndex < $0.count ? $0[stepIndex].location : nil }
      ?? ScenarioLocation(line: 1, column: 1)
    if let failure, failure.line < location.line { return self }
    let stepText = trace.first { $0.stepIndex == stepIndex }?.step ?? ""
    var result = self
    result.status = .failed
    result.failure = ScenarioFailure(
      kind: .stepError, line: location.line, column: location.column,
      heading: "step \(stepIndex + 1) (\(stepText)): \(note)",
      sections: [
        FailureSection(label: "field", actual: FieldPatternText.text(of: trace, at: stepIndex))
      ],
      hint: "the shim does not drop a call it cannot carry out as UIKit would: change the wrapper's call "
        + "(docs/your-own-code.md, \"Coverage\")",
      trace: TraceSummary.render(trace, upTo: stepIndex))
    return result
  }
}

/// The field after a step, in the scenario notation, for a failure's context section.
enum FieldPatternText {
  static func text(of trace: [TraceEntry], at stepIndex: Int) -> String {
    guard let entry = trace.first(where: { $0.stepIndex == stepIndex }) else { return "" }
    let field = entry.after.field
    return FieldPattern.quoted(
      text: field.text, markedRange: field.markedRange, selectedRange: field.selectedRange)
  }
}
