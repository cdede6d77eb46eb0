import InputModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one way the command writes a file (`run --output`, `fuzz --out` reproducers): the
/// text goes to a temporary file next to the target, which is then renamed over it, so a
/// reader sees the old file or the new one, never half of one.
///
/// Only a regular file, or a path that does not exist yet, is replaced. A symbolic link is
/// followed to the file it names and that file is replaced (the link stays a link). A
/// device, FIFO, socket or directory is refused: renaming over it would turn `/dev/null`, a
/// named pipe or a socket into a regular file.
///
///     try AtomicFile.write("<xml/>", to: "report.xml")   // report.xml: old contents → "<xml/>"
///     try AtomicFile.write("x", to: "/dev/null")          // throws .notARegularFile(…, .characterDevice)
enum AtomicFile {
  static func write(_ text: String, to path: String) throws(AtomicFileError) {
    let target = try resolve(path)
    let slash = target.path.lastIndex(of: "/")
    let directory = slash.map { String(target.path[...$0]) } ?? ""
    let name = slash.map { String(target.path[target.path.index(after: $0)...]) } ?? target.path
    let (temporary, descriptor) = try createTemporary(in: directory, for: name)
    do throws(SystemError) {
      // A replaced file keeps its permissions; a new one gets 0666 less the umask.
      if let mode = target.existingMode, fchmod(descriptor.rawValue, mode) != 0 {
        throw SystemError.current
      }
      try descriptor.writeAll(Array(text.utf8))
    } catch {
      close(descriptor.rawValue)
      unlink(temporary)
      throw .cannotWrite(path: path, reason: error.reason)
    }
    guard close(descriptor.rawValue) == 0 else {
      let failure = SystemError.current
      unlink(temporary)
      throw .cannotWrite(path: path, reason: failure.reason)
    }
    guard rename(temporary, target.path) == 0 else {
      let failure = SystemError.current
      unlink(temporary)
      throw .cannotWrite(path: path, reason: failure.reason)
    }
  }

  /// Adds `text` at the end of a regular file (or a new one), in one `write`, for files that
  /// others own and read as a log: GitHub's job summary (`GITHUB_STEP_SUMMARY`). The same
  /// files are refused as by `write(_:to:)`.
  ///
  ///     try AtomicFile.append("## inputsim\n", to: summaryPath)   // old contents + "## inputsim⏎"
  static func append(_ text: String, to path: String) throws(AtomicFileError) {
    let target = try resolve(path)
    let descriptor = open(target.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: SystemError.current.reason) }
    do throws(SystemError) {
      try FileDescriptor(rawValue: descriptor).writeAll(Array(text.utf8))
    } catch {
      close(descriptor)
      throw .cannotWrite(path: path, reason: error.reason)
    }
    guard close(descriptor) == 0 else { throw .cannotWrite(path: path, reason: SystemError.current.reason) }
  }

  /// Why a file could not be written at `target` (its folder is missing, is no folder, or
  /// refuses us; its name is longer than the file system allows), checked before any work
  /// is done; `nil` when nothing stands in the way that can be known in advance.
  ///
  ///     unwritableReason(Target(path: "missing/report.xml"))  // "no folder 'missing'"
  static func unwritableReason(_ target: Target) -> String? {
    let slash = target.path.lastIndex(of: "/")
    let directory = folder(of: target.path)
    let name = slash.map { String(target.path[target.path.index(after: $0)...]) } ?? target.path
    if name.utf8.count > 255 {
      return "the file name is \(name.utf8.count) bytes long; at most 255 are allowed"
    }
    var status = stat()
    guard stat(directory, &status) == 0 else {
      return "no folder \(BoundedEcho.singleQuoted(directory)) (\(SystemError.current.reason))"
    }
    guard FileKind(mode: status.st_mode) == .directory else {
      return "\(BoundedEcho.singleQuoted(directory)) is not a folder"
    }
    guard access(directory, W_OK | X_OK) == 0 else {
      return
        "the folder \(BoundedEcho.singleQuoted(directory)) is not writable (\(SystemError.current.reason))"
    }
    return nil
  }

  /// Where the bytes go: `path` itself, or the end of its chain of symbolic links.
  struct Target {
    var path: String
    /// The permission bits of the regular file being replaced; nil for a new file.
    var existingMode: mode_t?
  }

  /// Follows symbolic links (at most 40, like the kernel) and checks what is at the end.
  static func resolve(_ path: String) throws(AtomicFileError) -> Target {
    var current = path
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0 else {
        let failure = SystemError.current
        // A path that does not exist yet (or a link to one) becomes a new regular file.
        if failure.code == ENOENT { return Target(path: current, existingMode: nil) }
        throw .cannotWrite(path: path, reason: failure.reason)
      }
      switch FileKind(mode: status.st_mode) {
      case .regularFile:
        return Target(path: current, existingMode: status.st_mode & 0o7777)
      case .symbolicLink:
        if let folder = protectedLinkFolder(current, link: status) {
          throw .protectedLink(path: path, link: current, owner: status.st_uid, folder: folder)
        }
        guard let destination = readLink(current) else {
          throw .cannotWrite(path: path, reason: SystemError.current.reason)
        }
        if destination.hasPrefix("/") {
          current = destination
        } else if let slash = current.lastIndex(of: "/") {
          current = String(current[...slash]) + destination
        } else {
          current = destination
        }
      case let kind:
        throw .notARegularFile(path: path, kind: kind)
      }
    }
    throw .tooManyLinks(path: path)
  }

  /// The folder of `linkPath` when the kernel's `protected_symlinks` rule would refuse to
  /// follow the link for us: it lies in a sticky, world-writable folder (`/tmp`), and neither
  /// we nor the folder's owner own it. Following it by hand (lstat, readlink) would sidestep
  /// the rule, and a link another user planted at `/tmp/report.xml` would make root replace
  /// the file it names; so the rule is applied here, as the kernel applies it to `open`.
  ///
  ///     /tmp/report.xml → /etc/passwd, owned by uid 1000, we are root  → "/tmp"
  ///     ./report.xml → real.xml in our own folder                      → nil
  static func protectedLinkFolder(_ linkPath: String, link: stat) -> String? {
    let folder = folder(of: linkPath)
    var status = stat()
    guard stat(folder, &status) == 0 else { return nil }
    let shared = status.st_mode & S_ISVTX != 0 && status.st_mode & S_IWOTH != 0
    guard shared, link.st_uid != geteuid(), link.st_uid != status.st_uid else { return nil }
    return folder
  }

  /// The folder `path` is in: `a/b` → `a`, `/b` → `/`, `b` → `.`.
  static func folder(of path: String) -> String {
    let slash = path.lastIndex(of: "/")
    return slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
  }

  private static func readLink(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// A new hidden file in `directory`, created exclusively so an existing file is never reused.
  private static func createTemporary(
    in directory: String, for name: String
  ) throws(AtomicFileError) -> (path: String, descriptor: FileDescriptor) {
    var attempt = 0
    while true {
      let path = directory + "." + name + ".tmp-\(getpid())-\(attempt)"
      let raw = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if raw >= 0 { return (path, FileDescriptor(rawValue: raw)) }
      let failure = SystemError.current
      guard failure.code == EEXIST, attempt < 100 else {
        throw .cannotWrite(path: directory + name, reason: failure.reason)
      }
      attempt += 1
    }
  }
}

/// Why `AtomicFile.write` wrote nothing.
enum AtomicFileError: Error, Equatable {
  /// The path names something that renaming over would destroy.
  case notARegularFile(path: String, kind: FileKind)
  /// A chain of symbolic links longer than 40, or a loop.
  case tooManyLinks(path: String)
  /// The system refused (no such directory, no permission, disk full…).
  case cannotWrite(path: String, reason: String)
  /// A symbolic link in a shared sticky folder that another user owns
  /// (`AtomicFile.protectedLinkFolder`).
  case protectedLink(path: String, link: String, owner: uid_t, folder: String)

  /// One line for `inputsim: error: …`.
  ///
  ///     .notARegularFile(path: "/dev/null", kind: .characterDevice).message
  ///     // "refusing to replace '/dev/null': it is a character device, not a regular file"
  var message: String {
    switch self {
    case .notARegularFile(let path, let kind):
      return "refusing to replace '\(path)': it is \(kind.description), not a regular file"
    case .tooManyLinks(let path):
      return "cannot write '\(path)': too many levels of symbolic links (a loop?)"
    case .cannotWrite(let path, let reason):
      return "cannot write '\(path)': \(reason)"
    case .protectedLink(let path, let link, let owner, let folder):
      let named = link == path ? "" : " (through '\(link)')"
      return "refusing to follow the symbolic link '\(path)'\(named): user \(owner) made it in the shared "
        + "folder '\(folder)', and the kernel's protected_symlinks rule lets no other user follow such a "
        + "link; remove it or write elsewhere"
    }
  }
}
