#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file as the file system knows it: its device and inode, after following links. Two
/// names are the same file when their identities are equal (`a.scenario`, `./a.scenario`, a
/// link to it, a hard link).
///
///     FileIdentity(pathBytes: Array("x.scenario".utf8)) == FileIdentity(pathBytes: Array("./x.scenario".utf8))   // true
///     FileIdentity(pathBytes: Array("missing".utf8))    // nil
struct FileIdentity: Hashable, Sendable {
  var device: UInt64
  var inode: UInt64

  /// The identity of the file at `pathBytes`, or `nil` when nothing is there (or it cannot be
  /// reached).
  init?(pathBytes: [UInt8]) {
    guard !pathBytes.contains(0) else { return nil }
    var status = stat()
    let cPath = pathBytes.map { CChar(bitPattern: $0) } + [0]
    guard stat(cPath, &status) == 0 else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }
}
