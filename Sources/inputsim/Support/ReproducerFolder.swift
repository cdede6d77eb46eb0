import InputModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `fuzz --out DIR`: made and checked before the first run; each distinct failure written
/// there as soon as it is found (atomically, so an interrupted campaign keeps every file it
/// reported); the page of reproducers written at the end, beside a user's own `index.html`
/// rather than over it.
///
///     let folder = try ReproducerFolder("repro")   // repro/ made, writable
///     try folder.write(failure)                     // repro/lost-input-naive-uikit-seed3-41.scenario
///     try folder.writeIndex(page)                   // repro/index.html (or inputsim-index.html)
struct ReproducerFolder {
  /// The page's name when the folder has no `index.html` of someone else's.
  static let ownIndexName = "index.html"
  /// Its name beside an `index.html` that inputsim did not write.
  static let besideIndexName = "inputsim-index.html"
  /// What marks a page as ours (`HTMLPage` writes it in every page's head).
  static let ownMark = "<meta name=\"generator\" content=\"inputsim\">"

  let directory: String
  /// `index.html`, or `inputsim-index.html` when an `index.html` not written by inputsim is
  /// already there.
  let indexName: String

  init(_ directory: String) throws(UsageError) {
    try OutputDirectory.create(directory)
    self.directory = directory
    indexName =
      Self.isForeignPage(directory + "/" + Self.ownIndexName) ? Self.besideIndexName : Self.ownIndexName
  }

  func write(_ failure: FuzzFailure) throws(UsageError) {
    do {
      try AtomicFile.write(failure.scenarioText, to: directory + "/" + failure.fileName)
    } catch {
      throw UsageError(error.message)
    }
  }

  func writeIndex(_ page: String) throws(UsageError) {
    do {
      try AtomicFile.write(page, to: directory + "/" + indexName)
    } catch {
      throw UsageError(error.message)
    }
  }

  /// True when `path` exists and is not a page inputsim wrote (no generator mark, or not a
  /// regular file one can read).
  static func isForeignPage(_ path: String) -> Bool {
    let pathBytes = RawArguments.bytes(of: path)
    var status = stat()
    guard lstat(pathBytes.map { CChar(bitPattern: $0) } + [0], &status) == 0 else { return false }
    guard
      let bytes = try? RegularFileReader.read(
        pathBytes: pathBytes, displayPath: ScenarioFile.printable(pathBytes), maxByteCount: 64 * 1_048_576)
    else { return true }
    return !String(decoding: bytes.prefix(4096), as: UTF8.self).contains(ownMark)
  }
}
