/// One thing that happens to a session: a person's input, an app write, focus, or time.
public enum SessionStep: Hashable, Sendable, CustomStringConvertible {
  /// Each grapheme cluster of the text is one key to the keyboard.
  case type(String)
  /// A named key, pressed `count` times.
  case key(NamedKey, count: Int)
  /// The flick gesture that produces this kana (flick keyboard).
  case flick(String)
  /// A conversion gesture or other keyboard action.
  case action(InputAction)
  /// The app writes the binding; `deferred` writes it on the next main-queue turn.
  case set(String, deferred: Bool)
  /// Focus enters the field.
  case focus
  /// Focus leaves the field.
  case blur
  /// Run main-queue turns (render passes included); `nil` runs until settled.
  case tick(Int?)
  /// Pick an item of the suggestion menu, or a search suggestion.
  case pick(String)
  /// The suggestion menu's close button.
  case closeMenu
  /// Dismiss search: the query is cleared and searching ends.
  case cancelSearch
  /// Scroll the display to an offset from its leading edge, in points.
  case scroll(Double)
  /// Give the display a new width, in points.
  case resize(Double)

  public var description: String {
    switch self {
    case .type(let text): "type \(Quoting.quoted(text))"
    case .key(let key, let count): count == 1 ? "key \(key.rawValue)" : "key \(key.rawValue) x\(count)"
    case .flick(let kana): "flick \(Quoting.bareOrQuoted(kana))"
    case .action(let action): action.scenarioSpelling
    case .set(let text, let deferred): "set \(Quoting.quoted(text))" + (deferred ? " deferred" : "")
    case .focus: "focus"
    case .blur: "blur"
    case .tick(let count): count.map { "tick \($0)" } ?? "tick"
    case .pick(let item): "pick \(Quoting.quoted(item))"
    case .closeMenu: "close-menu"
    case .cancelSearch: "cancel-search"
    case .scroll(let points): "scroll \(Self.points(points))"
    case .resize(let points): "resize \(Self.points(points))"
    }
  }

  private static func points(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}

extension InputAction {
  /// The scenario step that performs this action.
  public var scenarioSpelling: String {
    switch self {
    case .key(.typed(let text)): "type \(Quoting.quoted(text))"
    case .key(.named(let key)): "key \(key.rawValue)"
    case .convert: "convert"
    case .nextCandidate: "next-candidate"
    case .previousCandidate: "prev-candidate"
    case .selectCandidate(let index): "select \(index)"
    case .selectWord(let word): "select \(Quoting.quoted(word))"
    case .commit: "commit"
    case .cancel: "cancel"
    }
  }
}

/// Strings in scenario notation.
public enum Quoting {
  /// A bare word when a scenario reads it back unchanged, else a quoted string.
  ///
  ///     bareOrQuoted("わ") → わ,  bareOrQuoted("a b") → "\"a b\""
  public static func bareOrQuoted(_ text: String) -> String {
    guard !text.isEmpty else { return quoted(text) }
    for scalar in text.unicodeScalars {
      if scalar.value <= 0x20 || scalar.value == 0x7F || scalar.properties.isWhitespace
        || "\"#\\='".unicodeScalars.contains(scalar)
      {
        return quoted(text)
      }
    }
    return text
  }

  /// `"…"` with `\"`, `\\`, `\n`, `\t` and `\u{…}` for other controls, as scenario files write
  /// strings.
  ///
  ///     quoted("a\"b") → "\"a\\\"b\""
  public static func quoted(_ text: String) -> String {
    ScenarioString.quoted(text)
  }

  /// Like `quoted(_:)`, with invisible format characters (ZWJ, variation selectors) written as
  /// `\u{…}` too, so a person can see them.
  ///
  ///     quotedShowingFormatCharacters("👨\u{200D}👩") → "\"👨\\u{200D}👩\""
  public static func quotedShowingFormatCharacters(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      if scalar.properties.generalCategory == .format {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        ScenarioString.appendEscaped(scalar, to: &result, extraEscapes: "")
      }
    }
    return result + "\""
  }
}
