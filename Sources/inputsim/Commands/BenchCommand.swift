import ChildProcesses
import ChromiumDriver
import InputModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `inputsim bench`: the measurements of docs/BENCHMARKS.md, each next to the naive way
/// measured in the same run.
enum BenchCommand: Subcommand {
  static let name = "bench"
  static let summary = "measure lookups, segmentation, fuzzing and replay against the naive ways"
  static let discussion = """
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
      - conversion: how often the built-in converter's first candidates are Mozc's, on a list
        of common words and phrases, with the embedded dictionary and with SKK-JISYO.L
      - browser (headless Chromium): start-up from launch to the first page ready, keystrokes
        per second into the naive reference page with the field read back after each key,
        and the bundled web scenarios end to end in one browser
      - mozc (a real Mozc server): server start; a scenario's keyboard as a session on the
        running server against a server of its own; a letter and a Space against the built-in
        romaji keyboard
      - osinput (the real OS input stack): start-up of Xvfb, the bus and fcitx5; a key through
        fcitx5 + Mozc into Chromium, Firefox and WebKitGTK, from its press to the page's
        first event

    Groups: fuzzing, long-text, suggestions, graphemes, scenarios, conversion, browser, mozc,
    osinput. --only picks some; without it every group runs, but --quick leaves out the
    browser and osinput (give --only browser or --only osinput).

    Use a release build (swift build -c release); these machines are noisy, so compare the
    ratios of one run rather than absolute numbers across runs.
    """

  static let epilogue = ""

  static let json = OptionSpec.flag("--json", help: "print the results as JSON")
  static let quick = OptionSpec.flag("--quick", help: "fewer repetitions (a smoke test, not a measurement)")
  static let dictionary = OptionSpec(
    "--dictionary", .text, placeholder: "PATH",
    help: "SKK dictionary for the lookup and the conversion group: a regular file of at most 256 MiB",
    default: .value("/usr/share/skk/SKK-JISYO.L"))
  static let fuzzKeystrokes = OptionSpec(
    "--fuzz-keystrokes", .integer(1_000...1_000_000_000), placeholder: "N",
    help: "keystrokes for the fuzz measurement", default: .described("1000000, 20000 with --quick"))

  static let only = OptionSpec(
    "--only", .list(BenchGroup.allCases.map(\.rawValue)), placeholder: "GROUPS",
    help: "measure only these groups",
    default: .described("all; all but browser with --quick"))
  static let browserKeystrokes = OptionSpec(
    "--browser-keystrokes", .integer(10...1_000_000), placeholder: "N",
    help: "keystrokes typed into Chromium for the browser group",
    default: .described("1000, 200 with --quick"))

  static let spec = ArgumentSpec(
    subcommand: name, options: [json, quick, only, dictionary, fuzzKeystrokes, browserKeystrokes])

  static func run(_ parsed: ParsedArguments) throws(UsageError) -> ExitStatus {
    let quick = parsed.has(Self.quick)
    let groups = try BenchGroup.parse(parsed.value(only), quick: quick)
    let keystrokes = try parsed.integer(fuzzKeystrokes) ?? (quick ? 20_000 : 1_000_000)
    let typedKeys = try parsed.integer(browserKeystrokes) ?? (quick ? 200 : 1_000)
    let dictionaryPath = parsed.value(dictionary) ?? "/usr/share/skk/SKK-JISYO.L"
    try checkDictionary(dictionaryPath, given: parsed.given(dictionary) != nil)
    var benchmarks = Benchmarks(
      quick: quick, dictionaryPath: dictionaryPath,
      scenariosDirectory: try? ScenarioFiles.bundledDirectory(subcommand: name))
    #if DEBUG
      benchmarks.notes.append("this is a debug build: build with -c release for meaningful numbers")
    #endif
    var results: [BenchResult] = []
    if groups.contains(.fuzzing) {
      // The long fuzz run goes first so its peak memory is not the dictionary's.
      let fuzzed = Benchmarks.fuzzRun(keystrokes: keystrokes)
      let peak = Measurement.peakResidentBytes
      results.append(
        BenchResult(
          group: "fuzzing", name: "peak resident memory of a \(fuzzed)-keystroke fuzz run",
          value: Double(peak) / 1_048_576, unit: "MB", baseline: nil, target: "< 100 MB for 10M keystrokes",
          higherIsBetter: false))
      results += benchmarks.fuzzThroughput(keystrokes: min(keystrokes, quick ? 20_000 : 400_000))
      results.append(benchmarks.representableThroughput(keystrokes: quick ? 10_000 : 100_000))
    }
    if groups.contains(.longText) {
      results += benchmarks.longText() + benchmarks.stepHistory() + benchmarks.longSteps()
    }
    if groups.contains(.fuzzing) {
      results += benchmarks.engineKeyboardThroughput(keystrokes: quick ? 5_000 : 100_000)
    }
    if groups.contains(.suggestions) { results += benchmarks.suggestionLookup() }
    if groups.contains(.graphemes) { results += benchmarks.graphemeSegmentation() }
    if groups.contains(.scenarios) { results += benchmarks.scenarioReplay() }
    if groups.contains(.conversion) { results += benchmarks.conversionAgreement() }
    if groups.contains(.mozc) { results += benchmarks.mozcCosts() }
    if groups.contains(.osinput) {
      ChildInterrupts.install()
      results += benchmarks.osInputCosts()
    }
    if groups.contains(.browser) {
      results += try browserGroup(&benchmarks, keystrokes: typedKeys, explicit: parsed.given(only) != nil)
    }
    Console.outRaw(
      parsed.has(json)
        ? BenchReport.json(results, notes: benchmarks.notes)
        : BenchReport.table(results, notes: benchmarks.notes))
    return .success
  }

  /// The browser group. Chosen with `--only`, a browser that cannot start is exit status 2;
  /// in a full run it is a note, so `bench` still measures the rest on a machine without
  /// Chromium.
  static func browserGroup(_ benchmarks: inout Benchmarks, keystrokes: Int, explicit: Bool)
    throws(UsageError) -> [BenchResult]
  {
    ChildInterrupts.install()
    do {
      return try benchmarks.browser(keystrokes: keystrokes, scenarios: benchmarks.bundledWebScenarios())
    } catch {
      guard !explicit else { throw UsageError("--only browser: cannot measure the browser: \(error)") }
      benchmarks.notes.append("browser group not measured: \(error)")
      return []
    }
  }

  /// Refuses, before the long measurements, a dictionary that cannot be loaded: not a regular
  /// file (`/dev/zero` would be read until memory runs out, a FIFO would block), unreadable or
  /// larger than 256 MiB. Only the default path may be missing: the embedded list stands in.
  static func checkDictionary(_ path: String, given: Bool) throws(UsageError) {
    do {
      // By the bytes the shell passed: a name that is not UTF-8 opens the file it names, and
      // messages show it with those bytes as \xHH.
      let bytes = RawArguments.bytes(of: path)
      try RegularFileReader.check(pathBytes: bytes, displayPath: ScenarioFile.printable(bytes))
    } catch {
      if !given, case .cannotRead = error, access(path, F_OK) != 0 { return }
      throw UsageError("--dictionary \(error)", helpTopic: name)
    }
  }
}
