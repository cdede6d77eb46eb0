import Testing

@testable import InputModel

@Suite("PhraseSuffix")
struct PhraseSuffixTests {
  @Test("every suffix is hiragana and follows at least one class")
  func tableIsWellFormed() {
    for row in PhraseSuffix.table {
      #expect(!row.after.isEmpty, "\(row.words)")
      for word in row.words {
        #expect(!word.isEmpty)
        #expect(word.unicodeScalars.allSatisfy { (0x3041...0x3096).contains($0.value) }, "\(word)")
      }
    }
  }

  @Test(
    "suffixes are found by their first kana, with the classes they follow and give",
    arguments: [
      ("ます", PieceClass.renyou, PieceClass.predicate),
      ("て", .onbin, .te),
      ("い", .te, .renyou),
      ("は", .noun, .closedParticle),
      ("に", .openParticle, .openParticle),
      ("な", .naAdjective, .closedParticle),
      ("った", .mizen, .predicate),
    ])
  func lookUp(word: String, after: PieceClass, becomes: PieceClass) throws {
    let first = try #require(word.first.map(String.init))
    let matches = (PhraseSuffix.byFirstKana[first] ?? []).filter {
      $0.kana.joined() == word && $0.after.contains(after)
    }
    #expect(matches.map(\.becomes) == [becomes])
  }

  @Test(
    "costs: particles a little, する more, endings nothing, the て form less than nothing",
    arguments: [
      (PhraseSuffix.Kind.particle, 100), (.copula, 100), (.iRowIchidan, 150), (.suru, 400),
      (.inflection, 0), (.teForm, -150),
    ])
  func costs(kind: PhraseSuffix.Kind, cost: Int) {
    #expect(kind.cost == cost)
  }

  @Test("only ichidan endings attach to a stem directly (みm + ます), never particles")
  func attachesToStem() {
    let all = PhraseSuffix.byFirstKana.values.joined()
    #expect(all.contains { $0.kana.joined() == "ます" && $0.attachesToStem })
    #expect(all.contains { $0.kana.joined() == "て" && $0.attachesToStem })
    #expect(!all.contains { $0.kana.joined() == "は" && $0.attachesToStem })
    #expect(!all.contains { $0.kana.joined() == "し" && $0.attachesToStem })
  }
}
