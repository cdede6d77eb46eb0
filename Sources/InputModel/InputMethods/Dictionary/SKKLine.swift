/// One line of an SKK dictionary, after decoding: what it contributes, or why it is malformed.
///
///     ";; okuri-nasi entries."        →  .comment
///     "かんじ /漢字/幹事;manager/"      →  .entry(reading: "かんじ", words: ["漢字", "幹事"])
///     "おくr /送/贈/"                  →  .okuriAri(reading: "おくr", words: ["送", "贈"])
///     "かんじ 漢字"                    →  failure: no " /" after the reading
enum SKKLine: Equatable, Sendable {
  /// An empty line (or one holding only spaces or a carriage return).
  case blank
  /// A line starting with `;`.
  case comment
  /// An okuri-nasi entry. `words` may be empty when every candidate was a Lisp expression
  /// this loader does not evaluate.
  case entry(reading: String, words: [String])
  /// An okuri-ari entry: the reading is the stem's kana followed by the ASCII letter that
  /// starts the romaji of the first okurigana kana, and the words spell the stem.
  ///
  ///     "はたらk /働/"       働く 働き 働け …  (く き け: k)
  ///     "はたらi /働/"       働い(て)          (い: i)
  ///     "うつくしk /美/"     美しく 美しかった
  ///
  /// Strict-okuri blocks (`/[く/働/]/`, written by SKK into user dictionaries) repeat words of
  /// the entry for one okurigana; their words are not added again.
  case okuriAri(reading: String, words: [String])

  /// Parses one decoded line (without its line feed).
  ///
  /// Rules: the reading runs up to the first `" /"`; candidates are separated by `/` and the
  /// line ends with `/`; `;` starts an annotation that runs to the next `/`; a candidate
  /// `(concat "I\057O")` is the string with its octal escapes resolved; other candidates of
  /// the form `(name …)` are Lisp programs and are dropped. The message of a failure is
  /// what the diagnostic says. Okuri-ari lines follow the same rules, plus `[kana` … `]`
  /// blocks, which are skipped.
  static func parse(_ line: String) -> Result<SKKLine, SKKLineProblem> {
    var line = line
    return line.withUTF8 { parse(utf8: $0) }
  }

  private static let space = UInt8(ascii: " ")
  private static let slash = UInt8(ascii: "/")
  private static let semicolon = UInt8(ascii: ";")
  private static let carriageReturn = UInt8(ascii: "\r")
  private static let asciiLowercase: ClosedRange<Unicode.Scalar> = "a"..."z"
  private static let octalDigits: ClosedRange<Unicode.Scalar> = "0"..."7"

  private static func parse(utf8 fullLine: UnsafeBufferPointer<UInt8>) -> Result<SKKLine, SKKLineProblem> {
    var end = fullLine.count
    // Files written on Windows end their lines with CR LF; the CR is not part of the entry.
    while end > 0 && (fullLine[end - 1] == carriageReturn || fullLine[end - 1] == space) { end -= 1 }
    let line = UnsafeBufferPointer(rebasing: fullLine[0..<end])
    guard let first = line.first else { return .success(.blank) }
    if first == semicolon { return .success(.comment) }

    var separator = 0
    while separator + 1 < line.count && !(line[separator] == space && line[separator + 1] == slash) {
      separator += 1
    }
    guard separator + 1 < line.count else { return .failure(.missingSeparator) }
    guard separator > 0 else { return .failure(.emptyReading) }
    let reading = string(line, 0..<separator)
    if reading.utf8.contains(space) { return .failure(.spaceInReading) }
    let okuriAri = isOkuriAri(reading)

    guard line[line.count - 1] == slash else { return .failure(.missingFinalSlash) }
    let candidatesStart = separator + 2
    guard candidatesStart < line.count else { return .failure(.noCandidate) }
    var words: [String] = []
    var pieceStart = candidatesStart
    var position = 1
    // The position of the `[kana` that opened a strict-okuri block, while inside it.
    var blockStart: Int?
    for index in candidatesStart..<line.count where line[index] == slash {
      var textEnd = pieceStart
      while textEnd < index && line[textEnd] != semicolon { textEnd += 1 }
      guard textEnd > pieceStart else { return .failure(.emptyCandidate(position: position)) }
      let text = string(line, pieceStart..<textEnd)
      if okuriAri && blockStart != nil {
        if text == "]" { blockStart = nil }
      } else if okuriAri && text.utf8.count > 1 && text.utf8.first == UInt8(ascii: "[") {
        blockStart = position
      } else if let word = candidate(text) {
        words.append(word)
      }
      pieceStart = index + 1
      position += 1
    }
    if let blockStart { return .failure(.unterminatedOkuriBlock(position: blockStart)) }
    return .success(
      okuriAri ? .okuriAri(reading: reading, words: words) : .entry(reading: reading, words: words))
  }

  private static func string(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: line[range]), as: UTF8.self)
  }

  /// True for okuri-ari readings: kana followed by one ASCII lowercase letter (`おくr`,
  /// `>あk`). All-ASCII readings (`dosv`, `ao`) are abbreviation entries and are kept.
  static func isOkuriAri(_ reading: String) -> Bool {
    guard let lastByte = reading.utf8.last, lastByte >= UInt8(ascii: "a"), lastByte <= UInt8(ascii: "z")
    else {
      return false
    }
    let scalars = reading.unicodeScalars
    guard let last = scalars.last, asciiLowercase.contains(last) else { return false }
    return scalars.dropLast().contains { !$0.isASCII }
  }

  /// The word a candidate stands for, or `nil` for a Lisp program that is not evaluated.
  ///
  ///     "漢字"                  →  "漢字"
  ///     "(株)"                  →  "(株)"     (not a program: no name after the parenthesis)
  ///     "(concat \"I\\057O\")"  →  "I/O"
  ///     "(skk-current-date)"    →  nil
  static func candidate(_ text: String) -> String? {
    guard text.utf8.first == UInt8(ascii: "(") else { return text }
    let scalars = Array(text.unicodeScalars)
    guard scalars.count >= 3, scalars[0] == "(", asciiLowercase.contains(scalars[1]),
      scalars[scalars.count - 1] == ")"
    else { return text }
    let prefix = "(concat \""
    let suffix = "\")"
    guard text.hasPrefix(prefix), text.hasSuffix(suffix),
      text.utf8.count >= prefix.utf8.count + suffix.utf8.count
    else { return nil }
    let inner = scalars[prefix.unicodeScalars.count..<(scalars.count - suffix.unicodeScalars.count)]
    return unescapeLispString(inner)
  }

  /// Resolves `\NNN` (octal), `\"` and `\\` in the body of a Lisp string; `nil` when the body
  /// holds an unescaped quote (more than one string: not the simple form).
  private static func unescapeLispString(_ scalars: ArraySlice<Unicode.Scalar>) -> String? {
    var result = String.UnicodeScalarView()
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let scalar = scalars[index]
      index += 1
      if scalar == "\"" { return nil }
      guard scalar == "\\" else {
        result.append(scalar)
        continue
      }
      guard index < scalars.endIndex else { return nil }
      var value: UInt32 = 0
      var digits = 0
      while digits < 3, index < scalars.endIndex, octalDigits.contains(scalars[index]) {
        value = value * 8 + (scalars[index].value - 0x30)
        index += 1
        digits += 1
      }
      if digits == 0 {
        result.append(scalars[index])
        index += 1
      } else if let escaped = Unicode.Scalar(value) {
        result.append(escaped)
      }
    }
    let word = String(result)
    return word.isEmpty ? nil : word
  }
}

/// Why an SKK line was rejected; `description` is the diagnostic's message.
enum SKKLineProblem: Error, Equatable, Sendable, CustomStringConvertible {
  case missingSeparator
  case emptyReading
  case spaceInReading
  case missingFinalSlash
  case noCandidate
  case emptyCandidate(position: Int)
  /// An okuri-ari line's `[kana` block (candidate `position`) has no closing `]`.
  case unterminatedOkuriBlock(position: Int)

  var description: String {
    switch self {
    case .missingSeparator: "expected 'reading /word/…/': no ' /' after the reading"
    case .emptyReading: "empty reading before ' /'"
    case .spaceInReading: "the reading contains a space"
    case .missingFinalSlash: "the line does not end with '/'"
    case .noCandidate: "no candidate after ' /'"
    case .emptyCandidate(let position): "candidate \(position) is empty"
    case .unterminatedOkuriBlock(let position):
      "the okurigana block at candidate \(position) has no closing ']'"
    }
  }
}
