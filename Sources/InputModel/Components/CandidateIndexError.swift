/// Why a candidate list could not be loaded.
public enum CandidateIndexError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be opened or read; `reason` is the system's message.
  case cannotRead(path: String, reason: String)
  /// A byte of the file is not valid UTF-8; `line` and `column` are 1-based, the column
  /// counted in bytes.
  case invalidUTF8(path: String, line: Int, column: Int)

  public var description: String {
    switch self {
    case .cannotRead(let path, let reason):
      "\(path): cannot read the candidate list: \(reason)"
    case .invalidUTF8(let path, let line, let column):
      "\(path):\(line):\(column): invalid UTF-8 byte in the candidate list"
    }
  }
}
