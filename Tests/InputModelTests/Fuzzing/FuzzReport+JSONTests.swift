import Testing

@testable import InputModel

@Suite("FuzzReport as JSON")
struct FuzzReportJSONTests {
  @Test("fields in a fixed order, seeds as strings, failures in full")
  func schema() {
    let json = SampleReport.report.json(options: [("runs", "4"), ("ime", "flick")], showsFiles: true)
    #expect(
      json
        == #"{"seed":"7","options":{"runs":"4","ime":"flick"},"runs":4,"steps":20,"keystrokes":18,"#
        + #""keystrokesByIME":{"flick":18},"keystrokesByPlatform":{"uikit":10,"android":8},"rejectedSteps":0,"#
        + #""failedRuns":2,"unreproducedRuns":0,"stoppedByTimeLimit":false,"failures":[{"signature":{"invariant":"lost-input","#
        + #""bridge":"swiftui13","platform":"uikit","lastStep":"flick"},"run":3,"runSeed":"18000000000000000000","#
        + #""occurrences":2,"originalSteps":6,"settings":{"ime":"flick","bridge":"swiftui13","platform":"uikit","#
        + #""settle":"auto","transforms":["max-length=4"]},"steps":["flick わ","flick た"],"violation":{"#
        + #""invariant":"lost-input","stepIndex":1,"message":"the field shows \"た\""},"#
        + #""file":"lost-input-swiftui13-uikit-3.scenario","scenario":"scenario \"x\"\n"}]}"#)
  }

  @Test("file is null when no file was written")
  func noFile() {
    #expect(SampleReport.report.json(showsFiles: false).contains(#""file":null"#))
  }

  @Test(
    "strings escape quotes, backslashes and controls",
    arguments: [
      ("a\"b", #""a\"b""#), ("\\", #""\\""#), ("\n\t\r", #""\n\t\r""#), ("\u{1}", #""\u0001""#),
      ("わ", #""わ""#),
    ])
  func escaping(text: String, expected: String) {
    #expect(JSONWriter.string(text) == expected)
  }
}
