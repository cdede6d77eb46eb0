import Foundation
import InputModel
import Testing

/// Issue 30's findings that reach the command line, one test per item, each failing before its
/// fix (the built binary, as a user runs it).
@Suite("hardening, second round: what reaches the tool from outside")
struct HardeningRound2Tests {
  /// A scenario whose suggestion menu takes its words from `path`.
  static func menu(_ path: String) -> String {
    "use ime=direct\ncandidates file \"\(path)\"\ncomponent suggestions\ntype \"a\"\nskip onchange\n"
  }

  @Test("item 8: a candidate file on /proc is refused, and nothing of the environment is printed")
  func kernelFileRefused() {
    let directory = TemporaryDirectory()
    let scenario = directory.write("env.scenario", Self.menu("/proc/self/environ"))
    let secret = "hunter2-\(UUID().uuidString)"
    for command in ["check", "run"] {
      let result = BuiltBinary.run([command, scenario], environment: ["INPUTSIM_TEST_SECRET": secret])
      #expect(result.status == 2, "\(command)")
      #expect(
        result.stderr.hasPrefix(
          "\(scenario):2:17: error: cannot load candidates: /proc/self/environ: cannot read the candidate list: it is a file of the kernel's proc file system (its state, not stored data); refused\n"
        ), "\(result.stderr)")
      #expect(!result.stdout.contains(secret) && !result.stderr.contains(secret))
    }
  }

  @Test(
    "item 6: a page reporting a selection outside its value fails its scenario, in run and explain",
    arguments: ["run", "explain"])
  func pageWithAnImpossibleSelection(command: String) throws {
    let directory = TemporaryDirectory()
    let temporary = directory.path + "/tmp"
    try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
    // A field that says its caret sits before its first character.
    let page = directory.write(
      "liar.html",
      "<!doctype html><input id=\"f\"><script>Object.defineProperty(HTMLInputElement.prototype,"
        + " 'selectionStart', {get() { return -3 }});</script>")
    let scenario = directory.write(
      "web.scenario",
      "scenario \"a page that lies\"\nuse ime=direct platform=web\ntype \"ab\"\nexpect text \"ab\"\n")
    let result = BuiltBinary.run(
      [command, "--browser", "chromium", "--page", page, scenario], environment: ["TMPDIR": temporary])
    // Before, the replay trapped (SIGILL, status 132) and left Chromium's profile behind.
    #expect(result.status == 2, "\(result.status) \(result.stderr)")
    #expect(
      (result.stdout + result.stderr).contains(
        "the page's report cannot be used: the selection -3..<0 lies outside the value's 0 UTF-16 units"),
      "\(result.stdout)\n\(result.stderr)")
    let left = try FileManager.default.contentsOfDirectory(atPath: temporary)
    #expect(left == [], "\(left)")
  }

  @Test(
    "item 13: the default field is the first that takes typed text; none, or a --field that takes none, is said"
  )
  func defaultFieldTakesText() {
    let directory = TemporaryDirectory()
    let controls =
      "<input type=submit><button>go</button><input type=file><input type=email id=mail>"
      + "<input type=number><input type=checkbox><input disabled><textarea readonly></textarea>"
    let withField = directory.write(
      "form.html", "<!doctype html><form>\(controls)<input id=name></form>")
    let without = directory.write("controls.html", "<!doctype html><form>\(controls)</form>")
    let scenario = directory.write(
      "web.scenario", "scenario \"typing\"\nuse ime=direct platform=web\ntype \"ab\"\nexpect text \"ab\"\n")
    // Before, the submit input was the field, and the replay failed inside setSelectionRange.
    let typed = BuiltBinary.run(["run", "--browser", "chromium", "--page", withField, scenario])
    #expect(typed.status == 0, "\(typed.stdout)")
    let cases: [([String], String)] = [
      (
        ["--page", without],
        "the page has no field that takes typed text (an enabled, writable input of type text, search, url, tel, password, a textarea or a contenteditable element)"
      ),
      (
        ["--page", withField, "--field", "#mail"],
        "'#mail' matches no field that takes typed text: an <input type=email> has no text to type into"
      ),
      (
        ["--page", withField, "--field", "textarea"],
        "'textarea' matches no field that takes typed text: the <textarea> is read-only"
      ),
    ]
    for (options, message) in cases {
      let result = BuiltBinary.run(["run", "--browser", "chromium"] + options + [scenario])
      #expect(result.status == 2, "\(options)")
      #expect(
        result.stdout.contains("\(scenario):1:1: error: scenario cannot start in Chromium: \(message)\n"),
        "\(result.stdout)")
      #expect(result.stdout.contains("to fix: pass --field with a CSS selector of the page's text field"))
    }
  }

  @Test(
    "item 14: a signal during a browser run reports what ran, marks the rest not run, exits 128+signal",
    arguments: [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")])
  func signalDuringBrowserRun(signal: Int32, name: String) throws {
    let directory = TemporaryDirectory()
    let temporary = directory.path + "/tmp"
    try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
    let count = 30
    for index in 0..<count {
      _ = directory.write(
        "web/\(index).scenario",
        "scenario \"typing \(index)\"\nuse ime=romaji bridge=guarded platform=web\ntype \"kanji\"\nkey space\nkey enter\n"
      )
    }
    let report = directory.path + "/report.xml"
    let process = Process()
    process.executableURL = BuiltBinary.executable
    process.arguments = [
      "run", "--browser", "chromium", "--format", "junit", "--output", report, directory.path + "/web",
    ]
    process.environment = ["PATH": "/usr/bin:/bin", "NO_COLOR": "1", "TMPDIR": temporary]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // The signal goes once the browser has made its profile's Default folder (it has started;
    // the run is under way, or about to be).
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []
      let profile = entries.first { $0.hasPrefix("inputsim-chromium-") }
      if let profile, FileManager.default.fileExists(atPath: "\(temporary)/\(profile)/Default") { break }
      usleep(5_000)
    }
    kill(process.processIdentifier, signal)
    let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // Before: exit 2, the scenarios after the signal reported as failed, profiles left.
    #expect(process.terminationReason == .exit && process.terminationStatus == 128 + signal, "\(stderr)")
    let notRun = stdout.components(separatedBy: "[not run: interrupted by \(name)]").count - 1
    #expect(notRun >= 1, "\(stdout)")
    #expect(stdout.hasSuffix(", 0 failed, \(notRun) skipped\n"), "\(stdout)")
    #expect(
      stderr.hasSuffix(
        "inputsim: interrupted by \(name): \(count - notRun) scenario\(count - notRun == 1 ? "" : "s") ran, "
          + "\(notRun) \(notRun == 1 ? "was" : "were") not run\n"), "\(stderr)")
    let junit = try String(contentsOfFile: report, encoding: .utf8)
    #expect(junit.contains("failures=\"0\""), "\(junit)")
    #expect(junit.components(separatedBy: "not run: interrupted by \(name)").count - 1 == notRun)
    let left = try FileManager.default.subpathsOfDirectory(atPath: temporary)
    #expect(left == [], "\(left)")
  }

  @Test("item 15: Ctrl-C mid-fuzz keeps every failure found so far, prints the summary, exits 130")
  func interruptedFuzzKeepsItsFinds() throws {
    let directory = TemporaryDirectory()
    let out = directory.path + "/repro"
    let process = Process()
    process.executableURL = BuiltBinary.executable
    process.arguments = [
      "fuzz", "--bridge", "swiftui13", "--ime", "flick", "--seed", "1", "--runs", "10000000", "--out", out,
    ]
    process.environment = ["PATH": "/usr/bin:/bin", "NO_COLOR": "1"]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // The signal goes once the first reproducer is on disk: before, files were written only
    // at the end, and an interrupted campaign left nothing.
    let deadline = Date().addingTimeInterval(120)
    while Date() < deadline {
      let files = (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []
      if files.contains(where: { $0.hasSuffix(".scenario") }) { break }
      usleep(5_000)
    }
    kill(process.processIdentifier, SIGINT)
    let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit && process.terminationStatus == 130, "\(stderr)")
    #expect(stdout.contains("\ninterrupted: the report holds the runs that ended before it\n"), "\(stdout)")
    #expect(stderr.contains("inputsim: interrupted by SIGINT after "), "\(stderr)")
    // Every failure the summary names is on disk, with the seed in its name, and the page too.
    let named = stdout.split(separator: "\n").compactMap { line -> String? in
      line.hasPrefix("  file: ") ? String(line.dropFirst(8)) : nil
    }
    #expect(!named.isEmpty, "\(stdout)")
    let files = Set(try FileManager.default.contentsOfDirectory(atPath: out))
    for name in named {
      #expect(files.contains(name), "\(name)")
      #expect(name.contains("-seed1-"), "\(name)")
    }
    #expect(files.contains("index.html"))
  }

  @Test("item 15: a second campaign into the same --out keeps the first's files and a user's own index.html")
  func secondCampaignKeepsTheFirst() throws {
    let directory = TemporaryDirectory()
    let out = directory.path + "/repro"
    let own = directory.write("repro/index.html", "<p>my notes</p>\n")
    let campaign = { (seed: String) in
      BuiltBinary.run([
        "fuzz", "--bridge", "swiftui13", "--ime", "flick", "--seed", seed, "--runs", "40", "--out", out,
      ])
    }
    let first = campaign("1")
    let second = campaign("2")
    #expect(first.status == 1 && second.status == 1)
    let note =
      "inputsim: note: --out: \(BoundedEcho.singleQuoted(out + "/index.html")) was not written by inputsim; "
      + "the reproducers' page goes to inputsim-index.html beside it\n"
    #expect(first.stderr == note)
    let files = try FileManager.default.contentsOfDirectory(atPath: out)
    #expect(
      files.contains { $0.contains("-seed1-") } && files.contains { $0.contains("-seed2-") }, "\(files)")
    #expect(try String(contentsOfFile: own, encoding: .utf8) == "<p>my notes</p>\n")
    #expect(files.contains("inputsim-index.html"))
  }

  @Test("item 7: what the tool did not write cannot reach the terminal or the CI runner raw")
  func outsideTextIsEscaped() throws {
    let directory = TemporaryDirectory()
    let failing = "use ime=direct\ntype \"a\"\nexpect text \"b\"\n"
    // File and folder names found in a directory walk: an ESC sequence, a newline then a
    // workflow command.
    _ = directory.write("walk/x\u{1B}[2J/clear.scenario", failing)
    _ = directory.write("walk/\n::error::pwned/command.scenario", failing)
    // A candidate path, and a pinyin schema with a right-to-left override.
    _ = directory.write(
      "candidates/red.scenario",
      "use ime=direct\ncandidates file \"\\u{1B}[31mred.txt\"\ncomponent suggestions\ntype \"a\"\n")
    _ = directory.write("schema/rlo.scenario", "use ime=pinyin pinyin-schema=ev\u{202E}il\ntype \"a\"\n")
    // Texts that differ only by invisible characters.
    _ = directory.write(
      "invisible/zwsp.scenario", "use ime=direct\ntype \"a\\u{200B}b\\u{FEFF}c\"\nexpect text \"abc\"\n")
    let environment = ["GITHUB_ACTIONS": "true"]
    var everything = ""
    for folder in ["walk", "candidates", "schema", "invisible"] {
      let result = BuiltBinary.run(["run", directory.path + "/" + folder], environment: environment)
      #expect(result.status != 0, "\(folder)")
      everything += result.stdout + result.stderr
    }
    #expect(!everything.unicodeScalars.contains("\u{1B}"), "\(everything)")
    #expect(!everything.unicodeScalars.contains("\u{202E}"))
    let commands = everything.split(separator: "\n").filter { $0.hasPrefix("::") }
    #expect(commands.allSatisfy { $0.hasPrefix("::error file=") }, "\(commands)")
    #expect(everything.contains("walk/\\u{A}::error::pwned/command.scenario:3:1: error: text does not match"))
    #expect(everything.contains("walk/x\\u{1B}[2J/clear.scenario:3:1: error:"))
    #expect(everything.contains("/\\u{1B}[31mred.txt: cannot read the candidate list"))
    #expect(everything.contains("ev\\u{202E}il"))
    // The diff shows what makes the texts differ.
    #expect(everything.contains("  + \"a\\u{200B}b\\u{FEFF}c\"\n"), "\(everything)")
  }

  @Test(
    "item 10: a link another user planted in a shared sticky folder is not followed, as the kernel would not")
  func plantedLinkIsRefused() throws {
    try #require(
      geteuid() == 0, "planting another user's link needs lchown: run the tests as root, as CI does")
    let directory = TemporaryDirectory()
    let victim = directory.write("victim.txt", "keep\n")
    let shared = directory.path + "/shared"
    try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: false)
    #expect(chmod(shared, 0o1777) == 0)
    let planted = shared + "/report.xml"
    try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: victim)
    #expect(lchown(planted, 65534, 65534) == 0)
    let scenario = directory.write("a.scenario", "use ime=direct\ntype \"a\"\nskip onchange\n")
    let result = BuiltBinary.run(["run", scenario, "--format", "junit", "--output", planted])
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "inputsim: error: refusing to follow the symbolic link '\(planted)': user 65534 made it in the shared folder '\(shared)', and the kernel's protected_symlinks rule lets no other user follow such a link; remove it or write elsewhere\n"
      ), "\(result.stderr)")
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep\n")
    // Our own link there is followed, as the kernel follows it.
    #expect(lchown(planted, 0, 0) == 0)
    let own = BuiltBinary.run(["run", scenario, "--format", "junit", "--output", planted])
    #expect(own.status == 0, "\(own.stderr)")
    #expect(try String(contentsOfFile: victim, encoding: .utf8).hasPrefix("<?xml"))
  }

  @Test("item 12: one failure with a 2 MB field gives reports of kilobytes in every format")
  func reportsAreBounded() throws {
    let directory = TemporaryDirectory()
    let long = String(repeating: "a", count: 2_000_000)
    let scenario = directory.write(
      "long.scenario", "use ime=direct\nset \"\(long)\"\nexpect text \"\(long)b\"\n")
    let summary = directory.write("summary.md", "")
    var sizes: [String: Int] = [:]
    for format in ["text", "junit", "tap", "json", "html"] {
      let output = directory.path + "/report." + format
      let result = BuiltBinary.run(
        ["run", scenario, "--format", format, "--output", output],
        environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary])
      #expect(result.status == 1, "\(format)")
      sizes[format] = try FileManager.default.attributesOfItem(atPath: output)[.size] as? Int ?? -1
      // The ::error line names the failure in one line of a screen or so.
      let command = result.stdout.split(separator: "\n").first { $0.hasPrefix("::error") }
      #expect((command?.utf8.count ?? 0) < 1_000, "\(format)")
      #expect(result.stdout.utf8.count < 20_000, "\(format)")
    }
    // Before: 14–16 MB reports, a 6 MB job summary (GitHub shows nothing over 1 MiB).
    for (format, size) in sizes { #expect(size > 0 && size < 100_000, "\(format): \(size) bytes") }
    let summaryBytes = try FileManager.default.attributesOfItem(atPath: summary)[.size] as? Int ?? -1
    #expect(summaryBytes > 0 && summaryBytes < 5 * 20_000)
    // The text report shows the difference, as explain does, with the counts left out.
    let text = try String(contentsOfFile: directory.path + "/report.text", encoding: .utf8)
    #expect(
      text.contains("  − …(1999960)\"" + String(repeating: "a", count: 40) + "b\""), "\(text.prefix(2_000))")
  }

  @Test("issue 30 item 11: fuzz --out named by bytes that are not UTF-8 makes that folder and writes into it")
  func fuzzOutNameThatIsNotUTF8() throws {
    let directory = TemporaryDirectory()
    let script = """
      cd '\(directory.path)' || exit 9
      "$0" fuzz --bridge naive --seed 3 --runs 20 --out "$(printf 'rep\\351')"
      echo "status $?"
      ls "$(printf 'rep\\351')" | grep -c '\\.scenario$'
      ls
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script, BuiltBinary.executable.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = Pipe()
    try process.run()
    let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // Before: the folder was made as rep\u{FFFD} (another name) and printed so.
    #expect(stdout.contains("scenario files to rep\\xE9\nstatus 1\n"), "\(stdout)")
    let lines = stdout.split(separator: "\n")
    #expect((lines.suffix(2).first.flatMap { Int($0) } ?? 0) > 0, "\(stdout)")
    #expect(lines.last == "rep\u{FFFD}", "\(stdout)")
  }

  @Test(
    "issue 30 item 11: bench --dictionary named by bytes that are not UTF-8 loads that file, shown escaped")
  func benchDictionaryNameThatIsNotUTF8() throws {
    let directory = TemporaryDirectory()
    let script = """
      cd '\(directory.path)' || exit 9
      printf ';; -*- coding: utf-8 -*-\\n;; okuri-nasi entries.\\nかんじ /漢字/感じ/\\nはし /箸/橋/\\n' > "$(printf 'dic\\351.L')"
      "$0" bench --quick --only suggestions --dictionary "$(printf 'dic\\351.L')"
      echo "status $?"
      "$0" bench --quick --only suggestions --dictionary "$(printf 'gone\\351.L')"
      echo "status $?"
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script, BuiltBinary.executable.path]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // Before: the repaired name dic\u{FFFD}.L named no file, and the embedded seed list was used.
    #expect(stdout.contains("note: suggestion lookup over dic\\xE9.L readings (2)"), "\(stdout)\n\(stderr)")
    #expect(stdout.contains("status 0\n"), "\(stdout)")
    #expect(stdout.hasSuffix("status 2\n"), "\(stdout)")
    #expect(stderr.contains("gone\\xE9.L"), "\(stderr)")
  }

  @Test(
    "item 11: a file named by bytes that are not UTF-8 is the file read; such an --output is written under that name"
  )
  func namesThatAreNotUTF8() throws {
    let directory = TemporaryDirectory()
    // Foundation's Process passes Strings: the shell makes the bytes (\351 is 0xE9, é in Latin-1).
    let script = """
      cd '\(directory.path)' || exit 9
      printf 'use ime=direct\\ntype "a"\\nskip onchange\\n' > "$(printf 'caf\\351.scenario')"
      "$0" run "$(printf 'caf\\351.scenario')" || exit $?
      "$0" run --format junit --output "$(printf 'out\\351.xml')" "$(printf 'caf\\351.scenario')"
      echo "status $?"
      head -c 5 "$(printf 'out\\351.xml')"; echo
      "$0" run --output "$(printf 'caf\\351.scenario')" "$(printf 'caf\\351.scenario')"
      echo "status $?"
      ls
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script, BuiltBinary.executable.path]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // Before: "no such file or directory: caf\u{FFFD}.scenario"; then out\u{FFFD}.xml written;
    // then (issue 30 item 11) such an --output refused. Now the report is written under the
    // very bytes named, and a name that is an input is shown escaped.
    #expect(
      stdout.hasPrefix(
        String(repeating: "PASS  caf\\xE9.scenario  caf\\xE9\n1 passed, 0 failed\n", count: 2)
          + "status 0\n<?xml\nstatus 2\n"),
      "\(stdout)\n\(stderr)")
    #expect(stderr.contains("--output 'caf\\xE9.scenario' is a file which this run reads"), "\(stderr)")
    // ls prints the two names with their byte 0xE9 (decoded here as U+FFFD): no other file.
    let names = stdout.split(separator: "\n").dropFirst(7)
    #expect(names.sorted() == ["caf\u{FFFD}.scenario", "out\u{FFFD}.xml"], "\(names)")
  }

  @Test("item 9: --output that is one of the run's inputs is refused, and the input is kept")
  func outputIsAnInput() throws {
    let directory = TemporaryDirectory()
    let words = directory.write("words.txt", "aい\n")
    let scenario = directory.write("a.scenario", Self.menu("words.txt"))
    let original = try String(contentsOfFile: scenario, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: directory.path + "/link", withDestinationPath: scenario)
    let quoted = BoundedEcho.singleQuoted
    let cases: [([String], String)] = [
      (
        ["run", scenario, "--output", scenario],
        "--output \(quoted(scenario)) is a file which this run reads; write the report elsewhere"
      ),
      (
        ["run", scenario, "--output", words],
        "--output \(quoted(words)) is a file which this run reads; write the report elsewhere"
      ),
      (
        ["explain", scenario, "--output", directory.path + "/link"],
        "--output \(quoted(directory.path + "/link")) names \(quoted(scenario)), which this run reads; write the timeline elsewhere"
      ),
    ]
    for (arguments, message) in cases {
      let result = BuiltBinary.run(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stdout == "", "\(arguments)")
      #expect(result.stderr.hasPrefix("inputsim: error: \(message)\n"), "\(result.stderr)")
    }
    #expect(try String(contentsOfFile: scenario, encoding: .utf8) == original)
    #expect(try String(contentsOfFile: words, encoding: .utf8) == "aい\n")
  }

  @Test("item 16: an --output that cannot be written is refused before anything runs")
  func outputCheckedFirst() {
    let directory = TemporaryDirectory()
    let scenario = directory.write("a.scenario", "use ime=direct\ntype \"a\"\nskip onchange\n")
    let missing = directory.path + "/missing/report.xml"
    let result = BuiltBinary.run(["run", scenario, "--format", "junit", "--output", missing])
    #expect(result.status == 2)
    #expect(result.stdout == "", "nothing ran: \(result.stdout)")
    #expect(
      result.stderr.hasPrefix(
        "inputsim: error: cannot write report to \(BoundedEcho.singleQuoted(missing)): no folder \(BoundedEcho.singleQuoted(directory.path + "/missing"))"
      ))
  }

  @Test("item 18: a carriage return as the very last byte ends the last line, on purpose")
  func finalCarriageReturn() {
    let directory = TemporaryDirectory()
    let scenario = directory.write("cr.scenario", "use ime=direct\ntype \"a\"\nskip onchange\r")
    #expect(BuiltBinary.run(["check", scenario]).status == 0)
  }

  @Test("item 17: a warm Rime cache is used while another process holds its lock")
  func warmCacheNeedsNoLock() throws {
    let cache = TemporaryDirectory()
    let bundled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("scenarios/chinese/blur-discards-letters.scenario")
      .path
    let environment = ["XDG_CACHE_HOME": cache.path]
    #expect(BuiltBinary.run(["run", bundled], environment: environment).status == 0, "the cold run warms it")
    let holder = Process()
    holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
    holder.arguments = ["--no-fork", cache.path + "/inputsim/rime/lock", "sleep", "600"]
    try holder.run()
    defer {
      // SIGKILL: a process that installed the tool's interrupt handling ignores SIGTERM, and
      // its children inherit that.
      kill(holder.processIdentifier, SIGKILL)
      holder.waitUntilExit()
    }
    // Before, this run waited for the lock forever; a warm cache needs none.
    let warm = BuiltBinary.run(["run", bundled], environment: environment)
    #expect(warm.status == 0, "\(warm.stderr)")
  }

  @Test("item 17: an unusable XDG_CACHE_HOME says what is wrong with it, not what to install")
  func unusableCacheHome() {
    let directory = TemporaryDirectory()
    let file = directory.write("not-a-folder", "")
    let bundled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("scenarios/chinese/blur-discards-letters.scenario")
      .path
    let result = BuiltBinary.run(["run", bundled], environment: ["XDG_CACHE_HOME": file])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains("\(file): Not a directory; set XDG_CACHE_HOME to a writable folder"),
      "\(result.stderr)")
    #expect(!result.stderr.contains("NSCocoaErrorDomain") && !result.stderr.contains("installs"))
  }
}
