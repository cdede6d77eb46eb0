import Foundation
import Testing

@Suite("inputsim run / check / explain (built binary)")
struct RunCommandTests {
  static let passing = """
    # Guarded keeps both kana.
    scenario "keeps わた"
    use ime=flick bridge=guarded
    flick わ
    flick た
    key enter
    expect field "わた|"
    expect onchange "" -> "わた"
    """

  static let failing = """
    scenario "drops わ"
    use ime=flick bridge=swiftui13
    flick わ
    skip violations
    flick た
    expect field "[わた|]"
    """

  static let broken = """
    use ime=flik
    expcet field "x|"
    type "unterminated
    """

  func fixture() -> TemporaryDirectory {
    let directory = TemporaryDirectory()
    directory.write("suite/a-pass.scenario", Self.passing)
    directory.write("suite/nested/b-fail.scenario", Self.failing)
    directory.write("suite/notes.txt", "not a scenario")
    return directory
  }

  @Test("a directory runs every *.scenario below it in sorted order; a failure exits 1")
  func directory() {
    let directory = fixture()
    let result = BuiltBinary.run(["run", directory.path + "/suite"])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("PASS  \(directory.path)/suite/a-pass.scenario") == true)
    #expect(lines.contains { $0.hasPrefix("FAIL  \(directory.path)/suite/nested/b-fail.scenario") })
    #expect(
      result.stdout.contains(
        "\(directory.path)/suite/nested/b-fail.scenario:6:1: error: field does not match after step 2 (flick た)"
      ))
    #expect(lines.last == "1 passed, 1 failed")
  }

  @Test("all passing exits 0; --filter keeps the paths that contain the text")
  func filter() {
    let directory = fixture()
    let result = BuiltBinary.run(["run", directory.path + "/suite", "--filter", "a-pass"])
    #expect(result.status == 0)
    #expect(result.stdout.hasSuffix("1 passed, 0 failed\n"))
  }

  @Test("a file that does not parse: every diagnostic with its location, exit 2, nothing run")
  func parseError() {
    let directory = fixture()
    let path = directory.write("suite/c-broken.scenario", Self.broken)
    let result = BuiltBinary.run(["run", directory.path + "/suite"])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("\(path):1:9: error: unknown value 'flik' for 'ime'"))
    #expect(result.stderr.contains("\(path):2:1: error: unknown directive or step 'expcet'; allowed: "))
    #expect(result.stderr.contains("; did you mean 'expect'?"))
    #expect(result.stderr.contains("\(path):3:6: error:"))
  }

  @Test("check reports every diagnostic and exits 2 on a broken file, 0 on good ones")
  func check() {
    let directory = fixture()
    let good = BuiltBinary.run(["check", directory.path + "/suite"])
    #expect(good.status == 0)
    #expect(good.stdout == "2 files checked, no problems\n")
    let path = directory.write("broken.scenario", Self.broken)
    let bad = BuiltBinary.run(["check", path])
    #expect(bad.status == 2)
    #expect(bad.stderr.split(separator: "\n").filter { $0.hasPrefix(path + ":") }.count == 3)
    #expect(bad.stderr.hasSuffix("inputsim: error: 1 of 1 file did not parse\n"))
  }

  @Test("--output writes the report atomically and the text report still goes to stdout")
  func output() throws {
    let directory = fixture()
    let report = directory.path + "/report.xml"
    let result = BuiltBinary.run(["run", directory.path + "/suite", "--format", "junit", "--output", report])
    #expect(result.status == 1)
    #expect(result.stdout.hasSuffix("1 passed, 1 failed\n"))
    let xml = try #require(directory.read("report.xml"))
    #expect(xml.contains("<testsuites name=\"inputsim\" tests=\"2\" failures=\"1\" skipped=\"0\">"))
  }

  @Test("--format json and tap go to stdout without --output", arguments: ["json", "tap"])
  func formats(format: String) {
    let directory = fixture()
    let result = BuiltBinary.run(["run", directory.path + "/suite", "--format", format])
    #expect(result.status == 1)
    #expect(result.stdout.hasPrefix(format == "json" ? "{" : "TAP version 14"))
  }

  @Test("under GITHUB_ACTIONS=true a failure also prints an ::error line")
  func githubActions() {
    let directory = fixture()
    let result = BuiltBinary.run(["run", directory.path + "/suite"], environment: ["GITHUB_ACTIONS": "true"])
    #expect(
      result.stdout.contains(
        "::error file=\(directory.path)/suite/nested/b-fail.scenario,line=6,col=1::field does not match after step 2 (flick た)"
      ))
  }

  @Test("--color always colours the report; never and NO_COLOR do not")
  func colour() {
    let directory = fixture()
    let always = BuiltBinary.run(["run", directory.path + "/suite/a-pass.scenario", "--color", "always"])
    #expect(always.stdout.contains("\u{1B}[32mPASS"))
    let never = BuiltBinary.run(["run", directory.path + "/suite/a-pass.scenario", "--color", "never"])
    #expect(!never.stdout.contains("\u{1B}["))
  }

  @Test("a missing path and a bad option are usage errors (exit 2)")
  func usage() {
    let missing = BuiltBinary.run(["run", "/no/such/place.scenario"])
    #expect(missing.status == 2)
    #expect(missing.stderr.hasPrefix("inputsim: error: no such file or directory: /no/such/place.scenario"))
    let badFormat = BuiltBinary.run(["run", "--format", "xml"])
    #expect(badFormat.status == 2)
    #expect(badFormat.stderr.contains("invalid value 'xml' for '--format'; allowed: text, junit, tap, json"))
  }

  @Test("explain prints one row per step with field, binding and IME, then the verdict")
  func explain() {
    let directory = fixture()
    let result = BuiltBinary.run(["explain", directory.path + "/suite/nested/b-fail.scenario"])
    #expect(result.status == 1)
    #expect(result.stdout.contains("  1  flick わ"))
    #expect(result.stdout.contains("\"[わ|]\""))
    #expect(result.stdout.contains("✗ composition-overwrite"))
    #expect(result.stdout.contains("render: assign \"わ\" during composition"))
    #expect(result.stdout.hasSuffix("FAIL  \(directory.path)/suite/nested/b-fail.scenario\n"))
  }
}
