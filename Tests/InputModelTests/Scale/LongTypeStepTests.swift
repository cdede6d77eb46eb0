import Testing

@testable import InputModel

/// Issue 30, item 5: one `type` step of many characters, direct, is linear in its keys. Counted:
/// the bytes compared to keep the trace's binding writes as deltas.
@Suite("One long type step: a key's work does not grow with the text typed before it")
struct LongTypeStepTests {
  /// Bytes compared (memcmp and canonically) while one `type` step types `keys` characters
  /// of mixed ASCII and Japanese through the guarded bridge, trace kept.
  static func bytesCompared(keys: Int) throws -> (compared: Int, lastWrite: String?, typed: String) {
    let unit = "hello 今日はいい天気です "
    let typed = String(String(repeating: unit, count: keys / unit.count + 1).prefix(keys))
    let session = Session(inputMethod: DirectInputMethod(), bridge: GuardedBridge())
    let work = TextWork()
    try TextWork.$current.withValue(work) { try session.type(typed) }
    var lastWrite: String?
    session.trace.last?.forEachEvent { event in
      if case .bindingWrite(let value, _) = event { lastWrite = value }
    }
    return (work.bytesCompared + work.bytesComparedCanonically, lastWrite, typed)
  }

  @Test("10× the keys in one type step compare at most 10× the bytes (not 100×)")
  func comparedBytesAreLinear() throws {
    let small = try Self.bytesCompared(keys: 2_000)
    let large = try Self.bytesCompared(keys: 20_000)
    #expect(large.compared <= small.compared * 10 + 1_000, "\(small.compared) → \(large.compared)")
    // The deltas still rebuild every write: the last one is the whole typed text.
    #expect(small.lastWrite == small.typed)
    #expect(large.lastWrite == large.typed)
  }

  @Test(
    "a delta from known unchanged ends is the delta a full comparison finds",
    arguments: 0..<200)
  func knownEndsGiveTheSameDelta(seed: Int) {
    var generator = SplitMix(seed: UInt64(seed))
    let alphabet = ["a", "b", "わ", "た", "👍", "\u{3099}", "\r\n", "aa"]
    func pieces(_ count: Int) -> [String] {
      (0..<count).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
    }
    // One splice of whole pieces, so both texts are valid UTF-8 as built.
    let oldPieces = pieces(Int(generator.next() % 40))
    let lowerPiece = Int(generator.next() % UInt64(oldPieces.count + 1))
    let upperPiece = lowerPiece + Int(generator.next() % UInt64(oldPieces.count - lowerPiece + 1))
    let newPieces = oldPieces[..<lowerPiece] + pieces(Int(generator.next() % 4)) + oldPieces[upperPiece...]
    let old = oldPieces.joined()
    let new = newPieces.joined()
    let lower = oldPieces[..<lowerPiece].joined().utf8.count
    let upper = oldPieces[..<upperPiece].joined().utf8.count
    let oldBytes = Array(old.utf8)
    let known = (prefix: lower, suffix: oldBytes.count - upper)
    // Any smaller known ends are true too (several splices give less).
    let shrunk = (
      prefix: Int(generator.next() % UInt64(known.prefix + 1)),
      suffix: Int(generator.next() % UInt64(known.suffix + 1))
    )
    let full = TextDelta(from: old, to: new)
    #expect(TextDelta(from: old, to: new, knownCommonEnds: known) == full)
    #expect(TextDelta(from: old, to: new, knownCommonEnds: shrunk) == full)
  }
}

/// A small seeded generator (SplitMix64) so the cases are the same in every run.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
