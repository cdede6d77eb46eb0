extension CandidateIndex {
  /// An index of a UTF-8 text file with one candidate per line.
  ///
  /// Lines are split on line feeds; a carriage return before the line feed (CRLF files),
  /// spaces and tabs around a candidate and a byte order mark at the start of the file are
  /// dropped; blank lines are skipped.
  ///
  ///     "からあげ\r\n\n  カラオケ \n"  →  ["からあげ", "カラオケ"]
  ///     "から\n\u{FF}\n"               →  throws invalidUTF8(line: 2, column: 1)
  ///
  /// - Throws: `CandidateIndexError.cannotRead` when the file cannot be read,
  ///   `.notARegularFile` for a device, FIFO, socket or directory (checked before opening),
  ///   `.tooLarge` above `RegularFileReader.maxByteCount` (256 MiB), `.invalidUTF8` with the
  ///   1-based line and byte column of the first invalid byte.
  public init(
    contentsOfFile path: String, pendingRomaji: PendingRomajiMatching = .literal
  ) throws(CandidateIndexError) {
    let bytes: [UInt8]
    do {
      bytes = try RegularFileReader.read(path)
    } catch {
      throw CandidateIndexError(error)
    }
    try self.init(lineBytes: bytes, path: path, pendingRomaji: pendingRomaji)
  }

  /// An index of candidate-file `bytes` (see `init(contentsOfFile:pendingRomaji:)`); `path`
  /// only names the source in errors.
  public init(
    lineBytes bytes: [UInt8], path: String, pendingRomaji: PendingRomajiMatching = .literal
  ) throws(CandidateIndexError) {
    if let offset = UTF8Decoding.firstInvalidByteOffset(bytes) {
      let (line, column) = TextDecodingError.location(of: offset, in: bytes)
      throw .invalidUTF8(path: path, line: line, column: column)
    }
    var candidates: [String] = []
    let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    let text = bytes.starts(with: byteOrderMark) ? bytes[3...] : bytes[...]
    let isPadding: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    for line in text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
      guard let first = line.firstIndex(where: { !isPadding($0) }),
        let last = line.lastIndex(where: { !isPadding($0) })
      else { continue }
      // Splitting valid UTF-8 at ASCII bytes keeps every piece valid.
      candidates.append(String(decoding: line[first...last], as: UTF8.self))
    }
    self.init(candidates, pendingRomaji: pendingRomaji)
  }

  /// An index of a dictionary's readings or words, in the dictionary's order.
  ///
  ///     ["から": ["空", "殻"], "からあげ": ["唐揚げ"]]
  ///     readings → ["から", "からあげ"],  words → ["空", "殻", "唐揚げ"]
  public init(
    dictionary: ConversionDictionary, field: SKKCandidateField,
    pendingRomaji: PendingRomajiMatching = .literal, diagnostics: [SKKDiagnostic] = []
  ) {
    switch field {
    case .readings:
      self.init(dictionary.readings, pendingRomaji: pendingRomaji, diagnostics: diagnostics)
    case .words:
      self.init(dictionary.words, pendingRomaji: pendingRomaji, diagnostics: diagnostics)
    }
  }

  /// An index of an SKK dictionary file's readings or words (`/usr/share/skk/SKK-JISYO.L`);
  /// the loader's rules apply (encoding from the first line, okuri-ari entries skipped), and
  /// lines it could not use are kept in `diagnostics`.
  ///
  /// - Throws: what `SKKDictionaryLoader.load(path:)` throws, as a `CandidateIndexError`: the
  ///   file cannot be read, is not a regular file, is too large, or has no entry.
  public init(
    contentsOfSKKFile path: String, field: SKKCandidateField,
    pendingRomaji: PendingRomajiMatching = .literal
  ) throws(CandidateIndexError) {
    let result: SKKLoadResult
    do {
      result = try SKKDictionaryLoader.load(path: path)
    } catch {
      throw CandidateIndexError(error)
    }
    self.init(
      dictionary: result.dictionary, field: field, pendingRomaji: pendingRomaji,
      diagnostics: result.diagnostics)
  }
}

/// Which side of an SKK dictionary becomes the candidates.
///
///     "からあげ /唐揚げ/空揚げ/"   readings → ["からあげ"],  words → ["唐揚げ", "空揚げ"]
public enum SKKCandidateField: String, Equatable, Hashable, Sendable, CaseIterable {
  /// The kana readings, in file order (what a person types).
  case readings
  /// The words, in reading order then word order, each once.
  case words
}

/// Why a candidate list could not be loaded.
///
///     CandidateIndexError.notARegularFile(path: "/dev/zero", kind: .characterDevice).description
///     // "/dev/zero: cannot read the candidate list: it is a character device, not a regular file"
public enum CandidateIndexError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be opened or read; `reason` is the system's message.
  case cannotRead(path: String, reason: String)
  /// The path names a device, FIFO, socket or directory: only a regular file is read.
  case notARegularFile(path: String, kind: FileKind)
  /// The file is larger than `maxByteCount` (`RegularFileReader.maxByteCount`).
  case tooLarge(path: String, maxByteCount: Int)
  /// A byte of the file is not valid UTF-8; `line` and `column` are 1-based, the column
  /// counted in bytes.
  case invalidUTF8(path: String, line: Int, column: Int)
  /// An SKK dictionary file without one entry (a binary, an empty file).
  case noEntries(path: String, lineCount: Int)

  init(_ error: FileReadError) {
    switch error {
    case .cannotRead(let path, let reason): self = .cannotRead(path: path, reason: reason)
    case .notARegularFile(let path, let kind): self = .notARegularFile(path: path, kind: kind)
    case .tooLarge(let path, let maxByteCount): self = .tooLarge(path: path, maxByteCount: maxByteCount)
    }
  }

  init(_ error: SKKLoadError) {
    switch error {
    case .cannotRead(let path, let reason): self = .cannotRead(path: path, reason: reason)
    case .notARegularFile(let path, let kind): self = .notARegularFile(path: path, kind: kind)
    case .tooLarge(let path, let maxByteCount): self = .tooLarge(path: path, maxByteCount: maxByteCount)
    case .noEntries(let path, let lineCount): self = .noEntries(path: path, lineCount: lineCount)
    }
  }

  public var description: String {
    switch self {
    case .cannotRead(let path, let reason):
      "\(path): cannot read the candidate list: \(reason)"
    case .notARegularFile(let path, let kind):
      "\(path): cannot read the candidate list: "
        + FileReadError.notARegularFile(path: path, kind: kind).reason
    case .tooLarge(let path, let maxByteCount):
      "\(path): cannot read the candidate list: "
        + FileReadError.tooLarge(path: path, maxByteCount: maxByteCount).reason
    case .invalidUTF8(let path, let line, let column):
      "\(path):\(line):\(column): invalid UTF-8 byte in the candidate list"
    case .noEntries(let path, let lineCount):
      SKKLoadError.noEntries(path: path, lineCount: lineCount).description
    }
  }
}

extension CandidateIndex {
  /// The file a scenario's `candidates file|skk` line names: an absolute path as written, a
  /// relative one against `baseDirectory` (the scenario file's own directory), so a scenario
  /// finds its word list wherever the command is run from.
  ///
  ///     resolvedPath("words.txt", baseDirectory: "/s/menus")   // "/s/menus/words.txt"
  ///     resolvedPath("/usr/share/skk/SKK-JISYO.L", baseDirectory: "/s")   // unchanged
  public static func resolvedPath(_ path: String, baseDirectory: String) -> String {
    path.hasPrefix("/") || baseDirectory.isEmpty ? path : baseDirectory + "/" + path
  }
}
