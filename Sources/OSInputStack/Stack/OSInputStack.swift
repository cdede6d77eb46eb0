import ChildProcesses
import Foundation
import InputSimMozc

/// A real OS input stack, private to this process: a virtual X server (Xvfb), a session bus
/// that activates nothing, and fcitx5 with Mozc, Hangul and Pinyin, all running as an
/// unprivileged user when we are root (Mozc refuses root, and fcitx5 and the browsers must
/// share one user's bus), in a private directory that is removed at the end.
///
///     let stack = try OSInputStack.start()      // Xvfb on a free display, the bus, fcitx5 ready
///     stack.display                              // ":7"
///     let window = try stack.openBrowser(.firefox, url: …)
///     try stack.selectEngine(.mozc)              // fcitx5-remote -s mozc, checked with -n
///     stack.stop()                               // everything ended and reaped, directory removed
///
/// Every program is registered with `LiveChildren`, so Ctrl-C, SIGTERM, SIGHUP and a normal
/// exit end the whole stack too (`ChildInterrupts`); a program that leaves its process group
/// (a browser's crash handler, Mozc's server) is found by the stack's mark in its environment.
/// A display number in use is skipped: Xvfb picks the first free one (`-displayfd`) and
/// listens only on its abstract socket, so no file is left in `/tmp/.X11-unix`.
public final class OSInputStack: @unchecked Sendable {
  /// The X display (`:7`).
  public let display: String
  /// The private directory (HOME, logs, profiles).
  public let directory: String
  /// The session bus's address.
  public let busAddress: String
  /// From the first program started to fcitx5 answering on the bus.
  public let startupDuration: Duration

  let stackDirectory: StackDirectory
  let environment: [String: String]
  private let xvfb: StackProcess
  private let bus: StackProcess
  private let fcitx: StackProcess
  /// The browsers' focus calls to fcitx5, which the replay waits on after a page's script.
  let focusMonitor: InputMethodFocusMonitor
  private let lock = NSLock()
  private var stopped = false
  private var browserCount = 0
  /// Programs started on the stack (browsers), ended before the stack's own.
  private var programs: [StackProcess] = []

  private init(
    directory: StackDirectory, display: String, busAddress: String, xvfb: StackProcess, bus: StackProcess,
    fcitx: StackProcess, focusMonitor: InputMethodFocusMonitor, startupDuration: Duration
  ) {
    self.stackDirectory = directory
    self.directory = directory.path
    self.display = display
    self.busAddress = busAddress
    self.xvfb = xvfb
    self.bus = bus
    self.fcitx = fcitx
    self.focusMonitor = focusMonitor
    self.startupDuration = startupDuration
    self.environment = StackEnvironment.variables(directory: directory, display: display, bus: busAddress)
  }

  deinit { stop() }

  /// Starts the X server, the bus and fcitx5 (the engines load on first use), and waits until
  /// fcitx5 answers on the bus.
  ///
  /// - Throws: `OSInputError.missingPackages` (naming every Debian package to install),
  ///   `.account`, `.setup`, or `.startFailed` naming the program with its log. Nothing is left
  ///   running and no directory is left after a failure.
  public static func start(
    defaultEngine: OSEngine = .mozc, timeoutMilliseconds: Int = 20_000
  ) throws(OSInputError) -> OSInputStack {
    try StackPackages.check()
    let account: ChildAccount?
    do {
      account = try ChildAccount.forThisProcess()
    } catch {
      throw .account(error.description)
    }
    Subreaper.become()
    ChildInterrupts.install()
    signal(SIGPIPE, SIG_IGN)
    let started = ContinuousClock.now
    var programs: [StackProcess] = []
    // The directory exists only with Xvfb, its owner, registered: an interrupt's handler finds
    // and removes it then, and never runs between the two.
    let (directory, xvfb) = try ChildInterrupts.uninterrupted {
      () throws(OSInputError) -> (StackDirectory, StackProcess) in
      let directory = try StackDirectory.create(account: account)
      do throws(OSInputError) {
        try writeConfiguration(directory, defaultEngine: defaultEngine)
        let base = StackEnvironment.variables(directory: directory, display: nil, bus: nil)
        let xvfb = try StackProcess.start(
          name: "xvfb", executable: "/usr/bin/Xvfb",
          arguments: [
            "-displayfd", "3", "-screen", "0", "1280x800x24", "-nolisten", "tcp", "-nolisten", "unix",
            "-noreset",
            // No autorepeat: a key whose release is late (a loaded machine) stays one key,
            // not `ええええ` (measured: held 1.2 s, 15 keydowns with X's default 660 ms delay).
            "-r",
          ],
          environment: base, directory: directory, readyPipe: true, owns: true)
        return (directory, xvfb)
      } catch {
        directory.remove()
        throw error
      }
    }
    // On failure: the others first, the owner (Xvfb, which sweeps the mark and removes the
    // directory) last.
    func abandon() {
      for program in programs.reversed() { program.end() }
      directory.remove()
    }
    do throws(OSInputError) {
      let base = StackEnvironment.variables(directory: directory, display: nil, bus: nil)
      programs.append(xvfb)
      guard let number = xvfb.readLine(timeoutMilliseconds: timeoutMilliseconds), Int(number) != nil else {
        throw OSInputError.startFailed(
          program: "Xvfb", reason: xvfb.hasExited ? "it ended" : "no display number in time",
          log: directory.logTail("xvfb"))
      }
      let display = ":" + number
      let bus = try StackProcess.start(
        name: "dbus", executable: "/usr/bin/dbus-daemon",
        arguments: ["--nofork", "--nosyslog", "--config-file=\(directory.busConfig)", "--print-address=3"],
        environment: base, directory: directory, readyPipe: true)
      programs.append(bus)
      guard let address = bus.readLine(timeoutMilliseconds: timeoutMilliseconds), !address.isEmpty else {
        throw OSInputError.startFailed(
          program: "dbus-daemon", reason: bus.hasExited ? "it ended" : "no address in time",
          log: directory.logTail("dbus"))
      }
      let environment = StackEnvironment.variables(directory: directory, display: display, bus: address)
      let fcitx = try StackProcess.start(
        name: "fcitx5", executable: "/usr/bin/fcitx5",
        arguments: ["--disable=\(FcitxProfile.disabledAddons.joined(separator: ","))"],
        environment: environment, directory: directory)
      programs.append(fcitx)
      try awaitFcitx(
        fcitx, environment: environment, directory: directory, timeoutMilliseconds: timeoutMilliseconds)
      let focusMonitor = try InputMethodFocusMonitor.start(
        address: address, environment: environment, directory: directory,
        timeoutMilliseconds: timeoutMilliseconds)
      return OSInputStack(
        directory: directory, display: display, busAddress: address, xvfb: xvfb, bus: bus, fcitx: fcitx,
        focusMonitor: focusMonitor, startupDuration: started.duration(to: .now))
    } catch {
      abandon()
      throw error
    }
  }

  private static func writeConfiguration(_ directory: StackDirectory, defaultEngine: OSEngine)
    throws(OSInputError)
  {
    for (path, text) in FcitxProfile.files(defaultEngine: defaultEngine).sorted(by: { $0.key < $1.key }) {
      try directory.write(text, to: path)
    }
    // Mozc's profile must exist before its first key (FACTS.md); the settings are the Mozc
    // module's repeatable ones.
    try directory.write(MozcConfig.repeatable.protobufBytes, to: "home/.mozc/config1.db")
    try directory.write(BusConfig.text(socket: directory.busSocket), to: "bus.conf")
  }

  /// Waits until `fcitx5-remote` reaches fcitx5 on the bus (it exits 0 and prints the state).
  private static func awaitFcitx(
    _ fcitx: StackProcess, environment: [String: String], directory: StackDirectory, timeoutMilliseconds: Int
  ) throws(OSInputError) {
    let deadline = Deadline(milliseconds: timeoutMilliseconds)
    while true {
      if fcitx.hasExited {
        throw .startFailed(program: "fcitx5", reason: "it ended", log: directory.logTail("fcitx5"))
      }
      let outcome = try StackCommand.run(
        "/usr/bin/fcitx5-remote", [], environment: environment, directory: directory,
        timeoutMilliseconds: max(1, min(2000, deadline.remainingMilliseconds)))
      if outcome.status == 0 && !outcome.output.isEmpty { return }
      guard deadline.remainingMilliseconds > 0 else {
        throw .startFailed(
          program: "fcitx5", reason: "not on the bus after \(timeoutMilliseconds) ms",
          log: directory.logTail("fcitx5"))
      }
      // fcitx5 registers on the bus once its addons are loaded; no event says so to us.
      _ = poll(nil, 0, 50)
    }
  }

  /// True until `stop()`.
  public var isRunning: Bool { lock.withLock { !stopped } }

  /// Why the stack cannot be used now (a program of it ended), or `nil`.
  public func failure() -> OSInputError? {
    if !isRunning { return .stopped }
    for (program, name) in [(xvfb, "Xvfb"), (bus, "dbus-daemon"), (fcitx, "fcitx5")] where program.hasExited {
      return .exited(program: name, log: stackDirectory.logTail(program.name))
    }
    return nil
  }

  /// The last lines of fcitx5's log.
  public var fcitxLog: String { stackDirectory.logTail("fcitx5") }

  /// Runs `fcitx5-remote` with `arguments` as the stack's user.
  func remote(_ arguments: [String]) throws(OSInputError) -> StackCommand.Outcome {
    try StackCommand.run(
      "/usr/bin/fcitx5-remote", arguments, environment: environment, directory: stackDirectory)
  }

  /// Switches the focused input context to `engine` (`fcitx5-remote -s`), then checks that
  /// fcitx5 says it is the current one (`fcitx5-remote -n`). The browser's input context reaches
  /// fcitx5 over the bus a moment after the window has the focus, so both are tried again until
  /// `timeoutMilliseconds`.
  ///
  /// - Throws: `OSInputError.engineNotActive` naming the step that failed last, with fcitx5's log.
  public func selectEngine(_ engine: OSEngine, timeoutMilliseconds: Int = 5000) throws(OSInputError) {
    let deadline = Deadline(milliseconds: timeoutMilliseconds)
    var step = ""
    while true {
      let select = try remote(["-s", engine.rawValue])
      if select.status == 0 {
        let current = try remote(["-n"])
        if current.output == engine.rawValue { return }
        step =
          "fcitx5-remote -n after -s \(engine.rawValue) says \(current.output.isEmpty ? "nothing" : current.output)"
      } else {
        step = "fcitx5-remote -s \(engine.rawValue) (exit status \(select.status))"
      }
      guard deadline.remainingMilliseconds > 0 else {
        throw .engineNotActive(engine: engine, step: step, log: fcitxLog)
      }
      // The input context's focus arrives over the bus; nothing tells us when.
      _ = poll(nil, 0, 20)
    }
  }

  /// Starts a program of the stack's (a browser): its own log, the stack's environment.
  func startProgram(name: String, executable: String, arguments: [String]) throws(OSInputError)
    -> StackProcess
  {
    guard isRunning else { throw .stopped }
    let program = try StackProcess.start(
      name: name, executable: executable, arguments: arguments, environment: environment,
      directory: stackDirectory)
    lock.withLock { programs.append(program) }
    return program
  }

  /// A fresh name for the next browser's log and profile (`browser-3`).
  func nextBrowserName() -> String {
    lock.withLock {
      browserCount += 1
      return "browser-\(browserCount)"
    }
  }

  /// Ends fcitx5 (and Mozc's server with it), the bus and the X server, reaps them, ends every
  /// process left with the stack's mark, and removes the directory. Harmless when already done.
  public func stop() {
    let first = lock.withLock {
      defer { stopped = true }
      return !stopped
    }
    guard first else { return }
    for program in lock.withLock({ programs }) { program.end() }
    focusMonitor.end()
    fcitx.end()
    bus.end()
    xvfb.end()
    stackDirectory.remove()
  }
}
