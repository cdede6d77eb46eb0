import OSInputStack
import Testing

@testable import inputsim

@Suite("conform --fuzz --input os: the reproducer names the browser it was compared with")
struct OSReproducerTextTests {
  @Test("the header's sides and the line on conform name Firefox, and the model's use lines are Firefox's")
  func firefoxReproducer() {
    let found = """
      # Found by inputsim conform --fuzz: seed 1, run 1, 10 steps shrunk to 3.
      # After step 3 (type "j") field: model "ばばｊ|" / chromium "ば|"
      # stays as it is; `inputsim conform` on it shows where Chromium differs.
      scenario "conform: controlled-late: field after type"
      use ime=romaji bridge=controlled-late platform=web

      type "b"
      expect field "[ｂ|]"
      """
    let text = ConformFuzz.adapted(found, for: .firefox)
    #expect(text.contains("# After step 3 (type \"j\") field: model \"ばばｊ|\" / firefox \"ば|\""))
    #expect(text.contains("`inputsim conform --browser firefox --input os` found where Firefox differs."))
    #expect(text.contains("platform=web-firefox"))
    #expect(!text.contains("chromium"))
  }
}
