import InputModel

/// How close the built-in kana-kanji converter is to Mozc: the share of Mozc's first
/// candidates it gives on `MozcReference`'s words and phrases (docs/conversion.md), with the
/// embedded dictionary, with SKK-JISYO.L alone and with both; and what one conversion (the
/// Space key) costs with the large dictionary.
extension Benchmarks {
  mutating func conversionAgreement() -> [BenchResult] {
    var dictionaries: [(name: String, dictionary: ConversionDictionary)] = [("embedded", .embedded)]
    var results: [BenchResult] = []
    var loadResult: Result<SKKLoadResult, SKKLoadError>?
    let loadSeconds = Measurement.seconds {
      loadResult = Result { () throws(SKKLoadError) in
        try SKKDictionaryLoader.load(pathBytes: dictionaryPathBytes, displayPath: dictionaryPath)
      }
    }
    switch loadResult {
    case .success(let loaded):
      let file = dictionaryPath.split(separator: "/").last.map(String.init) ?? dictionaryPath
      dictionaries.append((file, loaded.dictionary))
      dictionaries.append(("embedded + \(file)", ConversionDictionary.embedded.merging(loaded.dictionary)))
      results.append(
        BenchResult(
          group: "conversion",
          name:
            "loading \(file): \(loaded.dictionary.count) readings, \(loaded.dictionary.okuriAriCount) okuri-ari keys",
          value: loadSeconds * 1e3, unit: "ms", baseline: nil, target: nil, higherIsBetter: false))
    case .failure(let error):
      notes.append("conversion agreement with the embedded dictionary only: \(error)")
    case nil:
      break
    }
    for (index, entry) in dictionaries.enumerated() {
      let converter = KanaKanjiConverter(dictionary: entry.dictionary)
      let agreement = ConversionAgreement(converter: converter)
      // The targets of issue 26 are for the built-in converter with SKK-JISYO.L (last row).
      let isTargeted = index == dictionaries.count - 1 && index > 0
      results.append(
        BenchResult(
          group: "conversion",
          name:
            "first candidates = Mozc's, words \(agreement.words.agreeing)/\(agreement.words.total), \(entry.name)",
          value: agreement.words.percent, unit: "%", baseline: nil, target: isTargeted ? "≥ 90 %" : nil,
          higherIsBetter: true))
      results.append(
        BenchResult(
          group: "conversion",
          name:
            "first candidates = Mozc's, phrases \(agreement.phrases.agreeing)/\(agreement.phrases.total) "
            + "(segments \(agreement.phraseSegments.agreeing)/\(agreement.phraseSegments.total)), \(entry.name)",
          value: agreement.phrases.percent, unit: "%", baseline: nil, target: isTargeted ? "≥ 50 %" : nil,
          higherIsBetter: true))
      if isTargeted {
        for miss in agreement.disagreements {
          notes.append("\(entry.name): \(miss.romaji): Mozc \(miss.expected), built-in \(miss.actual)")
        }
        let readings = MozcReference.items.filter { $0.kind == .phrase }.map(\.reading)
        var sink = 0
        let samples = Measurement.samples(readings, repeats: quick ? 2 : 20) {
          sink &+= converter.segments(of: $0).count
        }
        if sink == Int.min { notes.append("") }
        results.append(
          BenchResult(
            group: "conversion",
            name: "converting a phrase (Space), median of \(readings.count), \(entry.name)",
            value: Measurement.percentile(samples, 0.5), unit: "ns", baseline: nil, target: nil,
            higherIsBetter: false))
        results.append(longReadingRow(converter, phrases: readings, dictionaryName: entry.name))
      }
    }
    return results
  }

  /// Every phrase in one reading, and that reading four times over, per kana: converting
  /// must stay proportional to the reading's length (the same time per kana). A long reading
  /// costs more per kana than a short phrase, whose positions near its end look up fewer
  /// readings.
  private func longReadingRow(_ converter: KanaKanjiConverter, phrases: [String], dictionaryName: String)
    -> BenchResult
  {
    let long = phrases.joined()
    let longer = String(repeating: long, count: 4)
    var sink = 0
    let longSeconds = Measurement.bestSeconds(repeats: quick ? 1 : 5) {
      sink &+= converter.segments(of: long).count
    }
    let longerSeconds = Measurement.bestSeconds(repeats: quick ? 1 : 3) {
      sink &+= converter.segments(of: longer).count
    }
    return BenchResult(
      group: "conversion",
      name: "per kana, a \(longer.count)-kana reading\(sink == Int.min ? " " : ""), \(dictionaryName)",
      value: longerSeconds * 1e9 / Double(longer.count), unit: "ns",
      baseline: ("per kana, \(long.count) kana", longSeconds * 1e9 / Double(long.count)),
      target: "linear: ratio near 1", higherIsBetter: false)
  }
}
