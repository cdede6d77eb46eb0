import InputModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The recursive part of `ScenarioFiles.collectFiles`: every `*.scenario` below a directory,
/// found with `opendir`/`readdir` so names are the file system's bytes, not a UTF-8 reading
/// of them.
///
/// Symbolic links are followed, to files and to directories; a link to a directory that is
/// being walked (an ancestor, or the directory itself) would walk forever, so it is reported
/// as a loop. A directory that cannot be read is an error, never an empty result:
///
///     walk of "s/" with s/locked at mode 000   // throws "cannot read directory 's/locked': Permission denied"
struct DirectoryWalk {
  /// A directory's device and inode: the same directory, however it was reached.
  struct Identity: Hashable {
    var device: UInt64
    var inode: UInt64

    init(_ status: stat) {
      device = UInt64(status.st_dev)
      inode = UInt64(status.st_ino)
    }
  }

  var subcommand: String
  /// The directories from the root down to the one being read.
  private var ancestors: Set<Identity> = []

  init(subcommand: String) {
    self.subcommand = subcommand
  }

  /// Appends every `*.scenario` below `directory` to `found`; `relative` is `directory` below
  /// the root, `separator` what goes between `directory` and an entry's name.
  mutating func visit(
    _ directory: [UInt8], relative: [UInt8], identity: Identity, found: inout [ScenarioFile],
    separator: [UInt8]
  ) throws(UsageError) {
    ancestors.insert(identity)
    defer { ancestors.remove(identity) }
    for name in try entries(of: directory) {
      let path = directory + separator + name
      let relativePath = relative.isEmpty ? name : relative + [UInt8(ascii: "/")] + name
      let isScenario = name.count > 9 && name.suffix(9).elementsEqual(".scenario".utf8)
      var status = stat()
      guard stat(Self.cString(path), &status) == 0 else {
        let failure = SystemError.current
        if isScenario {
          // Reading it reports what is wrong (a loop, a dangling link) with the file's path.
          found.append(ScenarioFile(pathBytes: path, relativeBytes: relativePath))
        } else if failure.code == ELOOP {
          throw UsageError(
            "symbolic link loop: '\(ScenarioFile.printable(path))' (too many levels of symbolic links)",
            helpTopic: subcommand)
        } else if failure.code != ENOENT {
          throw UsageError(
            "cannot read '\(ScenarioFile.printable(path))': \(failure.reason)", helpTopic: subcommand)
        }
        continue
      }
      if FileKind(mode: status.st_mode) == .directory {
        let child = Identity(status)
        guard !ancestors.contains(child) else {
          throw UsageError(
            "symbolic link loop: '\(ScenarioFile.printable(path))' leads back to a directory that contains it",
            helpTopic: subcommand)
        }
        try visit(
          path, relative: relativePath, identity: child, found: &found, separator: [UInt8(ascii: "/")])
      } else if isScenario {
        found.append(ScenarioFile(pathBytes: path, relativeBytes: relativePath))
      }
    }
  }

  /// The names in `directory`, without `.` and `..`, in byte order.
  private func entries(of directory: [UInt8]) throws(UsageError) -> [[UInt8]] {
    guard let handle = opendir(Self.cString(directory)) else {
      throw UsageError(
        "cannot read directory '\(ScenarioFile.printable(directory))': \(SystemError.current.reason)",
        helpTopic: subcommand)
    }
    defer { closedir(handle) }
    var names: [[UInt8]] = []
    while true {
      errno = 0
      guard let entry = readdir(handle) else {
        guard errno == 0 else {
          throw UsageError(
            "cannot read directory '\(ScenarioFile.printable(directory))': \(SystemError.current.reason)",
            helpTopic: subcommand)
        }
        // readdir's order is the file system's: sorted, the first problem reported is always the same.
        return names.sorted { $0.lexicographicallyPrecedes($1) }
      }
      let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
      if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
      names.append(name)
    }
  }

  static func cString(_ bytes: [UInt8]) -> [CChar] {
    bytes.map { CChar(bitPattern: $0) } + [0]
  }
}
