import Testing

@testable import InputModel

@Suite("GraphemeBoundaries: updating across an edit")
struct GraphemeBoundariesEditingTests {
  /// Pieces whose neighbours change the boundaries: single units, combining and spacing
  /// marks, CR LF, Hangul jamo, regional indicators, emoji with modifiers and ZWJ, Prepend.
  static let pieces: [String] = [
    "a", "b", " ", "か", "ア", "漢", "ｶ", "Ａ", "é", "\n", "\r", "\r\n",
    "\u{3099}", "\u{309A}", "\u{FF9E}", "\u{301}", "\u{200D}", "\u{0903}", "\u{0600}",
    "\u{1100}", "\u{1161}", "\u{11A8}", "가", "각",
    "\u{1F1EF}", "\u{1F1F5}", "👍", "\u{1F3FD}", "👨", "👩", "👨‍👩‍👧", "🇯🇵", "か\u{3099}",
  ]

  static func icuBoundaries(_ text: String) -> [Int] {
    GraphemeSegmenter.withShared { $0.boundaries(of: text) }
  }

  static func randomText(_ random: inout SplitMix64, maximumPieces: Int) -> String {
    let count = Int(random.next() % UInt64(maximumPieces + 1))
    var text = ""
    for _ in 0..<count { text += pieces[Int(random.next() % UInt64(pieces.count))] }
    return text
  }

  /// A random range between two boundaries of `boundaries`.
  static func randomRange(_ random: inout SplitMix64, in boundaries: GraphemeBoundaries) -> UTF16Range {
    let offsets = boundaries.utf16Offsets
    let first = Int(random.next() % UInt64(offsets.count))
    let second = Int(random.next() % UInt64(offsets.count))
    return UTF16Range(offsets[min(first, second)]..<offsets[max(first, second)])
  }

  @Test(
    "examples: single units need no ICU, other edits are segmented around the edit",
    arguments: [
      ("a👍b", UTF16Range(location: 1, length: 2), "x", [0, 1, 2, 3]),
      ("ex", UTF16Range(location: 1, length: 0), "\u{301}", [0, 2, 3]),
      ("\r", UTF16Range(location: 1, length: 0), "\n", [0, 2]),
      ("🇯🇵🇯🇵", UTF16Range(location: 0, length: 0), "\u{1F1EF}", [0, 4, 8, 10]),
      ("🇯🇵🇯🇵", UTF16Range(location: 0, length: 2), "", [0, 4, 6]),
      ("👨👩", UTF16Range(location: 2, length: 0), "\u{200D}", [0, 5]),
      ("か\u{3099}た", UTF16Range(location: 2, length: 1), "", [0, 2]),
      ("かた", UTF16Range(location: 1, length: 0), "\u{3099}", [0, 2, 3]),
    ])
  func examples(text: String, range: UTF16Range, replacement: String, expected: [Int]) {
    let newText = TextField.replacing(range, in: text, with: replacement)
    let updated = GraphemeBoundaries(text).replacing(range, with: replacement, giving: newText)
    #expect(updated.utf16Offsets == expected)
    #expect(updated == GraphemeBoundaries(newText))
  }

  @Test(
    "single units between single units in a mixed text need no ICU; next to a mark or emoji they do",
    arguments: [
      ("今日👍は", 1, "かな", true),  // between 今 and 日
      ("今日👍は", 0, "か", true),  // at the start, before 今
      ("今日👍は", 5, "か", true),  // at the end, after は
      ("今日👍は", 2, "か", false),  // before the emoji
      ("今日👍は", 4, "か", false),  // after the emoji
      ("か\u{3099}👍", 1, "た", false),  // before a combining mark, which joins it
    ])
  func singleUnitsBetweenSingleUnits(text: String, offset: Int, inserted: String, withoutICU: Bool) {
    let range = UTF16Range(location: offset, length: 0)
    let newText = TextField.replacing(range, in: text, with: inserted)
    var boundaries = GraphemeBoundaries(text)
    let segmented = boundaries.replace(
      range, withUTF16Length: inserted.utf16.count, holdingOnlySingleUnitClusters: true,
      window: { start, count in UTF16Window(of: newText, fromUTF16Offset: start, count: count) },
      wholeText: { newText })
    #expect((segmented == 0) == withoutICU)
    #expect(boundaries == GraphemeBoundaries(newText))
  }

  @Test("texts of single units stay single units without ICU, in either representation")
  func singleUnitsStaySingleUnits() {
    let boundaries = GraphemeBoundaries("かな")
    #expect(boundaries.holdsOnlySingleUnitClusters)
    let updated = boundaries.replacing(UTF16Range(location: 1, length: 1), with: "漢字a", giving: "か漢字a")
    #expect(updated.holdsOnlySingleUnitClusters)
    #expect(updated.utf16Offsets == [0, 1, 2, 3, 4])
    let withEmoji = updated.replacing(UTF16Range(location: 4, length: 0), with: "👍", giving: "か漢字a👍")
    #expect(!withEmoji.holdsOnlySingleUnitClusters)
    #expect(withEmoji.utf16Offsets == [0, 1, 2, 3, 4, 6])
  }

  @Test("5,000 random edits of random text give the boundaries ICU gives the whole new text")
  func randomEditsMatchICU() {
    var random = SplitMix64(seed: 29)
    var mismatches: [String] = []
    for _ in 0..<500 {
      var text = Self.randomText(&random, maximumPieces: 12)
      var boundaries = GraphemeBoundaries(text)
      for _ in 0..<10 {
        let range = Self.randomRange(&random, in: boundaries)
        let replacement = Self.randomText(&random, maximumPieces: 3)
        let newText = TextField.replacing(range, in: text, with: replacement)
        let updated = boundaries.replacing(range, with: replacement, giving: newText)
        let expected = Self.icuBoundaries(newText)
        if updated.utf16Offsets != expected || updated.utf16Length != newText.utf16.count {
          mismatches.append(
            "\(text.unicodeScalars.map { String($0.value, radix: 16) }) \(range) "
              + "\(replacement.unicodeScalars.map { String($0.value, radix: 16) }): "
              + "\(updated.utf16Offsets) != \(expected)")
        }
        text = newText
        boundaries = updated
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }

  @Test(
    "400 random edits of texts of hundreds of hard clusters (many boundary chunks, widened ICU windows) match ICU"
  )
  func randomEditsOfLongTextsMatchICU() {
    var random = SplitMix64(seed: 11)
    var mismatches: [String] = []
    for _ in 0..<20 {
      var text = Self.randomText(&random, maximumPieces: 600)
      var boundaries = GraphemeBoundaries(text)
      for _ in 0..<20 {
        let range = Self.randomRange(&random, in: boundaries)
        // Mostly small edits, sometimes a long run of regional indicators or combining marks
        // that makes the first window too short.
        var replacement = Self.randomText(&random, maximumPieces: 3)
        if random.next() % 5 == 0 {
          replacement += String(repeating: random.next() % 2 == 0 ? "\u{1F1EF}" : "\u{301}", count: 40)
        }
        let newText = TextField.replacing(range, in: text, with: replacement)
        let updated = boundaries.replacing(range, with: replacement, giving: newText)
        if updated.utf16Offsets != Self.icuBoundaries(newText) || updated.utf16Length != newText.utf16.count {
          mismatches.append("\(range) in a text of \(text.utf16.count) units")
        }
        text = newText
        boundaries = updated
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }

  @Test("boundary chunks answer like the flat list after random interval replacements")
  func chunksMatchFlatList() {
    var random = SplitMix64(seed: 5)
    var flat = Array(0...500)
    var chunks = BoundaryChunks(flat)
    for _ in 0..<300 {
      let length = flat.last ?? 0
      let lower = flat[Int(random.next() % UInt64(flat.count))]
      let upper = min(length, lower + Int(random.next() % 40))
      let upperBoundary = flat.first { $0 >= upper } ?? length
      let change = Int(random.next() % 30) - 10
      let newUpper = upperBoundary + change
      guard newUpper >= lower else { continue }
      let replacement =
        Array(stride(from: lower, through: newUpper, by: 1 + Int(random.next() % 3))) + [newUpper]
      let unique = Array(Set(replacement)).sorted()
      flat = flat.filter { $0 < lower } + unique + flat.filter { $0 > upperBoundary }.map { $0 + change }
      chunks.replace(lower...upperBoundary, with: unique, lengthChange: change)
      #expect(chunks.offsets == flat)
      #expect(chunks.count == flat.count)
      let probe = Int(random.next() % UInt64(length + 1))
      #expect(chunks.contains(probe) == flat.contains(probe))
      #expect(chunks.first(after: probe) == flat.first { $0 > probe })
      #expect(chunks.last(before: probe) == flat.last { $0 < probe })
    }
  }

  @Test(
    "an edit inside one chunk, at its start, and one that overflows it give the flat list's answer",
    arguments: [
      // Chunks of 64 offsets at first: the second starts at 64.
      (65...66, [65, 66, 67], 1),  // inside the second chunk: edited where it is
      (64...65, [64, 65, 66], 1),  // at its first offset, which stays
      (64...65, [65], 0),  // its first offset goes: rebased by the general path
      (70...70, Array(70...260), 190),  // more than a chunk holds: split
    ])
  func chunkEditCases(interval: ClosedRange<Int>, replacement: [Int], change: Int) {
    let flat = Array(0...500)
    var chunks = BoundaryChunks(flat)
    chunks.replace(interval, with: replacement, lengthChange: change)
    let expected =
      flat.filter { $0 < interval.lowerBound } + replacement
      + flat.filter { $0 > interval.upperBound }.map { $0 + change }
    #expect(chunks.offsets == expected)
    #expect(chunks.count == expected.count)
  }

  @Test("a range off the boundaries falls back to segmenting the whole new text")
  func rangeOffBoundaries() {
    let text = "a\u{301}b"
    let range = UTF16Range(location: 1, length: 0)
    let newText = TextField.replacing(range, in: text, with: "x")
    let updated = GraphemeBoundaries(text).replacing(range, with: "x", giving: newText)
    #expect(newText == "ax\u{301}b")
    #expect(updated.utf16Offsets == [0, 1, 3, 4])
  }
}
