#if canImport(Glibc)
  import Glibc
#endif

/// A file descriptor that becomes readable when a process ends (Linux's `pidfd_open`, 5.3+),
/// so a wait for a reply can also wake when the process that should send it dies, or a daemon
/// it depends on does (`PipeIO.waitForFirstReadable`). The caller closes it.
///
///     let exit = ProcessDescriptor.open(pid)   // nil on a system without pidfd
///     PipeIO.waitForFirstReadable([replies, exit], deadline: …)   // .ready(index: 1): it died
///
/// glibc 2.36 has `pidfd_open`, but its header is not part of Swift's Glibc module; the symbol
/// is found with `dlsym` (a plain two-argument function).
public enum ProcessDescriptor {
  private typealias PidfdOpen = @convention(c) (pid_t, UInt32) -> Int32

  private static let pidfdOpen: PidfdOpen? = {
    #if os(Linux)
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pidfd_open") else { return nil }
      return unsafeBitCast(symbol, to: PidfdOpen.self)
    #else
      return nil
    #endif
  }()

  /// A descriptor for `pid` (close-on-exec), or `nil` when the system has none or the process
  /// is already gone.
  public static func open(_ pid: pid_t) -> Int32? {
    guard let pidfdOpen else { return nil }
    let descriptor = pidfdOpen(pid, 0)
    return descriptor >= 0 ? descriptor : nil
  }

  /// True when the process behind `descriptor` has ended (it is readable).
  public static func hasEnded(_ descriptor: Int32) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, 0) == 1
  }
}
