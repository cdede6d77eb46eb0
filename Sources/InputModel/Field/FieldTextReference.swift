/// The field's text at one edit count, handed to the binding instead of a `String`: a `String`
/// is made only when someone reads it (`value`).
///
/// Making a `String` of the text after an edit in the middle moves every byte after the edit,
/// and a bridge writes the binding at every key that leaves nothing marked. With a reference
/// the key costs its edit; the text is made when an `expect binding`, a transform or a report
/// reads it.
///
///     field "ab|", reference (edits 3)       →  value "ab" (made now, from the field)
///     field "ab|", reference, type "c"       →  the field records the splice 2..<2 "" → "c";
///                                                value "ab" (made from "abc" with it undone)
///
/// The field tells every reference not yet read about each splice it makes, with the bytes it
/// removed, so the text of the reference can be made later from the field's bytes; after
/// `maximumSplices` of them it is made at once (a reference kept that long is kept for good).
/// The field does not keep its references alive: one nobody holds leaves its list.
final class FieldTextReference {
  /// One edit since the reference was taken: the bytes `utf8Range` of the text before it
  /// (`removed`) became `replacementUTF8Count` bytes.
  struct UndoableSplice {
    let utf8Range: Range<Int>
    let replacementUTF8Count: Int
    let removed: String
  }

  /// How many splices a reference follows before it makes its text: a composition's worth.
  static let maximumSplices = 64

  /// The field whose text this is (strong: the field keeps only weak references back).
  let field: TextField
  /// The field's `textEdits` when the reference was taken.
  let stamp: Int
  /// The text's length in UTF-8 bytes.
  let utf8Count: Int
  /// The text, once made.
  private(set) var string: String?
  /// The field's splices since `stamp`, oldest first, while `string` is not made.
  private var splices: [UndoableSplice] = []
  /// Whether every splice since `stamp` only inserted bytes, or only removed them.
  private var onlyInserted = true
  private var onlyRemoved = true

  /// The field's text now.
  init(field: TextField) {
    self.field = field
    self.stamp = field.textEdits
    self.utf8Count = field.buffer.count
    if field.latestTextStamp == field.textEdits { string = field.latestText }
  }

  deinit {
    if isPending { field.forgetPendingReference(self) }
  }

  /// True until the text is made: the field must then tell it about its splices.
  var isPending: Bool { string == nil }

  /// The text, made now when it was not yet.
  var value: String {
    if let string { return string }
    let made = field.textEdits == stamp ? field.text : rebuiltText()
    string = made
    splices = []
    field.forgetPendingReference(self)
    return made
  }

  /// The field is about to replace its bytes `utf8Range` (holding `removed`) by
  /// `replacementUTF8Count` bytes.
  func fieldWillSplice(_ utf8Range: Range<Int>, removed: String, replacementUTF8Count: Int) {
    guard isPending else { return }
    if splices.count == Self.maximumSplices {
      _ = value
      return
    }
    splices.append(
      UndoableSplice(utf8Range: utf8Range, replacementUTF8Count: replacementUTF8Count, removed: removed))
    if !(utf8Range.isEmpty && replacementUTF8Count > 0) { onlyInserted = false }
    if !(!utf8Range.isEmpty && replacementUTF8Count == 0) { onlyRemoved = false }
  }

  /// True when the field's text now is known to differ from this one (canonically, `!=`)
  /// from the splices alone: they only inserted, or only removed, at least one scalar. Every
  /// scalar's canonical decomposition has at least one scalar, so inserting scalars makes the
  /// decomposed text longer and removing them shorter: never an equivalent text.
  ///
  ///     "ab" → type "c" → "abc"            →  true (an insertion)
  ///     "ab" → replace "b" by "b" → "ab"   →  false (not known: compare)
  var fieldTextIsKnownToDiffer: Bool {
    isPending && !splices.isEmpty && (onlyInserted || onlyRemoved)
  }

  /// Whether this text is canonically the same as `newer`'s (`==`), when `newer` is the same
  /// field's text now and this one is not made yet: only the bytes the splices since touched
  /// are compared. `nil` when it cannot be known that way.
  ///
  ///     field "ab" → "abc": reference (edits 4) vs reference (edits 5, now)  →  false
  func isSameText(asTextNow newer: FieldTextReference) -> Bool? {
    guard newer.field === field, newer.stamp == field.textEdits else { return nil }
    if stamp == newer.stamp { return true }
    guard isPending else { return nil }
    if fieldTextIsKnownToDiffer { return false }
    let ends = unchangedEnds
    return field.textIsSame(asReference: self, commonUTF8Prefix: ends.prefix, commonUTF8Suffix: ends.suffix)
  }

  /// The bytes the splices since `stamp` left alone at the start and at the end of the text
  /// (the same in this text and in the field's now), while the text is not made (`isPending`).
  ///
  ///     "hello" → splices [1..<2 → "a"], [3..<3 → "x"] → "halxlo": prefix 1, suffix 2
  var unchangedEnds: (prefix: Int, suffix: Int) {
    var prefix = utf8Count
    var suffix = utf8Count
    var length = utf8Count
    for splice in splices {
      prefix = min(prefix, splice.utf8Range.lowerBound)
      suffix = min(suffix, length - splice.utf8Range.upperBound)
      length += splice.replacementUTF8Count - splice.utf8Range.count
    }
    return (prefix, suffix)
  }

  /// The bytes `utf8Range` of this text, for a range that holds what the splices since changed
  /// (read from the field's bytes, the splices undone on the part they touched).
  ///
  ///     reference "abc", field now "aXc": bytes(0..<3) == "abc"
  func bytes(_ utf8Range: Range<Int>) -> String {
    if let string { return string.utf8Substring(utf8Range) }
    let ends = unchangedEnds
    let fieldCount = field.buffer.count
    let lower = min(utf8Range.lowerBound, ends.prefix)
    let upper = max(utf8Range.upperBound, utf8Count - ends.suffix)
    let middle = undoneMiddle(prefix: ends.prefix, suffix: ends.suffix)
    let head = field.buffer.string(lower..<ends.prefix)
    let tail = field.buffer.string((fieldCount - ends.suffix)..<(fieldCount - (utf8Count - upper)))
    var made = ""
    made.reserveCapacity(head.utf8.count + middle.utf8.count + tail.utf8.count)
    made += head
    made += middle
    made += tail
    if lower == utf8Range.lowerBound && upper == utf8Range.upperBound { return made }
    return made.utf8Substring((utf8Range.lowerBound - lower)..<(utf8Range.upperBound - lower))
  }

  /// The whole text from the field's bytes, the splices since undone: one copy of the text.
  private func rebuiltText() -> String {
    if let work = TextWork.current {
      work.bytesCopiedByEdits += utf8Count
      work.wholeTextsMade += 1
    }
    return bytes(0..<utf8Count)
  }

  /// The bytes between the unchanged ends as they were at `stamp`: the field's bytes there,
  /// with the splices undone newest first.
  private func undoneMiddle(prefix: Int, suffix: Int) -> String {
    // One splice (a key): the bytes it removed are the middle.
    if splices.count == 1, let only = splices.first { return only.removed }
    let fieldCount = field.buffer.count
    var middle = Array(field.buffer.string(prefix..<(fieldCount - suffix)).utf8)
    for splice in splices.reversed() {
      let lower = splice.utf8Range.lowerBound - prefix
      middle.replaceSubrange(lower..<(lower + splice.replacementUTF8Count), with: splice.removed.utf8)
    }
    return String(decoding: middle, as: UTF8.self)
  }
}

extension String {
  /// The bytes `utf8Range` (on scalar boundaries) as a `String`.
  ///
  ///     "a👍b".utf8Substring(1..<5)  →  "👍"
  func utf8Substring(_ utf8Range: Range<Int>) -> String {
    let lower = utf8.index(utf8.startIndex, offsetBy: utf8Range.lowerBound)
    let upper = utf8.index(lower, offsetBy: utf8Range.count)
    return String(Substring(utf8[lower..<upper]))
  }
}
