internal import CRime
import InputModel
import Synchronization

/// librime for the whole process: set up once, each schema compiled once, every call made
/// under one lock.
///
/// Rime can be set up only once per process (its data directories are global) and its
/// session table is not safe to use from several threads, while the tests run keyboards in
/// parallel. So `RimeSession` runs each call through `withLock`.
enum RimeRuntime {
  private struct State {
    /// The cache Rime was set up with, once it was.
    var cache: RimeDataCache?
    /// Schemas compiled (or found current) by this process.
    var deployedSchemas: Set<String> = []
  }

  private static let state = Mutex(State())

  /// Runs `body` while no other thread talks to Rime.
  static func withLock<Result: Sendable>(_ body: () -> Result) -> Result {
    state.withLock { _ in body() }
  }

  /// A new Rime session running `schema`, starting Rime and compiling the schema first when
  /// needed.
  ///
  ///     openSession(schema: "luna_pinyin_simp")  →  a session id (≠ 0)
  ///     openSession(schema: "wubi")              →  throws .unknownValue(what: "pinyin schema", value: "wubi", …)
  static func openSession(schema: String) throws(InputEngineError) -> UInt {
    try state.withLock { (state) throws(InputEngineError) -> UInt in
      let cache = state.cache ?? RimeDataCache.standard
      // Listing the data directory costs a syscall per file: once per schema and process.
      if !state.deployedSchemas.contains(schema) { try cache.check(schema: schema) }
      if state.cache == nil {
        // A warm cache has its folders: nothing to create, no lock to wait for.
        if !cache.hasDirectories {
          try cache.withFileLock { () throws(InputEngineError) in
            try cache.prepareDirectories()
          }
        }
        crime_start(cache.sourceDirectory, cache.userDirectory, cache.prebuiltDirectory)
        state.cache = cache
      }
      if !state.deployedSchemas.contains(schema) {
        try deploy(schema, in: cache, force: false)
        state.deployedSchemas.insert(schema)
      }
      let session = crime_create_session()
      guard session != 0 else {
        throw .engineFailed(engine: "librime", reason: "cannot create a session")
      }
      if crime_select_schema(session, schema) { return UInt(session) }
      // The compiled schema did not load although its stamp matched: rebuild it once.
      try deploy(schema, in: cache, force: true)
      if crime_select_schema(session, schema) { return UInt(session) }
      crime_destroy_session(session)
      throw .engineFailed(engine: "librime", reason: "cannot load schema \(schema)")
    }
  }

  /// Compiles `schema` into the cache unless it is current there (another process may have
  /// just done it: the check runs under the cache's file lock).
  private static func deploy(_ schema: String, in cache: RimeDataCache, force: Bool)
    throws(InputEngineError)
  {
    // Current already: read it as it is, even from a read-only cache, without the lock.
    if !force && cache.isCurrent(schema: schema) { return }
    try cache.withFileLock { () throws(InputEngineError) in
      if !force && cache.isCurrent(schema: schema) { return }
      try cache.prepareSources(schema: schema)
      guard crime_deploy_config_file("\(schema).schema.yaml") else {
        throw .engineFailed(engine: "librime", reason: "cannot compile schema \(schema)")
      }
      try cache.recordStamp(schema: schema)
    }
  }
}
