import Testing

@testable import InputModel

/// Issue 30, item 5: one `type` step of many characters, direct, is linear in its keys. Counted:
/// the bytes compared to keep the trace's binding writes (the session's `TextHistory` takes a
/// write of the field's own text from its splices).
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
}
