import Testing

@testable import InputModel

/// The shortcuts that let a keystroke in a long text skip comparing whole texts answer exactly
/// what the comparison would: the splice journal's "same splices since", and the bridge
/// context's "the binding holds the field's text" from the field's edits since the binding
/// last took its text.
@Suite("Edit provenance: knowing texts are equal from their edits")
struct EditProvenanceTests {
  /// Pieces that compose or reorder with their neighbours, so canonically equal but
  /// byte-different edits happen.
  static let pieces = ["a", "e", "\u{301}", "é", "か", "\u{3099}", "が", "👍", "\u{200D}", " ", "ᄀ", "\u{1161}"]

  /// A random edit of `field`: insert, replace or delete near a random boundary.
  static func randomEdit(_ field: TextField, _ random: inout SplitMix64) {
    let boundaries = field.graphemeBoundaries
    let length = field.utf16Length
    let start = boundaries.boundary(after: Int(random.next() % UInt64(length + 1)) - 1) ?? length
    let end = random.next() % 3 == 0 ? (boundaries.boundary(after: start) ?? start) : start
    let piece = random.next() % 4 == 0 ? "" : pieces[Int(random.next() % UInt64(pieces.count))]
    try? field.replace(UTF16Range(location: start, length: end - start), with: piece)
  }

  @Test("two fields given the same edits are known identical; different edits fall back to the bytes")
  func identicalTextsFollowSplices() {
    var random = SplitMix64(seed: 7)
    var knownWithoutComparing = 0
    for round in 0..<300 {
      let start = String(repeating: "ab", count: round % 5)
      let first = TextField(text: start)
      let second = TextField(text: start)
      var identical = IdenticalTexts()
      let identicalAtStart = identical.check(first, second)
      #expect(identicalAtStart)
      for _ in 0..<8 {
        let seed = random.next()
        var a = SplitMix64(seed: seed)
        // Mostly the same edit on both; now and then a different one.
        var b = SplitMix64(seed: random.next() % 5 == 0 ? random.next() : seed)
        Self.randomEdit(first, &a)
        Self.randomEdit(second, &b)
        let work = TextWork()
        let answer = TextWork.$current.withValue(work) { identical.check(first, second) }
        if work.bytesCompared == 0 { knownWithoutComparing += 1 }
        #expect(answer == first.text.hasSameUTF8(as: second.text), "\(first.text) / \(second.text)")
      }
    }
    // The shortcut is taken, not only correct.
    #expect(knownWithoutComparing > 1_000)
  }

  @Test("the journal tells the untouched ends of several splices")
  func unchangedEnds() {
    let field = TextField(text: "hello")
    let before = field.textEdits
    try? field.replace(UTF16Range(location: 1, length: 1), with: "a")
    try? field.replace(UTF16Range(location: 3, length: 0), with: "x")
    #expect(field.text == "halxlo")
    let ends = field.splices.unchangedEnds(from: before, to: field.textEdits, utf8Count: 5)
    #expect(ends?.prefix == 1)
    #expect(ends?.suffix == 2)
    // An edit that is not a splice (a copy of another field's state) forgets them.
    field.copyEditingState(from: TextField(text: "x"))
    #expect(field.splices.unchangedEnds(from: before, to: field.textEdits, utf8Count: 5) == nil)
  }

  @Test("bindingMatchesField answers binding == field text after every edit, canonically")
  func bindingMatchesFieldAgreesWithEquality() throws {
    var random = SplitMix64(seed: 3)
    var disagreements: [String] = []
    for _ in 0..<200 {
      let session = Session(inputMethod: DirectInputMethod(), bridge: GuardedBridge(), initialText: "")
      try session.perform(.type("e"))
      for _ in 0..<10 {
        Self.randomEdit(session.field, &random)
        let context = session.context
        let equal = context.binding == context.field.text
        if context.bindingMatchesField != equal {
          disagreements.append(
            "binding \(context.binding.unicodeScalars.map(\.value)) field \(context.field.text.unicodeScalars.map(\.value))"
          )
        }
        // The bridge writes the field's text now and then, as a field event would make it.
        if random.next() % 2 == 0 { context.writeBinding(session.field.text) }
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
  }

  @Test("a field edit that gives canonically the same text matches the binding; one that does not, does not")
  func canonicalEquivalenceAcrossAnEdit() throws {
    let session = Session(inputMethod: DirectInputMethod(), bridge: GuardedBridge(), initialText: "")
    try session.perform(.type("caf\u{E9}"))
    #expect(session.binding == "caf\u{E9}")
    // "é" becomes "e" + U+0301: other bytes, the same text.
    try session.field.replace(UTF16Range(location: 3, length: 1), with: "e\u{301}")
    #expect(session.context.bindingMatchesField)
    try session.field.replace(UTF16Range(location: 3, length: 2), with: "e")
    #expect(!session.context.bindingMatchesField)
  }
}
