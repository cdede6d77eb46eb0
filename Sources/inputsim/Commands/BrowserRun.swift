import ChildProcesses
import ChromiumDriver
import Foundation
import InputModel
import OSInputStack

/// `--browser chromium`, `--page` and `--field`, shared by `run` and `conform`: one browser
/// for the whole process, ended on Ctrl-C too.
///
///     inputsim run --browser chromium scenarios/web
///     inputsim run --browser chromium --page app/form.html --field '#name' my.scenario
enum BrowserRun {
  static let browser = OptionSpec(
    "--browser", .choice(["chromium"] + OSBrowser.allCases.filter { $0 != .chromium }.map(\.rawValue)),
    placeholder: "BROWSER",
    help:
      "replay the web scenarios in a browser against the reference page of their bridge (others are skipped): "
      + "chromium (headless, synthetic IME, or --input os), firefox and webkit (--input os)"
  )
  static let input = OptionSpec(
    "--input", .choice(["synthetic", "os"]), placeholder: "INPUT",
    help:
      "with --browser: synthetic (Chromium's DevTools IME driven by the scenario's model keyboard; chromium's "
      + "default) or os (real keys through fcitx5 with Mozc, Hangul or Pinyin on a private X server; "
      + "firefox's and webkit's default)")
  static let page = OptionSpec(
    "--page", .text, placeholder: "PATH|URL",
    help:
      "with --browser: run every scenario against this page (the app) instead of the reference page of its "
      + "bridge; with --input os a local HTML file, served from its folder"
  )
  static let field = OptionSpec(
    "--field", .text, placeholder: "SELECTOR",
    help:
      "with --browser: the page's text field (default: the first enabled, writable text input, textarea or [contenteditable])"
  )

  /// Starts the browser, or the message for exit status 2 (no Chromium installed, names the
  /// Debian package). `after`: what Ctrl-C does once the browser is ended (`run` finishes
  /// its report; the others exit at once).
  static func launch(after: ChildInterrupts.AfterInterrupt = .exit) throws(UsageError) -> ChromiumBrowser {
    ChildInterrupts.install(after: after)
    do {
      return try ChromiumBrowser.launch()
    } catch {
      throw UsageError("cannot start the browser: \(error)")
    }
  }

  /// The page choice from `--page` / `--field`; a file path becomes an absolute `file://` URL.
  static func pageChoice(_ parsed: ParsedArguments, subcommand: String) throws(UsageError)
    -> BrowserPageChoice
  {
    let selector = parsed.value(field)
    guard let given = parsed.value(page) else {
      if selector != nil {
        throw UsageError(
          "--field needs --page: the reference pages have their own field", helpTopic: subcommand)
      }
      return .reference
    }
    if given.contains("://") || given.hasPrefix("data:") { return .user(url: given, selector: selector) }
    // By the bytes the shell passed: a name that is not UTF-8 is the file opened, and the
    // URL carries those bytes percent-encoded.
    let pathBytes = RawArguments.bytes(of: given)
    let absolute = absolutePath(
      pathBytes, currentDirectory: Array(FileManager.default.currentDirectoryPath.utf8))
    var status = stat()
    guard stat(absolute.map { CChar(bitPattern: $0) } + [0], &status) == 0 else {
      throw UsageError("--page: no such file: \(ScenarioFile.printable(pathBytes))", helpTopic: subcommand)
    }
    return .user(url: fileURL(absolute), selector: selector)
  }

  /// `path` made absolute against `currentDirectory`, its `.` and `..` components resolved
  /// as written (what `URL.standardizedFileURL` does), on bytes that need not be UTF-8.
  ///
  ///     absolutePath("app/../form.html", currentDirectory: "/s")  →  "/s/form.html"
  static func absolutePath(_ path: [UInt8], currentDirectory: [UInt8]) -> [UInt8] {
    let slash = UInt8(ascii: "/")
    let full = path.first == slash ? path : currentDirectory + [slash] + path
    var components: [ArraySlice<UInt8>] = []
    for component in full.split(separator: slash, omittingEmptySubsequences: true) {
      if component.elementsEqual(".".utf8) { continue }
      if component.elementsEqual("..".utf8) {
        _ = components.popLast()
      } else {
        components.append(component)
      }
    }
    return components.reduce(into: [UInt8]()) { result, component in result += [slash] + component }
  }

  /// The bytes of a percent-encoded URL path (`fileURL`'s inverse).
  ///
  ///     "/s/caf%E9.html"  →  "/s/caf" + [0xE9] + ".html"
  static func percentDecoded(_ encoded: Substring) -> [UInt8] {
    var bytes: [UInt8] = []
    var utf8 = encoded.utf8[...]
    while let byte = utf8.popFirst() {
      if byte == UInt8(ascii: "%"), utf8.count >= 2,
        let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        utf8 = utf8.dropFirst(2)
      } else {
        bytes.append(byte)
      }
    }
    return bytes
  }

  /// The `file://` URL of an absolute path, every byte outside the unreserved characters and
  /// `/` percent-encoded, so a name that is not UTF-8 keeps its bytes.
  ///
  ///     "/s/caf" + [0xE9] + ".html"  →  "file:///s/caf%E9.html"
  ///     "/s/a b#.html"               →  "file:///s/a%20b%23.html"
  static func fileURL(_ absolutePath: [UInt8]) -> String {
    var url = "file://"
    for byte in absolutePath {
      let scalar = Unicode.Scalar(byte)
      let unreserved =
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        || "-._~/".unicodeScalars.contains(scalar)
      if unreserved {
        url.unicodeScalars.append(scalar)
      } else {
        url += "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      }
    }
    return url
  }

  /// How the scenarios are typed into the browser.
  enum Input: Equatable {
    /// Chromium's DevTools IME, driven by the scenario's model keyboard.
    case synthetic
    /// Real keys through the OS input stack into this browser.
    case os(OSBrowser)
  }

  /// The input for `--browser` and `--input`, `nil` without `--browser`.
  ///
  ///     --browser chromium                 → .synthetic
  ///     --browser chromium --input os      → .os(.chromium)
  ///     --browser firefox                  → .os(.firefox)
  ///     --browser webkit --input synthetic → usage error (only Chromium has a synthetic IME)
  static func input(_ parsed: ParsedArguments, subcommand: String) throws(UsageError) -> Input? {
    let chosen = parsed.given(input)
    guard let name = parsed.value(browser) else {
      if chosen != nil { throw UsageError("--input needs --browser", helpTopic: subcommand) }
      return nil
    }
    let engine = OSBrowser(rawValue: name) ?? .chromium
    switch (engine, chosen) {
    case (.chromium, nil), (.chromium, "synthetic"): return .synthetic
    case (_, "synthetic"):
      throw UsageError(
        "--input synthetic is Chromium's DevTools IME; \(name) takes --input os", helpTopic: subcommand)
    default:
      return .os(engine)
    }
  }

  /// The user's page for `--input os` (`--page FILE`, `--field`), `nil` for the reference
  /// pages. The page server serves a local file: a URL is refused, naming what to do.
  ///
  ///     --page app/form.html --field '#name'   →  OSUserPage(directory: "/…/app", file: "form.html", selector: "#name")
  ///     --page https://example.com             →  usage error: save the page and give its path
  static func osUserPage(_ choice: BrowserPageChoice, subcommand: String) throws(UsageError) -> OSUserPage? {
    guard case .user(let url, let selector) = choice else { return nil }
    var path = url
    if url.hasPrefix("file://") {
      // `pageChoice` percent-encodes every byte of the name; the page server serves names
      // that are UTF-8 (a URL carries UTF-8), so another name is refused here, saying so.
      guard let decoded = String(validating: percentDecoded(url.dropFirst("file://".count)), as: UTF8.self)
      else {
        throw UsageError(
          "--page: the path is not valid UTF-8: with --input os the page is served by its name, which a URL "
            + "carries as UTF-8; rename the file or its folder",
          helpTopic: subcommand)
      }
      path = decoded
    }
    do {
      return try OSUserPage(path: path, selector: selector)
    } catch {
      if case .setup(_, let reason) = error {
        throw UsageError("--page \(BoundedEcho.singleQuoted(path)): \(reason)", helpTopic: subcommand)
      }
      throw UsageError("--page: \(error)", helpTopic: subcommand)
    }
  }

  /// Replays `scenarios` through the OS input stack into `browser`: one stack and one browser,
  /// a new document proven clean per scenario (a fresh browser when the proof fails);
  /// everything is ended before this returns (and on Ctrl-C).
  static func runOS(_ scenarios: [Scenario], browser: OSBrowser, userPage: OSUserPage? = nil)
    throws(UsageError)
    -> [ScenarioResult]
  {
    if userPage != nil {
      Console.error(
        "inputsim: note: --page: the page is the app; the scenarios' bridge and transform lines are ignored")
    }
    return try withOSRunner(browser, userPage: userPage) { runner in scenarios.map { runner.run($0) } }
  }

  /// Starts the stack and a runner for `browser` (on `userPage`, else the reference pages),
  /// hands the runner to `body`, then ends both. A missing package or a stack that does not
  /// start is exit status 2, naming the problem.
  static func withOSRunner<Result>(
    _ browser: OSBrowser, userPage: OSUserPage? = nil, _ body: (OSScenarioRunner) -> Result
  )
    throws(UsageError) -> Result
  {
    ChildInterrupts.install()
    let stack: OSInputStack
    let runner: OSScenarioRunner
    do {
      try StackPackages.check(for: browser)
      stack = try OSInputStack.start()
      do {
        runner = try OSScenarioRunner(browser: browser, stack: stack, userPage: userPage)
        // `INPUTSIM_OS_BROWSER_PER_SCENARIO=1`: a fresh browser per scenario, as before the
        // reuse (for measuring one against the other, docs/browser.md).
        runner.reusesBrowser = ProcessInfo.processInfo.environment["INPUTSIM_OS_BROWSER_PER_SCENARIO"] != "1"
      } catch {
        stack.stop()
        throw error
      }
    } catch {
      throw UsageError("cannot start the OS input stack: \(error)")
    }
    defer {
      runner.close()
      stack.stop()
    }
    return body(runner)
  }

  /// Replays `scenarios` in the browser `input` names; everything is closed before this returns.
  static func run(_ scenarios: [Scenario], page: BrowserPageChoice, input: Input) throws(UsageError)
    -> [ScenarioResult]
  {
    if case .os(let browser) = input {
      return try runOS(scenarios, browser: browser, userPage: try osUserPage(page, subcommand: "run"))
    }
    return try run(scenarios, page: page)
  }

  /// Replays `scenarios` in one browser; the browser is closed before this returns. After
  /// Ctrl-C (SIGTERM, SIGHUP) the browser is already ended: the scenario it cut short and the
  /// ones after it are `Interruption.notRun`, and the report says what ran.
  static func run(_ scenarios: [Scenario], page: BrowserPageChoice) throws(UsageError) -> [ScenarioResult] {
    let chromium: ChromiumBrowser
    do {
      chromium = try launch(after: .finishWork)
    } catch {
      // Interrupted while the browser started: nothing ran.
      guard let signal = ChildInterrupts.received else { throw error }
      return scenarios.map { Interruption.notRun($0, signal: signal) }
    }
    defer { chromium.close() }
    if page.isUserPage {
      Console.error(
        "inputsim: note: --page: the page is the app; the scenarios' bridge and transform lines are ignored")
    }
    let runner = BrowserScenarioRunner(browser: chromium, page: page)
    var results: [ScenarioResult] = []
    for scenario in scenarios {
      if let signal = ChildInterrupts.received {
        results.append(Interruption.notRun(scenario, signal: signal))
        continue
      }
      let result = runner.run(scenario)
      // A failure that ends after the signal is the browser being ended under it.
      if let signal = ChildInterrupts.received, result.status == .failed {
        results.append(Interruption.notRun(scenario, signal: signal))
      } else {
        results.append(result)
      }
    }
    return results
  }
}

extension BrowserRun {
  /// True when a scenario could not start in the browser (exit status 2).
  static func hasSetupProblem(_ results: [ScenarioResult]) -> Bool {
    results.contains { BrowserScenarioRunner.isSetupProblem($0) }
  }
}
