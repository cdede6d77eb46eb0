import InputModel
import Testing

/// A phone-number formatter as apps write it: keep the characters, drop the hyphens, and put
/// one after the 3rd and the 7th character.
///
///     "0901" → "090-1";  "090-12345" → "090-1234-5"
@Sendable func hyphenated(_ text: String) -> String {
  var result = ""
  for (index, character) in text.filter({ $0 != "-" }).enumerated() {
    if index == 3 || index == 7 { result.append("-") }
    result.append(character)
  }
  return result
}

let phoneHyphens = AppTransform(named: "phone-hyphens", hyphenated)

@Suite("custom transforms from Swift")
struct CustomTransformTests {
  private func replay(_ body: String, bridge: String, transforms: [AppTransform]) throws -> ScenarioResult {
    let file = "use ime=romaji bridge=\(bridge) platform=uikit\n\n" + body
    let scenario = try ScenarioParser.parse(file, path: "phone.scenario").get()
    return ScenarioRunner(transforms: transforms).run(scenario)
  }

  @Test("the formatter rewrites the text it is given, and names itself swift=NAME")
  func formatterRewrites() {
    #expect(phoneHyphens.apply(to: "0901") == "090-1")
    #expect(phoneHyphens.apply(to: "090-12345") == "090-1234-5")
    #expect(phoneHyphens.apply(to: "090") == nil)
    #expect(phoneHyphens.description == "swift=phone-hyphens")
    #expect(AppTransform(named: "a b", deferred: true) { $0 }.description == "swift=\"a b\" deferred")
  }

  @Test("a hyphen formatter under the naive bridge writes into the composition: overwrite")
  func naiveBreaksComposition() throws {
    // Typing a phone number with the Japanese keyboard on: the digits are marked full-width
    // text, and the formatter's hyphen is assigned while they are marked: UIKit clears the
    // marked range and the keyboard starts afresh (docs/evidence.md §3.1), so the digits are
    // committed unconverted.
    let body = """
      type 0901
      expect violation composition-overwrite
      expect field "０９０-１|"
      expect binding "０９０-１"
      skip onchange
      """
    let result = try replay(body, bridge: "naive", transforms: [phoneHyphens])
    #expect(result.status == .passed, "\(result.failure?.heading ?? "")")
    let unguarded = try replay("type 0901\n", bridge: "naive", transforms: [phoneHyphens])
    #expect(unguarded.failure?.heading.contains("composition-overwrite") == true)
  }

  @Test("the same formatter under the guarded bridge waits for the commit and stays clean")
  func guardedStaysClean() throws {
    let body = """
      type 0901
      expect field "[０９０１|]"
      key enter
      expect field "０９０-１|"
      expect binding "０９０-１"
      skip onchange
      """
    for deferred in [false, true] {
      let formatter = AppTransform(named: "phone-hyphens", deferred: deferred, hyphenated)
      let result = try replay(body, bridge: "guarded", transforms: [formatter])
      #expect(result.status == .passed, "deferred \(deferred): \(result.failure?.heading ?? "")")
    }
  }

  @Test("a closure transform takes the handler options: reading a captured value runs one key late")
  func readsCapturedIsStale() throws {
    let body = """
      type 0901
      key enter
      expect violation stale-onchange
      skip onchange
      """
    let formatter = AppTransform(named: "phone-hyphens", reads: .captured, hyphenated)
    let file = "use ime=romaji bridge=guarded platform=uikit onchange=ios14\n\n" + body
    let scenario = try ScenarioParser.parse(file, path: "phone.scenario").get()
    let result = ScenarioRunner(transforms: [formatter]).run(scenario)
    #expect(result.status == .passed, "\(result.failure?.heading ?? "")")
  }

  @Test("a reproducer names a closure transform in a comment, since no transform line can spell it")
  func writerComments() {
    let limit = AppTransform(.maxLength(5))
    #expect(ScenarioWriter.transformLine([phoneHyphens]) == nil)
    #expect(ScenarioWriter.transformLine([limit, phoneHyphens]) == "transform max-length=5")
    #expect(
      ScenarioWriter.swiftTransformComments([limit, phoneHyphens]) == [
        "# transform swift=phone-hyphens (a Swift closure: pass it to ScenarioRunner.transforms)"
      ])
  }
}
