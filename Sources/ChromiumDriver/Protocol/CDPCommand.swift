/// One DevTools command before it is numbered and sent: the method, its parameters and, for a
/// page, its flat session id.
///
///     CDPCommand("Input.insertText", ["text": .string("か")], sessionID: "5A1…")
///     // sent as {"id":7,"method":"Input.insertText","params":{"text":"か"},"sessionId":"5A1…"}
public struct CDPCommand: Equatable, Sendable {
  public var method: String
  public var params: [String: JSONValue]
  public var sessionID: String?

  public init(_ method: String, _ params: [String: JSONValue] = [:], sessionID: String? = nil) {
    self.method = method
    self.params = params
    self.sessionID = sessionID
  }
}
