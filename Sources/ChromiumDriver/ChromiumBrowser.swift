#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One headless Chromium for the whole `inputsim` process; each scenario gets a fresh page.
///
///     let browser = try ChromiumBrowser.launch()
///     defer { browser.close() }
///     let page = try browser.newPage()
///     try page.evaluate("1+1")   // .int(2)
///
/// `close()` sends `Browser.close`, then ends the process by its pid if it has not exited
/// within the grace period, reaps it and removes the profile directory. It runs from
/// `deinit` too, and `ChildInterrupts.install()` makes Ctrl-C run it.
public final class ChromiumBrowser {
  public let connection: CDPConnection
  /// The browser's product string, e.g. `Chrome/156.0.7600.0` (`Browser.getVersion`).
  public let version: String
  public let executable: String
  private let process: ChromiumProcess
  /// The next page's tab, created while the current page runs.
  private var spareTab: CDPConnection.Pending?

  /// The browser's pid (also its process group), for tests that check it is gone.
  public var pid: Int32 { process.pid }
  /// The throw-away profile directory, removed by `close()`.
  public var profileDirectory: String { process.profileDirectory }
  public var isClosed: Bool { process.isTerminated }

  private init(process: ChromiumProcess, connection: CDPConnection, version: String, executable: String) {
    self.process = process
    self.connection = connection
    self.version = version
    self.executable = executable
  }

  /// Finds and starts the browser and waits until it answers. A browser that fails to start
  /// is ended and its profile directory removed before the error is thrown.
  public static func launch(
    executable: String? = nil, startupTimeoutMilliseconds: Int = 20_000,
    commandTimeoutMilliseconds: Int = 10_000
  ) throws(ChromiumError) -> ChromiumBrowser {
    let path: String
    if let executable { path = executable } else { path = try ChromiumExecutable.locate() }
    // A crashed browser must be a thrown error on write, not a SIGPIPE that kills us.
    signal(SIGPIPE, SIG_IGN)
    let process = try ChromiumProcess.spawn(executable: path)
    let connection = CDPConnection(
      readDescriptor: process.eventDescriptor, writeDescriptor: process.commandDescriptor,
      defaultTimeoutMilliseconds: commandTimeoutMilliseconds)
    do {
      let reply = try connection.send("Browser.getVersion", timeoutMilliseconds: startupTimeoutMilliseconds)
      return ChromiumBrowser(
        process: process, connection: connection, version: reply["product"]?.stringValue ?? "unknown",
        executable: path)
    } catch {
      process.terminate(graceMilliseconds: 0)
      throw error
    }
  }

  /// Opens a fresh tab on `about:blank` and attaches to it with a flat session. The tab was
  /// created, unused, while the previous page ran (a new tab's renderer takes about a tenth of
  /// a second to start); the next one is started before this returns.
  public func newPage() throws(ChromiumError) -> ChromiumPage {
    guard !isClosed else { throw .closed }
    let created: JSONValue
    if let spare = spareTab {
      spareTab = nil
      created = try connection.result(of: spare)
    } else {
      created = try connection.send("Target.createTarget", ["url": .string("about:blank")])
    }
    // A failure here shows when that tab is taken, at the next `newPage`.
    // In the background: a tab opened in front would send the running page behind it, where
    // Chromium holds back its animation frames (measured: requestAnimationFrame never ran,
    // ChromiumFieldFoldedReadTests' timer counter).
    spareTab = try? connection.start(
      CDPCommand("Target.createTarget", ["url": .string("about:blank"), "background": .bool(true)]))
    guard let targetID = created["targetId"]?.stringValue else {
      throw .malformedMessage("Target.createTarget returned no targetId")
    }
    let attached = try connection.send(
      "Target.attachToTarget", ["targetId": .string(targetID), "flatten": .bool(true)])
    guard let sessionID = attached["sessionId"]?.stringValue else {
      throw .malformedMessage("Target.attachToTarget returned no sessionId")
    }
    let page = ChromiumPage(browser: self, targetID: targetID, sessionID: sessionID)
    // In one write. The timer counter runs before any page script of every document, so a
    // settled read knows whether the page has timers pending.
    try connection.sendAll([
      CDPCommand("Page.enable", sessionID: sessionID), CDPCommand("Runtime.enable", sessionID: sessionID),
      CDPCommand(
        "Page.addScriptToEvaluateOnNewDocument", ["source": .string(FieldScripts.timerCounter)],
        sessionID: sessionID),
    ])
    return page
  }

  /// Ends the browser, however it is doing; safe to call more than once.
  public func close(graceMilliseconds: Int = 3000) {
    guard !isClosed else { return }
    // The spare tab is closed first, as every used one was: a renderer still starting up
    // holds the browser's exit back (measured: about 0.7 s).
    if let spare = spareTab {
      spareTab = nil
      let spareTarget = try? connection.result(of: spare, timeoutMilliseconds: min(graceMilliseconds, 2000))
      if let targetID = spareTarget?["targetId"]?.stringValue {
        _ = try? connection.send(
          "Target.closeTarget", ["targetId": .string(targetID)],
          timeoutMilliseconds: min(graceMilliseconds, 2000))
      }
    }
    // A browser that hangs or has crashed does not answer; the pid is ended regardless.
    _ = try? connection.send("Browser.close", timeoutMilliseconds: min(graceMilliseconds, 2000))
    process.terminate(graceMilliseconds: graceMilliseconds)
  }

  deinit {
    close()
  }
}
