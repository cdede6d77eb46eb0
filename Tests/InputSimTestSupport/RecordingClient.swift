@testable import InputModel

/// A `TextInputClient` test double: applies every command to a UTF-16 text with a selection
/// and a marked range, the way UIKit's `UITextInput` does, and records the commands.
///
/// `rendered` shows the state in the scenario notation: `[` `]` around the marked text, `|`
/// for the caret, `{` `}` around a selection.
///
///     let client = RecordingClient()
///     try client.setMarkedText("かn", selectedRange: .caret(at: 2), replacementRange: nil)
///     client.rendered   // "[かn|]"
public final class RecordingClient: TextInputClient {
  /// One command received from a keyboard.
  public enum Command: Equatable, Sendable, CustomStringConvertible {
    case setMarkedText(String, selectedRange: UTF16Range, replacementRange: UTF16Range? = nil)
    case insertText(String, replacementRange: UTF16Range? = nil)
    case unmarkText
    case deleteBackward
    case doCommand(EditingCommand)

    public var description: String {
      switch self {
      case .setMarkedText(let text, let selected, let replacement):
        "setMarkedText(\"\(text)\", \(selected)\(replacement.map { ", replacing \($0)" } ?? ""))"
      case .insertText(let text, let replacement):
        "insertText(\"\(text)\"\(replacement.map { ", replacing \($0)" } ?? ""))"
      case .unmarkText: "unmarkText()"
      case .deleteBackward: "deleteBackward()"
      case .doCommand(let command): "doCommand(.\(command.rawValue))"
      }
    }
  }

  public private(set) var utf16: [UInt16]
  public private(set) var selectedRange: UTF16Range
  public private(set) var markedRange: UTF16Range?
  /// Every command received, oldest first.
  public private(set) var commands: [Command] = []
  /// When set, the next `setMarkedText` or `insertText` throws this and changes nothing.
  public var failNextTextCommand: TextFieldError?

  /// A client holding `text`, caret at its end, nothing marked.
  public init(text: String = "") {
    utf16 = Array(text.utf16)
    selectedRange = .caret(at: utf16.count)
  }

  public var text: String { String(decoding: utf16, as: UTF16.self) }

  /// The commands received since the last call, then forgets them.
  public func takeCommands() -> [Command] {
    defer { commands = [] }
    return commands
  }

  /// The app assigns the whole text, as `UITextField.text = …` does: the marked range is
  /// gone (its text committed or replaced) and the caret goes to the end. Not a command.
  public func assign(_ newText: String) {
    utf16 = Array(newText.utf16)
    markedRange = nil
    selectedRange = .caret(at: utf16.count)
  }

  public func setMarkedText(
    _ markedText: String, selectedRange selection: UTF16Range, replacementRange: UTF16Range?
  )
    throws(TextFieldError)
  {
    commands.append(.setMarkedText(markedText, selectedRange: selection, replacementRange: replacementRange))
    if let failure = failNextTextCommand {
      failNextTextCommand = nil
      throw failure
    }
    let new = Array(markedText.utf16)
    guard selection.location >= 0, selection.upperBound <= new.count else {
      throw .markedSelectionOutOfBounds(selection, markedTextUTF16Length: new.count)
    }
    let target = try checked(replacementRange ?? markedRange ?? selectedRange)
    utf16.replaceSubrange(target.offsets, with: new)
    markedRange = UTF16Range(location: target.location, length: new.count)
    selectedRange = UTF16Range(location: target.location + selection.location, length: selection.length)
  }

  public func insertText(_ inserted: String, replacementRange: UTF16Range?) throws(TextFieldError) {
    commands.append(.insertText(inserted, replacementRange: replacementRange))
    if let failure = failNextTextCommand {
      failNextTextCommand = nil
      throw failure
    }
    let new = Array(inserted.utf16)
    let target = try checked(replacementRange ?? markedRange ?? selectedRange)
    utf16.replaceSubrange(target.offsets, with: new)
    markedRange = nil
    selectedRange = .caret(at: target.location + new.count)
  }

  public func unmarkText() {
    commands.append(.unmarkText)
    markedRange = nil
  }

  public func deleteBackward() {
    commands.append(.deleteBackward)
    markedRange = nil
    if !selectedRange.isEmpty {
      utf16.removeSubrange(selectedRange.offsets)
      selectedRange = .caret(at: selectedRange.location)
      return
    }
    let boundaries = GraphemeBoundaries(text)
    guard let start = boundaries.boundary(before: selectedRange.location) else { return }
    utf16.removeSubrange(start..<selectedRange.location)
    selectedRange = .caret(at: start)
  }

  /// Recorded only: the keyboards under test pass these through and never look at the result.
  public func doCommand(_ command: EditingCommand) {
    commands.append(.doCommand(command))
  }

  /// The state in scenario notation: `"わた[し|]"`, `"[{今日}は]"`, `"abc|"`.
  public var rendered: String {
    var result: [UInt16] = []
    func mark(_ marker: String) { result.append(contentsOf: marker.utf16) }
    for offset in 0...utf16.count {
      if let markedRange, markedRange.location == offset { mark("[") }
      if selectedRange.location == offset { mark(selectedRange.isEmpty ? "|" : "{") }
      if !selectedRange.isEmpty && selectedRange.upperBound == offset { mark("}") }
      if let markedRange, markedRange.upperBound == offset { mark("]") }
      if offset < utf16.count { result.append(utf16[offset]) }
    }
    return String(decoding: result, as: UTF16.self)
  }

  private func checked(_ range: UTF16Range) throws(TextFieldError) -> UTF16Range {
    guard range.location >= 0, range.length >= 0, range.upperBound <= utf16.count else {
      throw .rangeOutOfBounds(range, utf16Length: utf16.count)
    }
    return range
  }
}
