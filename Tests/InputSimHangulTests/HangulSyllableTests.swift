import Testing

@testable import InputModel
@testable import InputSimHangul

@Suite("HangulSyllable: Unicode's arithmetic decomposition and the 2-set keys")
struct HangulSyllableTests {
  @Test("한 is ㅎ ㅏ ㄴ, typed gks; 값 has the double final ㅄ")
  func examples() throws {
    let han = try #require(HangulSyllable("한"))
    #expect(han.jamo == ["ㅎ", "ㅏ", "ㄴ"])
    #expect(han.keys == "gks")
    #expect(try #require(HangulSyllable("값")).jamo == ["ㄱ", "ㅏ", "ㅄ"])
    #expect(HangulSyllable("a") == nil)
    #expect(HangulSyllable("ㄱ") == nil)
  }

  @Test("libhangul composes every one of the 11,172 syllables from the keys we derive")
  func everySyllableRoundTrips() throws {
    let keyboard = try HangulInputMethod()
    for value in UInt32(0xAC00)...0xD7A3 {
      let syllable = try #require(Unicode.Scalar(value).map { Character($0) })
      let keys = try #require(HangulSyllable(syllable)?.keys)
      let field = TextField(text: "")
      field.focus()
      for key in keys { try keyboard.perform(.key(.typed(String(key))), client: field) }
      try keyboard.perform(.commit, client: field)
      #expect(field.text == String(syllable), "\(keys)")
      keyboard.reset()
    }
  }

  @Test("Hangul text becomes keys; other text has none")
  func textKeys() {
    #expect(HangulSyllable.keys(for: "한글") == "gksrmf")
    #expect(HangulSyllable.keys(for: "ㅋㅋ") == "zz")
    #expect(HangulSyllable.keys(for: "한a") == nil)
  }
}
