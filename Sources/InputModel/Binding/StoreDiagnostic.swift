/// Something the store noticed about the app's update cycle, recorded, never thrown.
public enum StoreDiagnostic: Equatable, Sendable, CustomStringConvertible {
  /// How bad a diagnostic is.
  public enum Severity: String, Hashable, Sendable {
    /// The app misbehaves but the simulation went on as the platform would.
    case warning
    /// The simulation had to stop something to stay bounded.
    case error
  }

  /// A frame reached its pass bound with a render still pending: handlers or render callbacks
  /// keep writing state. The frame stopped; the render stays pending. `changingStateNames` are
  /// the states written during the last pass that still differ from what it saw.
  case renderLoop(frame: Int, passCount: Int, changingStateNames: [String])
  /// A state's value changed between passes more than once in one frame (SwiftUI: "onChange(of:
  /// String) action tried to update multiple times per frame"). Recorded once per state per frame.
  case multipleUpdatesPerFrame(stateName: String, frame: Int)
  /// A render callback changed a state (SwiftUI: "Modifying state during view update, this will
  /// cause undefined behavior"). Recorded once per state per frame.
  case modifiedDuringRender(stateName: String, origin: WriteOrigin, frame: Int, pass: Int)
  /// `settle(maxTurns:)` used all its turns and the store is still busy.
  case notSettled(turnCount: Int, pendingTaskCount: Int, hasPendingRender: Bool)

  public var severity: Severity {
    switch self {
    case .renderLoop, .notSettled: .error
    case .multipleUpdatesPerFrame, .modifiedDuringRender: .warning
    }
  }

  public var description: String {
    switch self {
    case .renderLoop(let frame, let passCount, let names):
      let changing = names.isEmpty ? "" : " (still changing: \(names.joined(separator: ", ")))"
      return "render loop: frame \(frame) stopped after \(passCount) passes\(changing)"
    case .multipleUpdatesPerFrame(let stateName, let frame):
      return
        "onChange(of: \(stateName)) action tried to update multiple times per frame (frame \(frame))"
    case .modifiedDuringRender(let stateName, let origin, let frame, let pass):
      return
        "modifying state \(stateName) during view update by \(origin) (frame \(frame), pass \(pass))"
    case .notSettled(let turnCount, let pendingTaskCount, let hasPendingRender):
      let render = hasPendingRender ? ", render pending" : ""
      return "not settled after \(turnCount) turns: \(pendingTaskCount) tasks queued\(render)"
    }
  }
}
