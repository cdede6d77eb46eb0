import ChromiumDriver
import InputModel

/// The `explain --browser chromium --format html` page: the scenario replayed in the model and
/// in Chromium, one element per step with both sides' lanes next to each other (field,
/// binding, keyboard buffer), the DOM events the step fired in Chromium, the model's events
/// folded away, and each side's violations. A Chromium lane that shows something else than the
/// model's is outlined. Self-contained like every HTML report (`HTMLPage`: inline CSS, no
/// script, nothing fetched).
///
/// Stable hooks for tools and tests: each step `data-step="N"` (1-based); each lane
/// `data-lane="field|binding|ime"` with `data-side="model|chromium"`, and the class `differs` on
/// a Chromium lane unlike the model's; the step's DOM events `data-events="dom"`, the model's
/// `data-events="model"`; each violation `data-violation="<id>"` with its `data-side`.
///
///     type "wa" on naive.html  →  <section class="step" data-step="1"> …
///       <div class="lane" data-lane="field" data-side="model">…"[わ|]"…</div>
///       <div class="lane" data-lane="field" data-side="chromium">…"[わ|]"…</div> …
///       <ul class="events" data-events="dom"><li>keydown key=Process keyCode=229 …</li> …
enum BrowserHTMLTimeline {
  /// The whole page: `model` is the model's run of `scenario`, `replay` Chromium's
  /// (`browserVersion`, e.g. `Chrome/156…`), against `page` (a reference page's name or the
  /// user's URL).
  static func document(
    scenario: Scenario, model: ScenarioResult, replay: BrowserReplay, browserVersion: String, page: String
  ) -> String {
    let browser = replay.result
    var body = "<h1>\(HTMLText.escaped(scenario.name))</h1>\n"
    body += "<p class=\"meta\"><code>\(HTMLText.escaped(scenario.path))</code> · model "
    body += status(model) + " · Chromium " + status(browser) + "</p>\n"
    for line in ScenarioWriter.runSettingsSummary(scenario.settings, bridgeThatRan: nil) {
      body += "<p class=\"meta\"><code>\(HTMLText.escaped(line))</code></p>\n"
    }
    body +=
      "<p class=\"meta\">replayed in \(HTMLText.escaped(browserVersion)) (headless) against "
      + "<code>\(HTMLText.escaped(page))</code></p>\n"
    if browser.status == .skipped {
      let reason = BrowserTimeline.skipReason(browser.name, scenario: scenario)
      body += "<p class=\"meta\" data-skipped>\(HTMLText.escaped(reason))</p>\n"
    }
    body += firstDifference(model: model, replay: replay)
    body += HTMLPage.legend + "\n"
    if model.failure != nil { body += "<h2>The model's failure</h2>\n" + HTMLTimeline.failure(model) }
    if browser.failure != nil { body += "<h2>Chromium's failure</h2>\n" + HTMLTimeline.failure(browser) }
    body += "<div class=\"timeline\">\n"
    let lines = scenario.steps.compactMap { step -> Int? in
      if case .perform = step.kind { return step.location.line }
      return nil
    }
    for index in 0..<max(model.trace.count, replay.steps.count) {
      let entry = index < model.trace.count ? model.trace[index] : nil
      let record = index < replay.steps.count ? replay.steps[index] : nil
      body += step(index, entry: entry, record: record, line: index < lines.count ? lines[index] : nil)
    }
    body += "</div>\n"
    return HTMLPage.document(title: "inputsim explain --browser chromium: \(scenario.name)", body: body)
  }

  private static func status(_ result: ScenarioResult) -> String {
    let status = result.status.rawValue
    return "<span class=\"status-\(status)\">\(status.uppercased())</span>"
  }

  /// One line naming the first step after which the two sides' lanes differ, or saying they
  /// do not.
  private static func firstDifference(model: ScenarioResult, replay: BrowserReplay) -> String {
    let compared = min(model.trace.count, replay.steps.count)
    guard compared > 0 else { return "" }
    for index in 0..<compared {
      let lanes = differingLanes(model.trace[index], replay.steps[index])
      if !lanes.isEmpty {
        return "<p class=\"meta\" data-first-difference=\"\(index + 1)\">the model and Chromium first differ "
          + "after step \(index + 1): \(lanes.joined(separator: ", "))</p>\n"
      }
    }
    return "<p class=\"meta\" data-first-difference=\"none\">the model and Chromium agree after each of the "
      + "\(compared) step\(compared == 1 ? "" : "s") both ran</p>\n"
  }

  private static func differingLanes(_ entry: TraceEntry, _ record: BrowserStepRecord) -> [String] {
    var lanes: [String] = []
    if TimelineElision.field(entry.after.field) != TimelineElision.field(fieldState(record)) {
      lanes.append("field")
    }
    if let binding = record.binding, binding != entry.after.binding { lanes.append("binding") }
    if record.compositionBuffer != entry.after.compositionBuffer { lanes.append("keyboard") }
    return lanes
  }

  private static func fieldState(_ record: BrowserStepRecord) -> FieldState {
    FieldState(
      text: record.after.text, selectedRange: record.after.selectedRange,
      markedRange: record.after.markedRange)
  }

  private static func step(_ index: Int, entry: TraceEntry?, record: BrowserStepRecord?, line: Int?) -> String
  {
    let violated = !(entry?.violations.isEmpty ?? true) || !(record?.violations.isEmpty ?? true)
    var html = "<section class=\"step\(violated ? " has-violation" : "")\" data-step=\"\(index + 1)\">\n"
    html += "<div class=\"source\"><span class=\"number\">#\(index + 1)</span>"
    let written = entry?.step ?? record.map { "\($0.step)" } ?? ""
    html += "<code class=\"written\">\(HTMLText.escaped(written))</code>"
    if let line { html += "<span class=\"line\">line \(line)</span>" }
    html += "</div>\n<div class=\"compared\">\n"
    html += "<span></span><span class=\"side-name\">model</span><span class=\"side-name\">Chromium</span>\n"
    let browserField = record.map(fieldState)
    // The model's lanes as `explain` draws them; Chromium's compared with the model's.
    let modelCaret = entry?.after.field.selectedRange.location ?? 0
    let browserCaret = browserField?.selectedRange.location ?? 0
    html += "<span class=\"lane-name\">field</span>\n"
    html += cell(
      "field", side: "model",
      entry.map { (HTMLTimeline.elidedFieldText($0.after.field), TimelineElision.field($0.after.field)) })
    html += cell(
      "field", side: "chromium",
      browserField.map { (HTMLTimeline.elidedFieldText($0), TimelineElision.field($0)) },
      differs: differs(
        entry.map { TimelineElision.field($0.after.field) }, browserField.map(TimelineElision.field)))
    html += "<span class=\"lane-name\">binding</span>\n"
    html += cell(
      "binding", side: "model",
      entry.map {
        (
          HTMLTimeline.elidedDiffering(
            $0.after.binding, from: $0.after.field.text, aroundUTF16Offset: modelCaret),
          TimelineElision.quoted($0.after.binding, aroundUTF16Offset: modelCaret)
        )
      })
    html += cell(
      "binding", side: "chromium",
      record.map { record in
        guard let binding = record.binding else { return ("", "(not exposed)") }
        return (
          HTMLTimeline.elidedDiffering(binding, from: record.after.text, aroundUTF16Offset: browserCaret),
          TimelineElision.quoted(binding, aroundUTF16Offset: browserCaret)
        )
      },
      differs: differs(entry?.after.binding, record?.binding))
    html += "<span class=\"lane-name\">keyboard</span>\n"
    html += cell(
      "ime", side: "model",
      entry.map {
        (
          HTMLText.escaped($0.after.compositionBuffer),
          TimelineElision.quoted($0.after.compositionBuffer, aroundUTF16Offset: 0)
        )
      })
    html += cell(
      "ime", side: "chromium",
      record.map {
        (
          HTMLText.escaped($0.compositionBuffer),
          TimelineElision.quoted($0.compositionBuffer, aroundUTF16Offset: 0)
        )
      },
      differs: differs(entry?.after.compositionBuffer, record?.compositionBuffer))
    html += "</div>\n"
    if let record {
      html += domEvents(record, caret: browserCaret)
    }
    if let entry {
      html += modelEvents(entry, caret: modelCaret)
    }
    for violation in entry?.violations ?? [] {
      html += violationLine(
        violation.invariant, side: "model", TimelineElision.message(violation.message))
    }
    for violation in record?.violations ?? [] {
      html += violationLine(violation, side: "chromium", BrowserTimeline.meaning(of: violation))
    }
    return html + "</section>\n"
  }

  /// One side's lane: the drawn text and the pattern, or a note that the side did not get
  /// this far (a failure stops a replay).
  private static func cell(
    _ lane: String, side: String, _ content: (html: String, pattern: String)?, differs: Bool = false
  )
    -> String
  {
    let open = "<div class=\"lane\(differs ? " differs" : "")\" data-lane=\"\(lane)\" data-side=\"\(side)\">"
    guard let content else { return open + "<span class=\"not-reached\">(not reached)</span></div>\n" }
    return open + "<span class=\"text\">\(content.html)</span>"
      + "<code class=\"pattern\">\(HTMLText.escaped(content.pattern))</code></div>\n"
  }

  /// Whether both sides reached the step and show different things (a binding the page does
  /// not expose is no difference).
  private static func differs(_ model: String?, _ browser: String?) -> Bool {
    guard let model, let browser else { return false }
    return model != browser
  }

  /// The DOM events the step fired in Chromium, then the page's change and submits, open.
  private static func domEvents(_ record: BrowserStepRecord, caret: Int) -> String {
    var lines = record.domEvents.map { BrowserTimeline.domLine($0, caret: caret) }
    if let change = record.change {
      lines.append(
        TraceEventText.line(
          TimelineElision.event(.onChange(old: change.old, new: change.new), aroundUTF16Offset: caret)))
    }
    for submitted in record.submits {
      lines.append(
        TraceEventText.line(TimelineElision.event(.submit(value: submitted), aroundUTF16Offset: caret)))
    }
    guard !lines.isEmpty else { return "" }
    var html =
      "<details open><summary>\(record.domEvents.count) DOM event\(record.domEvents.count == 1 ? "" : "s")"
    html += " in Chromium</summary><ul class=\"events\" data-events=\"dom\">\n"
    for line in lines { html += "<li>\(HTMLText.escaped(line))</li>\n" }
    return html + "</ul></details>\n"
  }

  /// The model's events of the step (field events, bridge writes, renders), folded.
  private static func modelEvents(_ entry: TraceEntry, caret: Int) -> String {
    let events = entry.events.filter {
      if case .violation = $0 { return false }
      return true
    }
    guard !events.isEmpty else { return "" }
    var html = "<details><summary>\(events.count) model event\(events.count == 1 ? "" : "s")</summary>"
    html += "<ul class=\"events\" data-events=\"model\">\n"
    for event in events {
      html +=
        "<li>\(HTMLText.escaped(TraceEventText.line(TimelineElision.event(event, aroundUTF16Offset: caret))))</li>\n"
    }
    return html + "</ul></details>\n"
  }

  private static func violationLine(_ invariant: InvariantID, side: String, _ message: String) -> String {
    let id = HTMLText.escaped(invariant.rawValue)
    let who = side == "model" ? "model" : "Chromium"
    return "<div class=\"violation\" role=\"note\" data-violation=\"\(id)\" data-side=\"\(side)\">"
      + "<span class=\"violation-badge\">✗</span> \(who): \(id): \(HTMLText.escaped(message))</div>\n"
  }
}
