import Foundation
import Testing

@testable import InputModel

@Suite("Grapheme boundaries (ICU)")
struct GraphemeBoundariesTests {
  static let conformancePath = "/usr/share/unicode/auxiliary/GraphemeBreakTest.txt"

  /// One line of GraphemeBreakTest.txt: the code points and the expected boundaries.
  struct ConformanceCase: CustomTestStringConvertible {
    var lineNumber: Int
    var line: String
    var text: String
    var expectedUTF16Boundaries: [Int]
    var testDescription: String { "line \(lineNumber): \(line)" }
  }

  /// Reads every test line; a missing file is a failure naming the package to install.
  static func conformanceCases() -> [ConformanceCase] {
    guard let content = try? String(contentsOfFile: conformancePath, encoding: .utf8) else {
      return []
    }
    var cases: [ConformanceCase] = []
    for (index, rawLine) in content.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line =
        rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first
        .map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
      if line.isEmpty { continue }
      var text = String.UnicodeScalarView()
      var offset = 0
      var boundaries: [Int] = []
      for token in line.split(separator: " ") {
        switch token {
        case "÷": boundaries.append(offset)
        case "×": break
        default:
          guard let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) else { continue }
          text.append(scalar)
          offset += scalar.utf16.count
        }
      }
      cases.append(
        ConformanceCase(
          lineNumber: index + 1, line: line, text: String(text), expectedUTF16Boundaries: boundaries))
    }
    return cases
  }

  @Test("GraphemeBreakTest.txt is installed and has its 602 test lines (Debian package unicode-data)")
  func conformanceFilePresent() {
    let cases = Self.conformanceCases()
    #expect(
      FileManager.default.fileExists(atPath: Self.conformancePath),
      "\(Self.conformancePath) is missing: install it with 'apt-get install unicode-data' (the test command does this)"
    )
    #expect(cases.count == 602)
  }

  @Test("every line of Unicode's GraphemeBreakTest.txt passes", arguments: conformanceCases())
  func conformance(_ testCase: ConformanceCase) {
    #expect(GraphemeBoundaries(testCase.text).utf16Offsets == testCase.expectedUTF16Boundaries)
  }

  @Test(
    "boundaries of Japanese, emoji and combining sequences",
    arguments: [
      ("", [0]),
      ("かな", [0, 1, 2]),
      ("か\u{3099}", [0, 2]),
      ("ｶﾞ", [0, 2]),
      ("👍", [0, 2]),
      ("👨‍👩‍👧", [0, 8]),
      ("🇯🇵🇺🇸", [0, 4, 8]),
      ("e\u{301}x", [0, 2, 3]),
      ("\r\n", [0, 2]),
    ])
  func examples(text: String, expected: [Int]) {
    #expect(GraphemeBoundaries(text).utf16Offsets == expected)
  }

  @Test("isBoundary, boundary(before:) and boundary(after:) walk whole clusters")
  func navigation() {
    let boundaries = GraphemeBoundaries("か\u{3099}👍た")  // clusters at 0, 2, 4, 5
    #expect(boundaries.utf16Offsets == [0, 2, 4, 5])
    #expect(boundaries.isBoundary(0))
    #expect(!boundaries.isBoundary(1))
    #expect(!boundaries.isBoundary(3))
    #expect(boundaries.isBoundary(5))
    #expect(!boundaries.isBoundary(6))
    #expect(boundaries.boundary(after: 0) == 2)
    #expect(boundaries.boundary(after: 1) == 2)
    #expect(boundaries.boundary(after: 5) == nil)
    #expect(boundaries.boundary(before: 5) == 4)
    #expect(boundaries.boundary(before: 3) == 2)
    #expect(boundaries.boundary(before: 0) == nil)
    #expect(boundaries.clusterCount == 3)
    #expect(boundaries.utf16Length == 5)
    #expect(boundaries.clusterRanges == [UTF16Range(0..<2), UTF16Range(2..<4), UTF16Range(4..<5)])
  }

  @Test("a text longer than the reusable buffer is segmented whole")
  func longText() {
    let text = String(repeating: "か\u{3099}", count: 500)
    let boundaries = GraphemeBoundaries(text)
    #expect(boundaries.clusterCount == 500)
    #expect(boundaries.utf16Length == 1000)
  }

  @Test("the single-unit shortcut gives ICU's boundaries on random mixed text")
  func shortcutMatchesICU() {
    var random = SplitMix64(seed: 17)
    var mismatches: [String] = []
    for _ in 0..<3000 {
      let text = GraphemeBoundariesEditingTests.randomText(&random, maximumPieces: 8)
      let icu = GraphemeBoundariesEditingTests.icuBoundaries(text)
      if GraphemeBoundaries(text).utf16Offsets != icu {
        mismatches.append("\(text.unicodeScalars.map { String($0.value, radix: 16) })")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }

  @Test(
    "both representations answer every query alike, off the ends included",
    arguments: ["", "a", "かなｶﾅ", "漢字abc"])
  func representationsAgree(text: String) {
    let shortcut = GraphemeBoundaries(text)
    let explicit = GraphemeBoundaries(utf16Offsets: GraphemeBoundariesEditingTests.icuBoundaries(text))
    #expect(shortcut.holdsOnlySingleUnitClusters)
    #expect(!explicit.holdsOnlySingleUnitClusters)
    #expect(shortcut == explicit)
    #expect(shortcut.utf16Offsets == explicit.utf16Offsets)
    #expect(shortcut.utf16Length == explicit.utf16Length)
    #expect(shortcut.clusterCount == explicit.clusterCount)
    #expect(shortcut.clusterRanges == explicit.clusterRanges)
    for offset in -2...(text.utf16.count + 2) {
      #expect(shortcut.isBoundary(offset) == explicit.isBoundary(offset), "isBoundary(\(offset))")
      #expect(shortcut.boundary(after: offset) == explicit.boundary(after: offset), "after \(offset)")
      #expect(shortcut.boundary(before: offset) == explicit.boundary(before: offset), "before \(offset)")
    }
  }
}
