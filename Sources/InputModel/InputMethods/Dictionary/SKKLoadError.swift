/// Why an SKK dictionary could not be loaded at all (a malformed line is not an error: it is
/// an `SKKDiagnostic` and loading goes on).
public enum SKKLoadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be opened or read; `reason` is the system's message.
  case cannotRead(path: String, reason: String)

  public var description: String {
    switch self {
    case .cannotRead(let path, let reason): "\(path): cannot read the SKK dictionary: \(reason)"
    }
  }
}
