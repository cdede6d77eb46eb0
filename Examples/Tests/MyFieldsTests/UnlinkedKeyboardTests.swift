import Foundation
import InputModel
import InputSimTesting
import Testing

/// This package links InputModel, InputSimUIKit and InputSimTesting only: no engine keyboard.
/// A scenario that names one fails where it names it, with the product to add — no crash, no
/// other keyboard instead.
@Suite("a keyboard whose product this package does not link")
struct UnlinkedKeyboardTests {
  /// Examples/needs-hangul/hangul-syllables.scenario: `use ime=hangul` on line 4.
  static let hangulScenario = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("needs-hangul/hangul-syllables.scenario").path

  @Test("ime=hangul fails at its use line, naming InputSimHangul")
  func hangulNeedsItsProduct() throws {
    let results = try ScenarioRunner().runFiles(at: Self.hangulScenario)
    let result = try #require(results.first)
    #expect(result.status == .failed)
    let failure = try #require(result.failure)
    #expect(failure.kind == .setup)
    #expect(failure.line == 4)
    #expect(failure.column == 5)
    #expect(failure.heading.contains("ime=hangul needs the InputSimHangul product"))
  }

  @Test("the registry answers with a typed error naming the product")
  func typedError() {
    #expect(throws: UnlinkedInputMethodError.notLinked(ime: "hangul", product: "InputSimHangul")) {
      try InputMethodRegistry.builtIn.lookUp("hangul")
    }
    #expect(throws: UnlinkedInputMethodError.notLinked(ime: "pinyin", product: "InputSimRime")) {
      try InputMethodRegistry.builtIn.lookUp("pinyin")
    }
  }
}
