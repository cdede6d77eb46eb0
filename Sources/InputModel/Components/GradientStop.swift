/// One stop of the fade mask over a scrolling text: at `location` (0 is the leading edge, 1
/// the trailing edge) the text shows with `opacity` (0 hidden, 1 fully shown).
public struct GradientStop: Equatable, Hashable, Sendable, CustomStringConvertible {
  public var location: Double
  public var opacity: Double

  public init(location: Double, opacity: Double) {
    self.location = location
    self.opacity = opacity
  }

  /// `location:opacity`, as in failure messages: `0.9:1.0`.
  public var description: String { "\(location):\(opacity)" }
}
