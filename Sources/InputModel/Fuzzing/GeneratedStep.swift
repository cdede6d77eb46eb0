/// A step the generator drew, with the number of keystrokes it delivers.
public struct GeneratedStep: Hashable, Sendable {
  public var step: SessionStep
  /// Keys and gestures that reach the keyboard: one per typed grapheme cluster, per key
  /// repeat, per flick and per conversion gesture; 0 for app writes, focus changes and ticks.
  public var keystrokes: Int

  public init(_ step: SessionStep, keystrokes: Int) {
    self.step = step
    self.keystrokes = keystrokes
  }
}
