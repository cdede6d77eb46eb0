import Testing

@testable import InputModel

@Suite("TextKeyedTable: short texts looked up by scalar, with String equality")
struct TextKeyedTableTests {
  @Test(
    "a table of one-scalar keys finds what a String-keyed dictionary finds",
    arguments: ["わ", "が", "か\u{3099}", "ガ", "*", "小", "", "わわ", "👍", "\u{212B}", "Å"])
  func agreesWithDictionary(text: String) {
    let dictionary = ["わ": 1, "が": 2, "*": 3, "小": 4, "Å": 5]
    let table = TextKeyedTable(dictionary)
    #expect(table.looksUpByScalar)
    #expect(table[text] == dictionary[text])
  }

  @Test("a table with a key of several scalars looks every text up by String")
  func otherKeysUseStrings() {
    let table = TextKeyedTable(["か\u{3099}": 1, "ab": 2])
    #expect(!table.looksUpByScalar)
    #expect(table["が"] == 1)
    #expect(table["ab"] == 2)
    #expect(table["a"] == nil)
  }

  @Test("the flick keyboard's tables look kana up by scalar")
  func flickTablesUseScalars() {
    #expect(FlickComposer.gestureTable.looksUpByScalar)
    #expect(FlickComposer.modifierFaceTable.looksUpByScalar)
    for (kana, gesture) in FlickComposer.gesturesByKana {
      #expect(FlickComposer.gesture(for: kana) == gesture)
    }
  }
}
