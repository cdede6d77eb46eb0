import ChromiumDriver
import Foundation
import Testing

@testable import OSInputStack

/// The events of one key, one line each: `keydown Process 229 composing=false "" |`.
func summary(_ events: [JSONValue]) -> [String] {
  events.map { event in
    var parts = [event["type"]?.stringValue ?? "?"]
    if let key = event["key"]?.stringValue { parts.append("key=\(key)") }
    if let code = event["keyCode"]?.intValue { parts.append("keyCode=\(code)") }
    if let data = event["data"]?.stringValue { parts.append("data=\"\(data)\"") }
    if let composing = event["isComposing"]?.boolValue { parts.append("isComposing=\(composing)") }
    parts.append("value=\"\(event["text"]?.stringValue ?? "")\"")
    return parts.joined(separator: " ")
  }
}

@Suite("OSPage: real keys through fcitx5 into a real browser", .serialized)
struct OSPageTests {
  @Test("romaji through Mozc composes in each browser", arguments: OSBrowser.allCases)
  func mozcComposes(browser: OSBrowser) throws {
    let stack = try OSInputStack.start()
    defer { stack.stop() }
    let server = try PageServer(pagesDirectory: try ReferencePages.directory())
    let keyboard = try XKeyboard(display: stack.display)
    let page = try OSPage.open(
      browser, stack: stack, server: server, keyboard: keyboard, page: "naive.html", query: "", engine: .mozc)
    defer { page.close() }
    if let wait = ProcessInfo.processInfo.environment["OSPAGE_WAIT"] {
      Thread.sleep(forTimeInterval: Double(wait)!)
    }
    for name in ["k", "a", "n", "j", "i"] {
      _ = try page.type(try #require(XKey(typed: name)))
    }
    _ = try page.type(try #require(XKey(named: .space)))
    let enter = summary(try page.type(try #require(XKey(named: .enter))))
    let state = try page.read()
    // The confirming Enter's keydown: keyCode 229, key Process (Chromium, Firefox) or
    // Unidentified (WebKitGTK), flagged composing; then the commit's compositionend.
    let spelling = browser == .webkit ? "Unidentified" : "Process"
    #expect(enter.first == "keydown key=\(spelling) keyCode=229 isComposing=true value=\"感じ\"")
    #expect(enter.contains("compositionend data=\"感じ\" value=\"感じ\""))
    #expect(state["text"]?.stringValue == "感じ")
  }
}
