import Foundation
import Testing

@testable import InputModel
@testable import InputSimRime

/// A data directory and a cache root in a fresh temporary folder (no Rime involved: these
/// tests check the cache's bookkeeping, the pinyin keyboard's tests check Rime).
private struct Scratch {
  let root: String

  init() throws {
    root = NSTemporaryDirectory() + "inputsim-rime-cache-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root + "/data/build", withIntermediateDirectories: true)
  }

  var cache: RimeDataCache { RimeDataCache(rootPath: root + "/cache", dataDirectory: root + "/data") }

  func write(_ text: String, to relativePath: String) throws {
    try text.write(toFile: root + "/" + relativePath, atomically: true, encoding: .utf8)
  }

  func remove() { try? FileManager.default.removeItem(atPath: root) }
}

@Suite("RimeDataCache")
struct RimeDataCacheTests {
  @Test("the cache lives under XDG_CACHE_HOME, else under ~/.cache")
  func location() {
    #expect(
      RimeDataCache.defaultRootPath(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"]) == "/c/inputsim/rime"
    )
    #expect(RimeDataCache.defaultRootPath(environment: ["HOME": "/home/a"]) == "/home/a/.cache/inputsim/rime")
    // The XDG spec ignores a relative path.
    #expect(
      RimeDataCache.defaultRootPath(environment: ["XDG_CACHE_HOME": "rel", "HOME": "/h"])
        == "/h/.cache/inputsim/rime")
  }

  @Test("no data installed: the error names the Debian package")
  func dataMissing() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let error = InputEngineError.dataMissing(
      engine: "librime", package: "rime-data-luna-pinyin", path: scratch.root + "/data")
    #expect(throws: error) { try scratch.cache.check(schema: "luna_pinyin_simp") }
    #expect("\(error)".hasSuffix("(install the Debian package rime-data-luna-pinyin)"))
  }

  @Test("an unknown schema: the error lists the installed ones, sorted")
  func unknownSchema() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("", to: "data/stroke.schema.yaml")
    try scratch.write("", to: "data/luna_pinyin.schema.yaml")
    try scratch.write("", to: "data/luna_pinyin.dict.yaml")
    #expect(
      throws: InputEngineError.unknownValue(
        what: "pinyin schema", value: "wubi", installed: ["luna_pinyin", "stroke"])
    ) {
      try scratch.cache.check(schema: "wubi")
    }
    #expect(
      "\(InputEngineError.unknownValue(what: "pinyin schema", value: "wubi", installed: ["luna_pinyin", "stroke"]))"
        == "unknown pinyin schema \"wubi\" (installed: luna_pinyin, stroke)")
  }

  @Test("the source drops the merged presets; the patch turns learning off")
  func sources() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write(
      "key_binder:\n  bindings: []\n  import_preset: default\nmenu:\n  page_size: 5\n",
      to: "data/build/s.schema.yaml")
    try scratch.cache.prepareSources(schema: "s")
    let source = try String(contentsOfFile: scratch.cache.sourceDirectory + "/s.schema.yaml", encoding: .utf8)
    #expect(source == "key_binder:\n  bindings: []\nmenu:\n  page_size: 5\n")
    let patch = try String(contentsOfFile: scratch.cache.userDirectory + "/s.custom.yaml", encoding: .utf8)
    #expect(patch.contains("translator/enable_user_dict: false"))
  }

  @Test("a compiled schema is current until it is damaged or the data changes")
  func staleness() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let cache = scratch.cache
    try scratch.write("menu: {}\n", to: "data/build/s.schema.yaml")
    try cache.prepareSources(schema: "s")
    #expect(!cache.isCurrent(schema: "s"))  // nothing compiled yet
    // Rime's compile step, played by hand.
    try "compiled: true\n".write(toFile: cache.compiledSchemaPath("s"), atomically: true, encoding: .utf8)
    try cache.recordStamp(schema: "s")
    #expect(cache.isCurrent(schema: "s"))
    // A truncated compiled file.
    try "c".write(toFile: cache.compiledSchemaPath("s"), atomically: true, encoding: .utf8)
    #expect(!cache.isCurrent(schema: "s"))
    // Recompiled and stamped again: current.
    try "compiled: true\n".write(toFile: cache.compiledSchemaPath("s"), atomically: true, encoding: .utf8)
    try cache.recordStamp(schema: "s")
    #expect(cache.isCurrent(schema: "s"))
    // New data (a package upgrade adds a file).
    try scratch.write("", to: "data/s.dict.yaml")
    #expect(!cache.isCurrent(schema: "s"))
    // A rebuild starts from nothing compiled.
    try cache.prepareSources(schema: "s")
    #expect(!FileManager.default.fileExists(atPath: cache.compiledSchemaPath("s")))
  }

  @Test("recording a stamp without a compiled schema is an error, not a trap")
  func nothingCompiled() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    #expect(throws: InputEngineError.self) { try scratch.cache.recordStamp(schema: "s") }
  }

  /// `flock(1)` holding `path` until it is killed: another process in the middle of a compile.
  private static func holdLock(_ path: String) throws -> Process {
    let holder = Process()
    holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
    holder.arguments = ["--no-fork", path, "sleep", "600"]
    try holder.run()
    // Wait until it holds the lock: our own non-blocking try fails.
    let descriptor = open(path, O_RDWR | O_CLOEXEC)
    defer { close(descriptor) }
    for _ in 0..<1000 {
      if flock(descriptor, LOCK_EX | LOCK_NB) != 0 { return holder }
      flock(descriptor, LOCK_UN)
      _ = poll(nil, 0, 10)
    }
    return holder
  }

  @Test("a lock another process keeps is waited for with a bound, then named in the error")
  func lockHeldElsewhere() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.cache.prepareDirectories()
    let lockPath = scratch.cache.rootPath + "/lock"
    #expect(FileManager.default.createFile(atPath: lockPath, contents: nil))
    let holder = try Self.holdLock(lockPath)
    defer {
      // SIGKILL: a process that installed the tool's interrupt handling ignores SIGTERM, and
      // its children inherit that.
      kill(holder.processIdentifier, SIGKILL)
      holder.waitUntilExit()
    }
    var ran = false
    #expect {
      try scratch.cache.withFileLock(timeoutMilliseconds: 100) { () throws(InputEngineError) in ran = true }
    } throws: { error in
      guard case InputEngineError.engineFailed("librime", let reason) = error else { return false }
      return reason.hasPrefix("another process has held the cache's lock \(lockPath) for 0 s")
    }
    #expect(!ran)
  }

  @Test("a cache folder that cannot be made says which part failed and what to do, not what to install")
  func unusableFolder() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("", to: "file")
    let cache = RimeDataCache(
      rootPath: scratch.root + "/file/inputsim/rime", dataDirectory: scratch.root + "/data")
    #expect(
      throws: InputEngineError.engineFailed(
        engine: "librime",
        reason:
          "cannot create the cache \(scratch.root)/file/inputsim/rime: \(scratch.root)/file: Not a directory; set XDG_CACHE_HOME to a writable folder (the cache is XDG_CACHE_HOME/inputsim/rime)"
      )
    ) {
      try cache.prepareDirectories()
    }
    #expect(
      InputEngineError.engineFailed(engine: "librime", reason: "x").advice == nil,
      "installing a package does not fix a folder")
    #expect(RimeDataCache.makeDirectories(scratch.root + "/a/b/c") == nil)
    #expect(RimeDataCache.makeDirectories(scratch.root + "/a/b/c") == nil, "an existing folder is fine")
  }
}
