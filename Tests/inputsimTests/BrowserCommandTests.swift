import Foundation
import Testing

/// `explain --browser chromium` and `bench --only browser` through the built binary: real
/// browsers, started and ended by the command.
@Suite("browser commands: explain --browser, bench --only browser")
struct BrowserCommandTests {
  /// The repository's own scenarios (the web ones have reference pages).
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func scenario(_ relativePath: String) -> String {
    repository.appendingPathComponent("scenarios/" + relativePath).path
  }

  @Test("explain --browser chromium shows each step's DOM events as the dom lane, then the verdict")
  func explainShowsDOMEvents() {
    let path = Self.scenario("web/guarded-fast-typing.scenario")
    let result = BuiltBinary.run(["explain", "--browser", "chromium", path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(
      lines.first == "scenario \"the guarded bridge converts a fast romaji reading on the web\"  (\(path))")
    #expect(
      lines.contains {
        $0.hasPrefix("replayed in ") && $0.hasSuffix("(headless) against the reference page guarded.html")
      })
    // The step rows: the field as Chromium shows it, the page's binding, the keyboard's buffer.
    #expect(lines.contains { $0.hasPrefix("  1  type \"kyou\"") && $0.contains("\"[きょう|]\"") })
    #expect(
      lines.contains { $0.hasPrefix("  3  key enter") && $0.contains("\"今日|\"") && $0.contains("\"今日\"") })
    // The lane: what Chromium fired, with the fields the listener records.
    let lane = lines.filter { $0.hasPrefix("       dom  ") }.map { String($0.dropFirst(12)) }
    #expect(lane.contains("keydown key=Process keyCode=229 isComposing=false"))
    #expect(lane.contains("compositionstart data=\"\""))
    #expect(lane.contains("compositionupdate data=\"きょう\""))
    #expect(lane.contains("beforeinput inputType=insertCompositionText data=\"きょう\" isComposing=true"))
    #expect(lane.contains("compositionend data=\"今日\""))
    #expect(lane.contains { $0.hasPrefix("keyup key=Process keyCode=229") })
    #expect(lines.contains("       · onChange \"\" -> \"今日\""))
    #expect(lines.contains("PASS  \(path)"))
  }

  @Test("explain --browser chromium on a scenario that is not a web one says it is skipped and why")
  func explainSkipped() {
    let path = Self.scenario("native-field/wa-ta-drop-swiftui13.scenario")
    let result = BuiltBinary.run(["explain", "--browser", "chromium", path])
    #expect(result.status == 0)
    #expect(
      result.stdout.hasSuffix("\nSKIP  \(path): skipped in chromium: platform uikit is not a browser\n"))
    #expect(!result.stdout.contains("       dom  "))
  }

  @Test("explain --browser with a selector that matches nothing on the page is a set-up failure, exit 2")
  func explainSetupFailure() {
    let directory = TemporaryDirectory()
    let page = directory.write(
      "form.html", "<!doctype html><form><input id=\"name\"></form>")
    let path = Self.scenario("web/guarded-fast-typing.scenario")
    let result = BuiltBinary.run([
      "explain", "--browser", "chromium", "--page", page, "--field", "#nope", path,
    ])
    #expect(result.status == 2)
    #expect(result.stdout.contains("  (no step ran in the browser)\n"))
    #expect(
      result.stdout.contains(
        "\(path):1:1: error: scenario cannot start in Chromium: no text field matches '#nope'"))
    #expect(result.stdout.hasSuffix("FAIL  \(path)\n"))
    #expect(
      result.stderr
        == "inputsim: note: --page: the page is the app; the scenario's bridge and transform lines are ignored\n"
    )
  }

  @Test(
    "explain --browser refuses what it cannot do, with exit status 2",
    arguments: [
      (["--page", "x.html"], "inputsim: error: --page and --field need --browser chromium")
    ])
  func explainRefuses(arguments: [String], message: String) {
    let result = BuiltBinary.run(
      ["explain"] + arguments + [Self.scenario("web/guarded-fast-typing.scenario")])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == message + "\nsee 'inputsim help explain'\n")
  }

  @Test("bench --only browser prints the three browser measurements with their units and targets")
  func benchBrowserGroup() throws {
    let result = BuiltBinary.run(
      ["bench", "--quick", "--only", "browser", "--browser-keystrokes", "20"],
      currentDirectory: Self.repository)
    #expect(result.status == 0, "\(result.stderr)")
    let rows = result.stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("browser ") }
    // Values vary from run to run: only their shape is checked.
    let patterns = [
      #"^browser +start-up: launch to the first page ready \(best of 1\) +[0-9.]+ s +≤ 1\.5 s$"#,
      #"^browser +keystrokes/s, romaji into naive\.html, field and events read after each key \(best of 1\) +[0-9.]+ keys/s +the read after the replies, clock always advanced: [0-9.]+ keys/s +[0-9.]+× +≥ 200 keys/s$"#,
      #"^browser +bundled web scenarios end to end, one browser \([0-9]+: [0-9]+ passed, [0-9]+ skipped\) +[0-9.]+ s +≤ 20 s$"#,
    ]
    #expect(rows.count == 3, "\(result.stdout)")
    for (row, pattern) in zip(rows, patterns) {
      #expect(try Regex(pattern).wholeMatch(in: row) != nil, "\(row)")
    }
    // Only the browser group ran.
    #expect(!result.stdout.contains("\nfuzzing "))
    #expect(!result.stdout.contains("\nsuggestions "))
  }

  @Test(
    "bench --only with an unknown group is exit status 2 naming the groups",
    arguments: [
      (
        "gpu",
        "inputsim: error: invalid value 'gpu' for '--only'; allowed: fuzzing, long-text, suggestions, graphemes, scenarios, conversion, browser, mozc, osinput, any"
      ),
      (
        "browser,brwser",
        "inputsim: error: invalid value 'brwser' for '--only'; allowed: fuzzing, long-text, suggestions, graphemes, scenarios, conversion, browser, mozc, osinput, any; did you mean 'browser'?"
      ),
    ])
  func benchBadGroup(value: String, message: String) {
    let result = BuiltBinary.run(["bench", "--only", value])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == message + "\nsee 'inputsim help bench'\n")
  }
}
