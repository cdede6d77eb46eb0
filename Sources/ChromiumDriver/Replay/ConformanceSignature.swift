import InputModel

/// A class of disagreements between the model and Chromium: the page (bridge and transform),
/// the kind of step after which they first differ, whether the model was composing before it,
/// and what differs. `conform --fuzz` shrinks one sequence per class and counts the others.
///
///     naive, max-length, set, composing, field
///     → "naive+max-length: field after set during composition"
///     → conform-naive-max-length-field-set-composing
public struct ConformanceSignature: Hashable, Sendable, CustomStringConvertible {
  public var bridge: String
  /// The transform's kind (`max-length`, `uppercase`, …), without its limit; `nil` without one.
  public var transform: String?
  /// `SessionStep.fuzzKind` of the step after which the two sides first differ.
  public var stepKind: String
  public var duringComposition: Bool
  /// `field`, `binding` or `onchange`.
  public var what: String

  public init(bridge: String, transform: String?, stepKind: String, duringComposition: Bool, what: String) {
    self.bridge = bridge
    self.transform = transform
    self.stepKind = stepKind
    self.duringComposition = duringComposition
    self.what = what
  }

  /// The class of `disagreement` in `scenario`.
  public init(_ disagreement: ConformanceDisagreement, in scenario: Scenario) {
    let transform = scenario.transforms.first.map { transform in
      let words = ScenarioWriter.words(of: transform)
      let kind = String(words.prefix { $0 != "=" && $0 != " " })
      return transform.deferred ? kind + "-deferred" : kind
    }
    self.init(
      bridge: scenario.settings.bridge.rawValue, transform: transform, stepKind: disagreement.step.fuzzKind,
      duringComposition: disagreement.composingBefore, what: disagreement.what)
  }

  public var description: String {
    let page = bridge + (transform.map { "+" + $0 } ?? "")
    return "\(page): \(what) after \(stepKind)" + (duringComposition ? " during composition" : "")
  }

  /// A file name stem of lowercase ASCII letters, digits and hyphens.
  ///
  ///     conform-controlled-late-field-key-tab
  public var fileStem: String {
    let parts = ["conform", bridge, transform ?? "", what, stepKind, duringComposition ? "composing" : ""]
    var stem = ""
    for scalar in parts.filter({ !$0.isEmpty }).joined(separator: "-").lowercased().unicodeScalars {
      if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
        stem.unicodeScalars.append(scalar)
      } else if !stem.hasSuffix("-") {
        stem += "-"
      }
    }
    while stem.hasSuffix("-") { stem.removeLast() }
    return stem
  }
}
