import Foundation
import Testing

@testable import InputModel

@Suite("SingleUnitClusters: scalars that are always a cluster of their own")
struct SingleUnitClustersTests {
  /// ICU's boundaries, without the single-unit shortcut.
  static func icuBoundaries(_ text: String) -> [Int] {
    GraphemeSegmenter.withShared { $0.boundaries(of: text) }
  }

  /// Neighbours that a scalar of another break class would join: an Extend, ZWJ or
  /// SpacingMark joins "a" before it, a Prepend joins "a" after it, Hangul jamo join their
  /// own kinds, a regional indicator joins another, CR joins the LF after it. (LF is listed
  /// and a CR before it joins it, but CR is not listed, so a text of listed scalars has none.)
  static let probes: [(before: String, after: String)] = [
    ("a", ""), ("", "a"), ("", "\u{1100}"), ("", "\u{1161}"), ("", "\u{11A8}"),
    ("", "\u{1F1EF}"), ("", "\n"),
  ]

  @Test("every listed scalar is one UTF-16 unit and ICU breaks on both sides of it, whatever its neighbour")
  func everyListedScalarStandsAlone() {
    var failures: [String] = []
    for range in SingleUnitClusters.ranges {
      for value in range {
        guard let scalar = Unicode.Scalar(value) else {
          failures.append("U+\(String(value, radix: 16)) is not a scalar")
          continue
        }
        if scalar.utf16.count != 1 { failures.append("U+\(String(value, radix: 16)) is not one unit") }
        for probe in Self.probes {
          let text = probe.before + String(scalar) + probe.after
          let expected = Array(0...text.utf16.count).filter { offset in
            // A probe of two units (the regional indicator) has no boundary inside itself.
            !(probe.after == "\u{1F1EF}" && offset == text.utf16.count - 1)
          }
          if Self.icuBoundaries(text) != expected {
            failures.append("U+\(String(value, radix: 16)) with \(probe)")
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(20))")
  }

  @Test("CR is left out, as CR LF is one cluster")
  func carriageReturnIsLeftOut() {
    #expect(!SingleUnitClusters.contains("\r"))
    #expect(Self.icuBoundaries("\r\n") == [0, 2])
  }

  @Test(
    "a text of listed scalars gives its UTF-16 length, any other text nil",
    arguments: [
      ("", 0 as Int?),
      ("abc", 3),
      ("かなｶﾅabc", 7),
      ("漢字、カタカナ。ＡＢＣ", 11),
      ("é\n\tÿ", 4),
      ("か\u{3099}", nil),
      ("ｶﾞ", nil),
      ("👍", nil),
      ("a\r\nb", nil),
      ("e\u{301}", nil),
      ("한", nil),
      ("\u{200D}", nil),
    ])
  func lengths(text: String, expected: Int?) {
    #expect(SingleUnitClusters.utf16Length(ifOnlySingleUnitClusters: text) == expected)
  }

  static let normalizationPropertiesPath = "/usr/share/unicode/DerivedNormalizationProps.txt"

  /// The code points whose NFC_QC is No or Maybe, from Unicode's DerivedNormalizationProps.txt.
  static func codePointsNotQuickCheckNFC() -> [ClosedRange<UInt32>] {
    guard let content = try? String(contentsOfFile: normalizationPropertiesPath, encoding: .utf8) else {
      return []
    }
    var ranges: [ClosedRange<UInt32>] = []
    for line in content.split(separator: "\n") where line.contains("; NFC_QC; ") {
      let fields = line.split(separator: "#")[0].split(separator: ";").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard fields.count == 3, fields[2] == "N" || fields[2] == "M" else { continue }
      let bounds = fields[0].split(separator: ".").compactMap { UInt32($0, radix: 16) }
      guard let lower = bounds.first, let upper = bounds.last else { continue }
      ranges.append(lower...upper)
    }
    return ranges
  }

  @Test("every listed scalar is NFC on its own and next to any other (NFC_QC Yes, combining class 0)")
  func listedScalarsAreNFC() {
    let notNFC = Self.codePointsNotQuickCheckNFC()
    // DerivedNormalizationProps.txt (Unicode 15) lists 117 No and Maybe ranges.
    #expect(notNFC.count > 100, "\(Self.normalizationPropertiesPath) is missing or unreadable")
    for range in SingleUnitClusters.ranges {
      #expect(!notNFC.contains { $0.overlaps(range) }, "\(range)")
      for value in range {
        guard let scalar = Unicode.Scalar(value) else { continue }
        if scalar.properties.canonicalCombiningClass != .notReordered {
          Issue.record("U+\(String(value, radix: 16)) has a combining class")
        }
      }
    }
  }

  @Test(
    "onlyScalar gives the scalar of a text that is one listed scalar",
    arguments: [
      ("が", "が" as Unicode.Scalar?), ("a", "a"), ("か\u{3099}", nil), ("ab", nil), ("", nil), ("\r", nil),
    ])
  func onlyScalar(text: String, expected: Unicode.Scalar?) {
    #expect(SingleUnitClusters.onlyScalar(of: text) == expected)
  }
}
