extension FieldPattern {
  /// Why a pattern is malformed, and where.
  public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Offset in UTF-8 bytes from the start of the notation of the byte the message is
    /// about; `nil` when the pattern as a whole is at fault (no caret or selection).
    public var utf8Offset: Int?
    public var message: String

    public var description: String { message }
  }

  /// Reads a pattern from its notation, which is the text between the quotes of
  /// `expect field "…"`: the string escapes (`\"` `\\` `\n` `\t` `\u{…}`) apply, and `\[`
  /// `\]` `\{` `\}` `\|` stand for the literal characters.
  ///
  ///     "わ[た|]"    → text "わた", marked {1, 1}, caret at 2
  ///     "a||"        → error at offset 2: second caret
  ///
  /// - Complexity: O(n) in the length of the notation.
  public init(parsing notation: String) throws(ParseError) {
    let bytes = Array(notation.utf8)
    self = try Self.parse(bytes, from: 0, to: bytes.count).get()
  }

  /// The parser the scenario parser shares: `bytes[start..<end]` is valid UTF-8 (the body of
  /// a string token or a bare word). Error offsets are relative to `start`.
  static func parse(_ bytes: [UInt8], from start: Int, to end: Int) -> Result<
    FieldPattern, ParseError
  > {
    var parser = PatternReader(bytes: bytes, start: start, end: end)
    return parser.read()
  }
}

/// The single pass behind `FieldPattern(parsing:)`.
private struct PatternReader {
  let bytes: [UInt8]
  let start: Int
  let end: Int

  private var text: [UInt8] = []
  private var utf16Offset = 0
  /// An open `[` or `{`: its UTF-16 offset and its byte index.
  private var openMarked: (utf16Offset: Int, index: Int)?
  private var openSelection: (utf16Offset: Int, index: Int)?
  private var marked: UTF16Range?
  private var selection: UTF16Range?
  /// The byte index of the caret, once seen.
  private var caretIndex: Int?

  init(bytes: [UInt8], start: Int, end: Int) {
    self.bytes = bytes
    self.start = start
    self.end = end
  }

  mutating func read() -> Result<FieldPattern, FieldPattern.ParseError> {
    var index = start
    while index < end {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\\"):
        switch ScenarioString.escape(in: bytes, at: index, end: end) {
        case .scalar(let scalar, let next):
          appendLiteral(Array(String(scalar).utf8))
          index = next
        case .patternCharacter(let marker, let next):
          appendLiteral([marker])
          index = next
        case .invalid(let at, let message):
          return failure(message, at: at)
        case .unterminated:
          return failure(
            ScenarioString.unterminatedEscapeMessage(bytes, at: index, end: end, of: "pattern"),
            at: index)
        }
        continue
      case UInt8(ascii: "["):
        if marked != nil || openMarked != nil {
          return failure("second '['; a field pattern has at most one marked range", at: index)
        }
        openMarked = (utf16Offset, index)
      case UInt8(ascii: "]"):
        guard let open = openMarked else {
          return failure("']' without a matching '['; write '\\]' for a literal bracket", at: index)
        }
        if let selectionOpen = openSelection, selectionOpen.index > open.index {
          return failure(crossingMessage, at: index)
        }
        marked = UTF16Range(open.utf16Offset..<utf16Offset)
        openMarked = nil
      case UInt8(ascii: "{"):
        if caretIndex != nil {
          return failure(caretAndSelectionMessage, at: index)
        }
        if selection != nil || openSelection != nil {
          return failure("second '{'; a field pattern has at most one selection", at: index)
        }
        openSelection = (utf16Offset, index)
      case UInt8(ascii: "}"):
        guard let open = openSelection else {
          return failure("'}' without a matching '{'; write '\\}' for a literal brace", at: index)
        }
        if let markedOpen = openMarked, markedOpen.index > open.index {
          return failure(crossingMessage, at: index)
        }
        if open.utf16Offset == utf16Offset {
          return failure("empty selection '{}'; write a caret '|' instead", at: open.index)
        }
        selection = UTF16Range(open.utf16Offset..<utf16Offset)
        openSelection = nil
      case UInt8(ascii: "|"):
        if caretIndex != nil {
          return failure("second caret '|'; write '\\|' for a literal bar", at: index)
        }
        if openSelection != nil || selection != nil {
          return failure(caretAndSelectionMessage, at: index)
        }
        caretIndex = index
        selection = .caret(at: utf16Offset)
      default:
        if ScenarioString.isForbiddenControl(byte) {
          return failure(ScenarioString.controlCharacterMessage(byte), at: index)
        }
        text.append(byte)
        // Count UTF-16 units by lead bytes: a 4-byte sequence is a surrogate pair.
        if byte & 0xC0 != 0x80 {
          utf16Offset += byte >= 0xF0 ? 2 : 1
        }
      }
      index += 1
    }
    if let open = openMarked {
      return failure(
        "'[' is never closed; add ']' or write '\\[' for a literal bracket", at: open.index)
    }
    if let open = openSelection {
      return failure(
        "'{' is never closed; add '}' or write '\\{' for a literal brace", at: open.index)
    }
    guard let selection else {
      return .failure(
        FieldPattern.ParseError(
          utf8Offset: nil, message: "a field pattern needs a caret '|' or a selection '{…}'"))
    }
    return .success(
      FieldPattern(
        text: String(decoding: text, as: UTF8.self), markedRange: marked, selectedRange: selection))
  }

  private var crossingMessage: String {
    "the marked range '[…]' and the selection '{…}' cross; one must contain the other"
  }

  private var caretAndSelectionMessage: String {
    "a field pattern has a caret '|' or a selection '{…}', not both"
  }

  private mutating func appendLiteral(_ utf8: [UInt8]) {
    text.append(contentsOf: utf8)
    utf16Offset += String(decoding: utf8, as: UTF8.self).utf16.count
  }

  private func failure(_ message: String, at index: Int) -> Result<
    FieldPattern, FieldPattern.ParseError
  > {
    .failure(FieldPattern.ParseError(utf8Offset: index - start, message: message))
  }
}
