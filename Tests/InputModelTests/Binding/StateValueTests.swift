import Testing

@testable import InputModel

@Suite("StateValue: a state's value as the store keeps it, a field's text unread until asked")
struct StateValueTests {
  @Test("a plain value resolves to itself; a field text to the text it refers to")
  func resolves() throws {
    #expect(StateValue(value: "ab").resolved == "ab")
    let field = TextField(text: "abc")
    field.focus()
    let reference = field.textReference()
    try field.insertText("d", replacementRange: nil)
    #expect(StateValue(value: "", fieldText: reference).resolved == "abc")
    #expect(StateValue(value: "", fieldText: reference).utf8Count == 3)
  }

  @Test("identical: the same reference, or strings that share storage; equal bytes elsewhere are not known")
  func identity() throws {
    let field = TextField(text: "abc")
    field.focus()
    try field.insertText("d", replacementRange: nil)
    let reference = field.textReference()
    let value = StateValue(value: "", fieldText: reference)
    #expect(value.isIdentical(to: StateValue(value: "x", fieldText: reference)))
    let made = reference.value
    #expect(value.isIdentical(to: StateValue(value: made)))
    #expect(StateValue(value: made).isIdentical(to: value))
    let copy = String(decoding: Array(made.utf8), as: UTF8.self)
    #expect(!StateValue(value: copy).isIdentical(to: value))
  }

  @Test("the same field's text at two edits compares from its splices: changed, and changed back")
  func comparesFromSplices() throws {
    let field = TextField(text: "a")
    field.focus()
    try field.insertText("b", replacementRange: nil)
    let before = StateValue(value: "", fieldText: field.textReference())
    try field.insertText("c", replacementRange: nil)
    let work = TextWork()
    TextWork.$current.withValue(work) {
      #expect(!before.isSame(as: StateValue(value: "", fieldText: field.textReference())))
    }
    field.deleteBackward()
    TextWork.$current.withValue(work) {
      #expect(before.isSame(as: StateValue(value: "", fieldText: field.textReference())))
    }
    #expect(work.wholeTextsMade == 0)
    #expect(StateValue(value: "ab").isSame(as: StateValue(value: "ab")))
    #expect(!StateValue(value: "ab").isSame(as: StateValue(value: "abc")))
  }

  @Test("the store's binding written by reference reads as the text, and onChange gets old and new")
  func storeWritesAReference() throws {
    let store = Store()
    let text = store.makeState("ab", name: "text")
    var fired: [OnChangeRecord] = []
    store.onChange(of: text) { _, old, new in fired.append(OnChangeRecord(old: old, new: new)) }
    let field = TextField(text: "ab")
    field.focus()
    try field.insertText("c", replacementRange: nil)
    store.writeFieldText(text, field.textReference(), origin: .bridge("test"), isKnownChange: true)
    #expect(store.fieldText(of: text) != nil)
    #expect(store.version(of: text) == 1)
    store.runFrame()
    #expect(fired == [OnChangeRecord(old: "ab", new: "abc")])
    #expect(store[text] == "abc")
    #expect(store.fieldText(of: text) == nil)
  }
}
