#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The waits a driver makes on its non-blocking pipe ends, each bounded by a deadline with
/// poll(2): nothing sleeps, nothing waits forever.
public enum PipeIO {
  public enum Readiness: Equatable, Sendable {
    case ready
    case timedOut
    case failed(Int32)
  }

  public static func waitReadable(_ descriptor: Int32, deadline: Deadline) -> Readiness {
    wait(descriptor, events: Int16(POLLIN), deadline: deadline)
  }

  public static func waitWritable(_ descriptor: Int32, deadline: Deadline) -> Readiness {
    wait(descriptor, events: Int16(POLLOUT), deadline: deadline)
  }

  private static func wait(_ descriptor: Int32, events: Int16, deadline: Deadline) -> Readiness {
    while true {
      var entry = pollfd(fd: descriptor, events: events, revents: 0)
      let count = poll(&entry, 1, Int32(clamping: deadline.remainingMilliseconds))
      if count < 0 {
        if errno == EINTR { continue }
        return .failed(errno)
      }
      // POLLHUP and POLLERR count as ready: the read or write that follows reports them.
      return count == 0 ? .timedOut : .ready
    }
  }

  /// What woke a wait on several descriptors.
  public enum FirstReadiness: Equatable, Sendable {
    /// `descriptors[index]` is readable (or hung up): the first such, in order.
    case ready(index: Int)
    case timedOut
    case failed(Int32)
  }

  /// Waits until one of `descriptors` is readable: a pipe with data, or a process descriptor
  /// (`ProcessDescriptor`) whose process ended. The first ready one in the array's order wins,
  /// so put the one whose data matters most first.
  ///
  ///     waitForFirstReadable([replies, helperExit, serverExit], deadline: …)  →  .ready(index: 0)
  public static func waitForFirstReadable(_ descriptors: [Int32], deadline: Deadline) -> FirstReadiness {
    var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    while true {
      let count = poll(&entries, nfds_t(entries.count), Int32(clamping: deadline.remainingMilliseconds))
      if count < 0 {
        if errno == EINTR { continue }
        return .failed(errno)
      }
      if count == 0 { return .timedOut }
      let index = entries.firstIndex { $0.revents != 0 } ?? 0
      return .ready(index: index)
    }
  }

  /// Writes every byte before the deadline; `nil` on success, else the failure.
  public static func writeAll(_ bytes: [UInt8], to descriptor: Int32, deadline: Deadline) -> Readiness? {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written > 0 {
        offset += written
        continue
      }
      if written < 0 && errno == EINTR { continue }
      if written < 0 && errno != EAGAIN { return .failed(errno) }
      let readiness = waitWritable(descriptor, deadline: deadline)
      if readiness != .ready { return readiness }
    }
    return nil
  }
}
