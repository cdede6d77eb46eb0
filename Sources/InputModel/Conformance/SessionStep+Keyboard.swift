/// Which steps a keyboard comparison replays, and as which keyboard actions.
extension SessionStep {
  /// True for the steps a person makes on the keyboard: `type`, `key`, `flick` and the
  /// keyboard's actions (`convert`, candidate gestures, `commit`, `cancel`). The app's steps
  /// (`set`, `tick`, `render`, focus, components) are not.
  public var isKeyboardStep: Bool {
    switch self {
    case .type, .key, .flick, .action: true
    default: false
    }
  }

  /// The keyboard actions the step delivers, in order, as a session delivers them: one per
  /// grapheme cluster of a `type`, `count` of a `key`; none for an app step.
  ///
  ///     type "kya"       →  [.key(.typed("k")), .key(.typed("y")), .key(.typed("a"))]
  ///     key left x2      →  [.key(.named(.left)), .key(.named(.left))]
  public var keyboardActions: [InputAction] {
    switch self {
    case .type(let text):
      GraphemeBoundaries(text).clusterRanges.map { .key(.typed(text.substring(utf16Range: $0))) }
    case .key(let key, let count):
      Array(repeating: .key(.named(key)), count: max(0, count))
    case .flick(let kana):
      [.key(.typed(kana))]
    case .action(let action):
      [action]
    default:
      []
    }
  }

  /// True when the step asks for a conversion: a conversion gesture, or Space (`key space`,
  /// `type " "`) on a marked reading.
  ///
  ///     convert → true     key space, composing → true     key space, nothing marked → false
  func asksForConversion(composing: Bool) -> Bool {
    switch self {
    case .action(.convert), .action(.nextCandidate), .action(.previousCandidate), .action(.selectCandidate),
      .action(.selectWord):
      true
    case .key(.space, _), .action(.key(.named(.space))):
      composing
    case .type(let text):
      composing && text.contains(" ")
    default:
      false
    }
  }
}
