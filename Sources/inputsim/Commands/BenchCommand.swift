import InputModel

/// `inputsim bench`: the measurements of docs/BENCHMARKS.md, each next to the naive way
/// measured in the same run.
enum BenchCommand: Subcommand {
  static let name = "bench"
  static let summary = "measure lookups, segmentation, fuzzing and replay against the naive ways"
  static let help = """
    USAGE: inputsim bench [--json] [--quick] [--dictionary PATH] [--fuzz-keystrokes N]

    Measures, in one run, each against the naive way where there is one:
      - suggestion lookup: the sorted-key index against the seed's
        candidates.filter { $0.starts(with: text) } and a normalized linear scan, over the
        SKK-JISYO.L readings (or the embedded list when the dictionary is not installed);
        per-keystroke query time with normalization, median and p99; the index build time
      - fuzz throughput: simulated keystrokes per second through the guarded bridge with every
        invariant checked, per keyboard; peak resident memory of that run
      - grapheme segmentation: MB/s of the ICU path against Swift's Character iteration on
        1 MB of mixed Japanese text
      - scenario replay: bundled scenarios per second, and the parser's MB/s

    Use a release build (swift build -c release); these machines are noisy, so compare the
    ratios of one run rather than absolute numbers across runs.

    OPTIONS:
      --json               print the results as JSON
      --quick              fewer repetitions (a smoke test, not a measurement)
      --dictionary PATH    SKK dictionary for the lookup (default /usr/share/skk/SKK-JISYO.L)
      --fuzz-keystrokes N  keystrokes for the fuzz measurement (default 1000000)
    """

  static let spec = ArgumentSpec(
    subcommand: name, flags: ["--json", "--quick"],
    options: ["--dictionary": [], "--fuzz-keystrokes": []], maximumPositionals: 0)

  static func run(_ arguments: [String]) throws(UsageError) -> ExitStatus {
    let parsed = try ArgumentParser.parse(arguments, spec: spec)
    let quick = parsed.has("--quick")
    let keystrokes =
      try ArgumentParser.integer("--fuzz-keystrokes", in: parsed, spec: spec, range: 1_000...1_000_000_000)
      ?? (quick ? 20_000 : 1_000_000)
    var benchmarks = Benchmarks(
      quick: quick, dictionaryPath: parsed.value("--dictionary") ?? "/usr/share/skk/SKK-JISYO.L",
      scenariosDirectory: try? ScenarioFiles.bundledDirectory(subcommand: name))
    #if DEBUG
      benchmarks.notes.append("this is a debug build: build with -c release for meaningful numbers")
    #endif
    // The long fuzz run goes first so its peak memory is not the dictionary's.
    let fuzzed = Benchmarks.fuzzRun(keystrokes: keystrokes)
    let peak = Measurement.peakResidentBytes
    var results = [
      BenchResult(
        group: "fuzzing", name: "peak resident memory of a \(fuzzed)-keystroke fuzz run",
        value: Double(peak) / 1_048_576, unit: "MB", baseline: nil, target: "< 100 MB for 10M keystrokes",
        higherIsBetter: false)
    ]
    results += benchmarks.fuzzThroughput(keystrokes: min(keystrokes, quick ? 20_000 : 400_000))
    results += benchmarks.suggestionLookup()
    results += benchmarks.graphemeSegmentation()
    results += benchmarks.scenarioReplay()
    Console.outRaw(
      parsed.has("--json")
        ? BenchReport.json(results, notes: benchmarks.notes)
        : BenchReport.table(results, notes: benchmarks.notes))
    return .success
  }
}
