@testable import InputModel

/// The scenario notation for a field, for tests: `[ ]` marked text, `|` caret, `{ }`
/// selection; a backslash escapes a literal bracket, brace, bar or backslash. Without `|` or
/// `{ }` the caret sits at the end.
///
///     TextFieldNotation.parse("わ[か|]")  // text "わか", selection {2, 0}, marked {1, 1}
public enum TextFieldNotation {
  public struct Malformed: Error, CustomStringConvertible {
    public let notation: String
    public let reason: String
    public var description: String { "malformed field notation \"\(notation)\": \(reason)" }
  }

  public static func parse(_ notation: String) throws -> FieldState {
    var text = ""
    var utf16Offset = 0
    var markedStart: Int?
    var markedEnd: Int?
    var selectionStart: Int?
    var selectionEnd: Int?
    var caret: Int?
    var escaped = false
    func fail(_ reason: String) -> Malformed { Malformed(notation: notation, reason: reason) }
    for scalar in notation.unicodeScalars {
      if escaped {
        escaped = false
      } else {
        switch scalar {
        case "\\":
          escaped = true
          continue
        case "[":
          guard markedStart == nil else { throw fail("second [") }
          markedStart = utf16Offset
          continue
        case "]":
          guard markedStart != nil, markedEnd == nil else { throw fail("] without [") }
          markedEnd = utf16Offset
          continue
        case "{":
          guard selectionStart == nil, caret == nil else { throw fail("second selection") }
          selectionStart = utf16Offset
          continue
        case "}":
          guard selectionStart != nil, selectionEnd == nil else { throw fail("} without {") }
          selectionEnd = utf16Offset
          continue
        case "|":
          guard caret == nil, selectionStart == nil else { throw fail("second caret") }
          caret = utf16Offset
          continue
        default:
          break
        }
      }
      text.unicodeScalars.append(scalar)
      utf16Offset += scalar.utf16.count
    }
    if escaped { throw fail("dangling backslash") }
    if markedStart != nil && markedEnd == nil { throw fail("[ without ]") }
    if selectionStart != nil && selectionEnd == nil { throw fail("{ without }") }
    let markedRange = markedStart.flatMap { start in markedEnd.map { UTF16Range(start..<$0) } }
    let selectedRange: UTF16Range
    if let selectionStart, let selectionEnd {
      selectedRange = UTF16Range(selectionStart..<selectionEnd)
    } else {
      selectedRange = .caret(at: caret ?? utf16Offset)
    }
    return FieldState(text: text, selectedRange: selectedRange, markedRange: markedRange)
  }

  /// The notation of `state`; the caret is always written.
  public static func render(_ state: FieldState) -> String {
    var result = ""
    var utf16Offset = 0
    func markers(at offset: Int) -> String {
      var markers = ""
      if state.markedRange?.location == offset { markers += "[" }
      if state.selectedRange.isEmpty {
        if state.selectedRange.location == offset { markers += "|" }
      } else {
        if state.selectedRange.upperBound == offset { markers += "}" }
        if state.selectedRange.location == offset { markers += "{" }
      }
      if state.markedRange?.upperBound == offset { markers += "]" }
      return markers
    }
    for scalar in state.text.unicodeScalars {
      result += markers(at: utf16Offset)
      if "[]{}|\\".unicodeScalars.contains(scalar) { result += "\\" }
      result.unicodeScalars.append(scalar)
      utf16Offset += scalar.utf16.count
    }
    result += markers(at: utf16Offset)
    return result
  }
}

/// A field in the state `notation` describes.
public func makeField(_ notation: String, focused: Bool = false) throws -> TextField {
  try TextField(state: TextFieldNotation.parse(notation), isFocused: focused)
}

/// A range in UTF-16 offsets, short for the tables.
public func fieldRange(_ location: Int, _ length: Int) -> UTF16Range {
  UTF16Range(location: location, length: length)
}

extension TextField {
  /// The field in scenario notation.
  public var notation: String { TextFieldNotation.render(state) }
}
