import Testing

@testable import InputModel

@Suite("FuzzSeeds: one seed per run")
struct FuzzSeedsTests {
  @Test("run seeds depend on the campaign seed and the run index only")
  func runSeeds() {
    #expect(FuzzSeeds.run(1, index: 0) == FuzzSeeds.run(1, index: 0))
    #expect(FuzzSeeds.run(1, index: 0) != FuzzSeeds.run(1, index: 1))
    #expect(FuzzSeeds.run(1, index: 0) != FuzzSeeds.run(2, index: 0))
    #expect(FuzzSeeds.run(1, index: 5) == SplitMix64.mix(SplitMix64.mix(1) &+ 5))
  }

  @Test("a thousand consecutive runs get a thousand different seeds")
  func distinct() {
    let seeds = Set((0..<1_000).map { FuzzSeeds.run(7, index: $0) })
    #expect(seeds.count == 1_000)
  }
}
