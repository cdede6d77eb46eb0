import InputModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Creating a folder that reproducers are written into (`fuzz --out`, `conform --out`); the
/// files themselves are written by `AtomicFile`.
///
///     try OutputDirectory.create("repro/seed-3")   // repro and repro/seed-3 made if missing
enum OutputDirectory {
  /// `mkdir -p`: every missing component is created; the result must be a writable folder.
  static func create(_ path: String) throws(UsageError) {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += component
      if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
        throw UsageError(
          "cannot create directory \(BoundedEcho.singleQuoted(prefix)): \(SystemError.current.reason)")
      }
      prefix += "/"
    }
    var status = stat()
    guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
      throw UsageError("\(BoundedEcho.singleQuoted(path)) is not a directory")
    }
    guard access(path, W_OK | X_OK) == 0 else {
      throw UsageError(
        "the folder \(BoundedEcho.singleQuoted(path)) is not writable (\(SystemError.current.reason))")
    }
  }
}
