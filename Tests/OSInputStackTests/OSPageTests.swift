import ChromiumDriver
import Foundation
import InputModel
import InputSimMozc
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

  /// A key the tool holds longer than X's autorepeat delay (660 ms) — what a stalled release
  /// under load looks like — is still one key: the stack's X server repeats nothing.
  @Test("a key held for 1.2 s is one keydown and one letter: the X server has no autorepeat")
  func heldKeyDoesNotRepeat() throws {
    let stack = try OSInputStack.start()
    defer { stack.stop() }
    let server = try PageServer(pagesDirectory: try ReferencePages.directory())
    let keyboard = try XKeyboard(display: stack.display)
    defer { keyboard.close() }
    let page = try OSPage.open(
      .chromium, stack: stack, server: server, keyboard: keyboard, page: "naive.html", query: "",
      engine: .mozc)
    defer { page.close() }
    let events = try page.hold(try #require(XKey(typed: "a")), milliseconds: 1200)
    #expect(events.filter { $0["type"]?.stringValue == "keydown" }.count == 1)
    #expect(try page.read()["text"]?.stringValue == "あ")
  }
}

/// One page in `browser` on a fresh stack, for a measured rule.
private func withPage(
  _ browser: OSBrowser, page name: String = "naive.html", engine: OSEngine = .mozc,
  _ body: (OSPage) throws -> Void
) throws {
  try withStackPage(browser, page: name, engine: engine) { _, page in try body(page) }
}

private func types(_ events: [JSONValue]) -> [String] {
  events.compactMap { $0["type"]?.stringValue }
}

@Suite("Measured rules of the real stack, one browser each", .serialized)
struct MeasuredRuleTests {
  @Test("a and Enter 250 ms apart in Chromium: the Enter keydown follows compositionstart, flagged composing")
  func noRaceAt250() throws {
    try withPage(.chromium, page: "guarded.html") { page in
      let events = try page.typeBurst(
        [try #require(XKey(typed: "a")), try #require(XKey(named: .enter))], intervalMilliseconds: 250)
      let keydowns = events.filter { $0["type"]?.stringValue == "keydown" }
      let start = try #require(types(events).firstIndex(of: "compositionstart"))
      #expect(keydowns.count == 2)
      let enter = try #require(events.lastIndex { $0["type"]?.stringValue == "keydown" })
      #expect(enter > start)
      #expect(events[enter]["isComposing"]?.boolValue == true)
      #expect(types(events).contains("compositionend"))
    }
  }

  @Test("a script blur during a composition: Chromium commits with compositionend")
  func chromiumBlurCommits() throws {
    try withPage(.chromium) { page in
      _ = try page.type(try #require(XKey(typed: "a")))
      try page.evaluate("window.__inputsimRecorder.el.blur()")
      let state = try page.read()
      #expect(types(page.takeEvents()).contains("compositionend"))
      #expect(state["text"]?.stringValue == "あ")
    }
  }

  @Test("a script blur during a composition: WebKitGTK keeps the text with no compositionend")
  func webkitBlurKeeps() throws {
    try withPage(.webkit) { page in
      _ = try page.type(try #require(XKey(typed: "a")))
      try page.evaluate("window.__inputsimRecorder.el.blur()")
      let state = try page.read()
      #expect(!types(page.takeEvents()).contains("compositionend"))
      #expect(state["text"]?.stringValue == "あ")
    }
  }

  @Test(
    "a commit in WebKitGTK: deleteCompositionText, then insertFromComposition, both composing, then compositionend"
  )
  func webkitCommitDeletesThenInserts() throws {
    try withPage(.webkit) { page in
      _ = try page.type(try #require(XKey(typed: "o")))
      let events = try page.type(try #require(XKey(named: .enter)))
      let inputs = events.filter { $0["type"]?.stringValue == "input" }
      #expect(
        inputs.map { $0["inputType"]?.stringValue ?? "?" } == [
          "deleteCompositionText", "insertFromComposition",
        ])
      #expect(inputs.map { $0["text"]?.stringValue ?? "?" } == ["", "お"])
      #expect(inputs.allSatisfy { $0["isComposing"]?.boolValue == true })
      let end = try #require(types(events).firstIndex(of: "compositionend"))
      #expect(types(events).lastIndex(of: "input").map { $0 < end } == true)
    }
  }

  @Test(
    "the page's assignment in its input handler ends WebKitGTK's composition with no compositionend: the commit deletes nothing, the next preedit starts anew"
  )
  func webkitAssignmentEndsComposition() throws {
    try withPage(.webkit, page: "controlled-late.html") { page in
      // The second letter's input event assigns the stale ｚ over ず.
      _ = try page.type(try #require(XKey(typed: "z")))
      _ = try page.type(try #require(XKey(typed: "u")))
      let enter = try page.type(try #require(XKey(named: .enter)))
      let inputTypes = enter.filter { $0["type"]?.stringValue == "input" }.map {
        $0["inputType"]?.stringValue ?? "?"
      }
      #expect(inputTypes == ["insertFromComposition"])
      #expect(try page.read()["text"]?.stringValue == "ずず")
      let next = try page.type(try #require(XKey(typed: "a")))
      #expect(types(next).contains("compositionstart"))
    }
  }

  /// `ime-on-late-assign=stale-composition` (measured 2026-12-03, WebKitGTK 2.50, fcitx5
  /// 5.0.21, Mozc 2.28): after a script's write during a composition, keys reach the page as
  /// keydown and keyup only, and the caret goes to the field's start; a second write while the
  /// browser still flags its keys composing changes nothing; Mozc's commit (Enter) clears the
  /// flag, and the page's next write joins the field and Mozc again.
  @Test(
    "a script's set during a composition in WebKitGTK: nothing composes visibly until Mozc commits and the page writes again"
  )
  func webkitScriptSetLeavesStaleComposition() throws {
    try withPage(.webkit) { page in
      _ = try page.type(try #require(XKey(typed: "k")))
      _ = try page.type(try #require(XKey(typed: "a")))
      _ = try page.evaluate("window.inputsimSet('xyz', false)")
      #expect(try page.read()["start"]?.intValue == 3)
      _ = page.takeEvents()
      let i = try page.type(try #require(XKey(typed: "i")))
      #expect(types(i) == ["keydown", "keyup"])
      #expect(i.first?["isComposing"]?.boolValue == true)
      var state = try page.read()
      #expect(state["text"]?.stringValue == "xyz")
      #expect(state["start"]?.intValue == 0)
      // A write while the keys are flagged composing: the next key is still unseen.
      _ = try page.evaluate("window.inputsimSet('q', false)")
      _ = page.takeEvents()
      let e = try page.type(try #require(XKey(typed: "e")))
      #expect(types(e) == ["keydown", "keyup"])
      state = try page.read()
      #expect(state["text"]?.stringValue == "q")
      #expect(state["start"]?.intValue == 0)
      // Mozc commits かいえ where nobody sees it; the keyup after it is no longer flagged.
      let enter = try page.type(try #require(XKey(named: .enter)))
      #expect(types(enter) == ["keydown", "keyup"])
      #expect(enter.last?["isComposing"]?.boolValue == false)
      #expect(try page.read()["text"]?.stringValue == "q")
      _ = try page.evaluate("window.inputsimSet('w', false)")
      _ = page.takeEvents()
      let o = try page.type(try #require(XKey(typed: "o")))
      #expect(types(o).contains("compositionstart"))
      #expect(try page.read()["text"]?.stringValue == "wお")
    }
  }

  /// The other way back (same versions): once Mozc has committed, a script blur and focus join
  /// the field and Mozc again; the blur puts the caret at the end.
  @Test(
    "WebKitGTK after a script's set: Mozc's commit, then blur and focus, and the next key composes visibly")
  func webkitStaleCompositionEndsAtBlurAfterCommit() throws {
    try withPage(.webkit) { page in
      _ = try page.type(try #require(XKey(typed: "a")))
      _ = try page.evaluate("window.inputsimSet('xyz', false)")
      _ = page.takeEvents()
      let enter = try page.type(try #require(XKey(named: .enter)))
      #expect(types(enter) == ["keydown", "keyup"])
      #expect(try page.read()["start"]?.intValue == 0)
      try page.evaluate("window.__inputsimRecorder.el.blur()")
      try page.evaluate("window.__inputsimRecorder.el.focus()")
      #expect(try page.read()["start"]?.intValue == 3)
      _ = page.takeEvents()
      let e = try page.type(try #require(XKey(typed: "e")))
      #expect(types(e).contains("compositionstart"))
      #expect(try page.read()["text"]?.stringValue == "xyzえ")
    }
  }

  @Test("after a script blur and focus, Firefox passes the next keys to Mozc but shows no composition")
  func firefoxComposesInvisibly() throws {
    try withPage(.firefox) { page in
      _ = try page.type(try #require(XKey(typed: "a")))
      try page.evaluate("window.__inputsimRecorder.el.blur()")
      try page.evaluate("window.__inputsimRecorder.el.focus()")
      _ = page.takeEvents()
      let events = try page.type(try #require(XKey(typed: "k")))
      #expect(types(events) == ["keydown", "keyup"])
      #expect(events.first?["isComposing"]?.boolValue == true)
      #expect(try page.read()["text"]?.stringValue == "あ")
    }
  }
}

@Suite("Measured rules of the real stack: their scenarios in scenarios/linux", .serialized)
struct LinuxScenarioTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The bundled scenario at `path` (from the package's root), parsed with Mozc linked (a
  /// file of Mozc's conversions says `ime=mozc`).
  static func bundled(_ path: String) throws -> Scenario {
    let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    return try #require(
      ScenarioParser.parse(text, path: path, keyboards: .builtIn + [.mozc]).scenario, "\(path) parses")
  }

  /// `scenario` replayed in `browser` through a stack of its own, ended before returning.
  static func runThroughStack(_ scenario: Scenario, in browser: OSBrowser) throws -> ScenarioResult {
    let stack = try OSInputStack.start()
    defer { stack.stop() }
    let runner = try OSScenarioRunner(browser: browser, stack: stack)
    defer { runner.close() }
    return runner.run(scenario)
  }

  /// The bundled scenario at `path` replayed in `browser` with its `expect` lines dropped, for
  /// a race whose step may end in either of two orders: the test reads the steps itself.
  static func replayWithoutExpectations(_ path: String, in browser: OSBrowser) throws -> BrowserReplay {
    var scenario = try bundled(path)
    scenario.steps = scenario.steps.filter { step in
      if case .expect = step.kind { return false }
      return true
    }
    let stack = try OSInputStack.start()
    defer { stack.stop() }
    let runner = try OSScenarioRunner(browser: browser, stack: stack)
    defer { runner.close() }
    return runner.replay(scenario)
  }

  /// `late-render=before-next-key`: on `controlled-late`, `type ltu` gives `ｌｔう` in Chromium
  /// (the render of `ｌｔ` lands before `u`), where `with-step` gives `ｌう`; Backspace twice
  /// after it leaves `ｌ`. The same file passes in the model (`LinuxProfileRuleTests`).
  @Test("Chromium: a late render lands before the next key of the same step")
  func chromiumLateRenderBeforeNextKey() throws {
    let path = "scenarios/linux/chromium-late-render-lands-before-next-key.scenario"
    let scenario = try Self.bundled(path)
    let result = try Self.runThroughStack(scenario, in: .chromium)
    #expect(result.status == .passed, "\(result.explained)")
  }

  /// `late-render=before-next-key` in WebKitGTK too: `type ltu` gives `ｌｔっ` (the reading kept
  /// by the handler's stale render, the late render before `u`).
  @Test("WebKitGTK: a late render lands before the next key of the same step")
  func webkitLateRenderBeforeNextKey() throws {
    let path = "scenarios/linux/webkitgtk-late-render-lands-before-next-key.scenario"
    let scenario = try Self.bundled(path)
    let result = try Self.runThroughStack(scenario, in: .webkit)
    #expect(result.status == .passed, "\(result.explained)")
  }

  /// Firefox's unseen composing after the page's assignment lasts until a composition ends: a
  /// plain Enter or a blur and focus with nothing composed do not end it; and its late render
  /// lands between the keys of one step. The same files pass in the model.
  @Test(
    "Firefox: unseen composing outlasts a plain key and a blur; a late render lands before the next key; Backspace deletes a code point",
    arguments: [
      "firefox-detach-outlasts-a-plain-key", "firefox-detach-outlasts-a-blur",
      "firefox-late-render-lands-before-next-key", "firefox-backspace-deletes-a-code-point",
      "firefox-commit-ends-before-the-next-composition", "firefox-detach-outlasts-a-conversion-gesture",
    ])
  func firefoxMeasuredRules(name: String) throws {
    let scenario = try Self.bundled("scenarios/linux/\(name).scenario")
    let result = try Self.runThroughStack(scenario, in: .firefox)
    #expect(result.status == .passed, "\(result.explained)")
  }

  /// Mozc's left context (`surrounding-text`): `えよ` is `絵よ` after a committed `、`, `得よ`
  /// without it. Chromium reports no text before the caret (Mozc keeps its own commits);
  /// Firefox reports the field's and resets on the page's write; WebKitGTK reports the
  /// keyboard's edits. The same files pass in the model (`MozcLeftContextTests` for the keyboard).
  @Test(
    "Mozc's left context after a typed-on commit and a page's write, in each browser",
    arguments: [
      ("scenarios/linux/chromium-mozc-keeps-its-context.scenario", OSBrowser.chromium),
      ("scenarios/linux/firefox-mozc-context-follows-the-field.scenario", .firefox),
      ("scenarios/linux/webkitgtk-mozc-context-follows-the-keyboard.scenario", .webkit),
    ])
  func mozcLeftContext(path: String, browser: OSBrowser) throws {
    let scenario = try Self.bundled(path)
    let result = try Self.runThroughStack(scenario, in: browser)
    #expect(result.status == .passed, "\(browser): \(result.explained)")
  }

  /// Chromium keeps Mozc's reading after a script's `set` (`ime-on-late-assign` Japanese
  /// `keep`): the conversion gestures go on acting on it, so the stack types them as Mozc reads
  /// them there (Space converts the kept reading; `select 1` during the kept conversion types
  /// no digit). The same files pass in the model.
  @Test(
    "Chromium: conversion gestures act on the reading Mozc kept after a script's set",
    arguments: [
      "chromium-script-set-mozc-converts-the-kept-reading",
      "chromium-script-set-mozc-conversion-goes-on-unseen",
    ])
  func chromiumKeptReadingGestures(name: String) throws {
    let scenario = try Self.bundled("scenarios/linux/\(name).scenario")
    let result = try Self.runThroughStack(scenario, in: .chromium)
    #expect(result.status == .passed, "\(name): \(result.explained)")
  }

  /// WebKitGTK: a kept reading re-sent with the same text shows nothing. The same file passes
  /// in the model.
  @Test("WebKitGTK: an unchanged preedit re-sent after the page took it out shows nothing")
  func webkitUnchangedPreedit() throws {
    let scenario = try Self.bundled("scenarios/linux/webkitgtk-unchanged-preedit-shows-nothing.scenario")
    let result = try Self.runThroughStack(scenario, in: .webkit)
    #expect(result.status == .passed, "\(result.explained)")
  }

  /// WebKitGTK delivers a key's commit and its next preedit as two key events, and the page's
  /// render task races the second one (`late-render=before-next-message` states the usual
  /// order, `尾尾あ`; the other order, `尾あ`, was seen in a CI run): the step ends in one of
  /// the two, and nothing else.
  @Test(
    "WebKitGTK: a key's commit and its next preedit are two messages; the late render lands between or after")
  func webkitTwoMessagesRace() throws {
    let replay = try Self.replayWithoutExpectations(
      "scenarios/linux/webkitgtk-late-render-lands-between-commit-and-preedit.scenario", in: .webkit)
    #expect(replay.steps.count == 3)
    #expect(replay.steps.dropLast().last?.after.description == "尾|")
    let last = replay.steps.last?.after.description
    #expect(last == "尾尾あ|" || last == "尾あ|", "\(last ?? "no step")")
  }

  /// `commit-input=input-after-end`: Firefox fires a commit's `input` again after
  /// `compositionend`, with `isComposing` false; the controlled-late page's stale render of
  /// `い`, written in the first handler, is read back there (`い|`, the model's order: 10 of 12
  /// runs). In the others the page's late render (a `setTimeout(0)` task) lands before that
  /// `compositionend` and the field ends empty: the step ends in one of the two, and nothing
  /// else. The same file passes in the model (`LinuxProfileRuleTests`).
  @Test("Firefox: a commit's second input after compositionend reads back the stale render")
  func firefoxInputAfterCompositionEnd() throws {
    let replay = try Self.replayWithoutExpectations(
      "scenarios/linux/firefox-commit-input-comes-after-compositionend.scenario", in: .firefox)
    let backspace = try #require(replay.steps.last)
    #expect(replay.steps.count == 2)
    let events = backspace.domEvents
    let end = try #require(events.firstIndex { $0.type == "compositionend" }, "\(events)")
    #expect(events[end...].contains { $0.type == "input" && $0.isComposing == false }, "\(events)")
    let field = backspace.after.description
    #expect(field == "い|" || field == "|", "\(field)")
    #expect(backspace.binding == (field == "い|" ? "い" : ""))
  }

  /// `backspace=cluster`: WebKitGTK's Backspace deletes a combining mark with its base; in a
  /// stale composition a conversion that changes the preedit's text puts the caret at 0; and
  /// the guarded page writes the commit that follows a stale composition; a commit with nothing
  /// composed over a selection removes the selection first; a key Mozc passes on in a stale
  /// composition is not composing, and in a composition kept through blur and focus it edits
  /// the marked text. The same files pass
  /// in the model (`LinuxProfileRuleTests`, `StaleCompositionTests`).
  @Test(
    "WebKitGTK: Backspace deletes a whole grapheme cluster; a stale conversion moves the caret; a commit after it is written",
    arguments: [
      "webkitgtk-backspace-deletes-a-cluster", "webkitgtk-stale-conversion-moves-the-caret",
      "webkitgtk-guarded-page-writes-a-commit-after-a-stale-composition",
      "webkitgtk-commit-over-selection-deletes-first",
      "webkitgtk-late-render-moves-a-commit-over-a-selection",
      "webkitgtk-guarded-page-writes-a-passed-key-after-its-next-write",
      "webkitgtk-blur-kept-composition-takes-a-passed-backspace",
    ])
  func webkitMeasuredRules(name: String) throws {
    let scenario = try Self.bundled("scenarios/linux/\(name).scenario")
    let result = try Self.runThroughStack(scenario, in: .webkit)
    #expect(result.status == .passed, "\(name): \(result.explained)")
  }

  /// `ime-on-late-assign=stale-composition`: a script's `set` during a composition, keys unseen
  /// with the caret at 0, a second `set` while flagged, Mozc's commit, then a `set` or a blur
  /// and focus joining them again. The same file passes in the model (`StaleCompositionTests`).
  @Test("WebKitGTK: a script's set during a composition leaves a stale composition")
  func webkitScriptSetLeavesStaleComposition() throws {
    let path = "scenarios/linux/webkitgtk-script-set-leaves-stale-composition.scenario"
    let scenario = try Self.bundled(path)
    let result = try Self.runThroughStack(scenario, in: .webkit)
    #expect(result.status == .passed, "\(result.explained)")
  }

  /// The guarded reference page's `set` during a composition commits with `blur()` and
  /// `focus()`: Chromium commits in place, Firefox composes unseen after it (`commit-detach`),
  /// WebKitGTK's Mozc keys show nothing until a blur (`keep-marked`, then the page's
  /// assignment). The same files pass in the model (`GuardedCommitForWriteTests`).
  @Test(
    "the guarded page's set during a composition, in each browser",
    arguments: [
      ("scenarios/linux/chromium-guarded-set-commits-in-place.scenario", OSBrowser.chromium),
      ("scenarios/linux/firefox-guarded-set-composes-unseen.scenario", .firefox),
      ("scenarios/linux/webkitgtk-guarded-set-severs-mozc.scenario", .webkit),
    ])
  func guardedSetDuringComposition(path: String, browser: OSBrowser) throws {
    let scenario = try Self.bundled(path)
    let result = try Self.runThroughStack(scenario, in: browser)
    #expect(result.status == .passed, "\(browser): \(result.explained)")
  }

  /// The reference guarded page's `set`: its `blur()` and `focus()` keep WebKitGTK's
  /// composition, so its write leaves the same stale composition (model: `unmarkField` through
  /// `blur-composition=keep-marked`).
  @Test("WebKitGTK: the guarded page's set after its blur and focus leaves a stale composition")
  func webkitGuardedSetLeavesStaleComposition() throws {
    let path = "scenarios/linux/webkitgtk-guarded-set-after-blur-leaves-stale-composition.scenario"
    let scenario = try Self.bundled(path)
    let result = try Self.runThroughStack(scenario, in: .webkit)
    #expect(result.status == .passed, "\(result.explained)")
  }

  /// `convert` with nothing composed does nothing, as in every keyboard of the model; the
  /// stack pressed Space for it, which an idle Mozc turns into U+3000 (the fuzzer's
  /// `controlled-late` classes "field after convert": model "|", Chromium "　|").
  @Test("convert with nothing composed types nothing through the stack; key space types U+3000")
  func idleConvertTypesNothing() throws {
    let text = """
      scenario "idle convert"
      use ime=romaji romaji-style=desktop bridge=naive platform=web-chromium-linux

      convert
      expect field "|"
      type a
      key enter
      convert
      expect field "あ|"
      key space
      expect field "あ　|"
      skip onchange
      """
    let scenario = try parsedScenario(text, path: "idle-convert.scenario")
    let result = try Self.runThroughStack(scenario, in: .chromium)
    #expect(result.status == .passed, "\(result.explained)")
  }
}
