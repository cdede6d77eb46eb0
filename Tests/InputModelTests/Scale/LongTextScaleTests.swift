import Testing

@testable import InputModel

/// Per-keystroke work counted, not timed: what a key costs in a 100,000-character text must be
/// what it costs in a 1,000-character one.
@Suite("Long texts: a keystroke's work does not grow with the text")
struct LongTextScaleTests {
  /// The field's edit cost of typing `keys` (words, a backspace, a caret move) into a field
  /// holding `text`, with the caret at `caretUTF16Offset`.
  static func cost(of keys: Int, in text: String, caretUTF16Offset: Int) throws -> EditCost {
    let field = TextField(text: text)
    field.focus()
    try field.setSelection(.caret(at: caretUTF16Offset))
    // The first edit after a far caret move walks the distance once; the keys after it are
    // what is compared.
    try field.insertText("x", replacementRange: nil)
    field.editCost = EditCost()
    let words = ["わた", "a", "👨‍👩‍👧", "か\u{3099}", "🇯🇵", "\r\n", "한"]
    for key in 0..<keys {
      switch key % 4 {
      case 0: try field.insertText(words[key % words.count], replacementRange: nil)
      case 1: try field.setMarkedText("かn", selectedRange: .caret(at: 2), replacementRange: nil)
      case 2: try field.insertText("感", replacementRange: nil)
      default: field.deleteBackward()
      }
      field.discardEvents()
    }
    return field.editCost
  }

  static func mixedText(clusters: Int) -> String {
    let pieces = ["今日は", "👨‍👩‍👧", "か\u{3099}", "🇯🇵", "abc", "\r\n", "한국"]
    var text = ""
    var count = 0
    while count < clusters {
      let piece = pieces[count % pieces.count]
      text += piece
      count += piece.count
    }
    return text
  }

  @Test(
    "typing in the middle and at the end of 100,000 characters walks and segments what 1,000 do",
    arguments: [true, false])
  func costIsFlat(inTheMiddle: Bool) throws {
    let short = Self.mixedText(clusters: 1_000)
    let long = Self.mixedText(clusters: 100_000)
    func caret(_ text: String) -> Int {
      let boundaries = GraphemeBoundaries(text)
      return inTheMiddle
        ? boundaries.boundary(after: boundaries.utf16Length / 2) ?? 0 : boundaries.utf16Length
    }
    let shortCost = try Self.cost(of: 60, in: short, caretUTF16Offset: caret(short))
    let longCost = try Self.cost(of: 60, in: long, caretUTF16Offset: caret(long))
    #expect(longCost.utf16UnitsSegmented > 0)
    // The same keys near the caret: the same work, whatever lies before and after.
    #expect(longCost == shortCost)
  }

  @Test("ASCII typed at the end of 100,000 ASCII characters walks no byte and needs no ICU")
  func asciiNeedsNothing() throws {
    let text = String(repeating: "lorem ipsum ", count: 8_400)
    let cost = try Self.cost(of: 0, in: text, caretUTF16Offset: text.utf16.count)
    let field = TextField(text: text)
    field.focus()
    for _ in 0..<1_000 { try field.insertText("x", replacementRange: nil) }
    #expect(cost == EditCost())
    #expect(field.editCost == EditCost())
  }

  @Test("a trace of one type step grows linearly in its keys: 2× the keys, about 2× the stored bytes")
  func traceGrowsLinearly() throws {
    func storedBytes(keys: Int) throws -> Int {
      let session = Session(inputMethod: DirectInputMethod(), bridge: GuardedBridge())
      try session.type(String(repeating: "abcdefghij", count: keys / 10))
      // The step's binding writes are kept in the session's history (issue 30, item 1).
      return session.history.storedUTF8Count
    }
    let small = try storedBytes(keys: 2_000)
    let large = try storedBytes(keys: 4_000)
    #expect(large < small * 5 / 2, "\(small) → \(large)")
    #expect(large > small * 3 / 2, "\(small) → \(large)")
  }

  /// The session's text work (bytes copied by edits, compared with `memcmp`, compared
  /// canonically) for about `keys` keys through the guarded bridge with every invariant
  /// checked, into `text` with the caret at its end or in its middle, one key per step (the
  /// app settles after each, as after a person's key). The first keys, which move the caret
  /// and make the field's buffers its own, are not counted.
  static func sessionWork(ime: InputMethodKind, text: String, inTheMiddle: Bool, keys: Int) throws -> TextWork
  {
    let session = Session(
      inputMethod: ime.make(), bridge: GuardedBridge(), initialText: text, recordsTrace: false)
    if inTheMiddle {
      let boundaries = GraphemeBoundaries(text)
      // Through the session, as a wrapper's `selectedTextRange =` would: the lost-input
      // oracle's fields follow the caret.
      try session.setSelectionFromApp(
        .caret(at: boundaries.boundary(after: boundaries.utf16Length / 2) ?? 0))
    }
    let line = ime == .romaji ? "kyouha" : "the fox"
    func typeLine() throws {
      for key in line { try session.perform(.type(String(key))) }
      if ime == .romaji { try session.perform(.key(.enter, count: 1)) }
      for _ in 0..<3 { try session.perform(.key(.backspace, count: 1)) }
    }
    try typeLine()
    let work = TextWork()
    try TextWork.$current.withValue(work) {
      var typed = 0
      while typed < keys {
        try typeLine()
        typed += line.count + 3
      }
    }
    #expect(session.violations.isEmpty, "\(session.violations)")
    return work
  }

  @Test(
    "a session's keys copy nothing and compare canonically what they do in a short text",
    arguments: [(InputMethodKind.direct, false), (.romaji, true), (.direct, true)])
  func sessionWorkIsFlat(ime: InputMethodKind, inTheMiddle: Bool) throws {
    let short = Self.mixedText(clusters: 1_000)
    let long = Self.mixedText(clusters: 100_000)
    let keys = 30
    let shortWork = try Self.sessionWork(ime: ime, text: short, inTheMiddle: inTheMiddle, keys: keys)
    let longWork = try Self.sessionWork(ime: ime, text: long, inTheMiddle: inTheMiddle, keys: keys)
    // No key copies the text: the binding and onChange hold the newest `String` of it, and
    // the field brings the older one, which nobody holds, up to date in place. A composition
    // may copy it once: the binding keeps the text from before it until the commit (see
    // `TextField+TextCopies`). So the copies are counted per line, in texts, and are the same
    // in both lengths.
    let lines = keys / 10 + 1
    let shortCopies = shortWork.bytesCopiedByEdits / short.utf8.count
    let longCopies = longWork.bytesCopiedByEdits / long.utf8.count
    #expect(shortCopies == longCopies, "\(shortCopies) → \(longCopies) copies of the text")
    #expect(longCopies <= (ime == .romaji ? lines : 0), "\(longCopies) copies for \(lines) lines")
    // What is compared canonically is the few bytes around the edit, whatever the length.
    #expect(
      longWork.bytesComparedCanonically == shortWork.bytesComparedCanonically,
      "\(shortWork.bytesComparedCanonically) → \(longWork.bytesComparedCanonically)")
    // And no key compares bytes that grow with the text: the bridge's check and the store's
    // write know the field's edits (`BridgeContext.bindingMatchesField`), the lost-input
    // oracle both fields' splices (`IdenticalTexts`), the onChange record the field's latest
    // splice. A composition's commit still compares the text from before the composition with
    // the text after it (the onChange delta, the binding's catch-up): about two texts per
    // line, not per key.
    if ime == .romaji {
      #expect(
        longWork.bytesCompared <= lines * (2 * long.utf8.count + 1_000),
        "\(longWork.bytesCompared) bytes compared for \(lines) compositions")
    } else {
      #expect(
        longWork.bytesCompared == shortWork.bytesCompared,
        "\(shortWork.bytesCompared) → \(longWork.bytesCompared) bytes compared")
    }
  }

  /// A romaji session through the guarded bridge, no trace, holding `text` with the caret at
  /// the grapheme boundary nearest its middle, where a first line was typed and committed.
  static func romajiSessionInTheMiddle(of text: String) throws -> Session {
    let session = Session(
      inputMethod: InputMethodKind.romaji.make(), bridge: GuardedBridge(), initialText: text,
      recordsTrace: false)
    let boundaries = GraphemeBoundaries(text)
    try session.setSelectionFromApp(.caret(at: boundaries.boundary(after: boundaries.utf16Length / 2) ?? 0))
    try session.perform(.type("kyou"))
    try session.perform(.key(.enter, count: 1))
    return session
  }

  /// The bytes the session's three fields (the field, the tee's shadow, the lost-input
  /// intent) moved or copied, and compared, for the romaji keys of one composition typed in
  /// the middle of `text` through the guarded bridge, one key per step, after a first line
  /// that moved the caret there and committed.
  static func compositionKeyWork(text: String) throws -> TextWork {
    let session = try romajiSessionInTheMiddle(of: text)
    let work = TextWork()
    try TextWork.$current.withValue(work) {
      for key in "haiitenkidesune" { try session.perform(.type(String(key))) }
    }
    try session.perform(.key(.enter, count: 1))
    #expect(session.violations.isEmpty, "\(session.violations)")
    return work
  }

  @Test("a romaji key in the middle of 100,000 characters moves, copies and compares what it does in 1,000")
  func compositionKeysMoveNothingThatGrows() throws {
    let short = Self.mixedText(clusters: 1_000)
    let long = Self.mixedText(clusters: 100_000)
    let shortWork = try Self.compositionKeyWork(text: short)
    let longWork = try Self.compositionKeyWork(text: long)
    // The fields keep their bytes in gap buffers at the caret, and nothing asks for a `String`
    // of the text while the composition lasts: no key moves the text after the caret.
    #expect(
      longWork.bytesMovedByEdits == shortWork.bytesMovedByEdits,
      "\(shortWork.bytesMovedByEdits) → \(longWork.bytesMovedByEdits) bytes moved")
    #expect(longWork.bytesMovedByEdits < short.utf8.count, "\(longWork.bytesMovedByEdits) bytes moved")
    #expect(
      longWork.bytesCopiedByEdits == 0 && shortWork.bytesCopiedByEdits == 0,
      "\(shortWork.bytesCopiedByEdits) → \(longWork.bytesCopiedByEdits) bytes copied")
    #expect(
      longWork.bytesCompared == shortWork.bytesCompared,
      "\(shortWork.bytesCompared) → \(longWork.bytesCompared) bytes compared")
    #expect(
      longWork.bytesComparedCanonically == shortWork.bytesComparedCanonically,
      "\(shortWork.bytesComparedCanonically) → \(longWork.bytesComparedCanonically) bytes compared canonically"
    )
  }

  /// The text work of the keys that end with nothing marked, typed in the middle of `text`
  /// through the guarded bridge, one key per step: the Enter that commits a romaji
  /// composition, then Backspaces. Each writes the binding; a first line moved the caret
  /// there and committed, and the composition's own keys are not counted.
  static func unmarkedKeyWork(text: String, backspaces: Int) throws -> TextWork {
    let session = try romajiSessionInTheMiddle(of: text)
    try session.perform(.type("haiitenki"))
    let work = TextWork()
    try TextWork.$current.withValue(work) {
      try session.perform(.key(.enter, count: 1))
      for _ in 0..<backspaces { try session.perform(.key(.backspace, count: 1)) }
    }
    #expect(session.violations.isEmpty, "\(session.violations)")
    #expect(session.onChangeRecords.count == 1 + 1 + backspaces)
    return work
  }

  @Test(
    "a romaji commit and Backspaces in the middle of 100,000 characters make no String of the text, as in 1,000"
  )
  func unmarkedKeysMakeNoText() throws {
    let short = Self.mixedText(clusters: 1_000)
    let long = Self.mixedText(clusters: 100_000)
    let shortWork = try Self.unmarkedKeyWork(text: short, backspaces: 4)
    let longWork = try Self.unmarkedKeyWork(text: long, backspaces: 4)
    // Each key writes the binding. The bridge writes a reference to the field's text, and the
    // store, `onChange`, the render pass and the checks read the field's splices, not a
    // `String`: nothing moves the bytes after the caret, whatever their number.
    #expect(
      longWork.wholeTextsMade == 0 && shortWork.wholeTextsMade == 0,
      "\(shortWork.wholeTextsMade) → \(longWork.wholeTextsMade) whole texts made")
    #expect(
      longWork.bytesMovedByEdits == shortWork.bytesMovedByEdits,
      "\(shortWork.bytesMovedByEdits) → \(longWork.bytesMovedByEdits) bytes moved")
    #expect(
      longWork.bytesCopiedByEdits == 0 && shortWork.bytesCopiedByEdits == 0,
      "\(shortWork.bytesCopiedByEdits) → \(longWork.bytesCopiedByEdits) bytes copied")
    #expect(
      longWork.bytesCompared == shortWork.bytesCompared,
      "\(shortWork.bytesCompared) → \(longWork.bytesCompared) bytes compared")
  }

  @Test("the binding a reference holds reads as the field's text, and onChange records each key's change")
  func unmarkedKeysKeepTheValues() throws {
    let text = Self.mixedText(clusters: 2_000)
    let session = Session(
      inputMethod: InputMethodKind.romaji.make(), bridge: GuardedBridge(), initialText: text,
      recordsTrace: false)
    try session.setSelectionFromApp(.caret(at: 27))
    try session.perform(.type("kyou"))
    try session.perform(.key(.enter, count: 1))
    try session.perform(.key(.backspace, count: 1))
    try session.perform(.key(.backspace, count: 1))
    #expect(session.binding == session.field.text)
    let records = Array(session.onChangeRecords)
    #expect(records.count == 3)
    let prefix = String(text.utf16.prefix(27)) ?? ""
    let rest = String(text.utf16.dropFirst(27)) ?? ""
    #expect(records.map(\.new) == [prefix + "きょう" + rest, prefix + "きょ" + rest, prefix + "き" + rest])
    #expect(records.map(\.old) == [text, prefix + "きょう" + rest, prefix + "きょ" + rest])
    #expect(session.violations.isEmpty, "\(session.violations)")
  }

  @Test("a step of several keys copies the text at most once, however many keys it has")
  func aStepCopiesAtMostOnce() throws {
    let long = Self.mixedText(clusters: 100_000)
    func copies(keys: Int, recordsTrace: Bool) throws -> Int {
      let session = Session(
        inputMethod: DirectInputMethod(), bridge: GuardedBridge(), initialText: long,
        recordsTrace: recordsTrace)
      try session.type("warm up")
      let work = TextWork()
      try TextWork.$current.withValue(work) {
        try session.type(String(repeating: "x", count: keys))
      }
      return work.bytesCopiedByEdits / long.utf8.count
    }
    // The text from before the step is held until the step settles: one copy, not one a key.
    // A kept trace stores its texts as changes in the session's history (issue 30, item 1):
    // before, it held the step's first binding write whole, one more copy.
    #expect(try copies(keys: 10, recordsTrace: false) == 1)
    #expect(try copies(keys: 40, recordsTrace: false) == 1)
    let traced = (try copies(keys: 10, recordsTrace: true), try copies(keys: 40, recordsTrace: true))
    #expect(traced.0 == 1 && traced.1 == 1, "\(traced)")
  }
}
