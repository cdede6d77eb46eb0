import ChildProcesses
import Foundation
import Testing

@testable import ChromiumDriver

@Suite("Chromium's lifecycle: started, used, ended with nothing left behind", .serialized)
struct ChromiumBrowserLifecycleTests {
  private func expectNothingLeft(pid: Int32, profileDirectory: String) {
    #expect(ProcessTable.isGone(pid), "the browser process \(pid) is still there")
    #expect(ProcessTable.members(ofGroup: pid) == [], "helpers of the browser are still running")
    #expect(!FileManager.default.fileExists(atPath: profileDirectory), "the profile directory is left")
    #expect(!LiveChildren.shared.running.contains { $0.pid == pid })
  }

  @Test("start, evaluate 1+1 in a fresh page, close: no process and no profile left")
  func startEvaluateClose() throws {
    let browser = try launchTestBrowser()
    let pid = browser.pid
    let profile = browser.profileDirectory
    #expect(FileManager.default.fileExists(atPath: profile))
    #expect(browser.version.contains("Chrome"))
    let page = try browser.newPage()
    #expect(try page.evaluate("1+1") == .int(2))
    page.close()
    browser.close()
    expectNothingLeft(pid: pid, profileDirectory: profile)
  }

  @Test("every page handed out is fresh, visible and runs animation frames, the tab made in advance too")
  func pagesMadeInAdvanceAreInFront() throws {
    let browser = try launchTestBrowser()
    defer { browser.close() }
    for round in 1...3 {
      let page = try browser.newPage()
      #expect(try page.evaluate("location.href") == .string("about:blank"), "page \(round)")
      #expect(try page.evaluate("document.visibilityState") == .string("visible"), "page \(round)")
      let frame = try page.evaluate(
        "new Promise((done) => requestAnimationFrame(() => done('frame')))", timeoutMilliseconds: 5000)
      #expect(frame == .string("frame"), "page \(round)")
      page.close()
    }
  }

  @Test("a command that times out and a page that throws are errors, and close still cleans up")
  func failuresThenClose() throws {
    let browser = try launchTestBrowser()
    let pid = browser.pid
    let profile = browser.profileDirectory
    let page = try browser.newPage()
    #expect(throws: ChromiumError.timedOut(method: "Runtime.evaluate", milliseconds: 300)) {
      try page.evaluate("new Promise(() => {})", timeoutMilliseconds: 300)
    }
    #expect {
      try page.evaluate("throw new Error('boom')")
    } throws: { error in
      guard case ChromiumError.pageScriptFailed(let text) = error else { return false }
      return text.contains("boom")
    }
    // The connection is still usable after both failures.
    #expect(try page.evaluate("'still' + ' here'") == .string("still here"))
    browser.close()
    expectNothingLeft(pid: pid, profileDirectory: profile)
  }

  @Test("a browser killed mid-run is browserExited, and close reaps it and removes the profile")
  func crashedBrowser() throws {
    let browser = try launchTestBrowser()
    let pid = browser.pid
    let profile = browser.profileDirectory
    let page = try browser.newPage()
    kill(pid, SIGKILL)
    #expect(throws: ChromiumError.browserExited(method: "Runtime.evaluate")) {
      try page.evaluate("1+1")
    }
    browser.close()
    expectNothingLeft(pid: pid, profileDirectory: profile)
  }

  @Test("a browser dropped without close() is ended by deinit")
  func deinitCloses() throws {
    var browser: ChromiumBrowser? = try launchTestBrowser()
    let pid = browser?.pid ?? 0
    let profile = browser?.profileDirectory ?? ""
    browser = nil
    expectNothingLeft(pid: pid, profileDirectory: profile)
  }

  @Test("a page that cannot be loaded is navigationFailed")
  func unreachablePage() throws {
    let browser = try launchTestBrowser()
    defer { browser.close() }
    let page = try browser.newPage()
    #expect {
      try page.navigate(to: "file:///nonexistent/inputsim-page.html")
    } throws: { error in
      guard case ChromiumError.navigationFailed(let url, _) = error else { return false }
      return url == "file:///nonexistent/inputsim-page.html"
    }
  }
}
