import InputModel

/// Issue 30, items 4 and 5: a segment move in a long conversion, and one `type` step of many
/// characters, each next to the naive way or a shorter run measured in the same run.
extension Benchmarks {
  /// The rows: a right arrow in a 3,000-kana conversion against re-sending the whole
  /// conversion (what the keyboard did before) and against a 300-kana one; one `type` of
  /// 200,000 characters against 100,000 (linear: the trace's deltas come from the field's
  /// splices); 2,000 pinyin letters against 1,000 (linear: the composition is capped).
  func longSteps() -> [BenchResult] {
    var results: [BenchResult] = []
    let moves = quick ? 2_000 : 20_000
    let long = Self.segmentMoves(readingRepeats: 273, moves: moves)
    let short = Self.segmentMoves(readingRepeats: 27, moves: moves)
    results.append(
      BenchResult(
        group: "long text",
        name: "right arrow in a 3,003-kana conversion (\(long.segments) segments), per key",
        value: long.moveSeconds / Double(moves) * 1e6, unit: "µs",
        baseline: ("whole conversion re-sent (naive)", long.naiveSeconds / Double(moves) * 1e6),
        target: "a move costs the segments it touches", higherIsBetter: false))
    results.append(
      BenchResult(
        group: "long text", name: "right arrow, 3,003 kana against 297 kana, per key",
        value: long.moveSeconds / Double(moves) * 1e6, unit: "µs",
        baseline: ("297 kana", short.moveSeconds / Double(moves) * 1e6),
        target: "ratio ≈ 1 (flat)", higherIsBetter: false))
    let full = quick ? 20_000 : 200_000
    var (fullSeconds, halfSeconds) = (Double.infinity, Double.infinity)
    for _ in 0..<(quick ? 1 : 2) {
      fullSeconds = min(fullSeconds, Self.replayTyping(characters: full).seconds)
      halfSeconds = min(halfSeconds, Self.replayTyping(characters: full / 2).seconds)
    }
    results.append(
      BenchResult(
        group: "long text", name: "replay of one `type` of \(full) characters, direct, trace kept",
        value: fullSeconds * 1e3, unit: "ms", baseline: ("\(full / 2) characters", halfSeconds * 1e3),
        target: "ratio ≥ 0.4 (linear)", higherIsBetter: false))
    let letters = quick ? 400 : 2_000
    if let fullPinyin = Self.replayPinyin(letters: letters),
      let halfPinyin = Self.replayPinyin(letters: letters / 2)
    {
      results.append(
        BenchResult(
          group: "long text",
          name: "replay of one `type` of \(letters) pinyin letters (at most 64 composed)",
          value: fullPinyin * 1e3, unit: "ms", baseline: ("\(letters / 2) letters", halfPinyin * 1e3),
          target: "ratio ≥ 0.4 (linear)", higherIsBetter: false))
    }
    return results
  }

  /// Seconds for `moves` right arrows in a conversion of `readingRepeats` × きょうはいいてんきです
  /// on a keyboard typing into a bare field, and seconds for re-sending the whole conversion
  /// as before the fix (its candidates joined anew and marked over the marked range) after
  /// each of them.
  static func segmentMoves(readingRepeats: Int, moves: Int) -> (
    moveSeconds: Double, naiveSeconds: Double, segments: Int
  ) {
    let field = TextField(text: "")
    field.focus()
    let ime = JapaneseInputMethod(name: "bench", composer: WholeReadingComposer(), dictionary: .embedded)
    let reading = String(repeating: "きょうはいいてんきです", count: readingRepeats)
    guard (try? ime.perform(.key(.typed(reading)), client: field)) != nil,
      (try? ime.perform(.key(.named(.space)), client: field)) != nil,
      let segments = ime.conversion?.segments.count
    else { return (.nan, .nan, 0) }
    var moveSeconds = 0.0
    var naiveSeconds = 0.0
    for _ in 0..<moves {
      moveSeconds += Measurement.seconds { _ = try? ime.perform(.key(.named(.right)), client: field) }
      guard let conversion = ime.conversion else { break }
      naiveSeconds += Measurement.seconds {
        let joined = conversion.segments.map(\.selectedCandidate).joined()
        _ = try? field.setMarkedText(
          joined, selectedRange: conversion.focusedUTF16Range, replacementRange: field.markedRange)
      }
      field.drainEvents()
    }
    return (moveSeconds, naiveSeconds, segments)
  }

  /// Seconds to parse and replay one `type` of `letters` pinyin letters (never confirmed);
  /// `nil` when librime does not start.
  static func replayPinyin(letters: Int) -> Double? {
    let typed = String(String(repeating: "nihao", count: letters / 5 + 1).prefix(letters))
    let source =
      "scenario \"long pinyin\"\nuse ime=pinyin bridge=guarded platform=uikit\n\ntype \"\(typed)\"\nskip onchange\n"
    var passed = false
    let seconds = Measurement.seconds {
      if let scenario = ScenarioParser.parse(source, path: "pinyin.scenario", keyboards: Keyboards.linked)
        .scenario
      {
        passed = ScenarioRunner(keyboards: Keyboards.linked).run(scenario).status == .passed
      }
    }
    return passed ? seconds : nil
  }
}

/// A bench composer that takes a whole reading in one key, so a 3,000-kana conversion is set
/// up without typing 6,000 romaji letters.
private struct WholeReadingComposer: KanaComposer {
  var reading = ""
  var displayText: String { reading }
  var caretUTF16Offset: Int { reading.utf16.count }
  var isEmpty: Bool { reading.isEmpty }
  mutating func input(_ character: String) -> Bool {
    reading += character
    return true
  }
  mutating func deleteBackward() { reading = String(reading.dropLast()) }
  mutating func finish() -> String { reading }
  mutating func reset() { reading = "" }
  mutating func load(reading: String) { self.reading = reading }
}
