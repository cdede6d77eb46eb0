/// Where a one-line scrolling text stands against its view, which decides which edges fade
/// (scenario: `expect viewport fit|start|between|end`).
public enum ScrollClassification: String, Equatable, Hashable, Sendable, CaseIterable {
  /// The whole text fits (within the tolerance): no fade.
  case fit
  /// Scrolled to the leading edge: the trailing edge is clipped and fades.
  case start
  /// Scrolled to somewhere in the middle: both edges fade.
  case between
  /// Scrolled to the trailing edge: the leading edge is clipped and fades.
  case end

  /// The fade mask for this class. The values are ours (the seed's are not known): a fade
  /// over the outer tenth of the view on each clipped edge.
  ///
  ///     fit     → []
  ///     start   → 0.0:1  0.9:1  1.0:0
  ///     end     → 0.0:0  0.1:1  1.0:1
  ///     between → 0.0:0  0.1:1  0.9:1  1.0:0
  public var gradientStops: [GradientStop] {
    switch self {
    case .fit:
      []
    case .start:
      [.init(location: 0, opacity: 1), .init(location: 0.9, opacity: 1), .init(location: 1, opacity: 0)]
    case .end:
      [.init(location: 0, opacity: 0), .init(location: 0.1, opacity: 1), .init(location: 1, opacity: 1)]
    case .between:
      [
        .init(location: 0, opacity: 0), .init(location: 0.1, opacity: 1), .init(location: 0.9, opacity: 1),
        .init(location: 1, opacity: 0),
      ]
    }
  }
}
