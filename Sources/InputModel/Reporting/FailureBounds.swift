/// A failure as every report shows it: its long texts cut around the first difference, as
/// `explain` cuts a long field around the caret (`TimelineElision`), so one failure with a
/// 2 MB field gives a report of kilobytes — a job summary GitHub accepts (at most 1 MiB), a
/// `::error` line of one screen — in every format alike.
///
///     expected "aaaa…(2,000,000 a)…b", actual "aaaa…a…c"
///     → expected …(1999960)"aaaa…ab", actual …(1999960)"aaaa…ac"   (40 characters either side)
///
/// Texts of at most `TimelineElision.thresholdCharacters` characters stay whole.
extension ScenarioFailure {
  /// The failure with its sections cut around their first difference and its heading and
  /// trace cut in the middle when long; a short failure is returned unchanged.
  package func bounded() -> ScenarioFailure {
    let threshold = TimelineElision.thresholdCharacters
    let long = { (text: String) in text.utf8.count > threshold }
    guard
      long(heading) || long(trace)
        || sections.contains(where: { long($0.actual) || $0.expected.map(long) == true })
    else { return self }
    var copy = self
    copy.heading = TimelineElision.line(heading)
    copy.trace = TimelineElision.line(trace)
    // Each asserted section is cut at its first difference; the context sections where the
    // first asserted one differs.
    let differences = sections.map { section in
      section.expected.map { Self.firstDifference(Array($0), Array(section.actual)) }
    }
    let first = differences.lazy.compactMap { $0 }.first ?? 0
    copy.sections = zip(sections, differences).map { section, difference in
      var cut = section
      let offset = difference ?? first
      cut.expected = section.expected.map { Self.elide($0, aroundCharacter: offset) }
      cut.actual = Self.elide(section.actual, aroundCharacter: offset)
      return cut
    }
    return copy
  }

  /// The index of the first character where `a` and `b` differ (the shorter one's length
  /// when one is the other's start).
  static func firstDifference(_ a: [Character], _ b: [Character]) -> Int {
    var index = 0
    while index < a.count, index < b.count, a[index] == b[index] { index += 1 }
    return index
  }

  /// A rendered value (`"…"`, or a field pattern) cut to the characters around `offset`,
  /// with the counts left out; the quotes stay around what is kept, as `explain` shows it.
  ///
  ///     "\"" + 1,000 × "a" + "b\""  around 1001 → …(961)"aaaa…ab"
  static func elide(_ rendered: String, aroundCharacter offset: Int) -> String {
    guard rendered.utf8.count > TimelineElision.thresholdCharacters else { return rendered }
    var characters = Array(rendered)
    guard characters.count > TimelineElision.thresholdCharacters else { return rendered }
    let quoted = characters.count >= 2 && characters.first == "\"" && characters.last == "\""
    if quoted { characters = Array(characters[1..<(characters.count - 1)]) }
    let context = TimelineElision.contextCharacters
    let center = min(max(0, offset - (quoted ? 1 : 0)), characters.count)
    var start = max(0, center - context)
    let end = min(characters.count, center + context)
    // Never start inside an escape (`\u{200B}`, `\"`): move back to its backslash.
    if let backslash = characters[max(0, start - 10)..<start].lastIndex(of: "\\"),
      !characters[backslash..<start].contains("}")
    {
      start = backslash
    }
    let kept = String(characters[start..<end])
    let shown = quoted ? "\"" + kept + "\"" : kept
    return TimelineElision.marker(start, leading: true) + shown
      + TimelineElision.marker(characters.count - end, leading: false)
  }
}
