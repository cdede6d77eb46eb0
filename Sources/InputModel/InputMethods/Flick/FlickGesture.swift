/// The finger movements that type one kana on a flick keyboard: a flick (or tap) on a key,
/// then zero or more taps on the modifier key.
///
///     "ぬ" → な key, up
///     "が" → か key, center, then 1 modifier tap       (か → が)
///     "ぱ" → は key, center, then 2 modifier taps      (は → ば → ぱ)
///     "っ" → た key, up, then 1 modifier tap           (つ → っ)
public struct FlickGesture: Hashable, Sendable, CustomStringConvertible {
  /// The key flicked or tapped first.
  public var key: FlickKey
  /// The direction of that flick.
  public var direction: FlickDirection
  /// Taps on the modifier key after it.
  public var modifierTaps: Int

  public init(key: FlickKey, direction: FlickDirection, modifierTaps: Int = 0) {
    self.key = key
    self.direction = direction
    self.modifierTaps = modifierTaps
  }

  /// `"か center + 1 modifier tap"`, `"な up"`.
  public var description: String {
    let flick = "\(key.rawValue) \(direction.rawValue)"
    switch modifierTaps {
    case 0: return flick
    case 1: return flick + " + 1 modifier tap"
    default: return flick + " + \(modifierTaps) modifier taps"
    }
  }
}
