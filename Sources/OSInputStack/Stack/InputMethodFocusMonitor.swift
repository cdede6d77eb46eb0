import ChildProcesses

#if canImport(Glibc)
  import Glibc
#endif

/// The `FocusIn` and `FocusOut` calls the browsers' GTK input-method module makes on fcitx5's
/// input contexts, as `dbus-monitor` on the stack's bus reports them: how the replay knows that
/// a page's `blur()` and `focus()` have reached the input method before it types the next key.
///
/// A script's `blur()` and `focus()` reach fcitx5 later than the page sees them (measured
/// 2026-12-04 in Chromium, Firefox and WebKitGTK: `Reset`, `FocusOut`, `FocusIn` on the bus
/// 2–10 ms after the script ran, twice in Chromium). A key pressed meanwhile reaches Mozc before
/// the reset and is lost with it: WebKitGTK's guarded page, `set` then `o`, showed two keydowns
/// and an Enter Mozc passed on in 2 of 40 replays under load; with the wait, none.
///
///     let monitor = try InputMethodFocusMonitor.start(…)
///     let mark = monitor.mark                   // calls seen so far
///     page: field.blur(); field.focus()
///     monitor.poll(); monitor.calls(since: mark) // [.focusOut, .focusIn]
final class InputMethodFocusMonitor {
  enum Call: Equatable, Sendable {
    case focusIn, focusOut
  }

  private let process: StackProcess
  private let logPath: String
  private var descriptor: Int32 = -1
  private var offset: off_t = 0
  /// The bytes after the log's last newline (a line still being written).
  private var partial: [UInt8] = []
  /// The calls read so far, oldest first.
  private(set) var calls: [Call] = []
  /// True once the monitor reported it is monitoring (its `NameLost`, after `BecomeMonitor`).
  private var monitoring = false

  private init(process: StackProcess) {
    self.process = process
    self.logPath = process.logPath
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// The match rules: method calls of fcitx5's input-context interface named FocusIn or FocusOut.
  static let rules = ["FocusIn", "FocusOut"].map {
    "type='method_call',interface='org.fcitx.Fcitx.InputContext1',member='\($0)'"
  }

  /// Starts `dbus-monitor` on `address` as the stack's user and returns once it monitors.
  ///
  /// - Throws: `OSInputError.startFailed` naming dbus-monitor with its log when it ends or does
  ///   not start monitoring within `timeoutMilliseconds`.
  static func start(
    address: String, environment: [String: String], directory: StackDirectory, timeoutMilliseconds: Int
  ) throws(OSInputError) -> InputMethodFocusMonitor {
    let process = try StackProcess.start(
      name: "bus-monitor", executable: "/usr/bin/dbus-monitor", arguments: ["--address", address] + rules,
      environment: environment, directory: directory)
    let monitor = InputMethodFocusMonitor(process: process)
    let deadline = Deadline(milliseconds: timeoutMilliseconds)
    while !monitor.monitoring {
      monitor.poll()
      if monitor.monitoring { break }
      if process.hasExited || deadline.remainingMilliseconds == 0 {
        process.end()
        throw .startFailed(
          program: "dbus-monitor", reason: process.hasExited ? "it ended" : "not monitoring in time",
          log: directory.logTail("bus-monitor"))
      }
      usleep(5_000)
    }
    return monitor
  }

  /// How many calls have been read: a mark for `calls(since:)`.
  var mark: Int { calls.count }

  /// The calls read after `mark`.
  func calls(since mark: Int) -> ArraySlice<Call> {
    calls[min(max(0, mark), calls.count)...]
  }

  /// Reads what the monitor wrote since the last poll.
  func poll() {
    if descriptor < 0 {
      descriptor = open(logPath, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { return }
    }
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = pread(descriptor, &buffer, buffer.count, offset)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return }
      offset += off_t(count)
      partial += buffer[0..<count]
      while let newline = partial.firstIndex(of: UInt8(ascii: "\n")) {
        read(line: partial[..<newline])
        partial.removeSubrange(...newline)
      }
    }
  }

  private func read(line: ArraySlice<UInt8>) {
    switch Self.reading(String(decoding: line, as: UTF8.self)) {
    case .monitoring: monitoring = true
    case .call(let call): calls.append(call)
    case nil: break
    }
  }

  /// What one line of dbus-monitor's output says: a message's header line names its type and
  /// member; the argument lines under it (indented) say nothing here.
  ///
  ///     "method call time=… path=/org/freedesktop/portal/inputcontext/3; interface=org.fcitx.Fcitx.InputContext1; member=FocusIn"
  ///       →  .call(.focusIn)
  ///     "signal time=… interface=org.freedesktop.DBus; member=NameLost"  →  .monitoring
  ///     "   string \":1.3\""                                                →  nil
  enum Reading: Equatable {
    case monitoring
    case call(Call)
  }

  static func reading(_ line: String) -> Reading? {
    if line.hasPrefix("signal "), line.hasSuffix("member=NameLost") { return .monitoring }
    guard line.hasPrefix("method call "), line.contains("interface=org.fcitx.Fcitx.InputContext1;") else {
      return nil
    }
    if line.hasSuffix("member=FocusIn") { return .call(.focusIn) }
    if line.hasSuffix("member=FocusOut") { return .call(.focusOut) }
    return nil
  }

  /// Ends dbus-monitor (killed and reaped).
  func end() {
    process.end()
  }
}
