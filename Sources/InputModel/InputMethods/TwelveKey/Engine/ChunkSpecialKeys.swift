/// The special keys of a chunked kana table (`{?}`, `{*}`, `{<}`, `{!}`, or any other `{name}`),
/// each stored as one private-use scalar so a rule's input is a plain scalar sequence.
///
/// Mozc does the same (from U+F000 up, the four predefined keys first), which keeps the
/// longest-prefix lookup oblivious to them: `"{*}あ*"` is three scalars, U+F001 あ *.
struct ChunkSpecialKeys: Hashable, Sendable {
  /// `{?}`: the chunk is toggling (toggle-flick tables).
  static let toggle = Unicode.Scalar(0xF000 as UInt32) ?? "?"
  /// `{*}`: internal state; in 12-key tables, toggling has ended.
  static let internalState = Unicode.Scalar(0xF001 as UInt32) ?? "?"
  /// `{<}`: undo toggle, steps the toggled kana back by one.
  static let undoToggle = Unicode.Scalar(0xF002 as UInt32) ?? "?"
  /// `{!}`: timeout, ends toggling so the same key starts a new kana.
  static let timeout = Unicode.Scalar(0xF003 as UInt32) ?? "?"

  private static let firstCode: UInt32 = 0xF000
  private static let lastCode: UInt32 = 0xF8FF

  /// Names registered so far, in registration order (the four predefined ones first).
  private(set) var names: [String] = ["?", "*", "<", "!"]

  /// True for a scalar that stands for a special key; such scalars are never displayed.
  static func isSpecialKey(_ scalar: Unicode.Scalar) -> Bool {
    (firstCode...lastCode).contains(scalar.value)
  }

  /// Parses table text, registering names seen for the first time.
  ///
  ///     "{*}あ*"  → [U+F001, あ, *]
  ///     "{{}"     → ["{"]        (how a table writes a literal brace)
  ///     "a{b"     → [a, {, b]    (an unclosed brace is literal)
  mutating func parse(_ text: String) -> [Unicode.Scalar] {
    var output: [Unicode.Scalar] = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{"),
      let close = rest[rest.index(after: open)...].firstIndex(of: "}")
    {
      output.append(contentsOf: rest[..<open].unicodeScalars)
      let name = String(rest[rest.index(after: open)..<close])
      if name == "{" {
        output.append("{")
      } else {
        output.append(register(name))
      }
      rest = rest[rest.index(after: close)...]
    }
    output.append(contentsOf: rest.unicodeScalars)
    return output
  }

  /// The scalar for `name`, registering it when new. Past the private-use range every further
  /// name shares the last code, as in Mozc; no real table has 2,304 special keys.
  private mutating func register(_ name: String) -> Unicode.Scalar {
    let index =
      names.firstIndex(of: name)
      ?? {
        names.append(name)
        return names.count - 1
      }()
    let code = min(Self.firstCode + UInt32(index), Self.lastCode)
    return Unicode.Scalar(code) ?? Self.timeout
  }

  /// Drops a leading special key, if any.
  ///
  ///     [U+F003, 1] → [1],  [1] → [1]
  static func trimmingLeadingSpecialKey(_ input: ArraySlice<Unicode.Scalar>) -> ArraySlice<Unicode.Scalar> {
    guard let first = input.first, isSpecialKey(first) else { return input }
    return input.dropFirst()
  }

  /// The visible text of scalars: special keys removed.
  ///
  ///     [U+F001, ぁ] → "ぁ"
  static func visibleText<S: Sequence<Unicode.Scalar>>(_ scalars: S) -> String {
    var text = ""
    appendVisibleText(of: scalars, to: &text)
    return text
  }

  /// Appends the visible text of scalars to `text`, scalar by scalar (building an array or a
  /// lazy filter first costs more than the text itself).
  ///
  ///     "か" + [U+F001, ぁ] → "かぁ"
  static func appendVisibleText<S: Sequence<Unicode.Scalar>>(of scalars: S, to text: inout String) {
    for scalar in scalars where !isSpecialKey(scalar) {
      text.unicodeScalars.append(scalar)
    }
  }
}
