/// What one keyboard shows after a step of a keyboard comparison: its field (text, marked
/// range, selection), its candidate list, and the reason it refused the step, if it did.
///
///     type "kan" on Mozc     →  field "[かｎ|]", candidates [], refusal nil
///     type "matc" on Mozc    →  field "[まｔｃ|]", candidates ["matc"] (a suggestion)
///     key space on Mozc      →  field "[{漢}]", candidates ["漢", "缶", …], refusal nil
///     select 2, nothing converting  →  refusal "select 2 needs a conversion …"
public struct KeyboardObservation: Equatable, Sendable {
  /// The keyboard's own field, typed into by nothing else.
  public var field: FieldPattern
  /// The focused segment's candidates; empty outside conversion.
  public var candidates: [String]
  /// Why the keyboard refused the step (`InputMethodError`'s message), or `nil`.
  public var refusal: String?

  public init(field: FieldPattern, candidates: [String] = [], refusal: String? = nil) {
    self.field = field
    self.candidates = candidates
    self.refusal = refusal
  }

  /// What the keyboard has committed: the field's text outside the marked range.
  ///
  ///     "あい[うえ|]お"  →  "あいお"      "かん|"  →  "かん"
  public var committedText: String {
    guard let marked = field.markedRange else { return field.text }
    let before = field.text.substring(utf16Range: UTF16Range(location: 0, length: marked.location))
    let afterLength = field.text.utf16.count - marked.upperBound
    let after = field.text.substring(utf16Range: UTF16Range(location: marked.upperBound, length: afterLength))
    return before + after
  }

  /// The marked text, or `nil` when nothing is marked.
  ///
  ///     "あ[かｎ|]"  →  "かｎ"      "かん|"  →  nil
  public var markedText: String? {
    field.markedRange.map { field.text.substring(utf16Range: $0) }
  }

  /// True while the keyboard is converting: the marked text has a focused segment selected
  /// (what a platform shows of a conversion) and a candidate list is open.
  ///
  ///     "[{漢字}]", 38 candidates  →  true       "[まｔｃ|]", 1 suggestion  →  false
  ///
  /// A list offered while a reading is typed (Mozc suggests the typed letters for `matc`) is
  /// a suggestion, not a conversion: the built-in keyboards have none, and Mozc's depend on
  /// its prediction settings.
  public var isConverting: Bool {
    guard field.markedRange != nil else { return false }
    return !field.selectedRange.isEmpty && !candidates.isEmpty
  }
}
