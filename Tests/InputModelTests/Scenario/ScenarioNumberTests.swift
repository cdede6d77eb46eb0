import Testing

@testable import InputModel

@Suite("Scenario numbers")
struct ScenarioNumberTests {
  @Test(
    "digits in range read as numbers",
    arguments: [("1", 1), ("10000", 10_000), ("007", 7), ("0000000000000000000000001", 1)])
  func reads(_ text: String, _ value: Int) throws {
    #expect(try ScenarioNumber.read(text, in: 1...10_000, what: "n").get() == value)
  }

  @Test(
    "anything else is a message naming what was expected",
    arguments: [
      ("0", "n 0 is too small; at least 1"),
      ("10001", "n '10001' is too large; at most 10000"),
      (
        "99999999999999999999999999999999999999999",
        "n '9999999999999999999999999999999999999999'… (41 characters) is too large; at most 10000"
      ),
      ("", "expected n as a whole number, found ''"),
      ("-1", "expected n as a whole number, found '-1'"),
      ("+1", "expected n as a whole number, found '+1'"),
      ("1.5", "expected n as a whole number, found '1.5'"),
      ("１", "expected n as a whole number, found '１'"),
    ])
  func rejects(_ text: String, _ message: String) {
    switch ScenarioNumber.read(text, in: 1...10_000, what: "n") {
    case .success(let value): Issue.record("read \(value)")
    case .failure(let failure): #expect(failure.text == message)
    }
  }
}
