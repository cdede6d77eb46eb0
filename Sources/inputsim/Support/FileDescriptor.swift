#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An open file descriptor and the one loop that writes a whole buffer to it; the console and
/// the file writer both write through it.
///
///     try FileDescriptor.standardOutput.writeAll(Array("ok\n".utf8))   // "ok⏎" on stdout
struct FileDescriptor: Equatable, Sendable {
  var rawValue: Int32

  static let standardOutput = FileDescriptor(rawValue: 1)
  static let standardError = FileDescriptor(rawValue: 2)

  /// Writes every byte, retrying short writes and interrupted calls; the first real failure
  /// (a full disk, a closed pipe) is thrown and the rest is not written.
  func writeAll(_ bytes: [UInt8]) throws(SystemError) {
    var failure: SystemError?
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = write(rawValue, base + offset, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else {
          // write(2) returning 0 for a non-empty buffer makes no progress: treat it as full.
          failure = SystemError(code: written < 0 ? errno : ENOSPC)
          return
        }
        offset += written
      }
    }
    if let failure { throw failure }
  }

  /// True when the descriptor is a terminal (colours and progress lines only then).
  var isTerminal: Bool { isatty(rawValue) != 0 }
}
