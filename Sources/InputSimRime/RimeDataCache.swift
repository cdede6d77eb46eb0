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

  /// Creates the folders Rime is set up with (it needs them before the first compile).
  func prepareDirectories() throws(InputEngineError) {
    do {
      for path in [sourceDirectory, buildDirectory] {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      }
    } catch {
      throw .engineFailed(engine: "librime", reason: "cannot create the cache \(rootPath): \(error)")
    }
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
      throw .engineFailed(engine: "librime", reason: "cannot write the cache in \(rootPath): \(error)")
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
      throw .engineFailed(engine: "librime", reason: "cannot write the cache in \(rootPath): \(error)")
    }
  }

  /// Runs `body` holding an exclusive lock on the cache, so that two processes (parallel test
  /// runs, two `inputsim` commands) never compile into it at the same time.
  func withFileLock<Result>(_ body: () throws(InputEngineError) -> Result) throws(InputEngineError)
    -> Result
  {
    do {
      try FileManager.default.createDirectory(atPath: rootPath, withIntermediateDirectories: true)
    } catch {
      throw .engineFailed(engine: "librime", reason: "cannot create the cache \(rootPath): \(error)")
    }
    let descriptor = open(rootPath + "/lock", O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .engineFailed(engine: "librime", reason: "cannot lock the cache \(rootPath)")
    }
    defer { close(descriptor) }
    flock(descriptor, LOCK_EX)
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }
}
