/// The one-line trace under a failure: the steps, with the renders that touched the field and
/// the app's unmarks between them; a long assigned text shows its ends only.
///
///     flick わ → render (assign "わ" during composition (marked "わ" kept)) → flick た
public enum TraceSummary {
  /// The summary of `trace`, up to and including step `last` (all steps when `nil`).
  public static func render(_ trace: [TraceEntry], upTo last: Int? = nil) -> String {
    var parts: [String] = []
    for entry in trace {
      if let last, entry.stepIndex > last { break }
      parts.append(entry.step)
      // The summary shows no binding or onChange value: none is rebuilt (a long step's are
      // keys × text).
      entry.forEachEventWithoutTextValues { event in
        switch event {
        case .renderAssignment(let text, let markedTextBefore, let fate):
          let assignment = assignmentPiece(text: text, markedTextBefore: markedTextBefore, fate: fate)
          parts.append("render (" + assignment + ")")
        case .unmark:
          parts.append("unmark")
        case .writeNotDisplayed:
          parts.append("render (write not displayed)")
        default:
          break
        }
      }
    }
    return parts.joined(separator: " → ")
  }

  /// A render assignment as the summary shows it inside `render (…)`: long texts by their ends.
  ///
  ///     assign "た" during composition (marked "わ" cleared)   ·   assign "AAA…AAA"
  public static func assignmentPiece(
    text: String, markedTextBefore: String?, fate: AssignmentOutcome.MarkedTextFate
  ) -> String {
    TraceEventText.assignment(
      text: TimelineElision.ends(text), markedTextBefore: markedTextBefore.map(TimelineElision.ends),
      fate: fate)
  }
}
