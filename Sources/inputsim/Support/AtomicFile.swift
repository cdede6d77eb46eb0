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
  // Paths are handled as the bytes the file system holds: a `String` path is looked up in the
  // command line's raw arguments (`RawArguments`), so an `--output` whose name is not UTF-8 is
  // written under that very name; messages show such a name with `\xHH` escapes.

  static func write(_ text: String, to path: String) throws(AtomicFileError) {
    let pathBytes = RawArguments.bytes(of: path)
    let shown = ScenarioFile.printable(pathBytes)
    let target = try resolve(path)
    let (directory, name) = split(target.pathBytes)
    let (temporary, descriptor) = try createTemporary(in: directory, for: name, shown: shown)
    do throws(SystemError) {
      // A replaced file keeps its permissions; a new one gets 0666 less the umask.
      if let mode = target.existingMode, fchmod(descriptor.rawValue, mode) != 0 {
        throw SystemError.current
      }
      try descriptor.writeAll(Array(text.utf8))
    } catch {
      close(descriptor.rawValue)
      unlink(temporary)
      throw .cannotWrite(path: shown, reason: error.reason)
    }
    guard close(descriptor.rawValue) == 0 else {
      let failure = SystemError.current
      unlink(temporary)
      throw .cannotWrite(path: shown, reason: failure.reason)
    }
    guard rename(temporary, cString(target.pathBytes)) == 0 else {
      let failure = SystemError.current
      unlink(temporary)
      throw .cannotWrite(path: shown, reason: failure.reason)
    }
  }

  /// Adds `text` at the end of a regular file (or a new one), in one `write`, for files that
  /// others own and read as a log: GitHub's job summary (`GITHUB_STEP_SUMMARY`). The same
  /// files are refused as by `write(_:to:)`.
  ///
  ///     try AtomicFile.append("## inputsim\n", to: summaryPath)   // old contents + "## inputsim⏎"
  static func append(_ text: String, to path: String) throws(AtomicFileError) {
    let shown = ScenarioFile.printable(RawArguments.bytes(of: path))
    let target = try resolve(path)
    let descriptor = open(cString(target.pathBytes), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw .cannotWrite(path: shown, reason: SystemError.current.reason) }
    do throws(SystemError) {
      try FileDescriptor(rawValue: descriptor).writeAll(Array(text.utf8))
    } catch {
      close(descriptor)
      throw .cannotWrite(path: shown, reason: error.reason)
    }
    guard close(descriptor) == 0 else { throw .cannotWrite(path: shown, reason: SystemError.current.reason) }
  }

  /// Why a file could not be written at `target` (its folder is missing, is no folder, or
  /// refuses us; its name is longer than the file system allows), checked before any work
  /// is done; `nil` when nothing stands in the way that can be known in advance.
  ///
  ///     unwritableReason(Target(path: "missing/report.xml"))  // "no folder 'missing'"
  static func unwritableReason(_ target: Target) -> String? {
    let (_, name) = split(target.pathBytes)
    let directory = folder(of: target.pathBytes)
    let shownDirectory = ScenarioFile.printable(directory)
    if name.count > 255 {
      return "the file name is \(name.count) bytes long; at most 255 are allowed"
    }
    var status = stat()
    guard stat(cString(directory), &status) == 0 else {
      return "no folder \(BoundedEcho.singleQuoted(shownDirectory)) (\(SystemError.current.reason))"
    }
    guard FileKind(mode: status.st_mode) == .directory else {
      return "\(BoundedEcho.singleQuoted(shownDirectory)) is not a folder"
    }
    guard access(cString(directory), W_OK | X_OK) == 0 else {
      return
        "the folder \(BoundedEcho.singleQuoted(shownDirectory)) is not writable (\(SystemError.current.reason))"
    }
    return nil
  }

  /// Where the bytes go: `path` itself, or the end of its chain of symbolic links.
  struct Target {
    /// The path as the file system has it.
    var pathBytes: [UInt8]
    /// The permission bits of the regular file being replaced; nil for a new file.
    var existingMode: mode_t?

    /// The path as printed: bytes that are not UTF-8 as `\xHH`.
    var path: String { ScenarioFile.printable(pathBytes) }

    init(pathBytes: [UInt8], existingMode: mode_t?) {
      self.pathBytes = pathBytes
      self.existingMode = existingMode
    }

    init(path: String, existingMode: mode_t? = nil) {
      self.init(pathBytes: Array(path.utf8), existingMode: existingMode)
    }
  }

  /// Follows symbolic links (at most 40, like the kernel) and checks what is at the end.
  static func resolve(_ path: String) throws(AtomicFileError) -> Target {
    let pathBytes = RawArguments.bytes(of: path)
    let shown = ScenarioFile.printable(pathBytes)
    var current = pathBytes
    for _ in 0..<40 {
      var status = stat()
      guard lstat(cString(current), &status) == 0 else {
        let failure = SystemError.current
        // A path that does not exist yet (or a link to one) becomes a new regular file.
        if failure.code == ENOENT { return Target(pathBytes: current, existingMode: nil) }
        throw .cannotWrite(path: shown, reason: failure.reason)
      }
      switch FileKind(mode: status.st_mode) {
      case .regularFile:
        return Target(pathBytes: current, existingMode: status.st_mode & 0o7777)
      case .symbolicLink:
        if let folder = protectedLinkFolder(current, link: status) {
          throw .protectedLink(
            path: shown, link: ScenarioFile.printable(current), owner: status.st_uid,
            folder: ScenarioFile.printable(folder))
        }
        guard let destination = readLink(current) else {
          throw .cannotWrite(path: shown, reason: SystemError.current.reason)
        }
        if destination.first == UInt8(ascii: "/") {
          current = destination
        } else if let slash = current.lastIndex(of: UInt8(ascii: "/")) {
          current = Array(current[...slash]) + destination
        } else {
          current = destination
        }
      case let kind:
        throw .notARegularFile(path: shown, kind: kind)
      }
    }
    throw .tooManyLinks(path: shown)
  }

  /// The folder of `linkPath` when the kernel's `protected_symlinks` rule would refuse to
  /// follow the link for us: it lies in a sticky, world-writable folder (`/tmp`), and neither
  /// we nor the folder's owner own it. Following it by hand (lstat, readlink) would sidestep
  /// the rule, and a link another user planted at `/tmp/report.xml` would make root replace
  /// the file it names; so the rule is applied here, as the kernel applies it to `open`.
  ///
  ///     /tmp/report.xml → /etc/passwd, owned by uid 1000, we are root  → "/tmp"
  ///     ./report.xml → real.xml in our own folder                      → nil
  static func protectedLinkFolder(_ linkPath: [UInt8], link: stat) -> [UInt8]? {
    let folder = folder(of: linkPath)
    var status = stat()
    guard stat(cString(folder), &status) == 0 else { return nil }
    let shared = status.st_mode & S_ISVTX != 0 && status.st_mode & S_IWOTH != 0
    guard shared, link.st_uid != geteuid(), link.st_uid != status.st_uid else { return nil }
    return folder
  }

  /// The folder `path` is in: `a/b` → `a`, `/b` → `/`, `b` → `.`.
  static func folder(of path: [UInt8]) -> [UInt8] {
    guard let slash = path.lastIndex(of: UInt8(ascii: "/")) else { return Array(".".utf8) }
    return slash == 0 ? Array("/".utf8) : Array(path[..<slash])
  }

  /// `path` cut after its last slash: the folder part (with the slash; empty without one) and
  /// the name.
  private static func split(_ path: [UInt8]) -> (directory: [UInt8], name: [UInt8]) {
    guard let slash = path.lastIndex(of: UInt8(ascii: "/")) else { return ([], path) }
    return (Array(path[...slash]), Array(path[(slash + 1)...]))
  }

  /// `bytes` as a C string. Paths come from the command line or the file system, which hold
  /// no NUL.
  private static func cString(_ bytes: [UInt8]) -> [CChar] {
    bytes.map { CChar(bitPattern: $0) } + [0]
  }

  private static func readLink(_ path: [UInt8]) -> [UInt8]? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(cString(path), &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    return buffer[..<count].map { UInt8(bitPattern: $0) }
  }

  /// A new hidden file in `directory`, created exclusively so an existing file is never reused.
  private static func createTemporary(
    in directory: [UInt8], for name: [UInt8], shown: String
  ) throws(AtomicFileError) -> (path: [CChar], descriptor: FileDescriptor) {
    var attempt = 0
    while true {
      let path = cString(directory + Array(".".utf8) + name + Array(".tmp-\(getpid())-\(attempt)".utf8))
      let raw = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if raw >= 0 { return (path, FileDescriptor(rawValue: raw)) }
      let failure = SystemError.current
      guard failure.code == EEXIST, attempt < 100 else {
        throw .cannotWrite(path: shown, reason: failure.reason)
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
