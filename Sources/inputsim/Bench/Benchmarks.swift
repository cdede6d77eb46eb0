import InputModel

/// The measurements of `inputsim bench`, each against the naive way in the same run.
struct Benchmarks {
  var quick: Bool
  /// The dictionary as printed (bytes that are not UTF-8 as `\xHH`), and the bytes that open it.
  var dictionaryPath: String
  var dictionaryPathBytes: [UInt8]
  var scenariosDirectory: String?
  var notes: [String] = []

  init(quick: Bool, dictionaryPath: String, scenariosDirectory: String?) {
    self.quick = quick
    // An argument that is not UTF-8 is opened by the bytes the shell passed.
    self.dictionaryPathBytes = RawArguments.bytes(of: dictionaryPath)
    self.dictionaryPath = ScenarioFile.printable(dictionaryPathBytes)
    self.scenariosDirectory = scenariosDirectory
  }

  // MARK: Suggestion lookup

  mutating func suggestionLookup() -> [BenchResult] {
    var candidates: [String]
    var source: String
    switch Result(catching: { () throws(SKKLoadError) in
      try SKKDictionaryLoader.load(pathBytes: dictionaryPathBytes, displayPath: dictionaryPath)
    })
    {
    case .success(let result):
      candidates = result.dictionary.readings
      source = "\(dictionaryPath) readings (\(candidates.count))"
    case .failure(let error):
      candidates = DemoCandidates.seedWords
      source = "the embedded seed list (\(candidates.count)); \(error)"
    }
    notes.append("suggestion lookup over \(source)")
    var index = CandidateIndex([])
    let buildSeconds = Measurement.bestSeconds(repeats: quick ? 1 : 3) {
      index = CandidateIndex(candidates)
    }
    // Queries: prefixes of every 131st reading, as typed one key at a time.
    var queries: [String] = []
    var position = 0
    while position < candidates.count && queries.count < (quick ? 300 : 3_000) {
      let word = Array(candidates[position])
      for length in 1...min(word.count, 4) { queries.append(String(word[0..<length])) }
      position += 131
    }
    var sink = 0
    let indexed = Measurement.samples(queries, repeats: 20) { sink &+= index.matchCount(for: $0) }
    let listed = Measurement.samples(queries, repeats: 5) { sink &+= index.matches(for: $0).count }
    let naiveQueries = Array(queries.prefix(quick ? 5 : 40))
    let seedFilter = Measurement.samples(naiveQueries) { query in
      sink &+= candidates.filter { $0.starts(with: query) }.count
    }
    let linear = Measurement.samples(naiveQueries) { sink &+= index.linearScanMatches($0).count }
    if sink == Int.min { notes.append("") }
    let median = Measurement.percentile(indexed, 0.5)
    return [
      BenchResult(
        group: "suggestions", name: "query (find the matches), median, normalization included", value: median,
        unit: "ns",
        baseline: ("seed's filter { $0.starts(with:) }", Measurement.percentile(seedFilter, 0.5)),
        target: "≤ 2 µs; ≥ 5,000× the seed's filter", higherIsBetter: false),
      BenchResult(
        group: "suggestions", name: "query, median vs normalized linear scan", value: median, unit: "ns",
        baseline: ("normalized linear scan", Measurement.percentile(linear, 0.5)), target: nil,
        higherIsBetter: false),
      BenchResult(
        group: "suggestions", name: "query (find the matches), p99",
        value: Measurement.percentile(indexed, 0.99), unit: "ns",
        baseline: nil, target: "≤ 10 µs", higherIsBetter: false),
      BenchResult(
        group: "suggestions", name: "query returning every match as strings, median",
        value: Measurement.percentile(listed, 0.5), unit: "ns", baseline: nil, target: nil,
        higherIsBetter: false),
      BenchResult(
        group: "suggestions", name: "query returning every match as strings, p99",
        value: Measurement.percentile(listed, 0.99), unit: "ns", baseline: nil, target: nil,
        higherIsBetter: false),
      BenchResult(
        group: "suggestions", name: "index build", value: buildSeconds * 1e3, unit: "ms", baseline: nil,
        target: "≤ 200 ms", higherIsBetter: false),
    ]
  }

  // MARK: Grapheme segmentation

  func graphemeSegmentation() -> [BenchResult] {
    // Japanese prose with the clusters that make segmentation hard: half-width kana with voiced
    // marks, a combining mark, an emoji ZWJ sequence, a flag, some ASCII.
    let sample =
      "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。何でも薄暗いじめじめした所で"
      + "ニャーニャー泣いていた事だけは記憶している。ｶﾗｱｹﾞとか\u{3099}が、今日はいい天気ですね👨‍👩‍👧🇯🇵。"
      + "iPhone 15 で入力。\n"
    var text = ""
    while text.utf8.count < 1_000_000 { text += sample }
    let megabytes = Double(text.utf8.count) / 1_000_000
    var sink = 0
    let icu = Measurement.bestSeconds(repeats: quick ? 2 : 5) {
      sink &+= GraphemeBoundaries(text).clusterCount
    }
    let swift = Measurement.bestSeconds(repeats: quick ? 2 : 5) {
      var count = 0
      for _ in text { count += 1 }
      sink &+= count
    }
    _ = sink
    return [
      BenchResult(
        group: "graphemes", name: "segmentation of 1 MB of mixed Japanese text (ICU)",
        value: megabytes / icu, unit: "MB/s", baseline: ("Swift Character iteration", megabytes / swift),
        target: "≥ 150 MB/s", higherIsBetter: true)
    ]
  }

  // MARK: Scenario replay and parsing

  mutating func scenarioReplay() -> [BenchResult] {
    guard let directory = scenariosDirectory,
      let files = try? ScenarioFiles.collect([directory], subcommand: "bench"), !files.isEmpty
    else {
      notes.append("scenario replay skipped: no bundled scenarios directory found")
      return []
    }
    let contents = files.compactMap { path in ScenarioFiles.read(path).map { (path: path, bytes: $0) } }
    let totalBytes = contents.reduce(0) { $0 + $1.bytes.count }
    var scenarios: [Scenario] = []
    let parseSeconds = Measurement.bestSeconds(repeats: quick ? 2 : 5) {
      scenarios = contents.compactMap {
        ScenarioParser.parse(bytes: $0.bytes, path: $0.path, keyboards: Keyboards.linked).scenario
      }
    }
    let rounds = quick ? 1 : 5
    var passed = 0
    let replaySeconds = Measurement.bestSeconds(repeats: rounds) {
      passed = 0
      for scenario in scenarios where ScenarioRunner().run(scenario).status == .passed { passed += 1 }
    }
    notes.append("scenario replay: \(scenarios.count) bundled files, \(passed) passed, \(totalBytes) bytes")
    return [
      BenchResult(
        group: "scenarios", name: "bundled scenarios replayed",
        value: Double(scenarios.count) / replaySeconds,
        unit: "scenarios/s", baseline: nil, target: nil, higherIsBetter: true),
      BenchResult(
        group: "scenarios", name: "parser throughput", value: Double(totalBytes) / 1e6 / parseSeconds,
        unit: "MB/s", baseline: nil, target: nil, higherIsBetter: true),
    ]
  }
}
