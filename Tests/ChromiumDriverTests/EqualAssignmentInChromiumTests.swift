import InputModel
import Testing

@testable import ChromiumDriver

/// The measurement behind `assign-equal=ignored` on `web`: a page that writes the field's own
/// value back on every `input` event, typed into with a romaji composition.
@Suite("Chromium: an equal value assigned during a composition", .serialized)
struct EqualAssignmentInChromiumTests {
  /// A page whose `input` handler assigns `value` the text the field already holds.
  static let page =
    "data:text/html,<input><script>let s='';const f=document.querySelector('input');"
    + "f.addEventListener('input',()=>{s=f.value;f.value=s;});window.inputsimBinding=()=>s;</script>"

  static let steps = "type ka\ntype ki\n"

  @Test("Chromium keeps the composition, as the model does with assign-equal=ignored")
  func chromiumIgnoresAnEqualValue() throws {
    let browser = try launchTestBrowser()
    defer { browser.close() }
    let runner = BrowserScenarioRunner(browser: browser, page: .user(url: Self.page, selector: nil))
    let text =
      "use ime=romaji bridge=naive platform=web\n" + Self.steps
      + "expect field \"[かき|]\"\nexpect binding \"かき\"\nskip onchange\n"
    let parsed = try #require(
      ScenarioParser.parse(bytes: Array(text.utf8), path: "equal.scenario", keyboards: .linkedForTests)
        .scenario)
    let result = runner.run(parsed)
    #expect(
      result.status == .passed,
      "\(result.failure.map { FailureRendering.render($0, path: "equal.scenario", style: .plain) } ?? "")")
  }

  @Test("the model gives the same only with assign-equal=ignored; assigns ends the composition")
  func modelAgreesOnlyWhenIgnored() throws {
    func passes(_ value: EqualAssignment, expecting field: String) throws -> Bool {
      let text =
        "use ime=romaji bridge=naive platform=web assign=always assign-equal=\(value.rawValue)\n"
        + Self.steps + "expect field \"\(field)\"\nskip violations\nskip onchange\n"
      let parsed = try #require(
        ScenarioParser.parse(bytes: Array(text.utf8), path: "equal.scenario", keyboards: .linkedForTests)
          .scenario)
      return ScenarioRunner().run(parsed).status == .passed
    }
    #expect(try passes(.ignored, expecting: "[かき|]"))
    #expect(try passes(.assigns, expecting: "kかかkかき|"))
    #expect(try !passes(.assigns, expecting: "[かき|]"))
  }
}
