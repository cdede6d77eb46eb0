/// One value of the S-expressions `mozc_emacs_helper` reads and writes: Emacs Lisp data with
/// symbols, integers, strings and lists, where an association list maps a symbol to a value.
///
///     (mode . hiragana)             →  .list([.symbol("mode")], tail: .symbol("hiragana"))
///     (cursor . 2)                  →  .list([.symbol("cursor")], tail: .integer(2))
///     (segment ((value . "か")))    →  .list([.symbol("segment"), .list([…])], tail: nil)
///     (output . ((consumed . t)))   →  .list([.symbol("output"), .list([…])], tail: nil)
///
/// A dotted pair whose second half is a list is that list with the first half in front (Lisp's
/// own reading: `(a . (b c))` is `(a b c)`), so an entry's value is read the same way whether the
/// helper wrote it dotted or not (`alistValue`, `alistElements`). `()` and `nil` are both the
/// empty list.
public indirect enum SExpression: Hashable, Sendable {
  /// A symbol (`t`, `nil`, `hiragana`, `session-error`).
  case symbol(String)
  /// A decimal integer (`-3`, `131`).
  case integer(Int)
  /// A string, escapes resolved (`"A\"b"` → `A"b`).
  case string(String)
  /// A list; `tail` is the atom after a dot, `nil` for a proper list.
  case list([SExpression], tail: SExpression?)

  /// The empty list, `()`.
  public static let empty = SExpression.list([], tail: nil)

  /// True for `()` and `nil`, Lisp's false (`(consumed . nil)`).
  public var isNil: Bool {
    switch self {
    case .symbol("nil"): true
    case .list(let elements, let tail): elements.isEmpty && (tail == nil || tail?.isNil == true)
    default: false
    }
  }

  /// An association list entry's key: the first element when it is a symbol.
  ///
  ///     (cursor . 2)  →  "cursor"
  public var alistKey: String? {
    guard case .list(let elements, _) = self, case .symbol(let key)? = elements.first else { return nil }
    return key
  }

  /// An entry's value as an atom: what follows the dot, or the only element after the key.
  ///
  ///     (cursor . 2)     →  .integer(2)
  ///     (output . ())    →  .empty   (`(output)` after reading)
  public var alistValue: SExpression? {
    guard case .list(let elements, let tail) = self, !elements.isEmpty else { return nil }
    if let tail { return elements.count == 1 ? tail : nil }
    switch elements.count {
    case 1: return .empty
    case 2: return elements[1]
    default: return nil
    }
  }

  /// An entry's value as a list: the elements after the key.
  ///
  ///     (output . ((consumed . t)(mode . hiragana)))  →  [(consumed . t), (mode . hiragana)]
  ///     (segment (…)(…))                               →  the two segments
  public var alistElements: [SExpression]? {
    guard case .list(let elements, let tail) = self, !elements.isEmpty, tail == nil else { return nil }
    return Array(elements.dropFirst())
  }

  /// The entry with `key` among `self`'s elements (an association list).
  ///
  ///     ((cursor . 2)(mode . hiragana)).entry("mode")  →  (mode . hiragana)
  public func entry(_ key: String) -> SExpression? {
    guard case .list(let elements, _) = self else { return nil }
    return elements.first { $0.alistKey == key }
  }
}

extension SExpression: CustomStringConvertible {
  /// The expression written back as the helper writes it.
  ///
  ///     .list([.symbol("value")], tail: .string("A\"b"))  →  (value . "A\"b")
  public var description: String {
    switch self {
    case .symbol(let name): name
    case .integer(let value): String(value)
    case .string(let text): Self.quoted(text)
    case .list(let elements, let tail):
      "(" + elements.map(\.description).joined(separator: " ")
        + (tail.map { " . " + $0.description } ?? "") + ")"
    }
  }

  /// `text` as a string literal the helper reads: `"` and `\` escaped with a backslash.
  ///
  ///     A"b\c  →  "A\"b\\c"
  public static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text.unicodeScalars {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      default: result.unicodeScalars.append(character)
      }
    }
    return result + "\""
  }
}
