/// One Mozc session: its own composition, conversion and history on a shared server. Deleted
/// on the server when dropped.
///
///     let session = try server.createSession()
///     try session.send(.code(107)).output.preedit?.text   // "ｋ"
public final class MozcSession: @unchecked Sendable {
  public let server: MozcServer
  public let id: Int

  init(server: MozcServer, id: Int) {
    self.server = server
    self.id = id
  }

  deinit {
    _ = try? server.send(.deleteSession(id))
  }

  /// Sends one key and returns what Mozc did.
  ///
  /// - Throws: `MozcError` when the server fails (it is stopped then).
  @discardableResult
  public func send(_ key: MozcKeyEvent) throws(MozcError) -> MozcReply {
    try server.send(.sendKey(session: id, key))
  }
}
