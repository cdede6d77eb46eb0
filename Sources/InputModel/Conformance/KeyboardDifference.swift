/// The first step after which two keyboards, each typing into a field of its own, show
/// something different, and what differs.
///
///     steps [type "ka", type "n"]:  stepIndex 1, aspect .markedText,
///       keyboard "[かn|]", reference "[かｎ|]"
///     → "after step 2 (type \"n\") marked text: romaji \"[かn|]\" / mozc \"[かｎ|]\""
public struct KeyboardDifference: Equatable, Sendable {
  /// The step's 0-based index in the compared list.
  public var stepIndex: Int
  public var step: SessionStep
  /// Whether either keyboard had marked text before the step.
  public var composingBefore: Bool
  /// Whether the step was part of a conversion: a candidate list was open on either side
  /// before or after it, or the step asks for one (`convert`, a candidate gesture, Space on
  /// a reading). Such differences are the converters', outside the keyboards' typing rules.
  public var inConversion: Bool
  /// The first aspect that differs.
  public var aspect: KeyboardAspect
  /// What each keyboard shows after the step.
  public var keyboard: KeyboardObservation
  public var reference: KeyboardObservation

  public init(
    stepIndex: Int, step: SessionStep, composingBefore: Bool, inConversion: Bool, aspect: KeyboardAspect,
    keyboard: KeyboardObservation, reference: KeyboardObservation
  ) {
    self.stepIndex = stepIndex
    self.step = step
    self.composingBefore = composingBefore
    self.inConversion = inConversion
    self.aspect = aspect
    self.keyboard = keyboard
    self.reference = reference
  }

  /// Its class: what a fuzz campaign counts and shrinks once.
  public var differenceClass: KeyboardDifferenceClass {
    KeyboardDifferenceClass(
      aspect: aspect, stepKind: step.fuzzKind, composingBefore: composingBefore, inConversion: inConversion)
  }

  /// One line, each side named: the keyboard's first.
  ///
  ///     after step 2 (type "n") marked text: romaji "[かn|]" / mozc "[かｎ|]"
  public func line(keyboardName: String, referenceName: String) -> String {
    "after step \(stepIndex + 1) (\(step)) \(aspect.rawValue): "
      + "\(keyboardName) \(aspect.shown(keyboard)) / \(referenceName) \(aspect.shown(reference))"
  }
}
