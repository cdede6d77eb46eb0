internal import CHangul

/// One libhangul input context on the 2-set (dubeolsik) layout: the Korean keyboard's engine.
///
/// libhangul keeps the syllable being composed (its preedit) and, after each key, the text
/// that key committed:
///
///     process "r"  →  preedit "ㄱ"
///     process "k"  →  preedit "가"
///     process "r"  →  preedit "각"
///     process "u"  →  commit "가", preedit "겨"     (the final ㄱ moved to the next syllable)
///
/// A class because it owns the C context, which `deinit` frees.
final class HangulEngine {
  private let context: OpaquePointer

  /// A context on `keyboard` (libhangul's id; "2" is 2-set), or `nil` when libhangul has
  /// no such keyboard or cannot allocate one.
  init?(keyboard: String = "2") {
    guard let context = hangul_ic_new(keyboard) else { return nil }
    self.context = context
  }

  deinit {
    hangul_ic_delete(context)
  }

  /// Feeds one ASCII key; returns whether libhangul used it. Read `committedText` and
  /// `preedit` afterwards.
  func process(_ ascii: UInt8) -> Bool {
    hangul_ic_process(context, Int32(ascii))
  }

  /// What the last `process` committed ("" when nothing).
  var committedText: String { Self.string(hangul_ic_get_commit_string(context)) }

  /// The syllable being composed, a lone jamo included ("" when nothing is composed).
  var preedit: String { Self.string(hangul_ic_get_preedit_string(context)) }

  /// True when nothing is composed.
  var isEmpty: Bool { hangul_ic_is_empty(context) }

  /// Removes the last jamo of the composition: "각" → "가" → "ㄱ" → "". Returns false when
  /// there was nothing to remove.
  func backspace() -> Bool {
    hangul_ic_backspace(context)
  }

  /// Ends the composition and returns the syllable it held ("" when nothing was composed).
  func flush() -> String {
    Self.string(hangul_ic_flush(context))
  }

  /// Forgets the composition without committing it.
  func reset() {
    hangul_ic_reset(context)
  }

  /// A libhangul string: zero-terminated UCS-4.
  private static func string(_ codePoints: UnsafePointer<ucschar>?) -> String {
    guard let codePoints else { return "" }
    var scalars = String.UnicodeScalarView()
    for index in 0..<Int(changul_length(codePoints)) {
      if let scalar = Unicode.Scalar(codePoints[index]) { scalars.append(scalar) }
    }
    return String(scalars)
  }
}
