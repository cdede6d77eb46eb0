import ChromiumDriver
import InputModel
import Testing

@testable import OSInputStack

/// The reproducers of the family "the reference guarded page's `set` during a composition" (the
/// 300-sequence campaigns of 2026-12-03): the page ended the composition with blur() + focus()
/// and cleared its flag at once; Firefox's and WebKitGTK's commit of the reading came after, and
/// the reading was written over the app's value (model `や|`, Firefox `ｍ|`).
@Suite("Conform: the guarded page's set during a composition keeps the app's value", .serialized)
struct ConformGuardedSetTests {
  static let scenarios = [
    """
    use ime=romaji bridge=guarded platform=web
    type "m"
    set "や"
    """,
    """
    use ime=romaji bridge=guarded platform=web
    type "a"
    set "け" deferred
    """,
    """
    use ime=romaji bridge=guarded platform=web
    transform uppercase
    type "i"
    set "わ" deferred
    """,
  ]

  @Test("model and page agree after the set", arguments: OSBrowser.allCases)
  func setDuringCompositionAgrees(browser: OSBrowser) throws {
    let stack = try OSInputStack.start()
    defer { stack.stop() }
    let runner = try OSScenarioRunner(browser: browser, stack: stack)
    defer { runner.close() }
    for text in Self.scenarios {
      let outcome = runner.conform(try parsedScenario(text, path: "set.scenario")).outcome
      #expect(outcome == .agree, "\(browser): \(text)\n\(outcome.line)")
    }
  }
}
