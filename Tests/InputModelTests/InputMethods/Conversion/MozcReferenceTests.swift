import Testing

@testable import InputModel

@Suite("MozcReference")
struct MozcReferenceTests {
  @Test("the recorded list parses without a problem and has ≥ 100 words and ≥ 20 phrases")
  func parsesCleanly() {
    let (items, problems) = MozcReference.parse(mozcReferenceSource)
    #expect(problems == [])
    #expect(items == MozcReference.items)
    #expect(items.filter(\.kind.isWord).count >= 100)
    #expect(items.filter { $0.kind == .phrase }.count >= 20)
    #expect(Set(items.map(\.romaji)).count == items.count, "every romaji once")
  }

  @Test("the issue's sentence: three phrase segments with their particles")
  func issueSentence() throws {
    let item = try #require(MozcReference.items.first { $0.romaji == "watashihanihongowobenkyoushiteimasu" })
    #expect(item.kind == .phrase)
    #expect(item.segments.map(\.reading) == ["わたしは", "にほんごを", "べんきょうしています"])
    #expect(item.segments.map(\.candidate) == ["私は", "日本語を", "勉強しています"])
    #expect(item.reading == "わたしはにほんごをべんきょうしています")
    #expect(item.text == "私は日本語を勉強しています")
  }

  @Test(
    "malformed lines are reported with their line number",
    arguments: [
      ("noun\tx\tえ", "line 1: expected 'kind⇥romaji⇥readings⇥candidates' with a known kind"),
      ("pronoun\tx\tえ\t絵", "line 1: expected 'kind⇥romaji⇥readings⇥candidates' with a known kind"),
      ("phrase\tx\tえ|は\t絵", "line 1: readings and candidates differ in number or one is empty"),
      ("phrase\tx\tえ||は\t絵||は", "line 1: readings and candidates differ in number or one is empty"),
    ])
  func malformed(line: String, problem: String) {
    let (items, problems) = MozcReference.parse(line)
    #expect(items == [])
    #expect(problems == [problem])
  }
}
