#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension String {
  /// True when both strings hold the same UTF-8 bytes: stricter than `==`, which compares by
  /// canonical equivalence ("é" == "e\u{301}"), for states that must match offset for offset.
  ///
  ///     "é".hasSameUTF8(as: "é")         // true
  ///     "é".hasSameUTF8(as: "e\u{301}")  // false, though "é" == "e\u{301}"
  ///
  /// - Complexity: O(1) when both share their storage or differ in length, else one `memcmp`
  ///   of the UTF-8 length.
  func hasSameUTF8(as other: String) -> Bool {
    let same = utf8.withContiguousStorageIfAvailable { bytes in
      other.utf8.withContiguousStorageIfAvailable { otherBytes in
        Self.hasSameBytes(bytes, otherBytes)
      }
    }
    if let same = same ?? nil { return same }
    return utf8.elementsEqual(other.utf8)
  }

  /// True when both strings are the same stored bytes right now (one buffer): then they are
  /// equal without reading them. `false` says nothing.
  ///
  ///     let a = "今日は"; let b = a
  ///     a.sharesStorage(with: b)   // true
  func sharesStorage(with other: String) -> Bool {
    let same = utf8.withContiguousStorageIfAvailable { bytes in
      other.utf8.withContiguousStorageIfAvailable { otherBytes in
        bytes.count == otherBytes.count && bytes.baseAddress == otherBytes.baseAddress
      }
    }
    return (same ?? nil) ?? false
  }

  private static func hasSameBytes(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    guard lhs.count == rhs.count else { return false }
    guard let left = lhs.baseAddress, let right = rhs.baseAddress, left != right else { return true }
    TextWork.current?.bytesCompared += lhs.count
    return memcmp(left, right, lhs.count) == 0
  }
}
