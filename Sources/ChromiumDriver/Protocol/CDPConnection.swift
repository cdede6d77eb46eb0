import ChildProcesses

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The DevTools protocol over a pair of pipe ends: numbers each command, matches each reply
/// to its command and queues the events that arrive in between. Every wait has a deadline.
///
///     let connection = CDPConnection(readDescriptor: 12, writeDescriptor: 11)
///     try connection.send("Target.createTarget", ["url": .string("about:blank")])
///     // → {"id":1,"method":"Target.createTarget","params":{"url":"about:blank"}}\0
///     // ← {"id":1,"result":{"targetId":"…"}}\0   → ["targetId": "…"]
public final class CDPConnection {
  public let readDescriptor: Int32
  public let writeDescriptor: Int32
  /// The wait for a reply when a command gives none.
  public var defaultTimeoutMilliseconds: Int

  private var decoder: CDPFrameDecoder
  private var nextID = 1
  private var replies: [Int: JSONValue] = [:]
  /// Commands to go out with the next `sendAll`, in order.
  private var posted: [CDPCommand] = []
  /// Events received and not yet taken, oldest first.
  public private(set) var events: [CDPEvent] = []
  private var readBuffer = [UInt8](repeating: 0, count: 1 << 16)
  private var isAtEnd = false

  public init(
    readDescriptor: Int32, writeDescriptor: Int32, defaultTimeoutMilliseconds: Int = 10_000,
    decoder: CDPFrameDecoder = CDPFrameDecoder()
  ) {
    self.readDescriptor = readDescriptor
    self.writeDescriptor = writeDescriptor
    self.defaultTimeoutMilliseconds = defaultTimeoutMilliseconds
    self.decoder = decoder
  }

  /// Sends a command and waits for its reply's `result`; an `error` reply throws
  /// `commandFailed`. With `sessionID`, the command goes to that page. Commands `post`ed
  /// before it go in the same write.
  @discardableResult
  public func send(
    _ method: String, _ params: [String: JSONValue] = [:], sessionID: String? = nil,
    timeoutMilliseconds: Int? = nil
  ) throws(ChromiumError) -> JSONValue {
    let results = try sendAll(
      [CDPCommand(method, params, sessionID: sessionID)], timeoutMilliseconds: timeoutMilliseconds)
    return results.last ?? .object([:])
  }

  /// Queues a command to go out with the next `send`/`sendAll`, in one write with it, so a
  /// key press's commands cost one round trip, not one each. Its reply is awaited there, and
  /// its `error` is thrown there.
  ///
  ///     connection.post(CDPCommand("Input.dispatchKeyEvent", keyDown, sessionID: page))
  ///     connection.post(CDPCommand("Input.imeSetComposition", ["text": "か", …], sessionID: page))
  ///     connection.post(CDPCommand("Input.dispatchKeyEvent", keyUp, sessionID: page))
  ///     try connection.sendAll([])   // → one write of three messages; ← three replies, by id
  ///
  /// Chromium does not order `Input.*` against `Runtime.evaluate`: an evaluate in the same
  /// write can run before the input reached the page (measured). To read what the input did,
  /// either `sendAll([])` first and then evaluate, or send a read that waits in the page for
  /// the input's effect with `sendAwaitingEffects` (`ChromiumField.readAfterKeys`).
  public func post(_ command: CDPCommand) {
    posted.append(command)
  }

  /// The commands posted and not yet sent.
  public var postedCount: Int { posted.count }

  /// Sends the posted commands and `commands` in one write, then waits for every reply (in
  /// any order: they are matched by id) and returns the `result`s of `commands`, in order.
  /// When any reply is an `error`, the first in sending order is thrown, after all replies
  /// have arrived, so none is left to confuse a later command.
  ///
  ///     try connection.sendAll([CDPCommand("A"), CDPCommand("B")])
  ///     // → {"id":1,"method":"A",…}\0{"id":2,"method":"B",…}\0   ← id 2, then id 1
  ///     // → [result of A, result of B]
  @discardableResult
  public func sendAll(_ commands: [CDPCommand], timeoutMilliseconds: Int? = nil) throws(ChromiumError)
    -> [JSONValue]
  {
    let all = posted + commands
    posted = []
    guard !all.isEmpty else { return [] }
    let deadline = Deadline(milliseconds: timeoutMilliseconds ?? defaultTimeoutMilliseconds)
    let ids = try write(all, deadline: deadline)
    for (id, command) in zip(ids, all) {
      try awaitReply(id, method: command.method, until: deadline)
    }
    return try results(ids, all, count: commands.count)
  }

  /// Sends the posted commands and `command` in one write, for a `command` that answers only
  /// once the commands before it have had their effect in the page (a read that waits for the
  /// key press's last key event). When every other reply has arrived and `command`'s has not
  /// within `graceMilliseconds`, `nudge` is sent to make it answer, and its reply awaited too:
  /// the effect it waited for is then either there (the replies say the page has the input)
  /// or never coming. Returns `command`'s result and whether the nudge was needed.
  ///
  ///     post(keydown), post(imeSetComposition), post(keyup)
  ///     sendAwaitingEffects(readAfter(12), nudgingAfter: 1000, with: release)
  ///     // → one write of four messages; ← three replies, then the read's: (read, false)
  public func sendAwaitingEffects(
    _ command: CDPCommand, nudgingAfter graceMilliseconds: Int, with nudge: CDPCommand,
    timeoutMilliseconds: Int? = nil
  ) throws(ChromiumError) -> (result: JSONValue, nudged: Bool) {
    let all = posted + [command]
    posted = []
    let deadline = Deadline(milliseconds: timeoutMilliseconds ?? defaultTimeoutMilliseconds)
    var ids = try write(all, deadline: deadline)
    for (id, sent) in zip(ids.dropLast(), all.dropLast()) {
      try awaitReply(id, method: sent.method, until: deadline)
    }
    var commands = all
    var nudged = false
    if let id = ids.last {
      let grace = Deadline(milliseconds: min(graceMilliseconds, deadline.remainingMilliseconds))
      do {
        try awaitReply(id, method: command.method, until: grace)
      } catch .timedOut {
        nudged = true
        ids += try write([nudge], deadline: deadline)
        commands.append(nudge)
        try awaitReply(id, method: command.method, until: deadline)
        try awaitReply(ids[ids.count - 1], method: nudge.method, until: deadline)
      }
    }
    let answers = try results(ids, commands, count: commands.count)
    return (answers[all.count - 1], nudged)
  }

  /// A command sent by `start` whose reply has not been taken yet.
  public struct Pending: Sendable {
    public let id: Int
    public let command: CDPCommand
  }

  /// Sends `command` now and does not wait: its reply is kept when it arrives, while other
  /// commands go back and forth, until `result(of:)` takes it. For slow work that can run
  /// beside the current work (the next scenario's tab starting its renderer).
  ///
  ///     let spare = try connection.start(CDPCommand("Target.createTarget", ["url": "about:blank"]))
  ///     try connection.send("Runtime.evaluate", …)   // answered meanwhile
  ///     try connection.result(of: spare)              // ["targetId": "…"]
  public func start(_ command: CDPCommand) throws(ChromiumError) -> Pending {
    let deadline = Deadline(milliseconds: defaultTimeoutMilliseconds)
    let ids = try write([command], deadline: deadline)
    return Pending(id: ids.last ?? 0, command: command)
  }

  /// Waits for the reply of a `start`ed command and returns its `result`; an `error` reply
  /// throws `commandFailed`.
  public func result(of pending: Pending, timeoutMilliseconds: Int? = nil) throws(ChromiumError) -> JSONValue
  {
    let deadline = Deadline(milliseconds: timeoutMilliseconds ?? defaultTimeoutMilliseconds)
    try awaitReply(pending.id, method: pending.command.method, until: deadline)
    return try results([pending.id], [pending.command], count: 1).last ?? .object([:])
  }

  /// Numbers `commands` and writes them in one write; returns their ids.
  private func write(_ commands: [CDPCommand], deadline: Deadline) throws(ChromiumError) -> [Int] {
    guard let last = commands.last else { return [] }
    guard !isAtEnd else { throw .browserExited(method: last.method) }
    var bytes: [UInt8] = []
    var ids: [Int] = []
    for command in commands {
      let id = nextID
      nextID += 1
      ids.append(id)
      var message: [String: JSONValue] = [
        "id": .int(id), "method": .string(command.method), "params": .object(command.params),
      ]
      if let sessionID = command.sessionID { message["sessionId"] = .string(sessionID) }
      bytes += JSONValue.object(message).encoded() + [0]
    }
    if let failure = PipeIO.writeAll(bytes, to: writeDescriptor, deadline: deadline) {
      switch failure {
      case .timedOut: throw .timedOut(method: last.method, milliseconds: deadline.milliseconds)
      case .failed(let code) where code == EPIPE: throw .browserExited(method: last.method)
      case .failed(let code): throw .pipeFailed(operation: "write", reason: String(cString: strerror(code)))
      case .ready: break
      }
    }
    return ids
  }

  private func awaitReply(_ id: Int, method: String, until deadline: Deadline) throws(ChromiumError) {
    while replies[id] == nil {
      try receive(until: deadline, method: method)
    }
  }

  /// Takes the replies of `ids` and returns the `result`s of the last `count` commands; the
  /// first `error` in sending order is thrown, after every reply was taken.
  private func results(_ ids: [Int], _ commands: [CDPCommand], count: Int) throws(ChromiumError)
    -> [JSONValue]
  {
    var results: [JSONValue] = []
    var firstError: ChromiumError?
    for (id, command) in zip(ids, commands) {
      let reply = replies.removeValue(forKey: id) ?? .null
      if let error = reply["error"], firstError == nil {
        firstError = .commandFailed(
          method: command.method, code: error["code"]?.intValue ?? 0,
          message: error["message"]?.stringValue ?? "unknown error")
      }
      results.append(reply["result"] ?? .object([:]))
    }
    if let firstError { throw firstError }
    return Array(results.suffix(count))
  }

  /// Waits for the first queued or arriving event that `matches`, removes it from the queue
  /// and returns it.
  public func waitForEvent(
    _ description: String, timeoutMilliseconds: Int? = nil, where matches: (CDPEvent) -> Bool
  ) throws(ChromiumError) -> CDPEvent {
    let deadline = Deadline(milliseconds: timeoutMilliseconds ?? defaultTimeoutMilliseconds)
    while true {
      if let index = events.firstIndex(where: matches) {
        return events.remove(at: index)
      }
      try receive(until: deadline, method: description)
    }
  }

  /// Removes and returns the queued events that `matches`.
  public func takeEvents(where matches: (CDPEvent) -> Bool) -> [CDPEvent] {
    let taken = events.filter(matches)
    events.removeAll(where: matches)
    return taken
  }

  /// Reads what the pipe has (waiting up to the deadline for the first byte) and files each
  /// complete message as a reply or an event.
  private func receive(until deadline: Deadline, method: String) throws(ChromiumError) {
    guard !isAtEnd else { throw .browserExited(method: method) }
    switch PipeIO.waitReadable(readDescriptor, deadline: deadline) {
    case .ready: break
    case .timedOut: throw .timedOut(method: method, milliseconds: deadline.milliseconds)
    case .failed(let code): throw .pipeFailed(operation: "poll", reason: String(cString: strerror(code)))
    }
    let count = readBuffer.withUnsafeMutableBytes { read(readDescriptor, $0.baseAddress, $0.count) }
    if count == 0 {
      isAtEnd = true
      throw .browserExited(method: method)
    }
    if count < 0 {
      if errno == EINTR || errno == EAGAIN { return }
      throw .pipeFailed(operation: "read", reason: String(cString: strerror(errno)))
    }
    for frame in try decoder.append(readBuffer[0..<count]) {
      try file(JSONValue.decode(frame))
    }
  }

  private func file(_ message: JSONValue) throws(ChromiumError) {
    if let id = message["id"]?.intValue {
      replies[id] = message
    } else if let method = message["method"]?.stringValue {
      events.append(
        CDPEvent(
          method: method, sessionID: message["sessionId"]?.stringValue, params: message["params"] ?? .null))
    } else {
      throw .malformedMessage(String(decoding: message.encoded().prefix(200), as: UTF8.self))
    }
  }
}
