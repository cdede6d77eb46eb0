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
    // By the bytes the shell passed: a DIR that is not UTF-8 is made under that name and
    // shown with those bytes as \xHH.
    let pathBytes = RawArguments.bytes(of: path)
    let shown = BoundedEcho.singleQuoted(ScenarioFile.printable(pathBytes))
    let slash = UInt8(ascii: "/")
    var prefix: [UInt8] = pathBytes.first == slash ? [slash] : []
    for component in pathBytes.split(separator: slash) {
      prefix += component
      if mkdir(cString(prefix), 0o755) != 0 && errno != EEXIST {
        throw UsageError(
          "cannot create directory \(BoundedEcho.singleQuoted(ScenarioFile.printable(prefix))): "
            + SystemError.current.reason)
      }
      prefix.append(slash)
    }
    var status = stat()
    guard stat(cString(pathBytes), &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
      throw UsageError("\(shown) is not a directory")
    }
    guard access(cString(pathBytes), W_OK | X_OK) == 0 else {
      throw UsageError("the folder \(shown) is not writable (\(SystemError.current.reason))")
    }
  }

  private static func cString(_ bytes: [UInt8]) -> [CChar] {
    bytes.map { CChar(bitPattern: $0) } + [0]
  }
}
