#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An `errno` value with the system's wording for it.
///
///     SystemError(code: ENOSPC).reason   // "No space left on device"
struct SystemError: Error, Equatable, Sendable {
  var code: Int32

  /// The current `errno`.
  static var current: SystemError { SystemError(code: errno) }

  var reason: String { String(cString: strerror(code)) }
}
