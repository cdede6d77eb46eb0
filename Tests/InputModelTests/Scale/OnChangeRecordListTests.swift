import Testing

@testable import InputModel

/// `onChangeRecords` keeps differences, not a whole text per firing, and reads back what was
/// appended.
@Suite("onChange records: stored as deltas, read back whole")
struct OnChangeRecordListTests {
  @Test("reads back every record, whatever the texts")
  func roundTrip() {
    var random = SplitMix64(seed: 8)
    var list = OnChangeRecordList()
    var expected: [OnChangeRecord] = []
    var text = "今日は👨‍👩‍👧"
    for _ in 0..<500 {
      let old = random.next() % 7 == 0 ? SameTextTests.text(&random, length: 4) : text
      var new = old
      switch random.next() % 3 {
      case 0: new += SameTextTests.text(&random, length: 2)
      case 1: new = String(new.dropLast())
      default: new = SameTextTests.text(&random, length: 3) + new
      }
      list.append(old: old, new: new)
      expected.append(OnChangeRecord(old: old, new: new))
      text = new
    }
    #expect(Array(list) == expected)
    #expect(list == OnChangeRecordList(expected))
    #expect([OnChangeRecord(old: "", new: "a")] == OnChangeRecordList([OnChangeRecord(old: "", new: "a")]))
  }

  @Test("a session of keys in a long text keeps about its keys plus its text: 2× the keys, not 2× the text")
  func storageIsLinear() throws {
    let long = String(repeating: "今日はいい天気ですね。", count: 5_000)
    func stored(keys: Int) throws -> Int {
      let session = Session(inputMethod: DirectInputMethod(), bridge: GuardedBridge(), initialText: long)
      for _ in 0..<keys { try session.type("a") }
      #expect(session.onChangeRecords.count == keys)
      #expect(
        session.onChangeRecords.last
          == OnChangeRecord(
            old: long + String(repeating: "a", count: keys - 1),
            new: long + String(repeating: "a", count: keys)))
      return session.onChangeRecords.storedUTF8Count
    }
    let few = try stored(keys: 100)
    let many = try stored(keys: 200)
    // One whole text, then a byte or so per key (a whole text per key would be 150 KB a key).
    #expect(many - few < 1_000, "\(few) → \(many)")
    #expect(few < 2 * long.utf8.count)
  }
}
