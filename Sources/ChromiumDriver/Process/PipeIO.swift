#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The two waits the driver makes on its non-blocking pipe ends, each bounded by a deadline
/// with poll(2): nothing sleeps, nothing waits forever.
enum PipeIO {
  enum Readiness: Equatable {
    case ready
    case timedOut
    case failed(Int32)
  }

  static func waitReadable(_ descriptor: Int32, deadline: Deadline) -> Readiness {
    wait(descriptor, events: Int16(POLLIN), deadline: deadline)
  }

  static func waitWritable(_ descriptor: Int32, deadline: Deadline) -> Readiness {
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

  /// Writes every byte before the deadline; `nil` on success, else the failure.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32, deadline: Deadline) -> Readiness? {
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
