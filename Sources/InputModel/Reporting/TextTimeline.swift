/// The `explain` timeline: one block per step with the three copies of the text after it and
/// what happened during it. The same text for a built-in bridge and for a bridge of your own
/// (`ScenarioRunner.run(_:bridge:)`), whose name the header shows in place of the file's.
///
///     flick わ, flick た on swiftui13  →
///     scenario "wa-ta"  (wa-ta.scenario)
///     use ime=flick bridge=swiftui13 platform=uikit settle=auto
///     bridge rules: write=not-while-marked assign=always …
///
///       #  step          field             binding       IME
///       1  flick わ      "[わ|]"           ""            "わ"
///       …
public enum TextTimeline {
  /// The timeline of `result`, the replay of `scenario`, coloured by `style`.
  public static func render(scenario: Scenario, result: ScenarioResult, style: TextStyle) -> String {
    var lines: [String] = []
    lines.append("scenario \(Quoting.quoted(scenario.name))  (\(scenario.path))")
    lines.append(
      contentsOf: ScenarioWriter.runSettingsSummary(scenario.settings, bridgeThatRan: result.bridge))
    lines.append("")
    let stepWidth = max(12, result.trace.map(\.step.count).max() ?? 0)
    lines.append(
      "  #  " + pad("step", stepWidth) + "  " + pad("field", 16) + "  " + pad("binding", 12) + "  IME")
    // A long trace's texts follow one another as changes: the columns and the binding writes
    // are elided from two cursors over the session's history, never from whole texts per step.
    var columns = ElidedTextCursor()
    var events = ElidedEventCursors()
    for entry in result.trace {
      // Long texts are shown around the caret only (TimelineElision).
      let (caret, field, binding, ime) = Self.columns(entry, cursor: &columns)
      let number = String(entry.stepIndex + 1)
      lines.append(
        pad(number, 3, right: true) + "  " + pad(entry.step, stepWidth) + "  " + pad(field, 16) + "  "
          + pad(binding, 12) + "  " + ime)
      // Violations are listed after the events, in red.
      entry.forEachEventElided(aroundUTF16Offset: caret, cursors: &events) { event in
        if case .violation = event { return }
        lines.append("       · " + TraceEventText.line(event))
      }
      // A sentence quoting the step's texts quotes them around the caret, read as changes.
      for violation in entry.violations {
        let message = violation.elided(aroundUTF16Offset: caret, cursors: &events).message
        lines.append(
          "       " + style.red("✗ \(violation.invariant.rawValue): \(TimelineElision.message(message))"))
      }
    }
    lines.append("")
    lines += verdict(result, style: style)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The caret and the field, binding and keyboard columns of `entry`: from `cursor` when the
  /// trace keeps its texts in a history, else from the whole snapshot.
  private static func columns(_ entry: TraceEntry, cursor: inout ElidedTextCursor) -> (
    caret: Int, field: String, binding: String, ime: String
  ) {
    guard
      case .kept(let history, let fieldText, let selected, let marked, let bindingText, let buffer) =
        entry.keptSnapshot
    else {
      let after = entry.after
      let caret = after.field.selectedRange.location
      return (
        caret, TimelineElision.field(after.field),
        TimelineElision.quoted(after.binding, aroundUTF16Offset: caret),
        TimelineElision.quoted(after.compositionBuffer, aroundUTF16Offset: caret)
      )
    }
    let caret = selected.location
    let values = cursor.move(to: fieldText, in: history)
    let field = values.fieldColumn(selectedRange: selected, markedRange: marked)
    // A binding the app wrote itself follows the app's lane of the same cursor.
    let binding =
      bindingText == fieldText
      ? values.quotedColumn(aroundUTF16Offset: caret)
      : cursor.move(to: bindingText, in: history).quotedColumn(aroundUTF16Offset: caret)
    return (caret, field, binding, TimelineElision.quoted(buffer, aroundUTF16Offset: caret))
  }

  /// The timeline's last lines: PASS, SKIP (with `skipReason` when there is one), or the
  /// failure and FAIL.
  ///
  ///     passed  →  ["PASS  wa-ta.scenario"]
  ///     skipped, reason "not a web scenario"  →  ["SKIP  x.scenario: not a web scenario"]
  public static func verdict(_ result: ScenarioResult, style: TextStyle, skipReason: String? = nil)
    -> [String]
  {
    switch result.status {
    case .passed:
      return [style.green("PASS") + "  \(result.path)"]
    case .skipped:
      return ["SKIP  \(result.path)" + (skipReason.map { ": \($0)" } ?? "")]
    case .failed:
      var lines = result.failure.map { [FailureRendering.render($0, path: result.path, style: style)] } ?? []
      lines.append(style.red("FAIL") + "  \(result.path)")
      return lines
    }
  }

  /// Pads to a width in display cells, so kana columns line up on a terminal.
  private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let cells = DisplayWidth().cells(of: text)
    let padding = String(repeating: " ", count: max(0, width - cells))
    return right ? padding + text : text + padding
  }
}
