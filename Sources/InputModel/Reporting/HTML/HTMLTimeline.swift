/// A scenario's timeline as HTML, the page `inputsim explain --format html` prints and the
/// run report repeats for each failure: one element per step, with the step as written in the
/// file and its line, three lanes (field, binding, keyboard buffer) drawn as text, the step's
/// events in a collapsible list, and each violation as a red marker.
///
/// Stable hooks for tools and tests: each step is an element with `data-step="N"` (1-based),
/// each lane `data-lane="field|binding|ime"`, each violation `data-violation="<id>"`.
///
///     flick わ  →  <section class="step" data-step="1"> … <div class="lane" data-lane="field">
///                  <span class="text"><span class="marked">わ</span><span class="caret" …></span></span>
///                  <code class="pattern">"[わ|]"</code></div> …
public enum HTMLTimeline {
  /// The whole page for one scenario.
  public static func document(scenario: Scenario, result: ScenarioResult) -> String {
    HTMLPage.document(
      title: "inputsim explain: \(scenario.name)",
      body: header(scenario: scenario, result: result, level: 1) + HTMLPage.legend + "\n"
        + steps(scenario: scenario, result: result) + failure(result))
  }

  /// The timeline of one scenario inside a larger page, under a heading of `level`.
  static func section(scenario: Scenario, result: ScenarioResult, level: Int) -> String {
    "<section class=\"scenario\" data-scenario=\"\(HTMLText.escaped(result.path))\">\n"
      + header(scenario: scenario, result: result, level: level) + failure(result)
      + steps(scenario: scenario, result: result) + "</section>\n"
  }

  private static func header(scenario: Scenario, result: ScenarioResult, level: Int) -> String {
    let status = result.status.rawValue
    let settings = ScenarioWriter.runSettingsSummary(scenario.settings, bridgeThatRan: result.bridge)
      .map { "<p class=\"meta\"><code>\(HTMLText.escaped($0))</code></p>" }.joined(separator: "\n")
    return """
      <h\(level)>\(HTMLText.escaped(scenario.name))</h\(level)>
      <p class="meta"><code>\(HTMLText.escaped(result.path))</code> · <span class="status-\(status)">\(status.uppercased())</span></p>
      \(settings)

      """
  }

  package static func failure(_ result: ScenarioResult) -> String {
    guard let failure = result.failure else { return "" }
    let text = FailureRendering.render(failure, path: result.path, style: .plain)
    return "<pre class=\"failure\">\(HTMLText.preformatted(text))</pre>\n"
  }

  private static func steps(scenario: Scenario, result: ScenarioResult) -> String {
    let lines = scenario.steps.compactMap { step -> Int? in
      if case .perform = step.kind { return step.location.line }
      return nil
    }
    var html = "<div class=\"timeline\">\n"
    for entry in result.trace {
      let line = entry.stepIndex < lines.count ? lines[entry.stepIndex] : nil
      html += step(entry, line: line)
    }
    return html + "</div>\n"
  }

  private static func step(_ entry: TraceEntry, line: Int?) -> String {
    let number = entry.stepIndex + 1
    let after = entry.after
    let marked = after.field.markedRange.map { clampedSubstring(after.field.text, $0) } ?? ""
    // Long texts are drawn around the caret only, as `explain` prints them (TimelineElision).
    let caret = after.field.selectedRange.location
    var html =
      "<section class=\"step\(entry.violations.isEmpty ? "" : " has-violation")\" data-step=\"\(number)\">\n"
    html += "<div class=\"source\"><span class=\"number\">#\(number)</span>"
    html += "<code class=\"written\">\(HTMLText.escaped(TimelineElision.line(entry.step)))</code>"
    if let line { html += "<span class=\"line\">line \(line)</span>" }
    html += "</div>\n<div class=\"lanes\">\n"
    html += lane(
      "field", label: "field", text: elidedFieldText(after.field),
      pattern: TimelineElision.field(after.field), diverged: false)
    html += lane(
      "binding", label: "binding",
      text: elidedDiffering(after.binding, from: after.field.text, aroundUTF16Offset: caret),
      pattern: TimelineElision.quoted(after.binding, aroundUTF16Offset: caret),
      diverged: after.binding != after.field.text)
    html += lane(
      "ime", label: "keyboard",
      text: elidedDiffering(after.compositionBuffer, from: marked, aroundUTF16Offset: 0),
      pattern: TimelineElision.quoted(after.compositionBuffer, aroundUTF16Offset: 0),
      diverged: after.compositionBuffer != marked)
    html += "</div>\n"
    // Elided as they come: a long step's binding values are never made whole.
    var events: [TraceEvent] = []
    entry.forEachEventElided(aroundUTF16Offset: caret) { event in
      if case .violation = event { return }
      events.append(event)
    }
    if !events.isEmpty {
      html +=
        "<details><summary>\(events.count) event\(events.count == 1 ? "" : "s")</summary><ul class=\"events\">\n"
      for event in events {
        html += "<li>\(HTMLText.escaped(TraceEventText.line(event)))</li>\n"
      }
      html += "</ul></details>\n"
    }
    for violation in entry.violations {
      let id = violation.invariant.rawValue
      html +=
        "<div class=\"violation\" role=\"note\" data-violation=\"\(HTMLText.escaped(id))\"><span class=\"violation-badge\">✗</span> "
        + "\(HTMLText.escaped(id)): \(HTMLText.escaped(TimelineElision.message(violation.message)))</div>\n"
    }
    return html + "</section>\n"
  }

  private static func lane(_ id: String, label: String, text: String, pattern: String, diverged: Bool)
    -> String
  {
    "<span class=\"lane-name\">\(label)</span><div class=\"lane\(diverged ? " diverged" : "")\" data-lane=\"\(id)\">"
      + "<span class=\"text\">\(text)</span><code class=\"pattern\">\(HTMLText.escaped(pattern))</code></div>\n"
  }

  /// A long field's lane: the clusters around the caret (as `explain` shows them) between
  /// the counts of characters left out; a short field's whole text.
  ///
  ///     1,000 × "a" then "[か|]"  →  <span class="elided">…(960)</span>aaa…<span class="marked">か</span>…
  package static func elidedFieldText(_ state: FieldState) -> String {
    guard let cut = TimelineElision.window(state) else { return fieldText(state) }
    return elided(cut.before, leading: true) + fieldText(cut.state)
      + elided(cut.after, leading: false)
  }

  /// `differing(text, from: reference)` around `utf16Offset` when `text` is long.
  package static func elidedDiffering(
    _ text: String, from reference: String, aroundUTF16Offset utf16Offset: Int
  ) -> String {
    guard let cut = TimelineElision.window(text, aroundUTF16Offset: utf16Offset) else {
      return differing(text, from: reference)
    }
    let referenceCut =
      TimelineElision.window(reference, aroundUTF16Offset: utf16Offset)?.text ?? reference
    return elided(cut.before, leading: true) + differing(cut.text, from: referenceCut)
      + elided(cut.after, leading: false)
  }

  private static func elided(_ count: Int, leading: Bool) -> String {
    let marker = TimelineElision.marker(count, leading: leading)
    guard !marker.isEmpty else { return "" }
    return "<span class=\"elided\" title=\"\(count) characters not shown\">\(marker)</span>"
  }

  /// The field's text with the marked range underlined, the selection shaded, a conversion's
  /// focused segment (a selection inside the marked text) underlined thick, and the caret
  /// drawn, split at those UTF-16 offsets (clamped, so a bad range cannot trap).
  ///
  ///     "わ[た|]"  →  わ<span class="marked">た</span><span class="caret" …></span>
  ///     "[{今日}は]" →  <span class="marked focused">今日</span><span class="marked">は</span>
  package static func fieldText(_ state: FieldState) -> String {
    let length = state.text.utf16.count
    let clamp = { (offset: Int) in min(max(0, offset), length) }
    let selection = clamp(state.selectedRange.location)..<clamp(state.selectedRange.upperBound)
    let marked = state.markedRange.map { clamp($0.location)..<clamp($0.upperBound) }
    var cuts: Set<Int> = [0, length, selection.lowerBound, selection.upperBound]
    if let marked { cuts.formUnion([marked.lowerBound, marked.upperBound]) }
    let sorted = cuts.sorted()
    var html = ""
    for (start, end) in zip(sorted, sorted.dropFirst()) {
      if selection.isEmpty && start == selection.lowerBound { html += caret }
      let piece = HTMLText.escaped(clampedSubstring(state.text, UTF16Range(start..<end)))
      var classes: [String] = []
      let isMarked = marked?.contains(start) ?? false
      let isSelected = !selection.isEmpty && selection.contains(start)
      if isMarked { classes.append("marked") }
      // A selection inside the marked text is a conversion's focused segment: platforms draw
      // it with a thicker underline, not as a selection.
      if isSelected { classes.append(isMarked ? "focused" : "selected") }
      html += classes.isEmpty ? piece : "<span class=\"\(classes.joined(separator: " "))\">\(piece)</span>"
    }
    if selection.isEmpty && selection.lowerBound == length { html += caret }
    return html
  }

  private static let caret = "<span class=\"caret\" role=\"img\" aria-label=\"caret\"></span>"

  /// `text` with the part that differs from `reference` (between their common prefix and
  /// suffix, in characters) in `<mark>`.
  ///
  ///     "" vs "わ"        →  ""               (nothing to mark in an empty copy)
  ///     "かな" vs "かんな"  →  か<mark></mark>な … the binding lacks ん
  package static func differing(_ text: String, from reference: String) -> String {
    guard text != reference else { return HTMLText.escaped(text) }
    let left = Array(text)
    let right = Array(reference)
    var prefix = 0
    while prefix < left.count, prefix < right.count, left[prefix] == right[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < left.count - prefix, suffix < right.count - prefix,
      left[left.count - 1 - suffix] == right[right.count - 1 - suffix]
    {
      suffix += 1
    }
    let head = String(left[..<prefix])
    let middle = String(left[prefix..<(left.count - suffix)])
    let tail = String(left[(left.count - suffix)...])
    return HTMLText.escaped(head) + "<mark>" + HTMLText.escaped(middle) + "</mark>" + HTMLText.escaped(tail)
  }

  private static func clampedSubstring(_ text: String, _ range: UTF16Range) -> String {
    let length = text.utf16.count
    let lower = min(max(0, range.location), length)
    let upper = min(max(lower, range.upperBound), length)
    let utf16 = text.utf16
    let start = utf16.index(utf16.startIndex, offsetBy: lower)
    let end = utf16.index(start, offsetBy: upper - lower)
    return String(utf16[start..<end]) ?? String(decoding: Array(utf16[start..<end]), as: UTF16.self)
  }
}
