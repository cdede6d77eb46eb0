import InputModel
import Testing

@testable import ChromiumDriver

/// Opens a reference page and returns a client on its field.
private func open(
  _ browser: ChromiumBrowser, bridge: String, transform: String? = nil, deferred: Bool = false
) throws -> ChromiumTextInputClient {
  let page = try browser.newPage()
  let url = try #require(try ReferencePages.url(bridge: bridge, transform: transform, deferred: deferred))
  try page.navigate(to: url)
  return try ChromiumTextInputClient(field: ChromiumField(page: page))
}

private func compose(_ readings: [String], commit: String?, on client: ChromiumTextInputClient) throws {
  for reading in readings {
    try client.pressKey { () throws(TextFieldError) in
      try client.setMarkedText(reading, selectedRange: .caret(at: reading.utf16.count), replacementRange: nil)
    }
  }
  if let commit {
    try client.pressKey { () throws(TextFieldError) in try client.insertText(commit, replacementRange: nil) }
  }
}

@Suite("Reference pages", .serialized)
struct ReferencePageTests {
  @Test("every page declares its bridge and honours the contract")
  func contract() throws {
    let browser = try launchTestBrowser()
    defer { browser.close() }
    for bridge in ReferencePages.bridges {
      let client = try open(browser, bridge: bridge)
      let declared = try client.field.page.evaluate(
        "document.querySelector('meta[name=inputsim-bridge]').content")
      #expect(declared == .string(bridge))
      try client.insertText("ab", replacementRange: nil)
      client.refresh()
      #expect(client.text == "ab", "bridge \(bridge)")
      #expect(client.state.binding == "ab", "bridge \(bridge)")
      #expect(client.field.reportsAppEvents)
      client.doCommand(.insertNewline)
      #expect(client.takeAppEvents() == [.change(old: "", new: "ab"), .submit("ab")], "bridge \(bridge)")
      client.field.page.close()
    }
  }

  @Test("naive with max-length=2 assigns during the composition: Chromium drops it, no compositionend")
  func naiveMaxLength() throws {
    let browser = try launchTestBrowser()
    defer { browser.close() }
    let client = try open(browser, bridge: "naive", transform: "max-length=2")
    try compose(["か", "かん", "かんし"], commit: nil, on: client)
    #expect(client.text == "かん")
    #expect(client.markedRange == nil)
    #expect(!client.takeEvents().contains { $0.type == "compositionend" })
    #expect(client.state.binding == "かん")
  }

  @Test("guarded with max-length=2 waits for the commit, then trims")
  func guardedMaxLength() throws {
    let browser = try launchTestBrowser()
    defer { browser.close() }
    let client = try open(browser, bridge: "guarded", transform: "max-length=2")
    try compose(["か", "かん", "かんし"], commit: nil, on: client)
    #expect(client.text == "かんし")
    #expect(client.markedRange == UTF16Range(location: 0, length: 3))
    #expect(client.takeAppEvents() == [])
    try compose([], commit: "かんし", on: client)
    #expect(client.text == "かん")
    #expect(client.state.binding == "かん")
    #expect(client.takeAppEvents() == [.change(old: "", new: "かんし"), .change(old: "かんし", new: "かん")])
  }

  @Test("controlled-late assigns the stale render under the composition: a commit then duplicates")
  func controlledLateDuplicates() throws {
    let browser = try launchTestBrowser()
    defer { browser.close() }
    let client = try open(browser, bridge: "controlled-late")
    try compose(["か", "かん"], commit: nil, on: client)
    // The late render of "か" ended the composition; the page's next render restored "かん".
    #expect(client.text == "かん")
    #expect(client.markedRange == nil)
    try compose([], commit: "漢", on: client)
    #expect(client.text == "かん漢")
  }

  @Test("uppercase deferred rewrites on the next turn; digits-only drops letters")
  func otherTransforms() throws {
    let browser = try launchTestBrowser()
    defer { browser.close() }
    let upper = try open(browser, bridge: "naive", transform: "uppercase", deferred: true)
    try upper.insertText("ab", replacementRange: nil)
    #expect(upper.text == "AB")
    let digits = try open(browser, bridge: "naive", transform: "digits-only")
    try digits.insertText("a1b2", replacementRange: nil)
    #expect(digits.text == "12")
  }

  @Test("a bridge without a page has no URL")
  func noPage() throws {
    #expect(try ReferencePages.url(bridge: "swiftui17", transform: nil, deferred: false) == nil)
  }
}
