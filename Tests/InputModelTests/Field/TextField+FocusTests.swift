import InputSimTestSupport
import Testing

@testable import InputModel

@Suite("TextField: focus and focus loss during a composition")
struct TextFieldFocusTests {
  @Test("focus begins editing once and leaves the selection alone")
  func focus() throws {
    let field = try makeField("a|b")
    field.focus()
    field.focus()
    #expect(field.isFocused)
    #expect(field.notation == "a|b")
    #expect(field.drainEvents() == [.editingDidBegin])
  }

  @Test(
    "focus loss commits or discards the marked text; no marked range survives",
    arguments: [
      ("わ[た|]", FocusLossPolicy.commit, "わた|"),
      ("わ[た|]", .discard, "わ|"),
      ("a[わ|た]b", .commit, "aわた|b"),
      ("a[わ|た]b", .discard, "a|b"),
      ("ab|", .commit, "ab|"),
      ("ab|", .discard, "ab|"),
      ("[{あ}]", .commitKeepingSelection, "{あ}"),
      ("今日[{は}]", .commitKeepingSelection, "今日{は}"),
      ("わ[た|]", .commitKeepingSelection, "わた|"),
      ("[{あ}]", .commit, "あ|"),
    ])
  func blur(before: String, policy: FocusLossPolicy, after: String) throws {
    let field = try makeField(before, focused: true)
    field.blur(markedTextOnFocusLoss: policy)
    #expect(field.notation == after)
    #expect(field.markedRange == nil)
    #expect(field.isFocused == false)
  }

  @Test(
    "focus loss reports the end of the composition before the end of editing",
    arguments: [
      (FocusLossPolicy.commit, [FieldEvent.compositionEnd(committedText: "た"), .editingDidEnd]),
      (
        .discard,
        [
          .compositionEnd(committedText: ""), .textDidChange(.markedText), .selectionDidChange,
          .editingDidEnd,
        ]
      ),
    ])
  func blurEvents(policy: FocusLossPolicy, events: [FieldEvent]) throws {
    let field = try makeField("わ[た|]", focused: true)
    field.blur(markedTextOnFocusLoss: policy)
    #expect(field.drainEvents() == events)
  }

  @Test("blurring an unfocused field still removes marked text but ends no editing")
  func blurUnfocused() throws {
    let field = try makeField("[わ|]", focused: false)
    field.blur(markedTextOnFocusLoss: .discard)
    #expect(field.notation == "|")
    #expect(
      field.drainEvents() == [
        .compositionEnd(committedText: ""), .textDidChange(.markedText), .selectionDidChange,
      ])
  }
}
