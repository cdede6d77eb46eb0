import Testing

@testable import InputModel

@Suite("PieceClass")
struct PieceClassTests {
  @Test(
    "stems waiting for their ending, and unknown runs ending in っ, cannot end a phrase",
    arguments: PieceClass.allCases)
  func canEndPhrase(pieceClass: PieceClass) {
    let waiting: [PieceClass] = [.onbin, .volitional, .unknownOpen]
    #expect(pieceClass.canEndPhrase == !waiting.contains(pieceClass))
  }

  @Test(
    "a phrase ending on a bare noun or stem costs more when another follows; particles do not",
    arguments: [
      (PieceClass.noun, 150), (.unknown, 150), (.renyou, 150), (.eStem, 150), (.mizen, 150),
      (.naAdjective, 150), (.adnominal, 0), (.terminal, 0), (.te, 0), (.predicate, 0),
      (.openParticle, 0), (.closedParticle, 0),
    ])
  func phraseBreakCost(pieceClass: PieceClass, cost: Int) {
    #expect(pieceClass.phraseBreakCost == cost)
  }

  @Test("a set of classes holds exactly its members")
  func classSets() {
    let set = PieceClasses([.noun, .te])
    #expect(PieceClass.allCases.filter(set.contains) == [.noun, .te])
  }
}
