import ChromiumDriver
import Foundation
import Testing

@testable import OSInputStack

@Suite("the input method's focus calls, read from dbus-monitor on the stack's bus")
struct InputMethodFocusMonitorReadingTests {
  @Test(
    "a FocusIn or FocusOut call on fcitx5's input context is read; its argument lines and other calls are not"
  )
  func readsFocusCalls() {
    let prefix =
      "method call time=1796395495.917242 sender=:1.6 -> destination=:1.1 serial=44 "
      + "path=/org/freedesktop/portal/inputcontext/3; interface=org.fcitx.Fcitx.InputContext1; member="
    #expect(InputMethodFocusMonitor.reading(prefix + "FocusIn") == .call(.focusIn))
    #expect(InputMethodFocusMonitor.reading(prefix + "FocusOut") == .call(.focusOut))
    #expect(InputMethodFocusMonitor.reading(prefix + "ProcessKeyEvent") == nil)
    #expect(InputMethodFocusMonitor.reading("   string \":1.3\"") == nil)
    let otherInterface =
      "method call time=1 sender=:1.6 -> destination=:1.1 serial=2 path=/x; interface=org.example.Other; member=FocusIn"
    #expect(InputMethodFocusMonitor.reading(otherInterface) == nil)
  }

  @Test("the bus's NameLost to the monitor says it is monitoring")
  func nameLostMeansMonitoring() {
    let line =
      "signal time=1796395564.610306 sender=org.freedesktop.DBus -> destination=:1.0 serial=4 "
      + "path=/org/freedesktop/DBus; interface=org.freedesktop.DBus; member=NameLost"
    #expect(InputMethodFocusMonitor.reading(line) == .monitoring)
    #expect(
      InputMethodFocusMonitor.reading(line.replacingOccurrences(of: "NameLost", with: "NameAcquired")) == nil)
  }
}

@Suite("a script step returns once its focus change reached fcitx5", .serialized)
struct ScriptStepFocusTests {
  /// The guarded page's `set` during a composition is `blur()` then `focus()`; the browser
  /// tells fcitx5 later (FocusOut, FocusIn on the bus). `runScriptStep` returns only once the
  /// FocusIn has been read, so the next key reaches fcitx5 after it (and after Mozc's reset).
  @Test(
    "blur() and focus() in a script: FocusOut and FocusIn are on the bus when the step returns",
    arguments: OSBrowser.allCases)
  func blurAndFocusReachFcitx(browser: OSBrowser) throws {
    try withStackPage(browser) { stack, page in
      let monitor = stack.focusMonitor
      monitor.poll()
      let mark = monitor.mark
      try page.runScriptStep("window.__inputsimRecorder.el.blur(); window.__inputsimRecorder.el.focus()")
      let calls = Array(monitor.calls(since: mark))
      #expect(calls.contains(.focusOut), "\(calls)")
      #expect(calls.last == .focusIn, "\(calls)")
      // A script that moves no focus has nothing to wait for: no call is read for it.
      let quietMark = monitor.mark
      try page.runScriptStep("window.__inputsimRecorder.el.value = 'x'")
      #expect(monitor.calls(since: quietMark).isEmpty)
      // The field's blur() alone: a FocusOut.
      let blurMark = monitor.mark
      try page.runScriptStep("window.__inputsimRecorder.el.blur()")
      #expect(Array(monitor.calls(since: blurMark)).last == .focusOut)
    }
  }
}
