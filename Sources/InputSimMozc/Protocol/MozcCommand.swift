/// A command line for `mozc_emacs_helper`; the helper knows exactly these three.
///
///     .createSession                        event 1  →  (1 CreateSession)
///     .sendKey(session: 1, .code(107))      event 2  →  (2 SendKey 1 107)
///     .sendKey(session: 1, .shiftLeft)      event 3  →  (3 SendKey 1 left shift)
///     .sendKey(session: 1, .text("かな"))   event 4  →  (4 SendKey 1 "かな")
///     .deleteSession(1)                     event 5  →  (5 DeleteSession 1)
public enum MozcCommand: Hashable, Sendable {
  case createSession
  case sendKey(session: Int, MozcKeyEvent)
  case deleteSession(Int)

  /// The line to write, newline included.
  public func line(eventID: Int) -> String {
    switch self {
    case .createSession: "(\(eventID) CreateSession)\n"
    case .sendKey(let session, let key): "(\(eventID) SendKey \(session) \(key.arguments))\n"
    case .deleteSession(let session): "(\(eventID) DeleteSession \(session))\n"
    }
  }

  /// How error messages name the command: `SendKey space`, `CreateSession`.
  public var summary: String {
    switch self {
    case .createSession: "CreateSession"
    case .sendKey(_, let key): "SendKey \(key.arguments)"
    case .deleteSession: "DeleteSession"
    }
  }
}

/// One key as the helper takes it: a character code, a named key with modifiers, or text
/// inserted as it is (kana).
public struct MozcKeyEvent: Hashable, Sendable {
  public enum Key: Hashable, Sendable {
    /// A printable ASCII character's code (`k` → 107; capitals are their own code).
    case code(UInt8)
    /// A key symbol the helper knows (`space`, `left`, …).
    case special(MozcSpecialKey)
    /// Text Mozc takes as typed (kana): `"かな"`.
    case text(String)
  }

  public var key: Key
  public var shift: Bool

  public init(_ key: Key, shift: Bool = false) {
    self.key = key
    self.shift = shift
  }

  public static func code(_ code: UInt8) -> MozcKeyEvent { MozcKeyEvent(.code(code)) }
  public static func special(_ key: MozcSpecialKey) -> MozcKeyEvent { MozcKeyEvent(.special(key)) }
  public static func text(_ text: String) -> MozcKeyEvent { MozcKeyEvent(.text(text)) }

  /// What follows the session id in the command.
  ///
  ///     .code(107)                          →  107
  ///     MozcKeyEvent(.special(.left), shift: true)  →  left shift
  ///     .text("か")                         →  "か"
  public var arguments: String {
    let key: String
    switch self.key {
    case .code(let code): key = String(code)
    case .special(let special): key = special.rawValue
    case .text(let text): key = SExpression.quoted(text)
    }
    return shift ? key + " shift" : key
  }
}

/// The helper's key symbols this driver sends.
public enum MozcSpecialKey: String, Hashable, Sendable, CaseIterable {
  case space, enter, escape, backspace, delete, left, right, up, down, tab, home, end
}
