import Testing

@testable import InputModel

@Suite("UTF16Range")
struct UTF16RangeTests {
  @Test("bounds, emptiness and containment")
  func basics() {
    let range = UTF16Range(location: 2, length: 3)
    #expect(range.upperBound == 5)
    #expect(!range.isEmpty)
    #expect(UTF16Range.caret(at: 4).isEmpty)
    #expect(range.contains(.caret(at: 2)))
    #expect(range.contains(.caret(at: 5)))
    #expect(!range.contains(.caret(at: 6)))
    #expect(range.contains(UTF16Range(location: 3, length: 2)))
    #expect(UTF16Range(2..<5) == range)
    #expect(range.offsets == 2..<5)
    #expect(range.description == "{2, 3}")
  }
}
