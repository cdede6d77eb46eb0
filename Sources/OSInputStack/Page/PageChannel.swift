import ChromiumDriver

/// One page's end of the channel its recorder opened (a WebSocket on the page server): the
/// messages it sent, in order, and the commands sent to it. Messages arrive while the server
/// pumps (`PageServer.pump`); the replay reads them from here.
///
///     page → tool  {"kind":"ready","focused":true,"active":true}
///     page → tool  {"kind":"event","type":"keydown","key":"Process","code":"KeyK","keyCode":229,…,"text":"","start":0,"end":0}
///     tool → page  {"id":3,"op":"read"}
///     page → tool  {"kind":"reply","id":3,"result":{"text":"か","start":1,"end":1,"binding":"か","app":[…]}}
final class PageChannel {
  let token: String
  let fieldSelector: String?
  /// Every message the page sent, in order (decoded JSON objects).
  private(set) var messages: [JSONValue] = []
  /// Writes a frame's bytes to the page; set when the page connects.
  var connection: (([UInt8]) -> Bool)?
  /// True once the page closed the channel (it navigated away, the browser ended).
  var closed = false
  /// Why the channel is unusable, when a message could not be read.
  var failure: String?
  private var nextID = 1

  init(token: String, fieldSelector: String?) {
    self.token = token
    self.fieldSelector = fieldSelector
  }

  var isConnected: Bool { connection != nil && !closed }

  func receive(_ payload: [UInt8]) {
    do {
      messages.append(try JSONValue.decode(payload))
    } catch {
      failure = "a message from the page is not JSON: \(error)"
    }
  }

  /// Sends a command; returns its id, which the page's reply carries, or `nil` when the channel
  /// is not open.
  func send(_ operation: String, _ fields: [String: JSONValue] = [:]) -> Int? {
    guard let connection, !closed else { return nil }
    let id = nextID
    nextID += 1
    var object = fields
    object["id"] = .int(id)
    object["op"] = .string(operation)
    let frame = WebSocketFrame.text(String(decoding: JSONValue.object(object).encoded(), as: UTF8.self))
    return connection(frame.bytes) ? id : nil
  }

  /// The reply to command `id`, once it has arrived.
  func reply(to id: Int) -> JSONValue? {
    messages.last { $0["kind"]?.stringValue == "reply" && $0["id"]?.intValue == id }
  }

  /// The messages from index `start` on, of kind `kind`.
  func messages(from start: Int, kind: String) -> [JSONValue] {
    messages[min(start, messages.count)...].filter { $0["kind"]?.stringValue == kind }
  }
}
