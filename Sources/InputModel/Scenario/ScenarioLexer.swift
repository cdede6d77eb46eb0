/// Splits one line into tokens: bare words, `"…"` strings and `key=value` options, up to a
/// `#` comment. The line must already be valid UTF-8.
///
///     key enter x3   # three times   →  [word key] [word enter] [word x3]
///     set "a b" deferred              →  [word set] [string "a b"] [word deferred]
///     use ime=flick                   →  [word use] [option ime=flick]
///     type 12#                        →  [word type] [word 12], and a warning: `#` starts a comment
///
/// The first problem on a line is thrown; the parser then moves on to the next line.
///
/// - Complexity: O(n) in the length of the line.
struct ScenarioLexer {
  let line: ScenarioLine
  private var bytes: [UInt8] { line.bytes }

  init(line: ScenarioLine) {
    self.line = line
  }

  private static let space = UInt8(ascii: " ")
  private static let tab = UInt8(ascii: "\t")
  private static let quote = UInt8(ascii: "\"")
  private static let hash = UInt8(ascii: "#")
  private static let equals = UInt8(ascii: "=")
  private static let backslash = UInt8(ascii: "\\")

  func tokens(warnings: inout [Diagnostic]) throws(Diagnostic) -> [ScenarioToken] {
    var tokens: [ScenarioToken] = []
    var index = line.start
    while index < line.end {
      let byte = bytes[index]
      let gluedToPrevious = tokens.last.map { $0.end == index } ?? false
      switch byte {
      case Self.space, Self.tab:
        index += 1
        continue
      case Self.hash:
        if gluedToPrevious, let previous = tokens.last, previous.kind != .string {
          warnings.append(
            line.warning(
              "'#' starts a comment even inside a word; quote the text (\"…#\") if '#' belongs to it",
              at: index))
        }
        return tokens
      case Self.quote:
        let string = try lexString(openingQuote: index)
        if gluedToPrevious, var option = tokens.last {
          // `key="value"`: the word ended with `=`, the string is the option's value.
          guard option.kind == .option, !option.valueIsQuoted, option.value.isEmpty else {
            throw line.error("missing space before '\"'", at: index)
          }
          option.value = string.text
          option.valueStart = string.start
          option.valueIsQuoted = true
          option.bodyStart = string.bodyStart
          option.bodyEnd = string.bodyEnd
          option.patternEscapeIndex = string.patternEscapeIndex
          option.end = string.end
          tokens[tokens.count - 1] = option
        } else {
          tokens.append(string)
        }
        index = string.end
        if index < line.end, ![Self.space, Self.tab, Self.hash].contains(bytes[index]) {
          throw line.error("missing space after the closing '\"'", at: index)
        }
      default:
        if ScenarioString.isForbiddenControl(byte) {
          throw line.error(ScenarioString.controlCharacterMessage(byte), at: index)
        }
        let word = lexWord(from: index)
        tokens.append(word)
        index = word.end
      }
      if tokens.count > ScenarioLimits.maxTokensPerLine {
        throw line.error(
          "too many tokens on one line (at most \(ScenarioLimits.maxTokensPerLine)); use 'candidates file' for long lists",
          at: tokens[tokens.count - 1].start)
      }
    }
    return tokens
  }

  /// A bare word runs to the next space, tab, quote, `#` or control character.
  private func lexWord(from start: Int) -> ScenarioToken {
    let lineEnd = line.end
    var equalsIndex: Int?
    let end = bytes.withUnsafeBufferPointer { buffer in
      var end = start
      while end < lineEnd {
        let byte = buffer[end]
        if byte == Self.space || byte == Self.tab || byte == Self.quote || byte == Self.hash
          || ScenarioString.isForbiddenControl(byte)
        {
          break
        }
        if byte == Self.equals, equalsIndex == nil, end > start {
          equalsIndex = end
        }
        end += 1
      }
      return end
    }
    guard let equalsIndex else {
      return ScenarioToken(
        kind: .word, start: start, end: end, text: text(start, end), bodyStart: start, bodyEnd: end)
    }
    return ScenarioToken(
      kind: .option, start: start, end: end, text: text(start, equalsIndex),
      value: text(equalsIndex + 1, end), valueStart: equalsIndex + 1, valueIsQuoted: false,
      bodyStart: start, bodyEnd: end)
  }

  /// A string from its opening quote to the closing one, escapes decoded.
  private func lexString(openingQuote: Int) throws(Diagnostic) -> ScenarioToken {
    var decoded: [UInt8] = []
    var patternEscapeIndex: Int?
    var index = openingQuote + 1
    var runStart = index
    while index < line.end {
      index = plainRunEnd(from: index)
      guard index < line.end else { break }
      let byte = bytes[index]
      if byte == Self.quote {
        decoded.append(contentsOf: bytes[runStart..<index])
        return ScenarioToken(
          kind: .string, start: openingQuote, end: index + 1,
          text: String(decoding: decoded, as: UTF8.self),
          bodyStart: openingQuote + 1, bodyEnd: index, patternEscapeIndex: patternEscapeIndex)
      }
      if byte == Self.backslash {
        decoded.append(contentsOf: bytes[runStart..<index])
        switch ScenarioString.escape(in: bytes, at: index, end: line.end) {
        case .scalar(let scalar, let next):
          decoded.append(contentsOf: String(scalar).utf8)
          index = next
        case .patternCharacter(let marker, let next):
          if patternEscapeIndex == nil { patternEscapeIndex = index }
          decoded.append(marker)
          index = next
        case .invalid(let at, let message):
          throw line.error(message, at: at)
        case .unterminated:
          index = line.end
        }
        runStart = index
        continue
      }
      if ScenarioString.isForbiddenControl(byte) {
        throw line.error(ScenarioString.controlCharacterMessage(byte), at: index)
      }
      index += 1
    }
    throw line.error("unterminated string; add a closing '\"'", at: openingQuote)
  }

  /// The end of the run of bytes that a string takes as they are (no quote, backslash or
  /// control character).
  private func plainRunEnd(from start: Int) -> Int {
    let lineEnd = line.end
    return bytes.withUnsafeBufferPointer { buffer in
      var index = start
      while index < lineEnd {
        let byte = buffer[index]
        if byte == Self.quote || byte == Self.backslash || (byte < 0x20 && byte != Self.tab)
          || byte == 0x7F
        {
          break
        }
        index += 1
      }
      return index
    }
  }

  private func text(_ start: Int, _ end: Int) -> String {
    String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
