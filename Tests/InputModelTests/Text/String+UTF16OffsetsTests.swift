import Testing

@testable import InputModel

@Suite("String: UTF-16 offsets found by walking UTF-8")
struct StringUTF16OffsetsTests {
  static let texts = ["", "abc", "かな漢字", "a👍b", "é\u{301}ｶﾞ", "👨‍👩‍👧🇯🇵x", "\r\nñ\u{10FFFF}"]

  @Test("every offset gives the index UTF16View gives; none off the ends", arguments: texts)
  func indicesMatchUTF16View(text: String) {
    let utf16 = text.utf16
    #expect(text.scalarIndex(atUTF16Offset: -1) == nil)
    #expect(text.scalarIndex(atUTF16Offset: utf16.count + 1) == nil)
    for offset in 0...utf16.count {
      let expected = utf16.index(utf16.startIndex, offsetBy: offset)
      let insideSurrogatePair = expected.samePosition(in: text.unicodeScalars) == nil
      let found = text.scalarIndex(atUTF16Offset: offset)
      if insideSurrogatePair {
        #expect(found == nil, "offset \(offset)")
      } else {
        #expect(found.map { utf16.distance(from: utf16.startIndex, to: $0) } == offset, "offset \(offset)")
        #expect(found.map { String(text[$0...]) } == String(text[expected...]), "offset \(offset)")
      }
    }
  }

  @Test("the units copied from every scalar offset are the UTF16View's", arguments: texts)
  func copiedUnitsMatchUTF16View(text: String) {
    let utf16 = Array(text.utf16)
    let buffer = UnsafeMutablePointer<UInt16>.allocate(capacity: max(1, text.utf8.count))
    defer { buffer.deallocate() }
    for offset in 0...utf16.count {
      let written = text.copyUTF16Units(fromUTF16Offset: offset, into: buffer)
      let startsScalar = text.scalarIndex(atUTF16Offset: offset) != nil
      if startsScalar {
        #expect(written == utf16.count - offset, "offset \(offset)")
        #expect(Array(UnsafeBufferPointer(start: buffer, count: written ?? 0)) == Array(utf16[offset...]))
      } else {
        #expect(written == nil, "offset \(offset)")
      }
    }
  }

  @Test("both ends of every range come from one walk, as from two single lookups", arguments: texts)
  func rangesMatchSingleLookups(text: String) {
    let count = text.utf16.count
    for location in -1...(count + 1) {
      for length in -1...(count + 1 - max(0, location)) {
        let range = UTF16Range(location: location, length: length)
        let found = text.scalarIndices(ofUTF16Range: range)
        if length < 0 {
          #expect(found == nil)
          continue
        }
        let start = text.scalarIndex(atUTF16Offset: location)
        let end = text.scalarIndex(atUTF16Offset: location + length)
        if let start, let end {
          #expect(found == start..<end, "\(range)")
        } else {
          #expect(found == nil, "\(range)")
        }
      }
    }
  }
}
