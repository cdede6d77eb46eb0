import InputModel
import Testing

@testable import OSInputStack

/// Which key steps the OS session types on the scenario's clock straight into the next one
/// (`use key-interval-ms=N`): a run of key lines is read once, after its last line.
@Suite("Runs of key steps on the scenario's clock")
struct KeyRunTests {
  static func runs(_ lines: String) throws -> [Bool] {
    let scenario = try ScenarioParser.parse(
      "scenario \"t\"\nuse key-interval-ms=4\n" + lines + "\nskip submitted\n", path: "t.scenario"
    ).get()
    return OSBrowserSession.keyRunContinues(scenario.steps)
  }

  @Test("type a, key enter, an assertion: the a runs into the Enter, the Enter is read")
  func keyIntoKey() throws {
    #expect(try Self.runs("type a\nkey enter\nexpect field \"あ|\"") == [true, false])
  }

  @Test("an assertion, a set or a blur between key steps ends the run")
  func brokenRuns() throws {
    #expect(try Self.runs("type a\nexpect marked \"あ\"\nkey enter") == [false, false])
    #expect(try Self.runs("type a\nset \"x\"\nkey enter") == [false, false, false])
    #expect(try Self.runs("type ka\nconvert\nkey enter\nblur") == [true, true, false, false])
  }
}
