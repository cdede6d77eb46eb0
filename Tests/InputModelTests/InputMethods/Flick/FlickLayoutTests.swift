import Testing

@testable import InputModel

@Suite("FlickLayout")
struct FlickLayoutTests {
  @Test("every key has a face in every direction, each once")
  func complete() {
    for key in FlickKey.allCases {
      for direction in FlickDirection.allCases {
        #expect(FlickLayout.face(key, direction) != nil, "\(key.rawValue) \(direction.rawValue)")
      }
    }
    #expect(FlickLayout.faces.count == FlickKey.allCases.count * FlickDirection.allCases.count)
    #expect(Set(FlickLayout.faces.map(\.code)).count == FlickLayout.faces.count)
  }

  @Test("each key's centre types its label; the modifier key's centre types nothing")
  func centres() {
    for key in FlickKey.allCases where key != .modifier {
      #expect(FlickLayout.kana(key, .center) == key.rawValue)
    }
    #expect(FlickLayout.kana(.modifier, .center) == nil)
    #expect(FlickLayout.face(.modifier, .center)?.label == "小゛゜")
  }

  @Test(
    "rows of the layout",
    arguments: [
      (FlickKey.a, "あいうえお"), (.ka, "かきくけこ"), (.sa, "さしすせそ"), (.ta, "たちつてと"),
      (.na, "なにぬねの"), (.ha, "はひふへほ"), (.ma, "まみむめも"), (.ya, "や（ゆ）よ"),
      (.ra, "らりるれろ"), (.wa, "わをんー〜"), (.punctuation, "、。？！…"),
    ])
  func row(_ example: (key: FlickKey, kana: String)) {
    let faces = FlickDirection.allCases.compactMap { FlickLayout.kana(example.key, $0) }
    #expect(faces == example.kana.map(String.init))
  }

  @Test("each face's code, sent to the flick table, types the face's kana")
  func codesMatchTable() {
    let table = ChunkRuleTable.flickHiragana
    for face in FlickLayout.faces {
      var composition = ChunkedComposition()
      composition.insert(table.scalars(face.code), table: table)
      #expect(composition.displayText == face.kana ?? "", "\(face.key.rawValue) \(face.direction)")
    }
  }

  @Test("every one-key rule of the table is on the layout")
  func tableCodesOnLayout() {
    let codes = Set(FlickLayout.faces.map(\.code))
    let oneKeyRules = ChunkRuleTable.flickHiraganaRules.map(\.input)
      .filter { $0.count == 1 }
    #expect(Set(oneKeyRules) == codes)
  }
}
