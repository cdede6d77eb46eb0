/// Why an SKK dictionary could not be loaded at all (a malformed line is not an error: it is
/// an `SKKDiagnostic` and loading goes on).
///
///     SKKLoadError.noEntries(path: "/bin/ls", lineCount: 412).description
///     // "/bin/ls: no dictionary entry in 412 lines; is it an SKK dictionary?"
public enum SKKLoadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be opened or read; `reason` is the system's message.
  case cannotRead(path: String, reason: String)
  /// The path names a device, FIFO, socket or directory: only a regular file is read.
  case notARegularFile(path: String, kind: FileKind)
  /// The file is larger than `maxByteCount` (`RegularFileReader.maxByteCount`).
  case tooLarge(path: String, maxByteCount: Int)
  /// The file was read but not one line is an entry (a binary, an empty file).
  case noEntries(path: String, lineCount: Int)

  /// The reader's refusal, as a load error.
  init(_ error: FileReadError) {
    switch error {
    case .cannotRead(let path, let reason): self = .cannotRead(path: path, reason: reason)
    case .notARegularFile(let path, let kind): self = .notARegularFile(path: path, kind: kind)
    case .tooLarge(let path, let maxByteCount): self = .tooLarge(path: path, maxByteCount: maxByteCount)
    }
  }

  public var description: String {
    switch self {
    case .cannotRead(let path, let reason): "\(path): cannot read the SKK dictionary: \(reason)"
    case .notARegularFile(let path, let kind):
      "\(path): cannot read the SKK dictionary: "
        + FileReadError.notARegularFile(path: path, kind: kind).reason
    case .tooLarge(let path, let maxByteCount):
      "\(path): cannot read the SKK dictionary: "
        + FileReadError.tooLarge(path: path, maxByteCount: maxByteCount).reason
    case .noEntries(let path, let lineCount):
      "\(path): no dictionary entry in \(lineCount) line\(lineCount == 1 ? "" : "s"); is it an SKK dictionary?"
    }
  }
}
