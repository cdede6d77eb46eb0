import Testing

@testable import InputModel

/// Issue 30, item 1: every step kept a copy of the whole text (its snapshot, the step's binding
/// write and `onChange` values, a violation's snapshot and message), so 100,000 one-key steps
/// in a growing text used 5.4 GB. Counted, not timed: the bytes a session's trace keeps per
/// step are the same in a 1,000-character text and in a 100,000-character one.
@Suite("Steps × text: a trace keeps each step's change, not its text")
struct StepHistoryTests {
  /// The bytes the session's history keeps after `steps` one-key steps typed at the end of
  /// `initial`, the whole texts it stored, and the session.
  static func kept(
    initial: String, steps: Int, bridge: any Bridge = GuardedBridge(), transforms: [AppTransform] = []
  )
    throws -> (bytes: Int, wholeTexts: Int, session: Session)
  {
    let session = Session(
      inputMethod: DirectInputMethod(), bridge: bridge, platform: .uikit, transforms: transforms,
      initialText: initial)
    let work = TextWork()
    var failure: (any Error)?
    TextWork.$current.withValue(work) {
      for _ in 0..<steps where failure == nil {
        do { try session.type("a") } catch { failure = error }
      }
    }
    if let failure { throw failure }
    // The history's bytes and the texts the steps' events keep outside it.
    let logs = session.trace.reduce(0) { $0 + $1.storedUTF8Count }
    return (session.history.storedUTF8Count + logs, work.historyWholeTexts, session)
  }

  @Test("one-key steps keep the same bytes per step in 1,000 and in 100,000 characters")
  func bytesPerStepDoNotGrowWithTheText() throws {
    let short = String(repeating: "今日はいい天気", count: 143)  // 1,001 characters
    let long = String(repeating: "今日はいい天気", count: 14_286)  // 100,002 characters
    let shortFew = try Self.kept(initial: short, steps: 200)
    let shortMany = try Self.kept(initial: short, steps: 400)
    let longFew = try Self.kept(initial: long, steps: 200)
    let longMany = try Self.kept(initial: long, steps: 400)
    // What 200 more steps cost: the same in both texts (before: 200 × 2 or 3 texts, 60 MB in
    // the long one).
    let shortPerStep = (shortMany.bytes - shortFew.bytes) / 200
    let longPerStep = (longMany.bytes - longFew.bytes) / 200
    #expect(
      longPerStep <= 2 * TextLane.deltaOverhead + 8, "\(longPerStep) bytes a step in 100,000 characters")
    #expect(
      shortPerStep <= 3 * TextLane.deltaOverhead + 8, "\(shortPerStep) bytes a step in 1,000 characters")
    // The long text is kept whole twice, not once per step: the first step's snapshot, and its
    // `onChange` old value (the initial text, from before the history).
    #expect(longMany.wholeTexts <= 2 && longMany.bytes < 2 * long.utf8.count + 400 * 80, "\(longMany)")
  }

  @Test("what the trace reads back is what the session showed at each step")
  func readsBackEachStep() throws {
    let initial = String(repeating: "かな👨‍👩‍👧", count: 100)
    let (_, _, session) = try Self.kept(initial: initial, steps: 300)
    #expect(session.trace.count == 300)
    for (index, entry) in session.trace.enumerated() where index % 37 == 0 || index == 299 {
      let text = initial + String(repeating: "a", count: index + 1)
      #expect(entry.after.field == FieldState(text: text))
      #expect(entry.after.binding == text)
      let write = entry.events.first { $0.isBindingWrite }
      #expect(write == .bindingWrite(value: text, origin: .bridge("guarded")))
      #expect(entry.events.contains(.onChange(old: String(text.dropLast()), new: text)))
    }
    #expect(session.trace.last?.after == session.snapshot)
  }

  @Test("a violation per step keeps its change, and its message reads as before")
  func violationPerStep() throws {
    let initial = String(repeating: "x", count: 5_000)
    let few = try Self.kept(
      initial: initial, steps: 100, bridge: SwiftUI17Bridge(), transforms: [AppTransform(.uppercase)])
    let many = try Self.kept(
      initial: initial, steps: 200, bridge: SwiftUI17Bridge(), transforms: [AppTransform(.uppercase)])
    #expect(many.session.violations.count >= 200)
    // Before: each violation kept its snapshot (2 texts) and a message quoting both.
    let perStep = (many.bytes - few.bytes) / 100
    #expect(perStep <= 8 * TextLane.deltaOverhead, "\(perStep) bytes a step")
    let last = try #require(many.session.violations.last)
    let text = initial + String(repeating: "a", count: 200)
    #expect(
      last.message
        == "settled with the binding \(Quoting.quoted(text.uppercased())) but the field showing \(Quoting.quoted(text))"
    )
    #expect(last.snapshot.binding == text.uppercased() && last.snapshot.field.text == text)
  }

  @Test("a formatter that assigns the whole text every key keeps each key's change")
  func formatterEveryStep() throws {
    let initial = String(repeating: "x", count: 5_000)
    let few = try Self.kept(initial: initial, steps: 100, transforms: [AppTransform(.uppercase)])
    let many = try Self.kept(initial: initial, steps: 200, transforms: [AppTransform(.uppercase)])
    // Before: each step kept the assigned text in its render event, and the field's text whole
    // (the assignment replaced all of it): 2 texts of 5,000 bytes a step.
    let perStep = (many.bytes - few.bytes) / 100
    #expect(perStep <= 12 * TextLane.deltaOverhead + 200, "\(perStep) bytes a step")
    // A whole text each lane (the field's, the app's) now and then, when its deltas have
    // added up to a text: 7 in 200 steps, against 200 before.
    #expect(many.wholeTexts <= 8, "\(many.wholeTexts) whole texts")
    // What the trace reads back is still the whole assigned text.
    let text = (initial + String(repeating: "a", count: 200)).uppercased()
    var assigned: [String] = []
    many.session.trace[199].forEachEvent { event in
      if case .renderAssignment(let value, _, _) = event { assigned.append(value) }
    }
    #expect(assigned == [text])
    #expect(many.session.snapshot.field.text == text)
  }

  @Test("the one-line trace of a formatter every key shows each assigned text by its ends")
  func summaryOfFormatter() throws {
    let initial = String(repeating: "x", count: 5_000)
    let run = try Self.kept(initial: initial, steps: 300, transforms: [AppTransform(.uppercase)])
    let summary = TraceSummary.render(run.session.trace)
    // Before: 300 × 5,000 characters.
    #expect(summary.utf8.count < 300 * 160, "\(summary.utf8.count) bytes")
    let last = String(repeating: "X", count: 40) + "…" + String(repeating: "A", count: 40)
    #expect(summary.hasSuffix("render (assign \"\(last)\")"))
  }

  @Test("a failure lists the onChange records a report shows, not every one")
  func pendingRecords() throws {
    let initial = String(repeating: "x", count: 5_000)
    let run = try Self.kept(initial: initial, steps: 500, transforms: [AppTransform(.uppercase)])
    let records = run.session.onChangeRecords
    #expect(records.count == 1_000)
    let work = TextWork()
    let listed = TextWork.$current.withValue(work) { records.listed(from: 2) }
    // Each record quotes 5,000 characters: the first one is past the threshold already.
    #expect(listed.hasSuffix(" and 997 more"), "\(listed.suffix(40))")
    #expect(work.onChangeTextsRebuilt <= 4, "\(work.onChangeTextsRebuilt) texts rebuilt")
    #expect(records.listed(from: 999) == records[999].description)
  }

  @Test("a formatter's onChange records alternate two texts and keep a key each")
  func alternatingRecords() throws {
    let initial = String(repeating: "x", count: 5_000)
    func recordBytes(steps: Int) throws -> Int {
      try Self.kept(
        initial: initial, steps: steps, bridge: SwiftUI17Bridge(), transforms: [AppTransform(.uppercase)]
      ).session.onChangeRecords.storedUTF8Count
    }
    // The records go "…X" -> "…Xa", "…Xa" -> "…XA", …: each text differs from the one two back
    // by a key. Before: each was stored whole against the one just before it.
    let perStep = (try recordBytes(steps: 200) - recordBytes(steps: 100)) / 100
    #expect(perStep <= 200, "\(perStep) bytes a step")
    let run = try Self.kept(
      initial: initial, steps: 50, bridge: SwiftUI17Bridge(), transforms: [AppTransform(.uppercase)])
    // swiftui17 never shows the formatter's writes: the field keeps what was typed.
    let typed = initial + String(repeating: "a", count: 50)
    let readBack = run.session.onChangeRecords.last == OnChangeRecord(old: typed, new: typed.uppercased())
    #expect(readBack, "the last record reads back as the field's text, then the formatter's")
  }
}
