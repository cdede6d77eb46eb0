import Testing

@testable import InputModel

@Suite("SplitMix64: the seeding generator")
struct SplitMix64Tests {
  @Test(
    "matches Vigna's reference outputs (computed with the C reference code)",
    arguments: [
      (UInt64(0), [UInt64(0xE220_A839_7B1D_CDAF), 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F]),
      (UInt64(1_234_567), [UInt64(0x599E_D017_FB08_FC85), 0x2C73_F084_5854_0FA5, 0x883E_BCE5_A3F2_7C77]),
    ])
  func referenceValues(seed: UInt64, expected: [UInt64]) {
    var generator = SplitMix64(seed: seed)
    #expect((0..<3).map { _ in generator.next() } == expected)
  }

  @Test("mix is the finalizer alone: 0 stays 0, and neighbours spread apart")
  func mix() {
    #expect(SplitMix64.mix(0) == 0)
    #expect(SplitMix64.mix(0x9E37_79B9_7F4A_7C15) == 0xE220_A839_7B1D_CDAF)
    #expect((SplitMix64.mix(1) ^ SplitMix64.mix(2)).nonzeroBitCount > 16)
  }
}
