import InputModel
import Testing

@testable import InputSimMozc

/// `えよ` converts to `絵よ` after a committed `、` and to `得よ` with nothing before it (Mozc
/// 2.28, measured): the left context decides, and where the platform reports the text before the
/// caret, the report decides whether Mozc keeps it.
@Suite("MozcInputMethod: Mozc's left context against the text the platform reports")
struct MozcLeftContextTests {
  private func typist(_ rule: SurroundingText) throws -> Typist {
    let typist = try Typist()
    typist.client.field.focus()
    typist.client.field.surroundingText = rule
    return typist
  }

  /// `type ","`, `convert`, then `type "eyo"` (e commits 、 and starts え), `convert`.
  private func typeOnAfterComma(_ typist: Typist) throws {
    try typist.type(",")
    try typist.perform(.convert)
    try typist.type("eyo")
    try typist.perform(.convert)
  }

  @Test("no report (Chromium): 、 typed on stays Mozc's context")
  func noReportKeepsContext() throws {
    let typist = try typist(.none)
    try typeOnAfterComma(typist)
    #expect(typist.field == "、[{絵よ}]")
  }

  @Test("a report of the text before the preedit (empty): typing on drops 、, in one key to the client")
  func typedOnDropsContext() throws {
    let typist = try typist(.keyboardEdits)
    try typist.type(",")
    try typist.perform(.convert)
    _ = typist.client.takeCommands()
    try typist.type("e")
    #expect(typist.client.takeCommands() == [.insertText("、"), .setMarkedText("え", .caret(at: 1))])
    try typist.type("yo")
    try typist.perform(.convert)
    #expect(typist.field == "、[{得よ}]")
  }

  @Test("typed on after the same text: the report ends with the commit, the context stays")
  func typedOnAfterSameText() throws {
    let typist = try typist(.keyboardEdits)
    try typist.type(",")
    try typist.perform(.commit)
    try typeOnAfterComma(typist)
    #expect(typist.field == "、、[{絵よ}]")
  }

  @Test(
    "committed with Enter: the report is the commit, the context stays",
    arguments: [
      SurroundingText.keyboardEdits, .resetOnWrite,
    ])
  func enterKeepsContext(rule: SurroundingText) throws {
    let typist = try typist(rule)
    try typist.type(",")
    try typist.perform(.commit)
    try typist.type("eyo")
    try typist.perform(.convert)
    #expect(typist.field == "、[{絵よ}]")
  }

  @Test("the page writes あ after the commit: unreported (WebKitGTK) keeps 絵, a reset (Firefox) gives 得")
  func pageWrite() throws {
    for (rule, expected) in [(SurroundingText.keyboardEdits, "あ[{絵よ}]"), (.resetOnWrite, "あ[{得よ}]")] {
      let typist = try typist(rule)
      try typist.type(",")
      try typist.perform(.commit)
      typist.client.field.assignText("あ", markedTextPolicy: .replaceAndClearMarked)
      try typist.type("eyo")
      try typist.perform(.convert)
      #expect(typist.field == expected, "\(rule)")
    }
  }

  @Test("the check: kept when the report and the last commit end with one another")
  func check() throws {
    let typist = try typist(.keyboardEdits)
    #expect(
      typist.keyboard.keepsLeftContext(reportedTextBeforeCaret: ""), "nothing committed: nothing to drop")
    try typist.type(",")
    try typist.perform(.commit)
    #expect(typist.keyboard.lastCommit == "、")
    #expect(typist.keyboard.keepsLeftContext(reportedTextBeforeCaret: "、"))
    #expect(typist.keyboard.keepsLeftContext(reportedTextBeforeCaret: "xx、"))
    #expect(!typist.keyboard.keepsLeftContext(reportedTextBeforeCaret: ""))
    #expect(!typist.keyboard.keepsLeftContext(reportedTextBeforeCaret: "あ"))
  }
}
