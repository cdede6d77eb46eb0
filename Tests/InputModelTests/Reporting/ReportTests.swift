import Foundation
import Testing

@testable import InputModel

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Golden outputs for a passing and a failing scenario in every format.
@Suite("Reports: text, JUnit XML, TAP 14, JSON")
struct ReportTests {
  static let results: [ScenarioResult] = [
    ScenarioResult(path: "scenarios/ok.scenario", name: "passes", status: .passed, linesRun: 3, trace: []),
    ScenarioResult(
      path: "scenarios/native-field/wa-ta.scenario", name: "wa & ta <drop>", status: .failed,
      failure: ScenarioFailure(
        kind: .assertion, line: 9, column: 1, heading: "field does not match after step 2 (flick た)",
        sections: [
          FailureSection(label: "field", expected: "\"[わた|]\"", actual: "\"[た|]\""),
          FailureSection(label: "binding", actual: "\"\"", remark: "(unchanged)"),
          FailureSection(label: "IME", actual: "\"た\""),
        ],
        hint: "never assign while marked text exists",
        trace: "flick わ → render (assign \"\" during composition) → flick た"),
      linesRun: 5, trace: []),
  ]

  @Test("text: one line per scenario, the failure in full, and the summary line")
  func text() {
    #expect(
      TextReport.render(Self.results) == """
        PASS  scenarios/ok.scenario  passes
        FAIL  scenarios/native-field/wa-ta.scenario  wa & ta <drop>
        scenarios/native-field/wa-ta.scenario:9:1: error: field does not match after step 2 (flick た)

            field
          − "[わた|]"
          + "[た|]"
            binding  "" (unchanged)
            IME      "た"

          (expected: −, actual: +)
          to fix: never assign while marked text exists
          trace: flick わ → render (assign "" during composition) → flick た

        1 passed, 1 failed

        """)
  }

  @Test("text with colours wraps the status words in escape codes")
  func colours() {
    let coloured = TextReport.render(Self.results, style: TextStyle(colors: true))
    #expect(coloured.contains("\u{1B}[32mPASS\u{1B}[0m"))
    #expect(coloured.contains("\u{1B}[31mFAIL\u{1B}[0m"))
    #expect(!TextReport.render(Self.results).contains("\u{1B}"))
  }

  @Test("the summary line names skipped scenarios only when there are some")
  func summary() {
    var results = Self.results
    #expect(RunSummary(results).description == "1 passed, 1 failed")
    results.append(ScenarioResult(path: "s", name: "s", status: .skipped, linesRun: 0, trace: []))
    #expect(RunSummary(results).description == "1 passed, 1 failed, 1 skipped")
  }

  @Test("JUnit XML: golden text, parses, and counts match the summary")
  func junit() throws {
    let xml = JUnitReport.render(Self.results)
    #expect(
      xml.hasPrefix(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="inputsim" tests="2" failures="1" skipped="0">
          <testsuite name="inputsim" tests="2" failures="1" skipped="0" errors="0">
            <testcase name="passes" classname="scenarios" file="scenarios/ok.scenario" line="1"/>
            <testcase name="wa &amp; ta &lt;drop&gt;" classname="scenarios.native-field" file="scenarios/native-field/wa-ta.scenario" line="9">
              <failure message="scenarios/native-field/wa-ta.scenario:9:1: field does not match after step 2 (flick た)" type="assertion">
        """))
    let counter = XMLCounter()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = counter
    #expect(parser.parse(), "JUnit output is not well-formed XML: \(String(describing: parser.parserError))")
    #expect(counter.testcases == 2)
    #expect(counter.failures == 1)
    #expect(counter.failureText.contains("− \"[わた|]\""))
  }

  @Test("TAP version 14: plan, ok / not ok, and a YAML block under the failure")
  func tap() {
    #expect(
      TAPReport.render(Self.results) == """
        TAP version 14
        1..2
        ok 1 - passes (scenarios/ok.scenario)
        not ok 2 - wa & ta <drop> (scenarios/native-field/wa-ta.scenario)
          ---
          message: "field does not match after step 2 (flick た)"
          severity: fail
          kind: assertion
          at:
            file: "scenarios/native-field/wa-ta.scenario"
            line: 9
            column: 1
          diff: "\(FailureRendering.render(Self.results[1].failure!, path: Self.results[1].path).jsonEscapedBody)"
          ...

        """)
  }

  @Test("JSON: golden summary, parses, and carries the failure's location and diff")
  func json() throws {
    let json = JSONReport.render(Self.results)
    #expect(
      json.hasPrefix(
        "{\n  \"version\": 1,\n  \"summary\": {\"passed\": 1, \"failed\": 1, \"skipped\": 0, \"total\": 2},\n"
      ))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let scenarios = try #require(object["scenarios"] as? [[String: Any]])
    #expect(scenarios.count == 2)
    #expect(scenarios[0]["status"] as? String == "passed")
    let failure = try #require(scenarios[1]["failure"] as? [String: Any])
    #expect(failure["line"] as? Int == 9)
    #expect(failure["heading"] as? String == "field does not match after step 2 (flick た)")
    let sections = try #require(failure["sections"] as? [[String: Any]])
    #expect(sections[0]["expected"] as? String == "\"[わた|]\"")
    #expect(sections[1]["expected"] == nil)
  }

  @Test("escaping: XML forbids control characters, JSON escapes them")
  func escaping() {
    #expect(Escaping.xml("a<b>&\"'\u{1}") == "a&lt;b&gt;&amp;&quot;&apos;\\u{1}")
    #expect(Escaping.json("a\"\\\n\u{1}") == "\"a\\\"\\\\\\n\\u0001\"")
  }
}

extension String {
  /// The inside of a JSON string literal for this text.
  fileprivate var jsonEscapedBody: String {
    String(Escaping.json(self).dropFirst().dropLast())
  }
}

/// Counts JUnit elements while parsing, proving the output is well-formed.
final class XMLCounter: NSObject, XMLParserDelegate {
  var testcases = 0
  var failures = 0
  var failureText = ""
  private var inFailure = false

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    if elementName == "testcase" { testcases += 1 }
    if elementName == "failure" {
      failures += 1
      inFailure = true
    }
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
  ) {
    if elementName == "failure" { inFailure = false }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if inFailure { failureText += string }
  }
}
