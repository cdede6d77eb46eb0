extension String {
  /// True when both strings hold the same UTF-8 bytes: stricter than `==`, which compares by
  /// canonical equivalence ("é" == "e\u{301}"), for states that must match offset for offset.
  ///
  ///     "é".hasSameUTF8(as: "é")         // true
  ///     "é".hasSameUTF8(as: "e\u{301}")  // false, though "é" == "e\u{301}"
  ///
  /// - Complexity: O(1) when both share their storage, else O(*n*) in the UTF-8 length.
  func hasSameUTF8(as other: String) -> Bool {
    let same = utf8.withContiguousStorageIfAvailable { bytes in
      other.utf8.withContiguousStorageIfAvailable { otherBytes in
        bytes.count == otherBytes.count
          && (bytes.baseAddress == otherBytes.baseAddress || bytes.elementsEqual(otherBytes))
      }
    }
    if let same = same ?? nil { return same }
    return utf8.elementsEqual(other.utf8)
  }
}
