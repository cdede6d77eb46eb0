/// A message the browser sent on its own (no `id`): `Page.loadEventFired`,
/// `Runtime.exceptionThrown`, `Inspector.targetCrashed`, …
///
///     {"method":"Page.loadEventFired","params":{"timestamp":1.5},"sessionId":"AB12"}
///     → CDPEvent(method: "Page.loadEventFired", sessionID: "AB12", params: {"timestamp":1.5})
public struct CDPEvent: Equatable, Sendable {
  public var method: String
  /// The page session the event belongs to; `nil` for browser-wide events.
  public var sessionID: String?
  public var params: JSONValue

  public init(method: String, sessionID: String?, params: JSONValue) {
    self.method = method
    self.sessionID = sessionID
    self.params = params
  }
}
