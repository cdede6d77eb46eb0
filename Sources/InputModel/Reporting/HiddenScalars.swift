/// The scalars no diagnostic, diff or report shows as they are, because a terminal or a
/// reader would not see them for what they are: controls (C0 with tab and newline, DEL, C1:
/// an ESC starts a terminal sequence, a newline starts a line a CI runner may read as a
/// command), the line and paragraph separators, the noncharacters U+FFFE and U+FFFF, and the
/// format characters — bidirectional controls (U+202E reverses what follows), zero-width
/// spaces and non-joiners, the byte order mark, the soft hyphen — which make two different
/// texts look identical. Each is written `\u{…}` wherever text from outside is shown. The
/// zero-width joiner is not among them: it joins emoji (👨‍👩‍👧 against 👨👩👧), which is seen.
///
///     "a\u{200B}b" shown → "a\u{200B}b", never "ab"
///     "\u{1B}[2J"  shown → "\u{1B}[2J", never a cleared screen
public enum HiddenScalars {
  public static func contains(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case ..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFFFE, 0xFFFF: return true
    case ..<0xAD: return false
    // Kana, CJK and Hangul, the texts typed most: no format character lies in this range, so
    // no property lookup is made for them.
    case 0x2070...0xFEFE: return false
    // The joiner of emoji sequences (👨‍👩‍👧) changes how they are drawn: it is seen.
    case 0x200D: return false
    default: return scalar.properties.generalCategory == .format
    }
  }

  /// `\u{1F}`, as scenario strings write a scalar.
  public static func braced(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }
}
