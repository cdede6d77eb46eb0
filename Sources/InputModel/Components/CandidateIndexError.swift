/// Why a candidate list could not be loaded.
///
///     CandidateIndexError.notARegularFile(path: "/dev/zero", kind: .characterDevice).description
///     // "/dev/zero: cannot read the candidate list: it is a character device, not a regular file"
public enum CandidateIndexError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be opened or read; `reason` is the system's message.
  case cannotRead(path: String, reason: String)
  /// The path names a device, FIFO, socket or directory: only a regular file is read.
  case notARegularFile(path: String, kind: FileKind)
  /// The file is larger than `maxByteCount` (`RegularFileReader.maxByteCount`).
  case tooLarge(path: String, maxByteCount: Int)
  /// A byte of the file is not valid UTF-8; `line` and `column` are 1-based, the column
  /// counted in bytes.
  case invalidUTF8(path: String, line: Int, column: Int)
  /// An SKK dictionary file without one entry (a binary, an empty file).
  case noEntries(path: String, lineCount: Int)

  init(_ error: FileReadError) {
    switch error {
    case .cannotRead(let path, let reason): self = .cannotRead(path: path, reason: reason)
    case .notARegularFile(let path, let kind): self = .notARegularFile(path: path, kind: kind)
    case .tooLarge(let path, let maxByteCount): self = .tooLarge(path: path, maxByteCount: maxByteCount)
    }
  }

  init(_ error: SKKLoadError) {
    switch error {
    case .cannotRead(let path, let reason): self = .cannotRead(path: path, reason: reason)
    case .notARegularFile(let path, let kind): self = .notARegularFile(path: path, kind: kind)
    case .tooLarge(let path, let maxByteCount): self = .tooLarge(path: path, maxByteCount: maxByteCount)
    case .noEntries(let path, let lineCount): self = .noEntries(path: path, lineCount: lineCount)
    }
  }

  public var description: String {
    switch self {
    case .cannotRead(let path, let reason):
      "\(path): cannot read the candidate list: \(reason)"
    case .notARegularFile(let path, let kind):
      "\(path): cannot read the candidate list: "
        + FileReadError.notARegularFile(path: path, kind: kind).reason
    case .tooLarge(let path, let maxByteCount):
      "\(path): cannot read the candidate list: "
        + FileReadError.tooLarge(path: path, maxByteCount: maxByteCount).reason
    case .invalidUTF8(let path, let line, let column):
      "\(path):\(line):\(column): invalid UTF-8 byte in the candidate list"
    case .noEntries(let path, let lineCount):
      SKKLoadError.noEntries(path: path, lineCount: lineCount).description
    }
  }
}
