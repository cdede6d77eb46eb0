import InputModel
import Testing

@testable import ChromiumDriver

/// A page with one input and `script`, as a data: URL.
private func page(_ script: String) -> String {
  var encoded = ""
  for byte in "<input id=f><script>\(script)</script>".utf8 {
    let isPlain = (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    encoded +=
      isPlain ? String(Character(Unicode.Scalar(byte))) : "%" + String(byte, radix: 16, uppercase: true)
  }
  return "data:text/html;charset=utf-8," + encoded
}

/// Replays `steps` with the romaji keyboard into `url` and returns what each step did.
private func replay(
  _ steps: [SessionStep], in browser: ChromiumBrowser, url: String, folded: Bool
) throws -> (records: [BrowserStepRecord], stillFolds: Bool) {
  let tab = try browser.newPage()
  defer { tab.close() }
  try tab.navigate(to: url)
  let field = try ChromiumField(page: tab)
  field.foldsReadsIntoKeys = folded
  field.settlesOnlyPendingTimers = folded
  var settings = ScenarioSettings()
  settings.ime = .romaji
  settings.bridge = .naive
  settings.platform = .web
  let session = try BrowserSession(field: field, settings: settings)
  for step in steps { try session.perform(step) }
  return (session.steps, field.foldsReadsIntoKeys)
}

@Suite("A key press's read in the same write as its commands", .serialized)
struct ChromiumFieldFoldedReadTests {
  @Test("the folded read sees what each press did, step for step as the read after the replies")
  func foldedMatchesTwoTrips() throws {
    let browser = try launchTestBrowser()
    defer { browser.close() }
    // A deferred transform: the settled read of each step must land its timer, in both ways.
    let url = try #require(try ReferencePages.url(bridge: "naive", transform: "uppercase", deferred: true))
    let steps: [SessionStep] = [
      .type("kyou"), .key(.enter, count: 1), .type("ab"), .key(.backspace, count: 2), .type("nihon"),
      .key(.space, count: 1), .key(.enter, count: 1),
    ]
    let folded = try replay(steps, in: browser, url: url, folded: true)
    let twoTrips = try replay(steps, in: browser, url: url, folded: false)
    #expect(folded.records.count == steps.count)
    for (index, (mine, theirs)) in zip(folded.records, twoTrips.records).enumerated() {
      #expect(mine.after == theirs.after, "after step \(index + 1) (\(steps[index]))")
      #expect(mine.binding == theirs.binding, "binding after step \(index + 1)")
      #expect(mine.domEvents == theirs.domEvents, "DOM events of step \(index + 1)")
      #expect(mine.change == theirs.change, "change of step \(index + 1)")
    }
    #expect(folded.records.first?.after.text.isEmpty == false)
    #expect(folded.stillFolds)
  }

  @Test("a page that hides its keyups from the recorder is released, then read after the replies")
  func pageHidingKeyEvents() throws {
    let browser = try launchTestBrowser()
    defer { browser.close() }
    // Registered at load, before the recorder: the recorder never counts a keyup.
    let url = page("window.addEventListener('keyup', (e) => e.stopImmediatePropagation(), true);")
    let result = try replay([.type("ka"), .type("n")], in: browser, url: url, folded: true)
    #expect(result.records.map(\.after.quoted) == [#""[か|]""#, #""[かn|]""#])
    #expect(result.records[0].domEvents.map(\.type).filter { $0.hasPrefix("key") } == ["keydown", "keydown"])
    #expect(!result.stillFolds)
  }

  @Test("the timer counter sees a timer scheduled through a kept reference, and gives up on string handlers")
  func timerCounter() throws {
    let browser = try launchTestBrowser()
    defer { browser.close() }
    let tab = try browser.newPage()
    defer { tab.close() }
    // The page keeps its own reference to setTimeout before the driver's field exists.
    try tab.navigate(
      to: page(
        "const later = setTimeout; window.schedule = () => later(() => { document.getElementById('f').value = 'late'; }, 0);"
      ))
    let field = try ChromiumField(page: tab)
    #expect(try tab.evaluate("window.__inputsimTimers.pending()") == .int(0))
    try tab.evaluate("window.schedule(); requestAnimationFrame(() => {})")
    try tab.evaluate("window.schedule()")
    #expect((try tab.evaluate("window.__inputsimTimers.pending()").intValue ?? 0) > 0)
    try field.advanceVirtualTime(milliseconds: ChromiumField.settleMilliseconds)
    #expect(try tab.evaluate("window.__inputsimTimers.pending()") == .int(0))
    #expect(try field.readState(settled: false).text == "late")
    #expect(try tab.evaluate("window.__inputsimTimers.uncounted") == .bool(false))
    try tab.evaluate("setTimeout('1', 0)")
    #expect(try tab.evaluate("window.__inputsimTimers.uncounted") == .bool(true))
  }
}
