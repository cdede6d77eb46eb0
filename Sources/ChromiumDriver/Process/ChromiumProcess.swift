import ChildProcesses
import Foundation

/// One running browser: its pid (also its process group), its throw-away profile directory and
/// the two ends of the DevTools pipe. `terminate` ends all of it and is safe to call twice.
///
///     let process = try ChromiumProcess.spawn(executable: "/usr/bin/chromium")
///     // chromium --headless --remote-debugging-pipe --user-data-dir=/tmp/inputsim-chromium-…
///     process.terminate(graceMilliseconds: 2000)   // pid reaped, profile directory removed
final class ChromiumProcess {
  let pid: pid_t
  let profileDirectory: String
  /// Our end of the pipe the browser reads commands from (its fd 3).
  private(set) var commandDescriptor: Int32
  /// Our end of the pipe the browser writes replies and events to (its fd 4).
  private(set) var eventDescriptor: Int32
  private(set) var isTerminated = false

  private init(pid: pid_t, profileDirectory: String, commandDescriptor: Int32, eventDescriptor: Int32) {
    self.pid = pid
    self.profileDirectory = profileDirectory
    self.commandDescriptor = commandDescriptor
    self.eventDescriptor = eventDescriptor
  }

  /// The arguments after the executable's name. The sandbox needs user namespaces a root
  /// process does not get, so it is turned off only when running as root.
  static func arguments(profileDirectory: String, isRoot: Bool) -> [String] {
    var arguments = [
      "--headless", "--remote-debugging-pipe", "--user-data-dir=\(profileDirectory)",
      "--no-first-run", "--no-default-browser-check", "--disable-gpu", "--disable-extensions",
      "--disable-background-networking", "--disable-component-update", "--disable-sync",
      "--disable-default-apps", "--mute-audio", "--disable-background-timer-throttling",
      "--disable-renderer-backgrounding", "--disable-backgrounding-occluded-windows",
      "--disable-frame-rate-limit", "--disable-gpu-vsync", "--password-store=basic", "--use-mock-keychain",
    ]
    if isRoot { arguments.append("--no-sandbox") }
    arguments.append("about:blank")
    return arguments
  }

  /// Creates the profile directory and the pipes, then starts the browser in its own process
  /// group (so Ctrl-C in the terminal reaches only us, and we end its helpers with it).
  static func spawn(executable: String) throws(ChromiumError) -> ChromiumProcess {
    let profileDirectory = try makeProfileDirectory()
    var descriptors: [Int32] = []
    func cleanUp() {
      for descriptor in descriptors { close(descriptor) }
      try? FileManager.default.removeItem(atPath: profileDirectory)
    }
    // Pipe ends are numbered above 10 so that none is already 3 or 4 (`ChildLaunch.makePipe`).
    guard let commands = ChildLaunch.makePipe(), let events = ChildLaunch.makePipe() else {
      let reason = String(cString: strerror(errno))
      cleanUp()
      throw .launchFailed(operation: "pipe", reason: reason)
    }
    descriptors = [commands.read, commands.write, events.read, events.write]

    let launch = ChildLaunch(
      executable: executable,
      arguments: arguments(profileDirectory: profileDirectory, isRoot: geteuid() == 0),
      environment: environment(profileDirectory: profileDirectory),
      descriptors: [
        (0, .nullInput), (1, .nullOutput), (2, .nullOutput),
        (3, .duplicate(commands.read)), (4, .duplicate(events.write)),
      ])
    let pid: pid_t
    do {
      pid = try launch.spawn()
    } catch {
      cleanUp()
      throw .launchFailed(operation: error.operation, reason: error.reason)
    }
    // The child's ends now live in the child only.
    close(commands.read)
    close(events.write)
    ChildLaunch.setNonBlocking(commands.write)
    ChildLaunch.setNonBlocking(events.read)
    let process = ChromiumProcess(
      pid: pid, profileDirectory: profileDirectory, commandDescriptor: commands.write,
      eventDescriptor: events.read)
    LiveChildren.shared.register(process.record)
    return process
  }

  /// This process's environment, with Chromium's GTK and crash settings (`XDG_CONFIG_HOME`;
  /// with no `HOME` they land in `TMPDIR`) moved into the profile directory, so that removing
  /// it leaves nothing behind. (Its own temporary folder stays in `TMPDIR`: the singleton
  /// socket in it must fit a socket path's 108 bytes; `record` removes it.)
  ///
  ///     HOME unset  →  XDG_CONFIG_HOME=/tmp/inputsim-chromium-Ab12Cd/xdg-config
  static func environment(profileDirectory: String) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CONFIG_HOME"] = profileDirectory + "/xdg-config"
    return environment
  }

  /// What the interrupt handler needs to end this browser without touching this object.
  /// Chromium's temporary folder (`org.chromium.Chromium.XXXXXX` in `TMPDIR`, named by the
  /// profile's `SingletonSocket` link) goes with the profile: killed, Chromium leaves it.
  var record: LiveChildren.Record {
    LiveChildren.Record(
      pid: pid, directory: profileDirectory,
      linkedFolder: .init(link: "SingletonSocket", folderPrefix: "org.chromium.Chromium."))
  }

  /// Ends the browser: waits up to `graceMilliseconds` for it to exit on its own (after
  /// `Browser.close`), then SIGTERM, then SIGKILL to its whole process group; reaps it and
  /// removes the profile directory. Never throws: shutdown runs on error paths too.
  func terminate(graceMilliseconds: Int) {
    guard !isTerminated else { return }
    isTerminated = true
    close(commandDescriptor)
    if !waitForEndOfEvents(milliseconds: graceMilliseconds) {
      kill(-pid, SIGTERM)
      _ = waitForEndOfEvents(milliseconds: 1000)
    }
    close(eventDescriptor)
    commandDescriptor = -1
    eventDescriptor = -1
    record.end()
    LiveChildren.shared.unregister(pid: pid)
  }

  /// True when the browser closed its end of the event pipe (it exited) within the time.
  private func waitForEndOfEvents(milliseconds: Int) -> Bool {
    let deadline = Deadline(milliseconds: milliseconds)
    var scratch = [UInt8](repeating: 0, count: 65536)
    while true {
      switch PipeIO.waitReadable(eventDescriptor, deadline: deadline) {
      case .ready:
        let count = scratch.withUnsafeMutableBytes { read(eventDescriptor, $0.baseAddress, $0.count) }
        if count == 0 { return true }
        if count < 0 && errno != EINTR && errno != EAGAIN { return true }
      case .timedOut: return false
      case .failed: return true
      }
    }
  }

  private static func makeProfileDirectory() throws(ChromiumError) -> String {
    let base = (ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp")
    var template = Array("\(base)/inputsim-chromium-XXXXXX".utf8CString)
    let created = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkdtemp($0) != nil } ?? false
    }
    guard created else {
      throw .launchFailed(operation: "mkdtemp in \(base)", reason: String(cString: strerror(errno)))
    }
    return template.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map { String(cString: $0) } ?? ""
    }
  }
}
