#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a path names, from the mode bits of `stat`/`lstat`: the file readers and the report
/// writer refuse everything but a regular file, and say what they found instead.
///
///     FileKind(mode: S_IFIFO | 0o644).description   // "a FIFO (named pipe)"
public enum FileKind: Equatable, Hashable, Sendable, CustomStringConvertible {
  case regularFile, directory, symbolicLink, characterDevice, blockDevice, fifo, socket, unknown
  /// A file of a kernel file system (`/proc/self/environ` on `proc`): regular by its mode, but
  /// a view of the kernel's state, never data a scenario should read.
  case kernelFile(fileSystem: String)

  public init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regularFile
    case S_IFDIR: self = .directory
    case S_IFLNK: self = .symbolicLink
    case S_IFCHR: self = .characterDevice
    case S_IFBLK: self = .blockDevice
    case S_IFIFO: self = .fifo
    case S_IFSOCK: self = .socket
    default: self = .unknown
    }
  }

  public var description: String {
    switch self {
    case .regularFile: "a regular file"
    case .directory: "a directory"
    case .symbolicLink: "a symbolic link"
    case .characterDevice: "a character device"
    case .blockDevice: "a block device"
    case .fifo: "a FIFO (named pipe)"
    case .socket: "a socket"
    case .unknown: "a special file"
    case .kernelFile(let fileSystem): "a file of the kernel's \(fileSystem) file system"
    }
  }
}
