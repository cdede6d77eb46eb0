/// Where a one-line scrolling text stands against its view, which decides which edges fade
/// (scenario: `expect viewport fit|start|between|end`).
public enum ScrollClassification: String, Equatable, Hashable, Sendable, CaseIterable {
  /// The whole text fits in the view: no fade.
  case fit
  /// Scrolled to the leading edge: the trailing edge is clipped and fades.
  case start
  /// Scrolled to somewhere in the middle: both edges fade.
  case between
  /// Scrolled to the trailing edge: the leading edge is clipped and fades.
  case end

  /// The fade mask for this class, the seed's stops (seed 002, `ScrollPlace.stops`: black is
  /// opacity 1, clear 0): each clipped edge fades over the outer fifth of the view.
  ///
  ///     fit     → []
  ///     start   → 0.0:1  0.8:1  1.0:0
  ///     end     → 0.0:0  0.2:1  1.0:1
  ///     between → 0.0:0  0.2:1  0.8:1  1.0:0
  public var gradientStops: [GradientStop] {
    switch self {
    case .fit:
      []
    case .start:
      [.init(location: 0, opacity: 1), .init(location: 0.8, opacity: 1), .init(location: 1, opacity: 0)]
    case .end:
      [.init(location: 0, opacity: 0), .init(location: 0.2, opacity: 1), .init(location: 1, opacity: 1)]
    case .between:
      [
        .init(location: 0, opacity: 0), .init(location: 0.2, opacity: 1), .init(location: 0.8, opacity: 1),
        .init(location: 1, opacity: 0),
      ]
    }
  }
}
