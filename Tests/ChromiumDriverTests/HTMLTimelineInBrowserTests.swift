import ChromiumDriver
import Foundation
import InputModel
import Testing

/// The HTML timeline as a person sees it: rendered by Chromium, every step, lane and
/// violation present and visible, the lanes saying what `explain` says, and no request made.
@Suite("HTML timeline in Chromium: visible, complete, offline")
struct HTMLTimelineInBrowserTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Renders the bundled わ/た scenario's timeline and loads it from a temporary file.
  static func load() throws -> (ChromiumBrowser, ChromiumPage, ScenarioResult, URL) {
    let path = packageRoot.appendingPathComponent("scenarios/native-field/wa-ta-drop-swiftui13.scenario").path
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let scenario = try ScenarioParser.parse(bytes: bytes, path: path, keyboards: .linkedForTests).result.get()
    let result = ScenarioRunner().run(scenario)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "inputsim-html-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("timeline.html")
    try Data(HTMLTimeline.document(scenario: scenario, result: result).utf8).write(to: file)
    let browser = try launchTestBrowser()
    let page = try browser.newPage()
    try page.navigate(to: file.absoluteString)
    return (browser, page, result, directory)
  }

  @Test("every step, lane and violation of the わ/た drop is in the page and visible")
  func visible() throws {
    let (browser, page, result, directory) = try Self.load()
    defer {
      browser.close()
      try? FileManager.default.removeItem(at: directory)
    }
    let visible = """
      (selector) => Array.from(document.querySelectorAll(selector)).filter(e => {
        const r = e.getBoundingClientRect(); const s = getComputedStyle(e);
        return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none'; }).length
      """
    let steps = try page.evaluate("(\(visible))('[data-step]')").intValue
    let lanes = try page.evaluate("(\(visible))('[data-lane]')").intValue
    let violations = try page.evaluate(
      "JSON.stringify(Array.from(document.querySelectorAll('[data-violation]')).map(e => [e.closest('[data-step]').dataset.step, e.dataset.violation]))"
    ).stringValue
    let visibleViolations = try page.evaluate("(\(visible))('[data-violation]')").intValue
    #expect(steps == result.trace.count)
    #expect(lanes == 3 * result.trace.count)
    let expected = result.trace.flatMap { entry in
      entry.violations.map { "[\"\(entry.stepIndex + 1)\",\"\($0.invariant.rawValue)\"]" }
    }
    #expect(violations == "[" + expected.joined(separator: ",") + "]")
    #expect(visibleViolations == expected.count)
  }

  @Test("each lane's visible text ends with the value explain prints for it")
  func lanesSayWhatExplainSays() throws {
    let (browser, page, result, directory) = try Self.load()
    defer {
      browser.close()
      try? FileManager.default.removeItem(at: directory)
    }
    for entry in result.trace {
      let step = entry.stepIndex + 1
      func lane(_ name: String) throws -> String? {
        try page.evaluate(
          "document.querySelector('[data-step=\"\(step)\"] [data-lane=\"\(name)\"] .pattern').innerText"
        ).stringValue
      }
      let after = entry.after
      #expect(
        try lane("field")
          == FieldPattern.quoted(
            text: after.field.text, markedRange: after.field.markedRange,
            selectedRange: after.field.selectedRange))
      #expect(try lane("binding") == Quoting.quoted(after.binding))
      #expect(try lane("ime") == Quoting.quoted(after.compositionBuffer))
    }
  }

  @Test("the page loads nothing: no resource, no script, nothing but itself")
  func offline() throws {
    let (browser, page, _, directory) = try Self.load()
    defer {
      browser.close()
      try? FileManager.default.removeItem(at: directory)
    }
    #expect(try page.evaluate("performance.getEntriesByType('resource').length").intValue == 0)
    #expect(try page.evaluate("document.scripts.length").intValue == 0)
    #expect(
      try page.evaluate("document.querySelectorAll('link, img, iframe, object, embed').length").intValue == 0)
  }
}
