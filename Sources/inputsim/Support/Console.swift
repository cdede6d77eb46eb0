#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the command writes: standard output for results, standard error for diagnostics.
/// Writes go straight to the file descriptors, unbuffered, so the two streams interleave in
/// the order they were written.
enum Console {
  static func out(_ text: String) {
    write(text + "\n", to: 1)
  }

  static func error(_ text: String) {
    write(text + "\n", to: 2)
  }

  /// Writes without a trailing newline (progress lines).
  static func outRaw(_ text: String) {
    write(text, to: 1)
  }

  private static func write(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return }
      var offset = 0
      while offset < bytes.count {
        #if canImport(Glibc)
          let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
        #else
          let written = Darwin.write(descriptor, base + offset, bytes.count - offset)
        #endif
        if written <= 0 { return }
        offset += written
      }
    }
  }

  /// True when standard output is a terminal (colours and progress lines only then).
  static var stdoutIsTerminal: Bool { isatty(1) != 0 }

  /// The value of an environment variable.
  static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
