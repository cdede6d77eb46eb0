/// Why `RegularFileReader` read nothing.
public enum FileReadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The system refused: no such file, no permission, a loop of symbolic links…
  case cannotRead(path: String, reason: String)
  /// The path names a device, FIFO, socket or directory.
  case notARegularFile(path: String, kind: FileKind)
  /// The file has more than `maxByteCount` bytes.
  case tooLarge(path: String, maxByteCount: Int)

  /// The path as the caller named it.
  public var path: String {
    switch self {
    case .cannotRead(let path, _), .notARegularFile(let path, _), .tooLarge(let path, _): path
    }
  }

  /// What is wrong, without the path.
  ///
  ///     FileReadError.notARegularFile(path: "p", kind: .fifo).reason
  ///     // "it is a FIFO (named pipe), not a regular file"
  ///     FileReadError.tooLarge(path: "p", maxByteCount: 268_435_456).reason
  ///     // "it is larger than 256 MiB, the most a loaded file may have"
  public var reason: String {
    switch self {
    case .cannotRead(_, let reason): reason
    case .notARegularFile(_, .kernelFile(let fileSystem)):
      "it is a file of the kernel's \(fileSystem) file system (its state, not stored data); refused"
    case .notARegularFile(_, let kind): "it is \(kind), not a regular file"
    case .tooLarge(_, let maxByteCount):
      "it is larger than \(Self.size(maxByteCount)), the most a loaded file may have"
    }
  }

  /// `path: reason`.
  public var description: String { "\(path): \(reason)" }

  /// `256 MiB` for a whole number of mebibytes, else the byte count.
  static func size(_ byteCount: Int) -> String {
    byteCount % 1_048_576 == 0 ? "\(byteCount / 1_048_576) MiB" : "\(byteCount) bytes"
  }
}
