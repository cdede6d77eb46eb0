import Testing

@Suite("inputsim inspect: Hangul syllables (built binary)")
struct InspectHangulTests {
  @Test("each Hangul syllable is followed by its jamo, their code points and the 2-set keys")
  func jamoLines() {
    let result = BuiltBinary.run(["inspect", "한값"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("      jamo ㅎ ㅏ ㄴ  (L U+1112, V U+1161, T U+11AB)  2-set keys gks\n"))
    #expect(result.stdout.contains("      jamo ㄱ ㅏ ㅄ  (L U+1100, V U+1161, T U+11B9)  2-set keys rkqt\n"))
  }

  @Test("a syllable without a final lists two jamo; other text has no jamo line")
  func openSyllableAndLatin() {
    let result = BuiltBinary.run(["inspect", "가a"])
    #expect(result.stdout.contains("      jamo ㄱ ㅏ  (L U+1100, V U+1161)  2-set keys rk\n"))
    #expect(result.stdout.components(separatedBy: "jamo").count == 2)
  }
}
