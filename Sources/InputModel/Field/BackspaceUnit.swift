/// What Backspace deletes before the caret, outside marked text (`backspace=`). Platforms
/// differ for a grapheme cluster made of several code points.
public enum BackspaceUnit: String, Hashable, Sendable, CaseIterable {
  /// The whole grapheme cluster (UIKit, AppKit).
  ///
  ///     "xか\u{3099}|"  backspace  →  "x|"
  case cluster
  /// The last code point: a combining mark goes on its own (Blink's backspace, measured in
  /// Chromium 156); an emoji sequence — with a skin tone, a variation selector, a zero-width
  /// joiner, a keycap or tags — and a flag go whole.
  ///
  ///     "xか\u{3099}|"  backspace  →  "xか|"      "xｶﾞ|"  backspace  →  "xｶ|"
  ///     "x👍🏽|"         backspace  →  "x|"       "x🇯🇵|"  backspace  →  "x|"
  case codePoint = "code-point"

  /// The UTF-16 offset where Backspace's deletion starts, given the cluster before the caret
  /// (`clusterStart..<caret`), whose text `cluster()` gives (asked only when the unit needs it).
  ///
  ///     .codePoint, "xe\u{301}", cluster 1..<3 ("e\u{301}")  →  2
  ///     .cluster,   "xe\u{301}", cluster 1..<3               →  1
  func deletionStart(clusterStart: Int, caret: Int, cluster: () -> String) -> Int {
    guard self == .codePoint else { return clusterStart }
    let scalars = cluster().unicodeScalars
    guard let last = scalars.last, scalars.count > 1, !scalars.contains(where: Self.joinsEmoji) else {
      return clusterStart
    }
    return caret - UTF16.width(last)
  }

  /// A code point that makes its cluster an emoji (or variation) sequence, which Blink's
  /// backspace deletes whole.
  private static func joinsEmoji(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x200D, 0x20E3, 0xFE00...0xFE0F, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F,
      0xE0100...0xE01EF:
      true
    default:
      false
    }
  }
}
