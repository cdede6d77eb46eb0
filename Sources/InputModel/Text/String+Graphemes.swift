extension String {
  /// Removes the last grapheme cluster, with ICU's boundaries (not Swift's `Character`).
  ///
  ///     "きゃ" → "き",  "か\u{3099}" → "",  "a👨‍👩‍👧" → "a"
  mutating func removeLastGraphemeCluster() {
    let boundaries = GraphemeBoundaries(self)
    guard let start = boundaries.boundary(before: boundaries.utf16Length) else { return }
    let utf16 = self.utf16
    let index = utf16.index(utf16.startIndex, offsetBy: start)
    self = String(self[..<index])
  }

  /// The substring covering a UTF-16 range that lies on scalar boundaries.
  ///
  ///     "わた".substring(utf16Range: {1, 1}) → "た"
  func substring(utf16Range range: UTF16Range) -> String {
    let utf16 = self.utf16
    let start = utf16.index(utf16.startIndex, offsetBy: range.location)
    let end = utf16.index(start, offsetBy: range.length)
    return String(utf16[start..<end]) ?? String(decoding: Array(utf16[start..<end]), as: UTF16.self)
  }
}
