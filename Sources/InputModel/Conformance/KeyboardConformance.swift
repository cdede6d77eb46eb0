/// Two keyboards held to each other: each types the same steps into a bare `TextField` of its
/// own (no bridge, no app), and after every step the two are compared — committed text,
/// marked text, selection, whether a candidate list is open (`KeyboardAspect`). The first
/// step after which they differ is the finding.
///
///     let conformance = KeyboardConformance(
///       keyboard: .romaji, keyboardOptions: ["romaji-style": "desktop"], reference: mozcKind)
///     conformance.compare([.type("kan"), .key(.enter, count: 1)])
///     → .agree(steps: 2)
///     KeyboardConformance(keyboard: .romaji, reference: mozcKind).compare([.type("kan")])
///     → .differ(after step 1 (type "kan") marked text: romaji "[かn|]" / mozc "[かｎ|]")
///
/// Only keyboard steps are replayed (`SessionStep.isKeyboardStep`: `type`, `key`, `flick`,
/// the conversion gestures, `commit`, `cancel`); the app's steps are skipped, since neither
/// field has an app.
public struct KeyboardConformance: Sendable {
  /// The keyboard held to the reference, and the values of its own `use` keys.
  public var keyboard: InputMethodKind
  public var keyboardOptions: [String: String]
  /// The keyboard it is held to (a real IME), and its `use` values.
  public var reference: InputMethodKind
  public var referenceOptions: [String: String]
  /// The dictionary either keyboard converts with, if it uses one.
  public var dictionary: ConversionDictionary

  public init(
    keyboard: InputMethodKind, keyboardOptions: [String: String] = [:], reference: InputMethodKind,
    referenceOptions: [String: String] = [:], dictionary: ConversionDictionary = .embedded
  ) {
    self.keyboard = keyboard
    self.keyboardOptions = keyboardOptions
    self.reference = reference
    self.referenceOptions = referenceOptions
    self.dictionary = dictionary
  }

  /// Replays `steps` on a new keyboard of each kind and returns the first difference.
  ///
  /// - Returns: `.agree` with the number of keyboard steps replayed, `.differ` with the first
  ///   difference, or `.error` when a keyboard's engine cannot start or fails on the way
  ///   (`InputMethodError.engineUnavailable`), which is no difference of behaviour.
  public func compare(_ steps: [SessionStep]) -> KeyboardComparison {
    let mine: KeyboardTypist
    let theirs: KeyboardTypist
    do {
      mine = try KeyboardTypist(keyboard.start(dictionary: dictionary, options: keyboardOptions))
      theirs = try KeyboardTypist(reference.start(dictionary: dictionary, options: referenceOptions))
    } catch {
      return .error(error.description)
    }
    var replayed = 0
    for (index, step) in steps.enumerated() where step.isKeyboardStep {
      replayed += 1
      let composingBefore = mine.isComposing || theirs.isComposing
      let convertingBefore = mine.isConverting || theirs.isConverting
      let ours: KeyboardObservation
      let reference: KeyboardObservation
      do {
        ours = try mine.perform(step)
        reference = try theirs.perform(step)
      } catch {
        return .error(error.description)
      }
      guard let aspect = KeyboardAspect.first(ours, reference) else { continue }
      let inConversion =
        convertingBefore || ours.isConverting || reference.isConverting
        || step.asksForConversion(composing: composingBefore)
      return .differ(
        KeyboardDifference(
          stepIndex: index, step: step, composingBefore: composingBefore, inConversion: inConversion,
          aspect: aspect, keyboard: ours, reference: reference))
    }
    return .agree(steps: replayed)
  }
}

/// How one keyboard comparison ended.
public enum KeyboardComparison: Equatable, Sendable {
  /// Every keyboard step agreed; `steps` were replayed.
  case agree(steps: Int)
  /// The first difference.
  case differ(KeyboardDifference)
  /// A keyboard's engine could not start or failed: the message says why.
  case error(String)

  /// The difference, when there is one.
  public var difference: KeyboardDifference? {
    if case .differ(let difference) = self { return difference }
    return nil
  }
}
