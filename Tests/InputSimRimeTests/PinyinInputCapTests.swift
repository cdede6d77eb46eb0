import Testing

@testable import InputModel
@testable import InputSimRime

/// Issue 30, item 5: a pinyin composition holds at most `maximumInputLetters` letters, so a
/// key's work in librime (which translates the whole input at every key) stays bounded.
@Suite("Pinyin: the composition's letters are capped")
struct PinyinInputCapTests {
  @Test("letters past the cap are refused; the composition and the field stay as they were")
  func lettersPastTheCapAreRefused() throws {
    let ime = try PinyinInputMethod()
    let field = TextField(text: "")
    let cap = PinyinInputMethod.maximumInputLetters
    let letters = Array(String(repeating: "nihao", count: 60))
    for letter in letters.prefix(cap) { try ime.perform(.key(.typed(String(letter))), client: field) }
    #expect(ime.inputLetterCount == cap)
    let atCap = field.state
    let bufferAtCap = ime.compositionBuffer
    for letter in letters.dropFirst(cap) { try ime.perform(.key(.typed(String(letter))), client: field) }
    try ime.perform(.key(.typed("'")), client: field)
    #expect(ime.inputLetterCount == cap)
    #expect(field.state == atCap)
    #expect(ime.compositionBuffer == bufferAtCap)
  }

  @Test("at the cap, space still confirms, and the next letters start a new composition")
  func confirmingMakesRoom() throws {
    let ime = try PinyinInputMethod()
    let field = TextField(text: "")
    for letter in String(repeating: "nihao", count: 20) {
      try ime.perform(.key(.typed(String(letter))), client: field)
    }
    #expect(ime.inputLetterCount == PinyinInputMethod.maximumInputLetters)
    // Space confirms the highlighted candidate, which may cover only part of the letters;
    // confirm until nothing is composed.
    var presses = 0
    while ime.inputLetterCount > 0 && presses < 100 {
      try ime.perform(.key(.named(.space)), client: field)
      presses += 1
    }
    #expect(ime.inputLetterCount == 0)
    #expect(field.markedRange == nil)
    for letter in "nihao" { try ime.perform(.key(.typed(String(letter))), client: field) }
    #expect(ime.compositionBuffer == "ni hao")
  }

  @Test("what adds a letter: lowercase letters and the separator")
  func addsALetter() {
    #expect(PinyinInputMethod.addsALetter("n"))
    #expect(PinyinInputMethod.addsALetter("'"))
    #expect(!PinyinInputMethod.addsALetter("1"))
    #expect(!PinyinInputMethod.addsALetter(","))
    #expect(!PinyinInputMethod.addsALetter("N"))
    #expect(!PinyinInputMethod.addsALetter("你"))
  }
}
