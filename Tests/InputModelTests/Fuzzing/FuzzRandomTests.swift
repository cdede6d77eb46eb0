import Testing

@testable import InputModel

@Suite("FuzzRandom: xoshiro256** with bounded draws that never change")
struct FuzzRandomTests {
  @Test(
    "matches the xoshiro256** reference seeded by SplitMix64 (computed with the C reference code)",
    arguments: [
      (
        UInt64(0),
        [UInt64(0x99EC_5F36_CB75_F2B4), 0xBF6E_1F78_4956_452A, 0x1A5F_849D_4933_E6E0, 0x6AA5_94F1_262D_2D2C]
      ),
      (
        UInt64(1),
        [UInt64(0xB3F2_AF6D_0FC7_10C5), 0x853B_5596_4736_4CEA, 0x92F8_9756_082A_4514, 0x642E_1C7B_C266_A3A7]
      ),
    ])
  func referenceValues(seed: UInt64, expected: [UInt64]) {
    var random = FuzzRandom(seed: seed)
    #expect((0..<4).map { _ in random.next() } == expected)
  }

  @Test("bounded draws follow Lemire's method exactly (C reference with 128-bit products)")
  func boundedReference() {
    var dice = FuzzRandom(seed: 1)
    #expect((0..<12).map { _ in dice.int(below: 6) } == [4, 3, 3, 2, 4, 0, 0, 2, 5, 3, 5, 5])
    var large = FuzzRandom(seed: 42)
    #expect(
      (0..<6).map { _ in large.int(below: 1_000_000_007) }
        == [83_862_971, 378_980_253, 680_043_415, 924_692_951, 991_803_921, 769_739_465])
  }

  @Test("a bound of 0 or 1 gives 0 and consumes nothing")
  func trivialBounds() {
    var random = FuzzRandom(seed: 5)
    let untouched = random
    #expect(random.int(below: 0) == 0)
    #expect(random.int(below: 1) == 0)
    #expect(random.int(below: -3) == 0)
    #expect(random == untouched)
  }

  @Test("int(in:) stays inside the range and reaches both ends")
  func closedRange() {
    var random = FuzzRandom(seed: 9)
    let draws = (0..<2_000).map { _ in random.int(in: 2...4) }
    #expect(Set(draws) == [2, 3, 4])
  }

  @Test("weightedIndex never picks a zero or negative weight and follows the weights")
  func weighted() {
    var random = FuzzRandom(seed: 3)
    var counts = [0, 0, 0, 0]
    for _ in 0..<8_000 {
      if let index = random.weightedIndex([1, 0, 3, -2]) { counts[index] += 1 }
    }
    #expect(counts[1] == 0)
    #expect(counts[3] == 0)
    #expect(counts[0] + counts[2] == 8_000)
    #expect((1_700...2_300).contains(counts[0]))
    #expect(random.weightedIndex([0, 0]) == nil)
    #expect(random.weightedIndex([]) == nil)
  }

  @Test("element(of:) is nil for an empty array")
  func elementOfEmpty() {
    var random = FuzzRandom(seed: 1)
    let empty: [Int] = []
    #expect(random.element(of: empty) == nil)
    #expect(random.element(of: [7]) == 7)
  }
}
