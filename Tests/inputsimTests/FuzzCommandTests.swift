import Foundation
import InputModel
import Testing

@Suite("inputsim fuzz (built binary)")
struct FuzzCommandTests {
  static let swiftUI13 = ["fuzz", "--bridge", "swiftui13", "--ime", "flick", "--seed", "1", "--runs", "60"]

  /// A fresh empty directory under the system's temporary directory.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("fuzz-command-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Name → contents of every file in `directory`, hidden ones included.
  static func files(in directory: URL) throws -> [String: String] {
    var result: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
      result[name] = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }
    return result
  }

  @Test("a violation found exits 1; the seed comes first, then each distinct failure shrunk")
  func findsViolations() {
    let result = BuiltBinary.run([
      "fuzz", "--bridge", "swiftui13", "--ime", "flick", "--seed", "1", "--runs", "3",
    ])
    let expected = """
      seed 1
      fuzz runs 3, steps 50, ime flick, bridge swiftui13, platform any, settle any, invariants any, shard 1/1
      runs 3, steps 8, keystrokes 7, rejected steps 0
      keystrokes by ime: flick 7
      keystrokes by platform: web 3, web-safari 4

      failure 1: composition-overwrite swiftui13 web-safari flick
        found in 1 run (first: run 0), shrunk from 4 to 2 steps
        use ime=flick bridge=swiftui13 platform=web-safari settle=manual
          flick え
          flick そ
        composition-overwrite: swiftui13 assigned "" while marked text "え" existed

      failure 2: composition-overwrite swiftui13 web convert
        found in 1 run (first: run 1), shrunk from 3 to 2 steps
        use ime=flick bridge=swiftui13 platform=web settle=auto
          flick に
          convert
        composition-overwrite: swiftui13 assigned "" while marked text "に" existed

      failure 3: composition-overwrite swiftui13 web-safari type
        found in 1 run (first: run 2), shrunk from 1 to 1 step
        use ime=flick bridge=swiftui13 platform=web-safari settle=manual
        transform uppercase
          type "なひ"
        composition-overwrite: swiftui13 assigned "" while marked text "な" existed

      FAILED: 3 distinct failures in 3 of 3 runs

      """
    #expect(result == BuiltBinary.Result(status: 1, stdout: expected, stderr: ""))
  }

  @Test("the guarded bridge finds nothing and exits 0")
  func guardedClean() {
    let result = BuiltBinary.run(["fuzz", "--bridge", "guarded", "--seed", "3", "--runs", "40"])
    let expected = """
      seed 3
      fuzz runs 40, steps 50, ime any, bridge guarded, platform any, settle any, invariants any, shard 1/1
      runs 40, steps 2000, keystrokes 2187, rejected steps 0
      keystrokes by ime: romaji 443, direct 538, 12key 772, flick 434
      keystrokes by platform: uikit 448, appkit 480, web 393, web-safari 295, android 571

      OK: no violation in 40 runs (2187 keystrokes)

      """
    #expect(result == BuiltBinary.Result(status: 0, stdout: expected, stderr: ""))
  }

  @Test("the same seed and options give byte-identical output and files")
  func byteIdentical() throws {
    let first = try Self.temporaryDirectory()
    let second = try Self.temporaryDirectory()
    defer {
      try? FileManager.default.removeItem(at: first)
      try? FileManager.default.removeItem(at: second)
    }
    let arguments = ["fuzz", "--seed", "12", "--runs", "80", "--steps", "30", "--out", "repro"]
    let one = BuiltBinary.run(arguments, currentDirectory: first)
    let two = BuiltBinary.run(arguments, currentDirectory: second)
    #expect(one.status == 1)
    #expect(one.stdout == two.stdout)
    let filesOne = try Self.files(in: first.appendingPathComponent("repro"))
    #expect(!filesOne.isEmpty)
    #expect(filesOne == (try Self.files(in: second.appendingPathComponent("repro"))))
    let json = ["fuzz", "--seed", "12", "--runs", "80", "--steps", "30", "--format", "json"]
    #expect(BuiltBinary.run(json).stdout == BuiltBinary.run(json).stdout)
  }

  @Test("--out writes one scenario file per distinct failure, named in the output, no temporary files left")
  func outFiles() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("nested/repro")
    let result = BuiltBinary.run(Self.swiftUI13 + ["--out", out.path])
    #expect(result.status == 1)
    let files = try Self.files(in: out)
    let listed = result.stdout.split(separator: "\n").compactMap { line -> String? in
      let prefix = "  file: "
      return line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : nil
    }
    // Beside the reproducers, index.html shows each one replayed, with its timeline.
    let index = try #require(files["index.html"])
    #expect(index.hasPrefix("<!DOCTYPE html>"))
    let reproducers = files.filter { $0.key != "index.html" }
    for name in reproducers.keys { #expect(index.contains("data-scenario=\"\(name)\"")) }
    #expect(Set(listed) == Set(reproducers.keys))
    #expect(result.stdout.contains("wrote \(reproducers.count) scenario files to \(out.path)\n"))
    for (name, text) in reproducers {
      #expect(name.hasSuffix(".scenario") && !name.hasPrefix("."))
      #expect(text.hasPrefix("# Found by inputsim fuzz: seed 1, run "))
      #expect(text.contains("\nuse ime=flick bridge=swiftui13 platform="))
      #expect(text.hasSuffix("\nskip onchange\nskip submitted\n"))
    }
  }

  @Test(
    "--bridge random-rules: no crash, and every reproducer spells its rules, parses and replays to its failure",
    arguments: [5, 9] as [UInt64])
  func randomRules(seed: UInt64) throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("repro")
    let result = BuiltBinary.run([
      "fuzz", "--bridge", "random-rules", "--rule-sets", "6", "--seed", String(seed), "--runs", "40",
      "--out", out.path,
    ])
    // A crash or an unreproduced failure would show on standard error or as status 2.
    #expect(result.status == 1)
    #expect(result.stderr == "")
    #expect(result.stdout.contains("bridge random-rules, rule-sets 6,"))
    let reproducers = try Self.files(in: out).filter { $0.key.hasSuffix(".scenario") }
    #expect(!reproducers.isEmpty)
    for (name, text) in reproducers.sorted(by: { $0.key < $1.key }) {
      let lines = text.split(separator: "\n").map(String.init)
      // The drawn rules are spelled out, never as a name a parser cannot read.
      #expect(!lines.contains { $0.hasPrefix("use ") && $0.contains("bridge=rules-") }, "\(name)")
      #expect(lines.contains { $0.hasPrefix("use write=") && $0.contains(" assign=") }, "\(name)")
      let first = try #require(lines.first { $0.hasPrefix("# First violation: ") }, "\(name)")
      let violation = first.dropFirst("# First violation: ".count)
      let invariant = try #require(violation.split(separator: ":").first.map(String.init))
      // The replayed bridge is the file's rules, which a report names `custom`, not `rules-N`.
      let message = violation.dropFirst(invariant.count + 2)
        .replacingOccurrences(of: #"rules-[0-9]+ "#, with: "custom ", options: .regularExpression)
      let replay = BuiltBinary.run(["run", out.appendingPathComponent(name).path])
      #expect(replay.status == 1, "\(name) should fail while the bug exists")
      #expect(
        replay.stdout.contains("unexpected \(invariant) violation in step "), "\(name): \(replay.stdout)")
      #expect(replay.stdout.contains(message), "\(name): \(replay.stdout)")
    }
  }

  @Test("--rule-sets without --bridge random-rules is a usage error")
  func ruleSetsNeedRandomRules() {
    let result = BuiltBinary.run(["fuzz", "--bridge", "naive", "--rule-sets", "3"])
    let stderr =
      "inputsim: error: '--rule-sets' needs '--bridge random-rules'\nsee 'inputsim help fuzz'\n"
    #expect(result == BuiltBinary.Result(status: 2, stdout: "", stderr: stderr))
  }

  @Test("JSON output has the seed, the options and one entry per failure")
  func jsonOutput() throws {
    let result = BuiltBinary.run(Self.swiftUI13 + ["--format", "json"])
    #expect(result.status == 1)
    #expect(result.stderr == "inputsim fuzz: seed 1\n")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["seed"] as? String == "1")
    #expect((object["options"] as? [String: String])?["bridge"] == "swiftui13")
    #expect(object["runs"] as? Int == 60)
    let failures = try #require(object["failures"] as? [[String: Any]])
    #expect(!failures.isEmpty)
    #expect(
      failures.allSatisfy {
        $0["file"] is NSNull && ($0["scenario"] as? String)?.hasPrefix("# Found") == true
      })
  }

  @Test("two shards cover the runs of the whole campaign")
  func shards() throws {
    func runs(_ extra: [String]) throws -> Int {
      let result = BuiltBinary.run(Self.swiftUI13 + ["--format", "json"] + extra)
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
      return try #require(object["runs"] as? Int)
    }
    #expect(try runs(["--shard", "1/2"]) + runs(["--shard", "2/2"]) == runs([]))
    #expect(try runs(["--shard", "3/4"]) == 15)
  }

  @Test("--invariants narrows what counts: lost-input finds the わ/た drop")
  func invariants() {
    let result = BuiltBinary.run(
      Self.swiftUI13 + ["--platform", "uikit", "--settle", "auto", "--invariants", "lost-input"])
    #expect(result.status == 1)
    #expect(result.stdout.contains("failure 1: lost-input swiftui13 uikit "))
    #expect(!result.stdout.contains("composition-overwrite swiftui13"))
  }

  @Test(
    "bad options are usage errors with exit status 2",
    arguments: [
      (
        ["--ime", "flik"],
        "invalid value 'flik' for '--ime'; allowed: romaji, direct, 12key, flick, hangul, pinyin, mozc, any; did you mean 'flick'?"
      ),
      (
        ["--bridge", "guarded,swiftui"],
        "invalid value 'swiftui' for '--bridge'; allowed: naive, swiftui13, swiftui17, controlled-late, guarded, random-rules, any; did you mean 'swiftui13'?"
      ),
      (
        ["--platform", "ios"],
        "invalid value 'ios' for '--platform'; allowed: uikit, appkit, web, web-safari, android, web-firefox, web-chromium-linux, web-webkitgtk, web-firefox-linux, any"
      ),
      (
        ["--invariants", "lost"],
        "invalid value 'lost' for '--invariants'; allowed: composition-overwrite, lost-input, ime-desync, binding-mismatch, stale-onchange, range, submit-during-composition, suggestions, any; did you mean 'lost-input'?"
      ),
      (["--shard", "3/2"], "invalid value '3/2' for '--shard'; expected I/N with 1 <= I <= N, like 2/4"),
      (["--shard", "x"], "invalid value 'x' for '--shard'; expected I/N with 1 <= I <= N, like 2/4"),
      (["--seed", "-1"], "invalid value '-1' for '--seed'; expected an integer in 0...18446744073709551615"),
      (["--runs", "0"], "invalid value '0' for '--runs'; expected an integer in 1...1000000000"),
      (["--time", "0"], "invalid value '0' for '--time'; expected a number of seconds greater than 0"),
      (["--time", "nan"], "invalid value 'nan' for '--time'; expected a number of seconds greater than 0"),
      (["--time", "86400.001"], "invalid value '86400.001' for '--time'; the maximum is 86400 seconds"),
      (["--time", "1e9"], "invalid value '1e9' for '--time'; the maximum is 86400 seconds"),
      (["--format", "xml"], "invalid value 'xml' for '--format'; allowed: text, json"),
      (["--settle", "later"], "invalid value 'later' for '--settle'; allowed: auto, manual, any"),
      (["extra"], "unexpected argument 'extra' for 'fuzz'"),
    ])
  func usageErrors(arguments: [String], message: String) {
    let result = BuiltBinary.run(["fuzz"] + arguments)
    let stderr = "inputsim: error: \(message)\nsee 'inputsim help fuzz'\n"
    #expect(result == BuiltBinary.Result(status: 2, stdout: "", stderr: stderr))
  }

  @Test("an --out path that is a file is an error before anything runs")
  func outIsAFile() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("plain")
    try Data("x".utf8).write(to: file)
    let result = BuiltBinary.run(Self.swiftUI13 + ["--out", file.path])
    let stderr =
      "inputsim: error: \(BoundedEcho.singleQuoted(file.path)) is not a directory\nsee 'inputsim --help'\n"
    #expect(result == BuiltBinary.Result(status: 2, stdout: "", stderr: stderr))
  }

  @Test("without --seed a seed is chosen and printed; --stats goes to standard error")
  func randomSeed() {
    let result = BuiltBinary.run(["fuzz", "--bridge", "guarded", "--runs", "3", "--stats"])
    #expect(result.status == 0)
    let first = result.stdout.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.hasPrefix("seed ") && UInt64(first.dropFirst(5)) != nil)
    #expect(result.stderr.hasPrefix("stats: ") && result.stderr.contains(" keystrokes/s, "))
  }
}
