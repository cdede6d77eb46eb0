import Foundation
import Testing

@testable import InputModel

/// Reports read back by real parsers, whatever the scenarios are called: Perl's TAP::Parser
/// (Debian's perl), PyYAML for the TAP YAML blocks (Debian's python3-yaml, in ./dev's
/// PACKAGES) and Python's XML parser for JUnit. A missing tool fails the test with the
/// package to install; it never skips.
@Suite("Reports: hostile names, read back by real TAP, YAML and XML parsers")
struct ReportParserTests {
  /// Names and paths that try to split a line, inject a directive, or break YAML and XML.
  static let hostile = [
    "line\nnot ok 99 - forged", "# SKIP", "almost # TODO later", "back\\# slash",
    "ctrl\u{1}\u{1B}[31mred\u{7F}\u{85}", "nonchars \u{FFFE}\u{FFFF}", "<tag a=\"x\">&amp;'s",
    "bidi \u{202E}exe.txt\u{2066}", "cr\r and crlf\r\n", "sep\u{2028}\u{2029}",
    String(repeating: "あ", count: 10_000),
  ]

  static var results: [ScenarioResult] {
    hostile.enumerated().map { index, name in
      let path = "dir#\(index)/\(name).scenario"
      let status: ScenarioResult.Status = [.passed, .failed, .skipped][index % 3]
      let failure = ScenarioFailure(
        kind: .assertion, line: 2, column: 1, heading: "field does not match: \(name)",
        sections: [FailureSection(label: "field", expected: name, actual: "\"|\"")],
        hint: "hint \(name)", trace: "type \(name)")
      return ScenarioResult(
        path: path, name: name, status: status, failure: status == .failed ? failure : nil,
        linesRun: 1, trace: [])
    }
  }

  /// Runs `executable` with `arguments`, `input` on standard input.
  static func run(_ executable: String, _ arguments: [String], input: String) throws -> (
    status: Int32, stdout: String, stderr: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let inPipe = Pipe()
    let outPipe = Pipe()
    let errPipe = Pipe()
    process.standardInput = inPipe
    process.standardOutput = outPipe
    process.standardError = errPipe
    try process.run()
    let writer = inPipe.fileHandleForWriting
    DispatchQueue.global().async {
      writer.write(Data(input.utf8))
      try? writer.close()
    }
    nonisolated(unsafe) var errData = Data()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      errData = errPipe.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outData = outPipe.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outData, as: UTF8.self),
      String(decoding: errData, as: UTF8.self)
    )
  }

  /// Fails, naming the Debian package, unless `check` runs cleanly.
  static func require(_ executable: String, _ check: [String], package: String) throws {
    let available =
      FileManager.default.isExecutableFile(atPath: executable)
      && (try? run(executable, check, input: ""))?.status == 0
    try #require(
      available,
      "\(executable) \(check.joined(separator: " ")) failed: install the Debian package \(package) (./dev installs it)"
    )
  }

  static let tapScript = #"""
    use strict; use warnings; use TAP::Parser;
    binmode STDIN, ':encoding(UTF-8)'; binmode STDOUT, ':encoding(UTF-8)';
    my $tap = do { local $/; <STDIN> };
    my $p = TAP::Parser->new({ tap => $tap });
    while (my $r = $p->next) {
      if ($r->is_test) {
        print join("\t", "test", $r->number, ($r->is_actual_ok ? "ok" : "not ok"),
          ($r->has_directive ? "directive " . $r->directive : "none"), $r->description), "\n";
      } elsif ($r->is_yaml) { print "yaml\n"; }
      elsif ($r->is_unknown) { print "unknown\t", $r->as_string, "\n"; }
    }
    print "planned\t", ($p->tests_planned // "none"), "\n";
    print "errors\t", join(" | ", $p->parse_errors), "\n";
    """#

  @Test("TAP::Parser reads one test per scenario: no split line, no injected directive, names intact")
  func tapParser() throws {
    try Self.require("/usr/bin/perl", ["-MTAP::Parser", "-e", "1"], package: "perl")
    let results = Self.results
    // Debian's TAP::Parser knows TAP 13, of which our TAP 14 output uses only the subset.
    let tap = TAPReport.render(results).replacingOccurrences(
      of: "TAP version 14", with: "TAP version 13")
    let parsed = try Self.run("/usr/bin/perl", ["-e", Self.tapScript], input: tap)
    #expect(parsed.status == 0, "\(parsed.stderr)")
    let lines = parsed.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    let tests = lines.filter { $0.hasPrefix("test\t") }.map { $0.split(separator: "\t").map(String.init) }
    #expect(tests.count == results.count)
    #expect(!lines.contains { $0.hasPrefix("unknown") }, "a line was split: \(parsed.stdout)")
    #expect(lines.contains("planned\t\(results.count)"))
    #expect(lines.last == "errors\t")
    #expect(lines.count { $0 == "yaml" } == results.count { $0.status == .failed })
    for (test, result) in zip(tests, results) {
      let expectedOK = result.status == .failed ? "not ok" : "ok"
      let expectedDirective = result.status == .skipped ? "directive SKIP" : "none"
      #expect(test.count == 5)
      guard test.count == 5 else { continue }
      #expect(test[2] == expectedOK)
      #expect(test[3] == expectedDirective, "name \(result.name.debugDescription)")
      #expect(test[4] == "- " + Escaping.tapDescription("\(result.name) (\(result.path))"))
    }
  }

  @Test("PyYAML reads every TAP YAML block back to the failure's heading and path")
  func yamlBlocks() throws {
    try Self.require("/usr/bin/python3", ["-c", "import yaml"], package: "python3-yaml")
    let results = Self.results
    let script = #"""
      import sys, json, yaml
      lines = sys.stdin.read().split("\n")
      blocks, block = [], None
      for line in lines:
          if line == "  ---": block = []
          elif line == "  ..." and block is not None:
              blocks.append(yaml.safe_load("\n".join(l[2:] for l in block))); block = None
          elif block is not None: block.append(line)
      print(json.dumps(blocks))
      """#
    let parsed = try Self.run("/usr/bin/python3", ["-c", script], input: TAPReport.render(results))
    #expect(parsed.status == 0, "\(parsed.stderr)")
    let blocks = try #require(
      JSONSerialization.jsonObject(with: Data(parsed.stdout.utf8)) as? [[String: Any]])
    let failed = results.filter { $0.status == .failed }
    #expect(blocks.count == failed.count)
    for (block, result) in zip(blocks, failed) {
      #expect(block["message"] as? String == result.failure?.heading)
      #expect((block["at"] as? [String: Any])?["file"] as? String == result.path)
      #expect((block["diff"] as? String)?.contains(result.failure?.hint ?? "?") == true)
    }
  }

  @Test("Python's XML parser reads the JUnit report: every testcase, names and failures intact")
  func junitXML() throws {
    try Self.require("/usr/bin/python3", ["-c", "import xml.etree.ElementTree"], package: "python3")
    let results = Self.results
    let script = #"""
      import sys, json, xml.etree.ElementTree as ET
      root = ET.fromstring(sys.stdin.buffer.read())
      cases = []
      for case in root.iter("testcase"):
          failure = case.find("failure")
          cases.append({"name": case.get("name"), "file": case.get("file"),
                        "failure": None if failure is None else failure.get("message"),
                        "body": None if failure is None else failure.text,
                        "skipped": case.find("skipped") is not None})
      print(json.dumps(cases))
      """#
    let parsed = try Self.run("/usr/bin/python3", ["-c", script], input: JUnitReport.render(results))
    #expect(parsed.status == 0, "\(parsed.stderr)")
    let cases = try #require(
      JSONSerialization.jsonObject(with: Data(parsed.stdout.utf8)) as? [[String: Any]])
    #expect(cases.count == results.count)
    /// What XML can carry: characters it forbids are written `\u{…}`, the rest as they are.
    func visible(_ text: String) -> String {
      var result = ""
      for scalar in text.unicodeScalars {
        let forbidden =
          (scalar.value < 0x20 && !["\t", "\n", "\r"].contains(scalar))
          || scalar.value == 0xFFFE || scalar.value == 0xFFFF
        if forbidden {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
      return result
    }
    for (testcase, result) in zip(cases, results) {
      #expect(testcase["name"] as? String == visible(result.name))
      #expect(testcase["file"] as? String == visible(result.path))
      #expect(testcase["skipped"] as? Bool == (result.status == .skipped))
      if let failure = result.failure {
        #expect(
          testcase["failure"] as? String
            == visible("\(result.path):\(failure.line):\(failure.column): \(failure.heading)"))
        #expect(testcase["body"] as? String == visible(FailureRendering.render(failure, path: result.path)))
      }
    }
  }

  @Test("the text report's PASS/FAIL/SKIP lines stay one line each, controls and bidi escaped")
  func textReportLines() {
    let results = Self.results
    let lines = TextReport.render(results).split(separator: "\n", omittingEmptySubsequences: false)
    let statusLines = lines.filter { ["PASS  ", "FAIL  ", "SKIP  "].contains($0.prefix(6)) }
    #expect(statusLines.count == results.count)
    for (line, result) in zip(statusLines, results) {
      #expect(line.hasSuffix("  " + Escaping.lineSafe(result.name)))
      #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
      #expect(!line.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{2028}" })
    }
  }
}
