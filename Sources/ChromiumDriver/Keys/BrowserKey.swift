import InputModel

/// A key the driver sends with `Input.dispatchKeyEvent`: the DOM `key` and `code`, the
/// Windows virtual key code Chromium reports as `keyCode`, the text it types, and modifiers.
///
///     BrowserKey(.insertNewline)   // key "Enter", keyCode 13, text "\r" (submits a form)
///     BrowserKey.process           // key "Process", keyCode 229: a key the IME consumed
///     BrowserKey.imeEnter          // key "Enter", keyCode 229: the Enter the IME consumed
public struct BrowserKey: Equatable, Sendable {
  public var key: String
  public var code: String
  public var keyCode: Int
  public var text: String?
  /// CDP's modifier bits: 1 Alt, 2 Ctrl, 4 Meta, 8 Shift.
  public var modifiers: Int

  public init(key: String, code: String, keyCode: Int, text: String? = nil, modifiers: Int = 0) {
    self.key = key
    self.code = code
    self.keyCode = keyCode
    self.text = text
    self.modifiers = modifiers
  }

  /// What Chromium shows for a key an IME is handling: `key` "Process", `keyCode` 229.
  public static let process = BrowserKey(key: "Process", code: "", keyCode: 229)
  /// The Enter an IME handles (the one that confirms a conversion): `key` "Enter" with
  /// `keyCode` 229, as Chromium on macOS reports it (NousResearch/hermes-agent#41026: "Enter
  /// with keyCode 229"; nearai/ironclaw#1140's handler tests `key === 'Enter'` and 229), so an
  /// app that submits on `key === 'Enter'` without a guard sends, as the reports show.
  /// Chrome on Windows says `Process` instead (ppy/osu-web#10719).
  public static let imeEnter = BrowserKey(key: "Enter", code: "Enter", keyCode: 229)
  public static let backspace = BrowserKey(key: "Backspace", code: "Backspace", keyCode: 8)

  private static let shift = 8

  /// The key behind an editing command the keyboard passed through.
  public init(_ command: EditingCommand) {
    switch command {
    case .insertNewline: self.init(key: "Enter", code: "Enter", keyCode: 13, text: "\r")
    case .insertTab: self.init(key: "Tab", code: "Tab", keyCode: 9)
    case .cancelOperation: self.init(key: "Escape", code: "Escape", keyCode: 27)
    case .deleteForward: self.init(key: "Delete", code: "Delete", keyCode: 46)
    case .moveLeft: self.init(key: "ArrowLeft", code: "ArrowLeft", keyCode: 37)
    case .moveRight: self.init(key: "ArrowRight", code: "ArrowRight", keyCode: 39)
    case .moveUp: self.init(key: "ArrowUp", code: "ArrowUp", keyCode: 38)
    case .moveDown: self.init(key: "ArrowDown", code: "ArrowDown", keyCode: 40)
    case .moveLeftAndModifySelection:
      self.init(key: "ArrowLeft", code: "ArrowLeft", keyCode: 37, modifiers: BrowserKey.shift)
    case .moveRightAndModifySelection:
      self.init(key: "ArrowRight", code: "ArrowRight", keyCode: 39, modifiers: BrowserKey.shift)
    }
  }

  /// The parameters of `Input.dispatchKeyEvent` for the press (`down`) or the release.
  /// A press with text is `keyDown` (Chromium types the text); without, `rawKeyDown`.
  func parameters(down: Bool) -> [String: JSONValue] {
    var parameters: [String: JSONValue] = [
      "type": .string(down ? (text == nil ? "rawKeyDown" : "keyDown") : "keyUp"),
      "key": .string(key), "code": .string(code),
      "windowsVirtualKeyCode": .int(keyCode), "nativeVirtualKeyCode": .int(keyCode),
      "modifiers": .int(modifiers),
    ]
    if down, let text {
      parameters["text"] = .string(text)
      parameters["unmodifiedText"] = .string(text)
    }
    return parameters
  }
}
