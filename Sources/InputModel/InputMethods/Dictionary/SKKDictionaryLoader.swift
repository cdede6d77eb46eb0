/// Reads SKK dictionary files (`/usr/share/skk/SKK-JISYO.L`) into a `ConversionDictionary`.
///
/// - Encoding: the first line's Emacs marker (`;; -*- coding: euc-jp -*-`) names it;
///   `utf-8` is decoded as strict UTF-8, any other name through ICU; no marker means EUC-JP,
///   the encoding of the classic SKK files. An unknown name is a diagnostic on line 1 and
///   the file is read as EUC-JP.
/// - The bytes are split on line feeds (0x0A never occurs inside an EUC-JP or UTF-8
///   multi-byte character) and each line is decoded on its own with one reused decoder, so a
///   bad byte costs one line, not the file.
/// - Each line is parsed by `SKKLine` (comments and annotations skipped, okuri-ari entries
///   kept under their key, `(concat "…")` resolved); a line that cannot be decoded or parsed becomes a
///   `path:line: message` diagnostic and loading goes on.
///
///     let result = try SKKDictionaryLoader.load(path: "/usr/share/skk/SKK-JISYO.L")
///     result.dictionary.words(for: "かんじ").prefix(2)   // ["漢字", "幹事"]
///
/// - Complexity: O(bytes); SKK-JISYO.L (176k lines) loads in well under a second in a
///   release build (see docs/conversion.md).
public enum SKKDictionaryLoader {
  /// Reads and loads the file at `path`; throws when it cannot be read (see
  /// `RegularFileReader`: only a regular file of at most 256 MiB) or when not one of its lines
  /// is an entry (a binary file, an empty one).
  public static func load(path: String) throws(SKKLoadError) -> SKKLoadResult {
    let result = load(bytes: try readFile(path), path: path)
    guard !result.dictionary.isEmpty else {
      throw .noEntries(path: path, lineCount: result.lineCount)
    }
    return result
  }

  /// `load(path:)` for a path given as the bytes the file system holds (a command-line
  /// argument that is not UTF-8); `displayPath` names the file in messages and diagnostics.
  ///
  ///     load(pathBytes: Array("caf".utf8) + [0xE9], displayPath: "caf\\xE9")
  public static func load(pathBytes: [UInt8], displayPath: String) throws(SKKLoadError) -> SKKLoadResult {
    let bytes: [UInt8]
    do {
      bytes = try RegularFileReader.read(pathBytes: pathBytes, displayPath: displayPath)
    } catch {
      throw SKKLoadError(error)
    }
    let result = load(bytes: bytes, path: displayPath)
    guard !result.dictionary.isEmpty else {
      throw .noEntries(path: displayPath, lineCount: result.lineCount)
    }
    return result
  }

  /// Loads dictionary `bytes`; `path` only names the file in diagnostics. Never fails: any
  /// byte sequence gives a (possibly empty) dictionary and diagnostics.
  public static func load(bytes: [UInt8], path: String) -> SKKLoadResult {
    var dictionary = ConversionDictionary()
    var diagnostics: [SKKDiagnostic] = []
    var okuriAriLineCount = 0
    var lineCount = 0
    var encoding = ""

    bytes.withUnsafeBufferPointer { buffer in
      let decoder = LineDecoder.detect(firstLine: firstLine(of: buffer))
      encoding = decoder.name
      if let problem = decoder.problem {
        diagnostics.append(SKKDiagnostic(path: path, line: 1, message: problem))
      }
      guard decoder.canDecode else { return }
      // One entry per line at most: the line count bounds the dictionary's size.
      dictionary.reserveCapacity(buffer.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 } + 1)
      var lineStart = 0
      while lineStart < buffer.count {
        var lineEnd = lineStart
        while lineEnd < buffer.count && buffer[lineEnd] != 0x0A { lineEnd += 1 }
        var line = UnsafeBufferPointer(rebasing: buffer[lineStart..<lineEnd])
        lineStart = lineEnd + 1
        lineCount += 1
        if lineCount == 1 { line = droppingByteOrderMark(line) }
        // Comments are most of a file's header; skipping them before decoding also keeps a
        // comment in another encoding from producing a diagnostic.
        guard let first = line.first, first != UInt8(ascii: ";") else { continue }
        let text: String
        do throws(TextDecodingError) {
          text = try decoder.decode(line)
        } catch {
          diagnostics.append(
            SKKDiagnostic(
              path: path, line: lineCount, column: decodingColumn(error), message: decodingMessage(error)))
          continue
        }
        switch SKKLine.parse(text) {
        case .success(.entry(let reading, let words)):
          dictionary.add(reading: reading, words: words)
        case .success(.okuriAri(let key, let words)):
          dictionary.add(okuriAriKey: key, words: words)
          okuriAriLineCount += 1
        case .success(.blank), .success(.comment):
          continue
        case .failure(let problem):
          diagnostics.append(SKKDiagnostic(path: path, line: lineCount, message: problem.description))
        }
      }
    }
    return SKKLoadResult(
      dictionary: dictionary, diagnostics: diagnostics, encoding: encoding,
      okuriAriLineCount: okuriAriLineCount, lineCount: lineCount)
  }

  private static func firstLine(of buffer: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    var end = 0
    while end < buffer.count && buffer[end] != 0x0A { end += 1 }
    return UnsafeBufferPointer(rebasing: buffer[0..<end])
  }

  private static func droppingByteOrderMark(_ line: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>
  {
    guard line.count >= 3, line[0] == 0xEF, line[1] == 0xBB, line[2] == 0xBF else { return line }
    return UnsafeBufferPointer(rebasing: line[3...])
  }

  private static func decodingColumn(_ error: TextDecodingError) -> Int {
    if case .invalidByte(_, _, _, let column) = error { return column }
    return 1
  }

  private static func decodingMessage(_ error: TextDecodingError) -> String {
    switch error {
    case .invalidByte(let encoding, _, _, let column):
      "invalid \(encoding) byte at column \(column)"
    case .unknownEncoding(let name):
      "unknown text encoding '\(name)'"
    }
  }

  /// The whole file, if it is a regular file of at most `RegularFileReader.maxByteCount` bytes.
  static func readFile(_ path: String) throws(SKKLoadError) -> [UInt8] {
    do {
      return try RegularFileReader.read(path)
    } catch {
      throw SKKLoadError(error)
    }
  }
}

/// Decodes one line at a time in the encoding a dictionary's first line names.
private struct LineDecoder {
  private enum Kind {
    case utf8
    case legacy(LegacyTextDecoder)
    /// No converter could be opened (ICU without data): every line fails.
    case unavailable(TextDecodingError)
  }

  private let kind: Kind
  /// The encoding's name as reported in `SKKLoadResult.encoding`.
  let name: String
  /// A line-1 diagnostic message, when the marker could not be honoured.
  let problem: String?

  /// Reads the `coding:` marker of `firstLine` (ASCII in every SKK file).
  static func detect(firstLine: UnsafeBufferPointer<UInt8>) -> LineDecoder {
    guard let marker = codingMarker(firstLine) else { return legacy("EUC-JP", problem: nil) }
    var name = marker.lowercased()
    // Emacs appends the line-ending convention to the coding name (`utf-8-unix`).
    for suffix in ["-unix", "-dos", "-mac"] where name.hasSuffix(suffix) {
      name.removeLast(suffix.count)
    }
    switch name {
    case "utf-8", "utf8":
      return LineDecoder(kind: .utf8, name: "UTF-8", problem: nil)
    case "euc-jp", "euc-japan", "eucjp", "japanese-iso-8bit":
      return legacy("EUC-JP", problem: nil)
    default:
      if let decoder = try? LegacyTextDecoder(encoding: name) {
        return LineDecoder(kind: .legacy(decoder), name: name, problem: nil)
      }
      return legacy("EUC-JP", problem: "unknown coding '\(marker)'; reading the file as EUC-JP")
    }
  }

  private static func legacy(_ encoding: String, problem: String?) -> LineDecoder {
    do {
      return LineDecoder(
        kind: .legacy(try LegacyTextDecoder(encoding: encoding)), name: encoding, problem: problem)
    } catch {
      return LineDecoder(
        kind: .unavailable(error), name: encoding,
        problem: "cannot open an \(encoding) decoder (\(error)); no line can be read")
    }
  }

  /// The word after `coding:` in `line`, if any.
  private static func codingMarker(_ line: UnsafeBufferPointer<UInt8>) -> String? {
    let key = Array("coding:".utf8)
    guard line.count >= key.count else { return nil }
    for start in 0...(line.count - key.count) where line[start..<(start + key.count)].elementsEqual(key) {
      var index = start + key.count
      while index < line.count && (line[index] == UInt8(ascii: " ") || line[index] == UInt8(ascii: "\t")) {
        index += 1
      }
      let wordStart = index
      while index < line.count && isNameByte(line[index]) { index += 1 }
      guard index > wordStart else { return nil }
      return String(decoding: UnsafeBufferPointer(rebasing: line[wordStart..<index]), as: UTF8.self)
    }
    return nil
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
      true
    default:
      false
    }
  }

  /// False when no converter could be opened: the loader then reads nothing.
  var canDecode: Bool {
    if case .unavailable = kind { return false }
    return true
  }

  func decode(_ line: UnsafeBufferPointer<UInt8>) throws(TextDecodingError) -> String {
    switch kind {
    case .utf8: return try UTF8Decoding.decode(Array(line))
    case .legacy(let decoder): return try decoder.decode(line)
    case .unavailable(let error): throw error
    }
  }
}
