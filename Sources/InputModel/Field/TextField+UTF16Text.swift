/// Slicing and splicing a `String` by UTF-16 offsets. Callers pass ranges already checked to
/// lie on grapheme boundaries, hence on scalar boundaries, so the indices are exact.
extension TextField {
  /// The text of `range`.
  ///
  ///     slice({1, 2}, of: "a👍b") == "👍"
  static func slice(_ range: UTF16Range, of text: String) -> String {
    let (start, end) = indices(of: range, in: text)
    return String(text[start..<end])
  }

  /// `text` with `range` replaced by `replacement`.
  ///
  ///     replacing({1, 2}, in: "a👍b", with: "x") == "axb"
  static func replacing(_ range: UTF16Range, in text: String, with replacement: String) -> String {
    let (start, end) = indices(of: range, in: text)
    // Built by appending the three parts to a string of the final capacity: the same bytes as
    // `replaceSubrange` on a copy, which reallocates and checks more on the way. Up to 15
    // bytes a string is stored inline, and reserving would put it on the heap.
    let utf8 = text.utf8
    let byteCount = utf8.count - utf8.distance(from: start, to: end) + replacement.utf8.count
    var result = ""
    if byteCount > 15 { result.reserveCapacity(byteCount) }
    result.append(contentsOf: text[..<start])
    result.append(replacement)
    result.append(contentsOf: text[end...])
    return result
  }

  private static func indices(of range: UTF16Range, in text: String) -> (String.Index, String.Index) {
    if let indices = text.scalarIndices(ofUTF16Range: range) {
      return (indices.lowerBound, indices.upperBound)
    }
    let utf16 = text.utf16
    let lower = min(max(0, range.location), utf16.count)
    let upper = min(max(lower, range.upperBound), utf16.count)
    let start = utf16.index(utf16.startIndex, offsetBy: lower)
    let end = utf16.index(start, offsetBy: upper - lower)
    return (start, end)
  }
}
