#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How to start a child: the executable, its arguments and environment, and what each of its
/// file descriptors is. `spawn()` starts it in a process group of its own (its pid is the
/// group id, so Ctrl-C in the terminal reaches only us, and ending the group ends what it
/// started), with default handling of SIGPIPE, SIGINT, SIGTERM and SIGHUP and no blocked
/// signals, whatever this process ignores or blocks.
///
///     let pid = try ChildLaunch(
///       executable: "/usr/bin/chromium", arguments: ["--headless", …],
///       descriptors: [(0, .nullInput), (1, .nullOutput), (2, .nullOutput), (3, .duplicate(commandsRead))]
///     ).spawn()
public struct ChildLaunch {
  /// What one of the child's descriptors is made from.
  public enum Source: Sendable {
    /// A file opened for the child (`/dev/null`, a log file).
    case file(path: String, flags: Int32, mode: mode_t)
    /// A copy of one of our descriptors (a pipe end); it need not be close-on-exec-free.
    case duplicate(Int32)

    /// `/dev/null` for reading.
    public static let nullInput = Source.file(path: "/dev/null", flags: O_RDONLY, mode: 0)
    /// `/dev/null` for writing.
    public static let nullOutput = Source.file(path: "/dev/null", flags: O_WRONLY, mode: 0)
  }

  public var executable: String
  /// The arguments after the executable's name.
  public var arguments: [String]
  /// The child's whole environment; `nil` gives it this process's.
  public var environment: [String: String]?
  /// Each child descriptor and its source, applied in order. Descriptors not listed are not
  /// inherited, except ours that lack close-on-exec.
  public var descriptors: [(child: Int32, source: Source)]

  public init(
    executable: String, arguments: [String], environment: [String: String]? = nil,
    descriptors: [(child: Int32, source: Source)]
  ) {
    self.executable = executable
    self.arguments = arguments
    self.environment = environment
    self.descriptors = descriptors
  }

  /// Starts the child; returns its pid (also its process group id).
  ///
  /// - Throws: `ChildLaunchError` naming the executable when posix_spawn fails (no such file,
  ///   not executable).
  public func spawn() throws(ChildLaunchError) -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for (child, source) in descriptors {
      switch source {
      case .file(let path, let flags, let mode):
        posix_spawn_file_actions_addopen(&actions, child, path, flags, mode)
      case .duplicate(let descriptor):
        posix_spawn_file_actions_adddup2(&actions, descriptor, child)
      }
    }

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setpgroup(&attributes, 0)
    // We ignore SIGPIPE and may catch SIGINT; the child gets default handling and no mask.
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var emptyMask = sigset_t()
    sigemptyset(&emptyMask)
    posix_spawnattr_setsigmask(&attributes, &emptyMask)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

    var cArguments = ([executable] + arguments).map { strdup($0) }
    cArguments.append(nil)
    defer { for pointer in cArguments { free(pointer) } }
    var cEnvironment: [UnsafeMutablePointer<CChar>?] = []
    if let environment {
      cEnvironment = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") }
      cEnvironment.append(nil)
    }
    defer { for pointer in cEnvironment { free(pointer) } }

    var pid: pid_t = 0
    let status =
      environment == nil
      ? posix_spawn(&pid, executable, &actions, &attributes, cArguments, environ)
      : posix_spawn(&pid, executable, &actions, &attributes, cArguments, cEnvironment)
    guard status == 0 else {
      throw ChildLaunchError(
        operation: "posix_spawn \(executable)", reason: String(cString: strerror(status)))
    }
    return pid
  }

  /// A pipe whose two ends are close-on-exec and numbered 10 or above, so that a `duplicate`
  /// onto 0…4 never lands on its own number (dup2 onto the same number would keep the
  /// close-on-exec flag and the child would not see it). `nil` when the system refuses.
  ///
  /// The ends are close-on-exec from the start (`pipe2`): a child spawned by another thread
  /// at the same moment must not inherit them (a helper holding another helper's pipe ends
  /// keeps them open as long as it and its daemons live).
  public static func makePipe() -> (read: Int32, write: Int32)? {
    var ends: [Int32] = [0, 0]
    guard makeCloseOnExecPipe(&ends) == 0 else { return nil }
    let high = ends.map { fcntl($0, F_DUPFD_CLOEXEC, 10) }
    for end in ends { close(end) }
    guard high.allSatisfy({ $0 >= 0 }) else {
      for descriptor in high where descriptor >= 0 { close(descriptor) }
      return nil
    }
    return (high[0], high[1])
  }

  private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>?, Int32) -> Int32

  /// glibc's `pipe2`, which Swift's Glibc module does not declare (it needs `_GNU_SOURCE`),
  /// found with `dlsym`; `pipe` then `fcntl` where it is missing.
  private static let pipe2: Pipe2? = {
    #if os(Linux)
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pipe2") else { return nil }
      return unsafeBitCast(symbol, to: Pipe2.self)
    #else
      return nil
    #endif
  }()

  private static func makeCloseOnExecPipe(_ ends: inout [Int32]) -> Int32 {
    if let pipe2 { return ends.withUnsafeMutableBufferPointer { pipe2($0.baseAddress, O_CLOEXEC) } }
    guard pipe(&ends) == 0 else { return -1 }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return 0
  }

  /// Makes `descriptor` non-blocking (reads and writes return EAGAIN instead of waiting).
  public static func setNonBlocking(_ descriptor: Int32) {
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
  }
}

/// A child that could not be started: which call failed and the system's reason.
///
///     posix_spawn /usr/bin/nothing: No such file or directory
public struct ChildLaunchError: Error, Hashable, Sendable, CustomStringConvertible {
  public var operation: String
  public var reason: String

  public init(operation: String, reason: String) {
    self.operation = operation
    self.reason = reason
  }

  public var description: String { "\(operation): \(reason)" }
}
