/// Where a field's text departs from the text the person meant: the Unicode scalars each has
/// between the longest common start and the longest common end. `lost-input` reports a
/// difference once; typing on around it keeps it the same.
///
///     intended "わた",   actual "た"    →  intended "わ", actual ""
///     intended "わたし", actual "たし"  →  the same difference: not reported again
///     intended "み",     actual "mい"   →  intended "み", actual "mい"
struct TextDifference: Equatable, Sendable {
  /// What happened to the person's text there; the first word of a `lost-input` message and
  /// the fuzzer's mechanism for it.
  enum Kind: String, Sendable, CaseIterable {
    /// Text the keys typed is missing (わた → た).
    case dropped
    /// Text the keys did not type is there too (わた → わわた).
    case added
    /// Other text stands in its place (み → mい).
    case changed
  }

  /// The scalars only the intended text has there.
  var intended: [Unicode.Scalar]
  /// The scalars only the field's text has there.
  var actual: [Unicode.Scalar]

  /// `nil` when the two texts are equal.
  init?(intended intendedText: String, actual actualText: String) {
    let left = Array(intendedText.unicodeScalars)
    let right = Array(actualText.unicodeScalars)
    if left == right { return nil }
    let shorter = min(left.count, right.count)
    var prefix = 0
    while prefix < shorter && left[prefix] == right[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix && left[left.count - 1 - suffix] == right[right.count - 1 - suffix] {
      suffix += 1
    }
    intended = Array(left[prefix..<(left.count - suffix)])
    actual = Array(right[prefix..<(right.count - suffix)])
  }

  var kind: Kind {
    if actual.isEmpty { return .dropped }
    if intended.isEmpty { return .added }
    return .changed
  }
}

extension TextDifference {
  /// The sentence of a `lost-input` violation for this difference between the field's text
  /// and the text the keys give with no app in the loop.
  ///
  ///     dropped: the field shows "た" but the keys typed, with no app in the loop, give "わた"
  func lossSentence(fieldText: String, intendedText: String) -> String {
    "\(kind.rawValue): the field shows \(Quoting.quoted(fieldText)) but the keys typed, with no app in the loop, give \(Quoting.quoted(intendedText))"
  }
}
