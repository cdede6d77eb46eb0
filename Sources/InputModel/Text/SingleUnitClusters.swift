/// The scalars that are one UTF-16 unit and always a grapheme cluster of their own, whatever
/// surrounds them: their Grapheme_Cluster_Break is Other, Control or LF, so no rule of UAX #29
/// joins them to a neighbour that is also listed here. CR is left out (CR LF is one cluster).
///
/// In a text made only of these scalars every UTF-16 offset is a grapheme boundary, so its
/// boundaries need no ICU — and that is most of what keyboards type: ASCII, Latin-1, kana,
/// kanji, full-width forms.
///
///     utf16Length(ifOnlySingleUnitClusters: "かなｶﾅabc")   // 7
///     utf16Length(ifOnlySingleUnitClusters: "か\u{3099}")  // nil (U+3099 joins the か before it)
///     utf16Length(ifOnlySingleUnitClusters: "👍")          // nil (two UTF-16 units)
///
/// They are also in NFC and have canonical combining class 0, so a text made only of them is
/// in NFC: two such texts are equal as Swift strings (canonically equivalent) exactly when
/// they are the same scalars.
///
/// Tests check every scalar listed here against ICU's segmentation and against Unicode's
/// NFC_QC property (`SingleUnitClustersTests`).
enum SingleUnitClusters {
  /// The listed scalars, by Unicode block (or the part of a block that qualifies).
  static let ranges: [ClosedRange<UInt32>] = [
    0x0000...0x000C,  // C0 controls before CR
    0x000E...0x02FF,  // the rest of C0, ASCII, Latin-1, Latin Extended-A/B, IPA, modifier letters
    0x2010...0x2027,  // dashes, quotation marks, bullets, ellipsis (before the line separators)
    0x3000...0x3029,  // CJK symbols and punctuation, up to the tone marks U+302A–U+302F (Extend)
    0x3030...0x303F,  // the rest of CJK symbols and punctuation
    0x3041...0x3096,  // hiragana (the combining sound marks U+3099/U+309A are Extend)
    0x309B...0x30FF,  // the spacing sound marks ゛゜, ゝゞゟ, katakana
    0x3400...0x4DBF,  // CJK unified ideographs extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xFF01...0xFF9D,  // full-width ASCII, half-width punctuation and katakana (U+FF9E/U+FF9F extend)
  ]

  /// `ranges` as one bit per BMP code point, so a scalar is checked with one load.
  private static let bitmap: [UInt64] = {
    var words = [UInt64](repeating: 0, count: 0x10000 / 64)
    for range in ranges {
      for value in range { words[Int(value >> 6)] |= 1 << UInt64(value & 63) }
    }
    return words
  }()

  /// True for a scalar listed in `ranges`.
  static func contains(_ scalar: Unicode.Scalar) -> Bool {
    contains(scalar.value, in: bitmap)
  }

  @inline(__always)
  private static func contains(_ value: UInt32, in bitmap: [UInt64]) -> Bool {
    value < 0x10000 && bitmap[Int(value >> 6)] & (1 << UInt64(value & 63)) != 0
  }

  /// The scalar of a text that is exactly one listed scalar, else `nil`.
  ///
  ///     onlyScalar(of: "が") == "が",  onlyScalar(of: "か\u{3099}") == nil,  onlyScalar(of: "ab") == nil
  static func onlyScalar(of text: String) -> Unicode.Scalar? {
    var scalars = text.unicodeScalars.makeIterator()
    guard let scalar = scalars.next(), scalars.next() == nil, contains(scalar) else { return nil }
    return scalar
  }

  /// The UTF-16 length of `text` when every scalar of it is listed, else `nil`.
  ///
  /// - Complexity: O(*n*) in the UTF-8 length, no allocation.
  static func utf16Length(ifOnlySingleUnitClusters text: String) -> Int? {
    let bitmap = self.bitmap
    let fast = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      var count = 0
      var index = 0
      let end = bytes.count
      while index < end {
        let lead = UInt32(bytes[index])
        let value: UInt32
        if lead < 0x80 {
          value = lead
          index += 1
        } else if lead < 0xE0 {
          guard index + 1 < end else { return nil }
          value = (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
          index += 2
        } else if lead < 0xF0 {
          guard index + 2 < end else { return nil }
          value =
            (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
          index += 3
        } else {
          return nil  // four bytes: outside the BMP, two UTF-16 units
        }
        guard contains(value, in: bitmap) else { return nil }
        count += 1
      }
      return count
    }
    if let fast { return fast }
    var count = 0
    for scalar in text.unicodeScalars {
      guard contains(scalar.value, in: bitmap) else { return nil }
      count += 1
    }
    return count
  }
}
