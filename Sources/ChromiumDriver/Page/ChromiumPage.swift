/// One tab of the browser, reached through its flat session: every command carries the
/// session id.
///
///     let page = try browser.newPage()
///     try page.navigate(to: "file:///…/naive.html")
///     try page.evaluate("document.title")   // .string("naive")
public final class ChromiumPage {
  public let browser: ChromiumBrowser
  public let targetID: String
  public let sessionID: String
  public private(set) var isClosed = false

  init(browser: ChromiumBrowser, targetID: String, sessionID: String) {
    self.browser = browser
    self.targetID = targetID
    self.sessionID = sessionID
  }

  /// Sends a command to this page.
  @discardableResult
  public func send(
    _ method: String, _ params: [String: JSONValue] = [:], timeoutMilliseconds: Int? = nil
  ) throws(ChromiumError) -> JSONValue {
    guard !isClosed else { throw .closed }
    return try browser.connection.send(
      method, params, sessionID: sessionID, timeoutMilliseconds: timeoutMilliseconds)
  }

  /// Evaluates JavaScript in the page and returns its value as JSON (promises are awaited).
  /// A script that throws is `pageScriptFailed` with the exception's text.
  ///
  ///     try page.evaluate("1+1")   // .int(2)
  @discardableResult
  public func evaluate(_ expression: String, timeoutMilliseconds: Int? = nil) throws(ChromiumError)
    -> JSONValue
  {
    let reply = try send(
      "Runtime.evaluate",
      ["expression": .string(expression), "returnByValue": .bool(true), "awaitPromise": .bool(true)],
      timeoutMilliseconds: timeoutMilliseconds)
    return try Self.value(ofEvaluation: reply)
  }

  /// The value in a `Runtime.evaluate` reply; a script that threw is `pageScriptFailed`.
  static func value(ofEvaluation reply: JSONValue) throws(ChromiumError) -> JSONValue {
    if let details = reply["exceptionDetails"] {
      let text = details["exception"]?["description"]?.stringValue ?? details["text"]?.stringValue
      throw .pageScriptFailed(text ?? "an exception")
    }
    return reply["result"]?["value"] ?? .null
  }

  /// Loads `url` and waits for its load event; a page that cannot be loaded (a refused
  /// connection, a missing file) is `navigationFailed`.
  public func navigate(to url: String, timeoutMilliseconds: Int? = nil) throws(ChromiumError) {
    let session = sessionID
    _ = browser.connection.takeEvents { $0.sessionID == session && $0.method == "Page.loadEventFired" }
    let reply = try send("Page.navigate", ["url": .string(url)], timeoutMilliseconds: timeoutMilliseconds)
    if let errorText = reply["errorText"]?.stringValue, !errorText.isEmpty {
      throw .navigationFailed(url: url, reason: errorText)
    }
    _ = try browser.connection.waitForEvent(
      "the load event of \(url)", timeoutMilliseconds: timeoutMilliseconds
    ) {
      $0.sessionID == session && $0.method == "Page.loadEventFired"
    }
  }

  /// Closes the tab; errors are ignored (the browser may be gone already).
  public func close() {
    guard !isClosed else { return }
    isClosed = true
    _ = try? browser.connection.send(
      "Target.closeTarget", ["targetId": .string(targetID)], timeoutMilliseconds: 2000)
    let session = sessionID
    _ = browser.connection.takeEvents { $0.sessionID == session }
  }
}
