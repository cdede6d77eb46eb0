import Testing

@testable import InputModel

@Suite("CandidateIndex over SKK-JISYO.L readings (skkdic)")
struct CandidateIndexSKKTests {
  /// The loaded readings and index, or a recorded failure saying what to install.
  private func skk(sourceLocation: SourceLocation = #_sourceLocation) -> (
    readings: [String], index: CandidateIndex
  )? {
    switch SKKReadings.loaded {
    case .success(let loaded):
      return loaded
    case .failure(let missing):
      Issue.record("SKK-JISYO.L is needed: \(missing.message)", sourceLocation: sourceLocation)
      return nil
    }
  }

  @Test("the dictionary loads with over 100,000 readings, all indexed")
  func loads() {
    guard let (readings, index) = skk() else { return }
    #expect(readings.count > 100_000)
    #expect(index.count == readings.count)
  }

  @Test("every prefix of 300 evenly sampled readings: the binary search equals the linear scan")
  func sampledPrefixesEqualLinearScan() {
    guard let (readings, index) = skk() else { return }
    let step = max(1, readings.count / 300)
    var queries = Set<String>()
    for sample in stride(from: 0, to: readings.count, by: step) {
      queries.formUnion(KanaSpellings.scalarPrefixes(readings[sample]))
    }
    #expect(queries.count > 300)
    var mismatches: [String] = []
    for query in queries where index.matches(for: query) != index.linearScanMatches(query) {
      mismatches.append(query)
    }
    #expect(mismatches == [])
  }

  @Test("katakana and half-width spellings of sampled readings find what the hiragana finds")
  func sampledSpellings() {
    guard let (readings, index) = skk() else { return }
    let hiraganaOnly = readings.filter {
      $0.unicodeScalars.allSatisfy { (0x3041...0x3096).contains($0.value) }
    }
    let step = max(1, hiraganaOnly.count / 100)
    for sample in stride(from: 0, to: hiraganaOnly.count, by: step) {
      let reading = hiraganaOnly[sample]
      let expected = index.matches(for: reading)
      #expect(expected.first == reading)
      #expect(index.matches(for: KanaSpellings.katakana(reading)) == expected, "\(reading)")
      #expect(index.matches(for: KanaSpellings.halfWidth(reading)) == expected, "\(reading)")
    }
  }

  @Test("pending romaji over SKK readings: continuations equal the linear scan")
  func romajiOverSKK() {
    guard let (_, literal) = skk() else { return }
    var index = literal
    index.pendingRomaji = .continuations
    for query in ["かr", "k", "きょうh", "しn", "ky", "にほんg", "がっk"] {
      let found = index.matches(for: query)
      #expect(found == index.linearScanMatches(query), "\(query)")
      #expect(!found.isEmpty, "\(query)")
    }
    #expect(index.matches(for: "かr").contains("からあげ"))
  }

  @Test("the plain-hiragana fast path keys every reading exactly as MatchingKey does")
  func fastPathKeys() {
    guard let (readings, _) = skk() else { return }
    var different: [String] = []
    for reading in readings {
      var units: [UInt16] = []
      CandidateIndex.appendKey(of: reading, to: &units)
      if units != MatchingKey.utf16Key(reading) { different.append(reading) }
    }
    #expect(different == [])
  }
}
