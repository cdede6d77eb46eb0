import ChildProcesses
import Foundation

/// One long-running program of the stack (the X server, the bus, fcitx5, a browser): started as
/// the stack's user with the stack's environment, its output in its own log, in a process group
/// of its own registered with `LiveChildren` (so Ctrl-C, SIGTERM, SIGHUP and exit end it too).
///
///     let xvfb = try StackProcess.start(name: "xvfb", executable: "/usr/bin/Xvfb", arguments: […],
///                                       environment: env, directory: dir, readyPipe: true)
///     xvfb.readLine(timeoutMilliseconds: 10_000)   // "7": the display it chose
///     xvfb.end()                                   // killed, reaped, unregistered
final class StackProcess: @unchecked Sendable {
  let name: String
  let pid: pid_t
  let logPath: String
  /// Our end of the pipe the program writes its readiness to (its descriptor 3), if asked for.
  private var readyDescriptor: Int32?
  /// Becomes readable when the program ends.
  private let exitDescriptor: Int32?
  private let record: LiveChildren.Record
  private var ended = false

  private init(name: String, pid: pid_t, logPath: String, ready: Int32?, record: LiveChildren.Record) {
    self.name = name
    self.pid = pid
    self.logPath = logPath
    self.readyDescriptor = ready
    self.exitDescriptor = ProcessDescriptor.open(pid)
    self.record = record
  }

  deinit { end() }

  /// Starts `executable` as `directory`'s account. `readyPipe` gives the program a pipe on its
  /// descriptor 3 (`Xvfb -displayfd 3`, `dbus-daemon --print-address=3`). `owns` makes this
  /// record the one that sweeps the stack's mark and removes its directory when ended.
  static func start(
    name: String, executable: String, arguments: [String], environment: [String: String],
    directory: StackDirectory, readyPipe: Bool = false, owns: Bool = false
  ) throws(OSInputError) -> StackProcess {
    let command =
      directory.account?.command(running: executable, arguments: arguments) ?? (
        executable: executable, arguments: arguments
      )
    let logPath = directory.log(name)
    var descriptors: [(child: Int32, source: ChildLaunch.Source)] = [
      (0, .nullInput),
      (1, .file(path: logPath, flags: O_WRONLY | O_CREAT | O_APPEND, mode: 0o644)),
      (2, .file(path: logPath, flags: O_WRONLY | O_CREAT | O_APPEND, mode: 0o644)),
    ]
    var pipe: (read: Int32, write: Int32)?
    if readyPipe {
      guard let made = ChildLaunch.makePipe() else {
        throw .startFailed(program: name, reason: "no pipe: \(String(cString: strerror(errno)))", log: "")
      }
      pipe = made
      descriptors.append((3, .duplicate(made.write)))
    }
    // Spawned (its log created) and registered with no interrupt's handler in between, or the
    // handler would leave the program and its log behind.
    let (pid, record) = try ChildInterrupts.uninterrupted {
      () throws(OSInputError) -> (pid_t, LiveChildren.Record) in
      let pid: pid_t
      do throws(ChildLaunchError) {
        pid = try ChildLaunch(
          executable: command.executable, arguments: command.arguments, environment: environment,
          descriptors: descriptors
        ).spawn()
      } catch {
        if let pipe {
          close(pipe.read)
          close(pipe.write)
        }
        throw .startFailed(program: name, reason: error.description, log: "")
      }
      let record = LiveChildren.Record(
        pid: pid, directory: owns ? directory.path : nil, mark: owns ? StackEnvironment.mark(directory) : nil)
      LiveChildren.shared.register(record)
      return (pid, record)
    }
    if let pipe { close(pipe.write) }
    return StackProcess(name: name, pid: pid, logPath: logPath, ready: pipe?.read, record: record)
  }

  /// True once the program has ended.
  var hasExited: Bool {
    guard let exitDescriptor else { return ProcessGroup.member(pid: pid)?.isZombie ?? true }
    return ProcessDescriptor.hasEnded(exitDescriptor)
  }

  /// The first line the program writes on its descriptor 3, without the newline; `nil` when it
  /// closes the pipe first (it ended) or the time runs out.
  func readLine(timeoutMilliseconds: Int) -> String? {
    guard let descriptor = readyDescriptor else { return nil }
    let deadline = Deadline(milliseconds: timeoutMilliseconds)
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    while !bytes.contains(UInt8(ascii: "\n")) {
      guard PipeIO.waitReadable(descriptor, deadline: deadline) == .ready else { return nil }
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return nil }
      bytes += buffer[0..<count]
    }
    close(descriptor)
    readyDescriptor = nil
    let line = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).first ?? []
    return String(decoding: line, as: UTF8.self)
  }

  /// Kills the program's process group (and, for the stack's owner, every process carrying the
  /// stack's mark), reaps it and unregisters it. Harmless when already done.
  func end() {
    guard !ended else { return }
    ended = true
    if let readyDescriptor { close(readyDescriptor) }
    readyDescriptor = nil
    record.end()
    LiveChildren.shared.unregister(pid: pid)
    if let exitDescriptor { close(exitDescriptor) }
  }
}
