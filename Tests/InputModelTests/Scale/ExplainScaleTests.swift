import Testing

@testable import InputModel

/// Issue 30, item 3: `explain` of one long step cost keys × text: every binding write's value
/// was rebuilt whole, then measured, segmented and copied whole to cut its window. Counted, not
/// timed: the timeline now loads about as many bytes per key in 8,000 keys as in 2,000.
@Suite("explain: a long step's timeline costs its keys, not keys × text")
struct ExplainScaleTests {
  static func timeline(keys: Int, piece: String = "a") throws -> (text: String, work: TextWork) {
    let typed = String(repeating: piece, count: keys)
    let source = "use ime=direct\ntype \"\(typed)\"\nskip onchange\n"
    let scenario = try ScenarioParser.parse(source, path: "long.scenario").get()
    let work = TextWork()
    let text = TextWork.$current.withValue(work) {
      TextTimeline.render(scenario: scenario, result: ScenarioRunner().run(scenario), style: .plain)
    }
    return (text, work)
  }

  @Test("binding writes of a long step load a bounded number of bytes per key")
  func bytesPerKeyStayBounded() throws {
    let short = try Self.timeline(keys: 2_000)
    let long = try Self.timeline(keys: 8_000)
    // Before: every write rebuilt (2,000 and 8,000 whole values, 2 MB and 32 MB).
    #expect(short.work.bindingValuesRebuilt < 2_000 / 4, "\(short.work.bindingValuesRebuilt) rebuilt")
    #expect(long.work.bindingValuesRebuilt < 8_000 / 16, "\(long.work.bindingValuesRebuilt) rebuilt")
    let shortPerKey = short.work.elidedValueBytesLoaded / 2_000
    let longPerKey = long.work.elidedValueBytesLoaded / 8_000
    #expect(longPerKey <= 2 * TextLane.deltaOverhead, "\(shortPerKey) → \(longPerKey) bytes a key")
    #expect(long.text.contains("binding ← \"…(7919)aaaa"))
  }

  @Test("a timeline of many one-key steps loads a bounded number of bytes per step")
  func manyStepsLoadBoundedBytes() throws {
    func loaded(steps: Int) throws -> (bytes: Int, rebuilt: Int) {
      let source = "use ime=direct\n" + String(repeating: "type \"a\"\n", count: steps) + "skip onchange\n"
      let scenario = try ScenarioParser.parse(source, path: "steps.scenario").get()
      let result = ScenarioRunner().run(scenario)
      let work = TextWork()
      let text = TextWork.$current.withValue(work) {
        TextTimeline.render(scenario: scenario, result: result, style: .plain)
      }
      #expect(text.contains("\(steps)  type \"a\""))
      return (work.elidedValueBytesLoaded, work.historyTextsRebuilt)
    }
    let few = try loaded(steps: 500)
    let many = try loaded(steps: 2_000)
    // Before: each row rebuilt its snapshot and its onChange values whole (3 texts a step,
    // 4,500 more for 1,500 more steps). Now only the texts the history keeps whole are loaded
    // (a few hundred, growing with the logarithm of the steps), and a bounded number of bytes.
    #expect(many.rebuilt - few.rebuilt < 1_500 / 4, "\(few.rebuilt) → \(many.rebuilt) texts rebuilt")
    #expect(
      few.bytes / 500 <= 4 * TextLane.deltaOverhead && many.bytes / 2_000 <= 4 * TextLane.deltaOverhead,
      "\(few.bytes) → \(many.bytes)")
  }

  @Test("a violation every step: the timeline quotes each around the caret, rebuilding few texts")
  func violationPerStep() throws {
    func rendered(steps: Int) throws -> (text: String, rebuilt: Int) {
      let initial = String(repeating: "x", count: 2_000)
      let source =
        "use ime=direct bridge=swiftui17\ntransform uppercase\ntype \"\(initial)\"\n"
        + String(repeating: "type \"a\"\n", count: steps) + "skip violations\nskip onchange\n"
      let scenario = try ScenarioParser.parse(source, path: "violations.scenario").get()
      let result = ScenarioRunner().run(scenario)
      let work = TextWork()
      let text = TextWork.$current.withValue(work) {
        TextTimeline.render(scenario: scenario, result: result, style: .plain)
      }
      return (text, work.historyTextsRebuilt)
    }
    let few = try rendered(steps: 100)
    let many = try rendered(steps: 400)
    // Before: each step's `binding-mismatch` line rebuilt and quoted both whole texts (2 more
    // texts a step, 600 for 300 steps).
    #expect(many.rebuilt - few.rebuilt < 300 / 4, "\(few.rebuilt) → \(many.rebuilt) texts rebuilt")
    // The last step's line: both texts around the caret at the end (2,400 characters, 81 kept).
    let a = String(repeating: "a", count: 40)
    let line = "settled with the binding …(2360)\"\(a.uppercased())\" but the field showing …(2360)\"\(a)\""
    #expect(many.text.contains(line), "\(many.text.suffix(400))")
  }

  @Test("the elided values are those TimelineElision cuts from the whole texts, after random edits")
  func agreesWithWholeTextElision() {
    var random = SplitMix64(seed: 30)
    var text = SameTextTests.text(&random, length: 300)
    let values = ElidedTextSequence(text)
    var disagreements: [String] = []
    for step in 0..<400 {
      // A splice on scalar boundaries, as the field's deltas are.
      let scalars = Array(text.unicodeScalars)
      let lower = Int(random.next() % UInt64(scalars.count + 1))
      let upper = min(scalars.count, lower + Int(random.next() % 4))
      let inserted = SameTextTests.text(&random, length: Int(random.next() % 4))
      var next = String.UnicodeScalarView(scalars[..<lower])
      next.append(contentsOf: inserted.unicodeScalars)
      next.append(contentsOf: scalars[upper...])
      let newText = String(next)
      values.apply(TextDelta(from: text, to: newText))
      text = newText
      let caret = Int(random.next() % UInt64(text.utf16.count + 2))
      let expected = TimelineElision.event(
        .bindingWrite(value: text, origin: .step("set")), aroundUTF16Offset: caret)
      let actual = TraceEvent.bindingWrite(
        value: values.elided(aroundUTF16Offset: caret), origin: .step("set"))
      if expected != actual { disagreements.append("step \(step), caret \(caret)") }
      if values.text != text { disagreements.append("step \(step): text") }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
  }
}
