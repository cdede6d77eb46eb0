/// A class of differences between two keyboards: what differs, the kind of step after which
/// it first does, whether a reading was marked before it, and whether it happened inside a
/// conversion. A fuzz campaign shrinks one sequence per class and counts the others.
///
///     .markedText, type, composing, not in conversion
///     → "marked text after type during composition"
///     → file stem "mozc-marked-text-type-composing"
public struct KeyboardDifferenceClass: Hashable, Sendable, CustomStringConvertible {
  public var aspect: KeyboardAspect
  /// `SessionStep.fuzzKind` of the step (`type`, `key-left`, `convert`, …).
  public var stepKind: String
  public var composingBefore: Bool
  /// Inside a conversion (see `KeyboardDifference.inConversion`): the converters differ there,
  /// not the typing rules.
  public var inConversion: Bool

  public init(aspect: KeyboardAspect, stepKind: String, composingBefore: Bool, inConversion: Bool) {
    self.aspect = aspect
    self.stepKind = stepKind
    self.composingBefore = composingBefore
    self.inConversion = inConversion
  }

  /// `marked text after key-left during composition`, `commit after key-enter in conversion`.
  public var description: String {
    "\(aspect.rawValue) after \(stepKind)"
      + (inConversion ? " in conversion" : composingBefore ? " during composition" : " with nothing marked")
  }

  /// A file name stem of lowercase ASCII letters, digits and hyphens, after `prefix` (the
  /// reference keyboard's name).
  ///
  ///     fileStem(prefix: "mozc")  →  "mozc-marked-text-key-left-composing"
  public func fileStem(prefix: String) -> String {
    let state = inConversion ? "conversion" : composingBefore ? "composing" : "idle"
    var stem = ""
    for scalar in [prefix, aspect.rawValue, stepKind, state].joined(separator: "-").lowercased()
      .unicodeScalars
    {
      if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
        stem.unicodeScalars.append(scalar)
      } else if !stem.isEmpty && !stem.hasSuffix("-") {
        stem += "-"
      }
    }
    while stem.hasSuffix("-") { stem.removeLast() }
    return stem
  }
}
