import InputModel

extension ScenarioResult {
  /// This result with its failure's one-line trace naming the UIKit callback that made each
  /// assignment the shim noted as made inside one, instead of calling it a render.
  ///
  ///     "flick わ → render (assign \"わ\" during composition (…))"
  ///       →  "flick わ → textViewDidChange (assign \"わ\" during composition (…))"
  public func labellingCallbackWrites() -> ScenarioResult {
    guard var failure, !failure.trace.isEmpty else { return self }
    var summary = failure.trace
    var cursor = summary.startIndex
    for entry in trace {
      var pendingCallback: String?
      entry.forEachEvent { event in
        switch event {
        case .note(let text):
          pendingCallback = Self.callback(inNote: text)
        case .renderAssignment(let text, let markedTextBefore, let fate):
          let assignment = TraceSummary.assignmentPiece(
            text: text, markedTextBefore: markedTextBefore, fate: fate)
          let piece = "render (" + assignment + ")"
          guard let range = summary.range(of: piece, range: cursor..<summary.endIndex) else { return }
          if let callback = pendingCallback {
            let labelled = callback + " (" + assignment + ")"
            summary.replaceSubrange(range, with: labelled)
            cursor = summary.index(range.lowerBound, offsetBy: labelled.count)
          } else {
            cursor = range.upperBound
          }
          pendingCallback = nil
        default:
          pendingCallback = nil
        }
      }
    }
    failure.trace = summary
    var result = self
    result.failure = failure
    return result
  }

  /// The callback named by a `in NAME: assign "…"` note, or `nil`.
  static func callback(inNote text: String) -> String? {
    guard text.hasPrefix(TextInputCore.callbackNotePrefix),
      let middle = text.range(of: TextInputCore.callbackNoteMiddle)
    else { return nil }
    return String(
      text[text.index(text.startIndex, offsetBy: TextInputCore.callbackNotePrefix.count)..<middle.lowerBound])
  }

  /// What the shim adds to a replay's result: the first unhonoured call as its failure, and
  /// callbacks' assignments named in its trace (`expectScenarios` and `expectContract` apply it).
  public func withShimDiagnostics(of scenario: Scenario?) -> ScenarioResult {
    failingUnhonouredCalls(of: scenario).labellingCallbackWrites()
  }
}
