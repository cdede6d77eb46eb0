/// An app `onChange(of: text)` handler that rewrites the binding — the usual trigger of
/// composition breakage (length limits, formatters, filters).
public struct AppTransform: Hashable, Sendable, CustomStringConvertible {
  public enum Kind: Hashable, Sendable {
    /// Keep at most this many grapheme clusters (ICU boundaries).
    case maxLength(Int)
    /// Uppercase ASCII letters (what a code or ticket field does).
    case uppercase
    /// Keep ASCII digits only.
    case digitsOnly
  }

  public var kind: Kind
  /// Write the result on the next main-queue turn (`Task { @MainActor in text = … }`)
  /// instead of inside the handler.
  public var deferred: Bool

  public init(_ kind: Kind, deferred: Bool = false) {
    self.kind = kind
    self.deferred = deferred
  }

  /// The rewritten text, or `nil` when the text already satisfies the transform.
  ///
  ///     maxLength(3):  "あいうえ" → "あいう"
  ///     uppercase:     "abc" → "ABC"
  ///     digitsOnly:    "a1b2" → "12"
  public func apply(to text: String) -> String? {
    let result: String
    switch kind {
    case .maxLength(let limit):
      let boundaries = GraphemeBoundaries(text)
      guard boundaries.clusterCount > limit else { return nil }
      let end = boundaries.utf16Offsets[max(0, limit)]
      result = text.substring(utf16Range: UTF16Range(location: 0, length: end))
    case .uppercase:
      var scalars = String.UnicodeScalarView()
      for scalar in text.unicodeScalars {
        if ("a"..."z").contains(scalar), let upper = Unicode.Scalar(scalar.value - 32) {
          scalars.append(upper)
        } else {
          scalars.append(scalar)
        }
      }
      result = String(scalars)
    case .digitsOnly:
      result = String(String.UnicodeScalarView(text.unicodeScalars.filter { ("0"..."9").contains($0) }))
    }
    return result == text ? nil : result
  }

  public var description: String {
    let name =
      switch kind {
      case .maxLength(let limit): "max-length=\(limit)"
      case .uppercase: "uppercase"
      case .digitsOnly: "digits-only"
      }
    return deferred ? name + " deferred" : name
  }
}
