import ChildProcesses

#if canImport(Glibc)
  import Glibc
#endif

/// One `mozc_emacs_helper` process and its pipes: writes a command line, reads the reply
/// (however the bytes arrive), and never waits without a deadline. The wait also wakes when
/// the helper or the server ends (`ProcessDescriptor`), so a dead process is an error at once,
/// not a timeout.
///
/// The helper starts in a process group of its own; the server it starts on the first key
/// daemonizes but stays in that group, so ending the group ends both (`LiveChildren.Record`).
/// Not thread-safe: `MozcServer` calls it under its lock.
///
///     let helper = try MozcHelperProcess.launch(…)             // reads the greeting
///     try helper.send(.createSession, timeoutMilliseconds: 10_000)  // event 1 → session 1
final class MozcHelperProcess {
  let pid: pid_t
  /// The helper's version, from its greeting (`2.28.4715.102`).
  private(set) var version = ""
  /// What ends the helper, its server and the private HOME (registered with `LiveChildren`).
  let record: LiveChildren.Record
  private var commandDescriptor: Int32
  private var replyDescriptor: Int32
  private var helperExit: Int32?
  private var serverExit: Int32?
  /// The server, once `adoptServer` found it.
  private(set) var serverPID: pid_t?
  private var stream = SExpressionStream()
  private var nextEventID = 1
  private let standardErrorTail: () -> String

  private init(
    pid: pid_t, homeDirectory: String, commandDescriptor: Int32, replyDescriptor: Int32,
    standardErrorTail: @escaping () -> String
  ) {
    self.pid = pid
    record = LiveChildren.Record(pid: pid, directory: homeDirectory)
    self.commandDescriptor = commandDescriptor
    self.replyDescriptor = replyDescriptor
    self.standardErrorTail = standardErrorTail
    helperExit = ProcessDescriptor.open(pid)
  }

  deinit { closeDescriptors() }

  /// Starts the helper in `profile`'s HOME (as `account` when set), registers it with
  /// `LiveChildren` (so an interrupt ends it and removes the HOME) and reads its greeting.
  ///
  /// - Throws: `MozcError.launchFailed` (no pipe, spawn failed), or what reading the greeting
  ///   throws (the helper exited, no greeting in time); the helper is then ended and reaped
  ///   and the HOME removed.
  static func launch(
    installation: MozcInstallation, account: MozcAccount?, profile: MozcProfile, timeoutMilliseconds: Int
  ) throws(MozcError) -> MozcHelperProcess {
    guard let commands = ChildLaunch.makePipe() else {
      throw .launchFailed(operation: "pipe", reason: String(cString: strerror(errno)))
    }
    guard let replies = ChildLaunch.makePipe() else {
      close(commands.read)
      close(commands.write)
      throw .launchFailed(operation: "pipe", reason: String(cString: strerror(errno)))
    }
    let (executable, arguments) =
      account?.command(running: installation.helperPath) ?? (installation.helperPath, [])
    let launch = ChildLaunch(
      executable: executable, arguments: arguments,
      // Only what Mozc needs: its HOME (the profile is $HOME/.mozc) and a PATH; nothing of
      // ours (XDG_CONFIG_HOME, LANG) reaches it.
      environment: ["HOME": profile.homeDirectory, "PATH": "/usr/bin:/bin"],
      descriptors: [
        (0, .duplicate(commands.read)), (1, .duplicate(replies.write)),
        (2, .file(path: profile.standardErrorPath, flags: O_WRONLY | O_APPEND, mode: 0)),
      ])
    let pid: pid_t
    do {
      pid = try launch.spawn()
    } catch {
      for end in [commands.read, commands.write, replies.read, replies.write] { close(end) }
      throw .launchFailed(operation: error.operation, reason: error.reason)
    }
    close(commands.read)
    close(replies.write)
    ChildLaunch.setNonBlocking(commands.write)
    ChildLaunch.setNonBlocking(replies.read)
    let helper = MozcHelperProcess(
      pid: pid, homeDirectory: profile.homeDirectory, commandDescriptor: commands.write,
      replyDescriptor: replies.read, standardErrorTail: { profile.standardErrorTail() })
    LiveChildren.shared.register(helper.record)
    do throws(MozcError) {
      let greeting = try helper.readLine(
        for: "the helper's greeting", deadline: Deadline(milliseconds: timeoutMilliseconds))
      guard case .greeting(let version) = greeting else {
        throw .unexpectedReply(command: "start", expected: "the greeting", found: "\(greeting)")
      }
      helper.version = version
      return helper
    } catch {
      helper.end()
      throw error
    }
  }

  /// Ends the helper's process group (the helper, the server, any server it restarted), reaps
  /// them, removes the private HOME and closes the pipes. Harmless when already done.
  func end() {
    closeDescriptors()
    LiveChildren.shared.unregister(pid: pid)
    record.end()
  }

  /// Sends `command` and returns its reply.
  ///
  /// - Throws: `MozcError` when the helper or the server ends, no reply comes in time, the
  ///   reply does not parse, answers another command, or is an error line.
  func send(_ command: MozcCommand, timeoutMilliseconds: Int) throws(MozcError) -> MozcReply {
    // A server that already died must not get this key: the helper would start another one
    // outside the start lock (MozcStartLock) and race with other processes' starts.
    if let serverExit, ProcessDescriptor.hasEnded(serverExit) {
      throw .serverExited(command: command.summary, pid: serverPID ?? 0)
    }
    let eventID = nextEventID
    nextEventID += 1
    let deadline = Deadline(milliseconds: timeoutMilliseconds)
    let line = Array(command.line(eventID: eventID).utf8)
    if let failure = PipeIO.writeAll(line, to: commandDescriptor, deadline: deadline) {
      if failure == .timedOut { throw .noReply(command: command.summary, milliseconds: timeoutMilliseconds) }
      throw .helperExited(command: command.summary, standardError: standardErrorTail())
    }
    let answer = try readLine(for: command.summary, deadline: deadline)
    try checkServer(during: command.summary)
    switch answer {
    case .reply(let reply):
      guard reply.eventID == eventID else {
        throw .unexpectedReply(
          command: command.summary, expected: "event \(eventID)", found: "event \(reply.eventID)")
      }
      if case .sendKey(let session, _) = command, reply.sessionID != session {
        throw .unexpectedReply(
          command: command.summary, expected: "session \(session)", found: "session \(reply.sessionID)")
      }
      return reply
    case .error(let kind, let message):
      throw .helperRefused(command: command.summary, kind: kind, message: message)
    case .greeting:
      throw .unexpectedReply(
        command: command.summary, expected: "event \(eventID)", found: "a second greeting")
    }
  }

  /// Finds the server the first key started: the live `mozc_server` in the helper's process
  /// group. From then on its end is watched too.
  func adoptServer(named processName: String) throws(MozcError) {
    let server = ProcessGroup.members(ofGroup: pid).first { $0.name == processName && !$0.isZombie }
    guard let server else { throw .serverNotFound }
    serverPID = server.pid
    serverExit = ProcessDescriptor.open(server.pid)
  }

  /// After a reply: the server that answered must still be the one we found (the helper
  /// silently starts a new server and replays the session's keys when it dies, FACTS.md).
  private func checkServer(during command: String) throws(MozcError) {
    guard let serverPID else { return }
    let ended: Bool
    if let serverExit {
      ended = ProcessDescriptor.hasEnded(serverExit)
    } else {
      ended = ProcessGroup.member(pid: serverPID)?.isZombie ?? true
    }
    if ended { throw .serverExited(command: command, pid: serverPID) }
  }

  /// Reads until one whole line is decoded.
  private func readLine(for command: String, deadline: Deadline) throws(MozcError) -> MozcHelperLine {
    var scratch = [UInt8](repeating: 0, count: 65536)
    while true {
      do {
        if let bytes = try stream.next() { return try MozcHelperLine.parse(bytes) }
      } catch {
        throw .malformedReply(command: command, error)
      }
      let watched = [replyDescriptor] + [helperExit, serverExit].compactMap { $0 }
      switch PipeIO.waitForFirstReadable(watched, deadline: deadline) {
      case .timedOut:
        throw .noReply(command: command, milliseconds: deadline.milliseconds)
      case .failed(let code):
        throw .launchFailed(operation: "poll", reason: String(cString: strerror(code)))
      case .ready(let index) where watched[index] == replyDescriptor:
        let count = scratch.withUnsafeMutableBytes { read(replyDescriptor, $0.baseAddress, $0.count) }
        if count > 0 {
          stream.append(scratch[..<count])
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
          throw .helperExited(command: command, standardError: standardErrorTail())
        }
      case .ready(let index) where watched[index] == helperExit:
        throw .helperExited(command: command, standardError: standardErrorTail())
      case .ready:
        throw .serverExited(command: command, pid: serverPID ?? 0)
      }
    }
  }

  /// Closes our pipe ends and process descriptors (ending the processes is `LiveChildren`'s).
  func closeDescriptors() {
    for descriptor in [commandDescriptor, replyDescriptor] + [helperExit, serverExit].compactMap({ $0 })
    where descriptor >= 0 {
      close(descriptor)
    }
    commandDescriptor = -1
    replyDescriptor = -1
    helperExit = nil
    serverExit = nil
  }
}
