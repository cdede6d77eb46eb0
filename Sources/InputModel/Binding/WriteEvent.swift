/// One write to a state, with who made it and when, for the trace.
///
///     "" write("わ", origin: .bridge("native")) outside a frame →
///     WriteEvent(stateName: "text", value: "わ", origin: .bridge("native"), isChange: true,
///                frame: 1, pass: 0, phase: .external)
public struct WriteEvent: Equatable, Sendable, CustomStringConvertible {
  /// The state's name (`makeState(_:name:)`).
  public var stateName: String
  /// The written value as text: the value itself for a `String` state, else
  /// `String(describing:)`.
  public var value: String
  public var origin: WriteOrigin
  /// False when the value equalled the current one: such a write changes nothing and schedules
  /// no render (SwiftUI skips updates for equal `Equatable` values).
  public var isChange: Bool
  /// The frame running, or, between frames, the next frame (the one that renders the write).
  public var frame: Int
  /// The 1-based pass running, or 0 between frames.
  public var pass: Int
  /// What the store was doing when the write came.
  public var phase: StorePhase

  public init(
    stateName: String, value: String, origin: WriteOrigin, isChange: Bool, frame: Int, pass: Int,
    phase: StorePhase
  ) {
    self.stateName = stateName
    self.value = value
    self.origin = origin
    self.isChange = isChange
    self.frame = frame
    self.pass = pass
    self.phase = phase
  }

  /// `text = "わ" by bridge:native (frame 1, pass 0)`, with ` unchanged` for an equal value.
  public var description: String {
    let unchanged = isChange ? "" : " unchanged"
    return "\(stateName) = \"\(value)\" by \(origin) (frame \(frame), pass \(pass))\(unchanged)"
  }
}
