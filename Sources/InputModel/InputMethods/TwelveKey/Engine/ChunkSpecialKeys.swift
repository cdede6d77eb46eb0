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
    visibleText(of: [Array(scalars)])
  }

  /// The visible text of several scalar arrays, one after the other, written as UTF-8 into
  /// one new string (appending to a String scalar by scalar costs ~300 instructions a scalar).
  ///
  ///     [[か], [U+F001, ぁ]] → "かぁ"
  static func visibleText(of parts: [[Unicode.Scalar]]) -> String {
    var capacity = 0
    for part in parts { capacity += part.count }
    return String(unsafeUninitializedCapacity: capacity * 4) { buffer in
      var byteCount = 0
      for part in parts { writeVisibleUTF8(of: part, to: buffer, at: &byteCount) }
      return byteCount
    }
  }

  /// Writes the UTF-8 of the visible scalars of `scalars` at `byteOffset`, which it advances;
  /// `buffer` has room for 4 bytes a scalar.
  static func writeVisibleUTF8(
    of scalars: [Unicode.Scalar], to buffer: UnsafeMutableBufferPointer<UInt8>, at byteOffset: inout Int
  ) {
    for scalar in scalars where !isSpecialKey(scalar) {
      let value = scalar.value
      if value < 0x80 {
        buffer[byteOffset] = UInt8(truncatingIfNeeded: value)
        byteOffset += 1
      } else if value < 0x800 {
        buffer[byteOffset] = UInt8(truncatingIfNeeded: 0xC0 | value >> 6)
        buffer[byteOffset + 1] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
        byteOffset += 2
      } else if value < 0x10000 {
        buffer[byteOffset] = UInt8(truncatingIfNeeded: 0xE0 | value >> 12)
        buffer[byteOffset + 1] = UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F)
        buffer[byteOffset + 2] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
        byteOffset += 3
      } else {
        buffer[byteOffset] = UInt8(truncatingIfNeeded: 0xF0 | value >> 18)
        buffer[byteOffset + 1] = UInt8(truncatingIfNeeded: 0x80 | value >> 12 & 0x3F)
        buffer[byteOffset + 2] = UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F)
        buffer[byteOffset + 3] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
        byteOffset += 4
      }
    }
  }
}
