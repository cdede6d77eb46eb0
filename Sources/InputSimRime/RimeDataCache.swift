import Foundation
import InputModel

/// Where the pinyin keyboard keeps Rime's compiled schemas, and when they must be rebuilt.
///
/// Debian's `rime-data-luna-pinyin` ships each schema already compiled
/// (`/usr/share/rime-data/build/luna_pinyin_simp.schema.yaml`, with the presets it imports
/// merged in) and its dictionaries prebuilt, but not the `default.yaml` those presets come
/// from. A full Rime deployment therefore fails to compile the schemas and recompiles the
/// dictionary without its word frequencies. So the cache compiles one file per schema: the
/// prebuilt schema (its `import_preset` keys, already merged, removed) as the source, plus a
/// `<schema>.custom.yaml` patch that turns user-dictionary learning off and fixes the page
/// size. The dictionaries stay the prebuilt ones.
///
///     ~/.cache/inputsim/rime/shared/luna_pinyin_simp.schema.yaml         source (copied)
///     ~/.cache/inputsim/rime/user/luna_pinyin_simp.custom.yaml           the patch
///     ~/.cache/inputsim/rime/user/build/luna_pinyin_simp.schema.yaml     compiled by Rime
///     ~/.cache/inputsim/rime/user/build/luna_pinyin_simp.inputsim-stamp  what it was built from
///
/// A compiled schema is reused while its stamp matches: the data files' sizes and
/// modification times, the patch, and the compiled file's own size and time. A missing, truncated or
/// edited file, or new data, makes it stale, and it is rebuilt.
struct RimeDataCache: Sendable {
  /// The Debian package whose absence the error names.
  static let dataPackage = "rime-data-luna-pinyin"
  /// Turns learning off (runs do not depend on earlier runs) and fixes the menu's length.
  static let patch = """
    patch:
      translator/enable_user_dict: false
      menu/page_size: 5

    """

  /// The cache's root folder.
  let rootPath: String
  /// Where the Rime data is installed.
  let dataDirectory: String

  init(rootPath: String, dataDirectory: String = "/usr/share/rime-data") {
    self.rootPath = rootPath
    self.dataDirectory = dataDirectory
  }

  /// The prebuilt schemas and dictionaries of the data package.
  var prebuiltDirectory: String { dataDirectory + "/build" }
  /// Rime's "shared data dir" for the compile step: the copied schema sources.
  var sourceDirectory: String { rootPath + "/shared" }
  /// Rime's "user data dir": the patches, and the compiled schemas in `build/`.
  var userDirectory: String { rootPath + "/user" }
  var buildDirectory: String { userDirectory + "/build" }

  func compiledSchemaPath(_ schema: String) -> String { buildDirectory + "/\(schema).schema.yaml" }
  private func stampPath(_ schema: String) -> String { buildDirectory + "/\(schema).inputsim-stamp" }

  /// `$XDG_CACHE_HOME/inputsim/rime`, else `~/.cache/inputsim/rime`.
  ///
  ///     ["XDG_CACHE_HOME": "/c"]  →  "/c/inputsim/rime"
  ///     ["HOME": "/home/a"]       →  "/home/a/.cache/inputsim/rime"
  static func defaultRootPath(environment: [String: String]) -> String {
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      return cache + "/inputsim/rime"
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return home + "/.cache/inputsim/rime"
  }

  static var standard: RimeDataCache {
    RimeDataCache(rootPath: defaultRootPath(environment: ProcessInfo.processInfo.environment))
  }

  /// The schema ids of the `*.schema.yaml` files in the data directory, sorted.
  var installedSchemas: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dataDirectory)) ?? []
    let suffix = ".schema.yaml"
    return names.filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) }.sorted()
  }

  /// Checks that `schema` can be loaded: data installed, schema known, prebuilt.
  func check(schema: String) throws(InputEngineError) {
    let installed = installedSchemas
    guard !installed.isEmpty else {
      throw .dataMissing(engine: "librime", package: Self.dataPackage, path: dataDirectory)
    }
    guard installed.contains(schema) else {
      throw .unknownValue(what: "pinyin schema", value: schema, installed: installed)
    }
    guard FileManager.default.fileExists(atPath: prebuiltDirectory + "/\(schema).schema.yaml") else {
      throw .engineFailed(
        engine: "librime", reason: "schema \(schema) has no prebuilt data in \(prebuiltDirectory)")
    }
  }

  /// The size and modification time of every data file, and the patch: what a compiled
  /// schema depends on.
  func dataStamp() -> String {
    var lines = ["inputsim rime cache 1", Self.patch]
    for directory in [dataDirectory, prebuiltDirectory] {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
      for name in names.sorted() {
        let attributes = try? FileManager.default.attributesOfItem(atPath: directory + "/" + name)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        lines.append("\(directory)/\(name) \(size) \(modified)")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The stamp a freshly compiled `schema` gets: the data stamp plus the compiled file's
  /// size and modification time.
  private func stamp(_ schema: String) -> String? {
    let attributes = try? FileManager.default.attributesOfItem(atPath: compiledSchemaPath(schema))
    guard let size = (attributes?[.size] as? NSNumber)?.int64Value, size > 0 else { return nil }
    let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
    return dataStamp() + "\ncompiled \(size) \(modified)\n"
  }

  /// True when the compiled `schema` exists and was built from the current data.
  func isCurrent(schema: String) -> Bool {
    guard let expected = stamp(schema),
      let recorded = try? String(contentsOfFile: stampPath(schema), encoding: .utf8)
    else { return false }
    return recorded == expected
  }

  /// True when the folders Rime is set up with exist (a warm cache, possibly read-only).
  var hasDirectories: Bool {
    var isDirectory: ObjCBool = false
    return [sourceDirectory, buildDirectory].allSatisfy {
      FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) && isDirectory.boolValue
    }
  }

  /// Creates the folders Rime is set up with (it needs them before the first compile).
  func prepareDirectories() throws(InputEngineError) {
    for path in [sourceDirectory, buildDirectory] {
      if let problem = Self.makeDirectories(path) {
        throw .engineFailed(
          engine: "librime", reason: "cannot create the cache \(rootPath): \(problem); \(Self.cacheAdvice)")
      }
    }
  }

  /// Makes `path` and the folders above it, as `mkdir -p` does; `nil` when it then exists as
  /// a folder, else which part failed and the system's reason.
  ///
  ///     makeDirectories("/tmp/file/inputsim")   // "/tmp/file: Not a directory"
  static func makeDirectories(_ path: String) -> String? {
    var prefix = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") {
      prefix += "/" + component
      if mkdir(prefix, 0o755) == 0 { continue }
      let failure = errno
      var status = stat()
      if failure == EEXIST || stat(prefix, &status) == 0 {
        guard stat(prefix, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
          return "\(prefix): \(String(cString: strerror(ENOTDIR)))"
        }
        continue
      }
      return "\(prefix): \(String(cString: strerror(failure)))"
    }
    return nil
  }

  /// An error about the cache's folder: the system's reason in words (not a raw NSError), and
  /// what to do, which is not installing a package.
  ///
  ///     cannot create the cache /ro/inputsim/rime: Read-only file system; set XDG_CACHE_HOME to a writable folder
  func cacheError(_ what: String, _ error: any Error) -> InputEngineError {
    .engineFailed(engine: "librime", reason: "\(what): \(Self.reason(error)); \(Self.cacheAdvice)")
  }

  /// What to do about a cache folder that cannot be used.
  static let cacheAdvice =
    "set XDG_CACHE_HOME to a writable folder (the cache is XDG_CACHE_HOME/inputsim/rime)"

  /// The system's words for a file error: the POSIX reason under a Foundation error.
  static func reason(_ error: any Error) -> String {
    let error = error as NSError
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
    return error.localizedDescription
  }

  /// Writes the source and the patch for `schema`, and removes any earlier compiled copy (so
  /// that Rime compiles it again rather than trusting its own timestamps).
  func prepareSources(schema: String) throws(InputEngineError) {
    do {
      let files = FileManager.default
      try files.createDirectory(atPath: sourceDirectory, withIntermediateDirectories: true)
      try files.createDirectory(atPath: buildDirectory, withIntermediateDirectories: true)
      for path in [compiledSchemaPath(schema), stampPath(schema)] where files.fileExists(atPath: path) {
        try files.removeItem(atPath: path)
      }
      let prebuilt = try String(
        contentsOfFile: prebuiltDirectory + "/\(schema).schema.yaml", encoding: .utf8)
      let source = prebuilt.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.hasPrefix("  import_preset: ") }
        .joined(separator: "\n")
      try source.write(
        toFile: sourceDirectory + "/\(schema).schema.yaml", atomically: true, encoding: .utf8)
      try Self.patch.write(
        toFile: userDirectory + "/\(schema).custom.yaml", atomically: true, encoding: .utf8)
    } catch {
      throw cacheError("cannot write the cache in \(rootPath)", error)
    }
  }

  /// Records that the compiled `schema` is current.
  func recordStamp(schema: String) throws(InputEngineError) {
    guard let stamp = stamp(schema) else {
      throw .engineFailed(
        engine: "librime", reason: "compiling schema \(schema) into \(buildDirectory) produced nothing")
    }
    do {
      try stamp.write(toFile: stampPath(schema), atomically: true, encoding: .utf8)
    } catch {
      throw cacheError("cannot write the cache in \(rootPath)", error)
    }
  }

  /// Runs `body` holding an exclusive lock on the cache, so that two processes (parallel test
  /// runs, two `inputsim` commands) never compile into it at the same time. A warm cache is
  /// read without it (`RimeRuntime` checks `isCurrent` first), so only a compile waits.
  ///
  /// - Throws: `InputEngineError.engineFailed` when the folder cannot be made or locked (with
  ///   the system's reason and what to do), or when another process holds the lock longer than
  ///   `timeoutMilliseconds` (a compile takes seconds; a stuck one would hang every run).
  func withFileLock<Result>(timeoutMilliseconds: Int = 120_000, _ body: () throws(InputEngineError) -> Result)
    throws(InputEngineError) -> Result
  {
    if let problem = Self.makeDirectories(rootPath) {
      throw .engineFailed(
        engine: "librime", reason: "cannot create the cache \(rootPath): \(problem); \(Self.cacheAdvice)")
    }
    let lockPath = rootPath + "/lock"
    let descriptor = open(lockPath, O_CREAT | O_RDWR | O_CLOEXEC | O_NOFOLLOW, 0o644)
    guard descriptor >= 0 else {
      let reason = String(cString: strerror(errno))
      throw .engineFailed(
        engine: "librime", reason: "cannot lock the cache \(rootPath): \(reason); \(Self.cacheAdvice)")
    }
    defer { close(descriptor) }
    var waitedMilliseconds = 0
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR else {
        let reason = String(cString: strerror(errno))
        throw .engineFailed(engine: "librime", reason: "cannot lock the cache \(rootPath): \(reason)")
      }
      guard waitedMilliseconds < timeoutMilliseconds else {
        throw .engineFailed(
          engine: "librime",
          reason:
            "another process has held the cache's lock \(lockPath) for \(timeoutMilliseconds / 1000) s (compiling a schema takes seconds: is one stuck?); end it, or point XDG_CACHE_HOME at another folder"
        )
      }
      _ = poll(nil, 0, 20)
      waitedMilliseconds += 20
    }
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }
}
