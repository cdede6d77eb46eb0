import ChromiumDriver
import InputModel

/// The `explain --browser chromium` timeline: the model's timeline layout (`TextTimeline`),
/// with the field, the page's value and the keyboard's buffer as Chromium left them after each
/// step, and a `dom` lane: the DOM events the step fired on the field, in dispatch order.
///
///     type "wa" on naive.html  →
///       #  step          field             binding       IME
///       1  type "wa"     "[わ|]"           "わ"          "わ"
///          dom  keydown key=Process keyCode=229 isComposing=false
///          dom  compositionstart data=""
///          dom  beforeinput inputType=insertCompositionText data="w" isComposing=true
///          …
///          · onChange "" -> "わ"
enum BrowserTimeline {
  /// The timeline of `replay`, the replay of `scenario` in `browserVersion` (`Chrome/156…`)
  /// against `page` (a reference page's name or the user's URL); `how` says how it ran
  /// (`headless` for Chromium's synthetic IME, `on a private X server` for the OS input stack).
  static func render(
    scenario: Scenario, replay: BrowserReplay, browserVersion: String, page: String, style: TextStyle,
    how: String = "headless"
  ) -> String {
    let result = replay.result
    var lines: [String] = []
    lines.append("scenario \(Quoting.quoted(scenario.name))  (\(scenario.path))")
    lines.append(contentsOf: ScenarioWriter.runSettingsSummary(scenario.settings, bridgeThatRan: nil))
    lines.append("replayed in \(browserVersion) (\(how)) against \(page)")
    lines.append("")
    let labels = replay.steps.map { "\($0.step)" }
    let stepWidth = max(12, labels.map { DisplayWidth().cells(of: $0) }.max() ?? 0)
    lines.append(
      "  #  " + pad("step", stepWidth) + "  " + pad("field", 16) + "  " + pad("binding", 12) + "  IME")
    for (index, record) in replay.steps.enumerated() {
      let caret = record.after.selectedRange.location
      let field = FieldState(
        text: record.after.text, selectedRange: record.after.selectedRange,
        markedRange: record.after.markedRange)
      lines.append(
        pad(String(index + 1), 3, right: true) + "  " + pad(labels[index], stepWidth) + "  "
          + pad(TimelineElision.field(field), 16) + "  "
          + pad(
            record.binding.map { TimelineElision.quoted($0, aroundUTF16Offset: caret) } ?? "(not exposed)", 12
          )
          + "  " + TimelineElision.quoted(record.compositionBuffer, aroundUTF16Offset: caret))
      for event in record.domEvents {
        lines.append("       " + style.dim("dom") + "  " + domLine(event, caret: caret))
      }
      if let change = record.change {
        let event = TraceEvent.onChange(old: change.old, new: change.new)
        lines.append(
          "       · " + TraceEventText.line(TimelineElision.event(event, aroundUTF16Offset: caret)))
      }
      for submitted in record.submits {
        let event = TraceEvent.submit(value: submitted)
        lines.append(
          "       · " + TraceEventText.line(TimelineElision.event(event, aroundUTF16Offset: caret)))
      }
      for violation in record.violations {
        lines.append("       " + style.red("✗ \(violation.rawValue): \(meaning(of: violation))"))
      }
    }
    if replay.steps.isEmpty && result.status != .skipped {
      lines.append("  (no step ran in the browser)")
    }
    lines.append("")
    let reason = result.status == .skipped ? skipReason(result.name, scenario: scenario) : nil
    lines += TextTimeline.verdict(result, style: style, skipReason: reason)
    return lines.joined(separator: "\n") + "\n"
  }

  /// One DOM event: its type, then the fields the listener recorded; long data elided
  /// around the caret as the other columns are.
  static func domLine(_ event: DOMEvent, caret: Int) -> String {
    var shown = event
    if let data = event.data, let cut = TimelineElision.window(data, aroundUTF16Offset: caret) {
      shown.data =
        TimelineElision.marker(cut.before, leading: true) + cut.text
        + TimelineElision.marker(cut.after, leading: false)
    }
    return shown.type == "assign"
      ? "assign (the page set value to \(Quoting.quoted(shown.data ?? "")))" : shown.description
  }

  /// What a violation the browser shows means there (docs/browser.md).
  static func meaning(of violation: InvariantID) -> String {
    switch violation {
    case .compositionOverwrite: "the page's write ended the composition (no compositionend)"
    case .imeDesync: "the keyboard's buffer is not the field's marked text"
    case .submitDuringComposition: "the page submitted in a key press that began with a composition"
    default: "found in the browser"
    }
  }

  /// The reason a skipped result carries after its name (`name [skipped in chromium: …]`, or
  /// `[skipped in webkit --input os: …]` through the OS stack).
  ///
  ///     "t [skipped in webkit --input os: no page]"  →  "skipped in webkit --input os: no page"
  static func skipReason(_ name: String, scenario: Scenario) -> String {
    let prefix = scenario.name + " [skipped in "
    guard name.hasPrefix(prefix), name.hasSuffix("]") else { return "skipped" }
    return "skipped in " + String(name.dropFirst(prefix.count).dropLast())
  }

  /// Pads to a width in display cells, so kana columns line up on a terminal.
  private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - DisplayWidth().cells(of: text)))
    return right ? padding + text : text + padding
  }
}
