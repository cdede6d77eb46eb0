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
