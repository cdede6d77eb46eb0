import ChildProcesses
import InputModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `inputsim fuzz`: random composition sequences through a bridge, every invariant checked
/// after every step, each distinct failure shrunk and written as a `.scenario` reproducer.
enum FuzzCommand: Subcommand {
  static let name = "fuzz"
  static let summary = "random composition sequences; shrunk reproducers for every violation found"
  static let discussion = """
    Runs random but realistic input sequences (keys, kana, conversion, Enter, focus changes,
    app writes, ticks) through a text field, a keyboard and a bridge, checking every invariant
    after every step. Each failing run is shrunk to a minimal step list; distinct failures are
    listed and, with --out, written as scenario files that fail with the same violation under
    'inputsim run' until the bug is fixed.
    """

  static let epilogue = """
    The same seed and options give byte-identical output and files. A reproducer path in the
    --out directory that exists as something other than a regular file (a FIFO, a device, a
    directory) is refused, not replaced. Exit status: 0 nothing found, 1 a violation was found,
    2 usage error or an unwritable --out.

    EXAMPLES:
      inputsim fuzz --bridge swiftui13 --ime flick --seed 1 --runs 1000 --out repro
      inputsim fuzz --bridge guarded --time 60 --shard 2/4
      inputsim fuzz --bridge random-rules --rule-sets 20 --seed 5 --out repro
    """

  static let seed = OptionSpec(
    "--seed", .unsignedInteger, placeholder: "N", help: "campaign seed",
    default: .described("random, always printed"))
  static let runs = OptionSpec(
    "--runs", .integer(1...1_000_000_000), placeholder: "N", help: "runs in the campaign",
    default: .described("1000; unlimited with --time alone"))
  static let steps = OptionSpec(
    "--steps", .integer(1...10_000), placeholder: "N",
    help: "steps per run; a run stops at its first violation", default: .value("50"))
  /// The longest `--time`: one day. A longer campaign is better run as shards or repeated
  /// runs with new seeds, and a typo (`--time 3600000`) is caught instead of running for weeks.
  static let maxTimeSeconds = 86_400

  static let time = OptionSpec(
    "--time", .seconds(maximum: maxTimeSeconds), placeholder: "SECONDS",
    help: "stop starting runs after SECONDS, fractions allowed; the only non-deterministic option")
  static let ime = OptionSpec(
    "--ime", .list(Keyboards.linked.names), placeholder: "LIST",
    help: "keyboards; any is every keyboard but \(Keyboards.engineNames), which are fuzzed when named",
    default: .value("any"))
  /// The `--bridge` word that draws rule sets instead of naming a preset.
  static let randomRules = "random-rules"
  static let bridge = OptionSpec(
    "--bridge", .list(BridgeKind.allCases.map(\.rawValue) + [randomRules]), placeholder: "LIST",
    help:
      "bridges; random-rules draws --rule-sets bridge rule sets from the seed (write, assign, late, assign-timing, sync-writes); any is every preset",
    default: .value("any"))
  static let ruleSets = OptionSpec(
    "--rule-sets", .integer(1...1_000), placeholder: "N",
    help: "how many rule sets --bridge random-rules draws", default: .value("8"))
  static let platform = OptionSpec(
    "--platform", .list(PlatformProfile.builtIn.map(\.name)), placeholder: "LIST",
    help: "platforms; any is every one but web-firefox and the measured Linux ones, fuzzed when named",
    default: .value("any"))
  static let settle = OptionSpec(
    "--settle", .choice(["auto", "manual", "any"]), placeholder: "MODE",
    help: "when app work runs: auto, manual (only on ticks), or any (manual in 1 run of 4)",
    default: .value("any"))
  static let invariants = OptionSpec(
    "--invariants", .list(InvariantID.allCases.map(\.rawValue)), placeholder: "LIST",
    help: "invariants that count; a run stops at the first one broken", default: .value("any"))
  static let appHandlers = OptionSpec(
    "--app-handlers", .choice(FuzzAppHandlers.allCases.map(\.rawValue)), placeholder: "MODE",
    help:
      "the app's onChange handlers: default (as written), vary (draw the stale-onChange choices and transforms per run), correct (the same, every handler reading the current text)",
    default: .described("vary when --invariants names stale-onchange, else default"))
  static let components = OptionSpec(
    "--components", .list(FuzzComponents.Kind.allCases.map(\.rawValue)), placeholder: "LIST",
    help:
      "what runs varying the app's handlers put around the field: none, suggestions (the seed's menu), search; each run draws one",
    default: .value("any"))
  static let shard = OptionSpec(
    "--shard", .text, placeholder: "I/N",
    help: "perform only runs i with i % N == I - 1, 1 <= I <= N (N jobs cover one seed's runs)")
  static let out = OptionSpec(
    "--out", .text, placeholder: "DIR",
    help: "write one reproducer per distinct failure into DIR (created if missing)")
  static let format = OptionSpec(
    "--format", .choice(["text", "json"]), placeholder: "FORMAT", help: "output format",
    default: .value("text"))
  static let stats = OptionSpec.flag(
    "--stats", help: "print elapsed time and keystrokes per second to standard error")

  static let spec = ArgumentSpec(
    subcommand: name,
    options: [
      seed, runs, steps, time, ime, bridge, ruleSets, platform, settle, invariants, appHandlers, components,
      shard,
      out, format, stats,
    ])

  static func run(_ parsed: ParsedArguments) throws(UsageError) -> ExitStatus {
    let options = try Options(parsed)
    // --out is made and checked before the first run: an hour's campaign cannot end in "cannot
    // write". Its page goes beside a user's own index.html, not over it.
    let reproducers = try options.outputDirectory.map { directory throws(UsageError) in
      try ReproducerFolder(directory)
    }
    if let reproducers, reproducers.indexName != ReproducerFolder.ownIndexName {
      Console.error(
        "inputsim: note: --out: \(BoundedEcho.singleQuoted(reproducers.directory + "/index.html")) was not "
          + "written by inputsim; the reproducers' page goes to \(reproducers.indexName) beside it")
    }
    // Ctrl-C (SIGTERM, SIGHUP) ends the campaign after the run in progress: what was found is
    // already written, the summary so far is printed, the exit status is 128 + the signal.
    ChildInterrupts.install(after: .finishWork)
    if options.format == "json" {
      Console.error("inputsim fuzz: seed \(options.configuration.seed)")
    } else {
      Console.out("seed \(options.configuration.seed)")
      Console.out("fuzz " + options.described.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    }
    let fuzzer = Fuzzer(options.configuration)
    let clock = ContinuousClock()
    let start = clock.now
    let progressLine = ProgressLine(isEnabled: Console.stderrIsTerminal, start: start)
    var writeError: UsageError?
    let report = fuzzer.run(
      progress: { progressLine.update($0) },
      found: { failure in
        guard let reproducers, writeError == nil else { return }
        do throws(UsageError) { try reproducers.write(failure) } catch { writeError = error }
      },
      shouldStop: { writeError != nil || ChildInterrupts.received != nil })
    progressLine.finish()
    let elapsed = clock.now - start
    if let writeError { throw writeError }
    if let reproducers, !report.failures.isEmpty {
      try reproducers.writeIndex(reproducerIndex(report, directory: reproducers.directory))
    }
    let showsFiles = options.outputDirectory != nil
    if options.format == "json" {
      Console.out(report.json(options: options.described, showsFiles: showsFiles))
    } else {
      Console.out(report.text(showsFiles: showsFiles))
      if showsFiles && !report.failures.isEmpty, let directory = options.outputDirectory {
        // Each was written when it was found.
        Console.out(
          "wrote \(report.failures.count) scenario file\(report.failures.count == 1 ? "" : "s") to "
            + ScenarioFile.printable(RawArguments.bytes(of: directory))
        )
      }
    }
    if parsed.has(Self.stats) {
      Console.error(ProgressLine.stats(report: report, elapsed: elapsed))
    }
    if let signal = ChildInterrupts.received {
      Console.error(
        "inputsim: interrupted by \(Interruption.name(of: signal)) after \(report.runs) run\(report.runs == 1 ? "" : "s")"
      )
      return .failure
    }
    return report.failures.isEmpty && report.unreproducedRuns == 0 ? .success : .failure
  }

  /// `index.html` beside the reproducers: each one replayed, with its timeline (the same page
  /// as `run --format html`, with no time in it, so the same seed writes the same file).
  private static func reproducerIndex(_ report: FuzzReport, directory: String) -> String {
    let runs = report.failures.compactMap { failure -> (scenario: Scenario, result: ScenarioResult)? in
      guard
        case .success(let scenario) = ScenarioParser.parse(
          failure.scenarioText, path: failure.fileName, keyboards: Keyboards.linked
        )
        .result
      else { return nil }
      return (scenario, ScenarioRunner(baseDirectory: directory).run(scenario))
    }
    let count = report.failures.count
    return HTMLRunReport.render(
      runs, title: "inputsim fuzz: \(count) reproducer\(count == 1 ? "" : "s")", seconds: nil)
  }

  // MARK: Options

  /// The command line turned into a configuration, with every value checked.
  struct Options {
    var configuration: FuzzConfiguration
    var outputDirectory: String?
    var format: String
    /// The options as given, for the output's header and the JSON `options` object.
    var described: [(key: String, value: String)]

    init(_ parsed: ParsedArguments) throws(UsageError) {
      let seed = try parsed.seed(FuzzCommand.seed)
      let timeLimit = try parsed.seconds(FuzzCommand.time)
      let runs = try parsed.integer(FuzzCommand.runs)
      let steps = try parsed.integer(FuzzCommand.steps) ?? 50
      // `any` leaves out the engine keyboards (hangul, pinyin): default campaigns stay as they
      // were; `--ime hangul,pinyin` asks for them (docs/fuzzing.md).
      var inputMethods = try parsed.choices(FuzzCommand.ime, from: Keyboards.linked.kinds, name: \.rawValue)
      if (parsed.value(FuzzCommand.ime) ?? "any") == "any" { inputMethods = Keyboards.linked.fuzzedByDefault }
      for kind in inputMethods where kind.startsEngine {
        if let error = KeyboardEngines.startError(kind) {
          throw UsageError("the \(kind.rawValue) keyboard cannot start: \(error)", helpTopic: "fuzz")
        }
      }
      let bridges = try Self.bridges(parsed, seed: seed)
      // `any` leaves out the profiles added after the first five (web-firefox), as `--ime any`
      // leaves out the engine keyboards: default campaigns stay as they were.
      var platforms = try parsed.choices(FuzzCommand.platform, from: PlatformProfile.builtIn, name: \.name)
      if (parsed.value(FuzzCommand.platform) ?? "any") == "any" {
        platforms = PlatformProfile.fuzzedByDefault
      }
      let settle = parsed.value(FuzzCommand.settle) ?? "any"
      let invariants = try parsed.choices(
        FuzzCommand.invariants, from: InvariantID.allCases, name: \.rawValue)
      let shard = try Self.shard(parsed.given(FuzzCommand.shard))
      // Asking for stale-onchange by name asks for the app handlers that can break it.
      let namesStaleOnChange =
        parsed.value(FuzzCommand.invariants).map { $0 != "any" && invariants.contains(.staleOnChange) }
        ?? false
      let handlers =
        parsed.value(FuzzCommand.appHandlers).flatMap(FuzzAppHandlers.init(rawValue:))
        ?? (namesStaleOnChange ? .vary : .unchanged)
      configuration = FuzzConfiguration(
        seed: seed, runs: runs ?? (timeLimit == nil ? 1_000 : Int.max), stepsPerRun: steps,
        inputMethods: inputMethods, bridges: bridges.list, platforms: platforms,
        settleMode: SettleMode(rawValue: settle), invariants: Set(invariants), shard: shard,
        timeLimit: timeLimit)
      configuration.appHandlers = handlers
      configuration.components = try parsed.choices(
        FuzzCommand.components, from: FuzzComponents.Kind.allCases, name: \.rawValue)
      outputDirectory = parsed.given(FuzzCommand.out)
      format = parsed.value(FuzzCommand.format) ?? "text"
      described = [
        ("runs", runs.map(String.init) ?? (timeLimit == nil ? "1000" : "unlimited")),
        ("steps", String(steps)),
        ("ime", parsed.value(FuzzCommand.ime) ?? "any"),
        ("bridge", parsed.value(FuzzCommand.bridge) ?? "any"),
      ]
      if let count = bridges.ruleSets { described.append(("rule-sets", String(count))) }
      described += [
        ("platform", parsed.value(FuzzCommand.platform) ?? "any"),
        ("settle", settle),
        ("invariants", parsed.value(FuzzCommand.invariants) ?? "any"),
      ]
      if handlers != .unchanged {
        described.append(("app-handlers", handlers.rawValue))
        described.append(("components", parsed.value(FuzzCommand.components) ?? "any"))
      }
      described.append(("shard", shard.description))
      if let time = parsed.given(FuzzCommand.time) { described.append(("time", time)) }
    }

    /// The bridges of `--bridge`: the named presets (every one for `any`), and for
    /// `random-rules` the `--rule-sets` rule sets drawn from the campaign seed; `ruleSets` is
    /// their count, `nil` when none are drawn. `--rule-sets` without `random-rules` is refused.
    static func bridges(_ parsed: ParsedArguments, seed: UInt64) throws(UsageError) -> (
      list: [FuzzBridge], ruleSets: Int?
    ) {
      let names = BridgeKind.allCases.map(\.rawValue) + [FuzzCommand.randomRules]
      let chosen = try parsed.choices(FuzzCommand.bridge, from: names, name: { $0 })
      let draws =
        (parsed.value(FuzzCommand.bridge) ?? "any") != "any" && chosen.contains(FuzzCommand.randomRules)
      let given = try parsed.integer(FuzzCommand.ruleSets)
      if parsed.given(FuzzCommand.ruleSets) != nil && !draws {
        throw UsageError("'--rule-sets' needs '--bridge random-rules'", helpTopic: "fuzz")
      }
      var bridges = chosen.compactMap(BridgeKind.init(rawValue:)).map(FuzzBridge.builtIn)
      guard draws else { return (bridges, nil) }
      let count = given ?? 8
      bridges += FuzzBridge.randomRules(seed: seed, count: count)
      return (bridges, count)
    }

    /// `--shard I/N` with 1 <= I <= N.
    static func shard(_ text: String?) throws(UsageError) -> FuzzShard {
      guard let text else { return .whole }
      let parts = text.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
        let shard = FuzzShard(index: index, count: count)
      else {
        throw UsageError(
          "invalid value \(BoundedEcho.singleQuoted(text)) for '--shard'; expected I/N with 1 <= I <= N, like 2/4",
          helpTopic: "fuzz")
      }
      return shard
    }
  }

  // MARK: Progress

  /// One line on standard error, rewritten in place, when standard error is a terminal.
  final class ProgressLine {
    let isEnabled: Bool
    let start: ContinuousClock.Instant
    private var lastDrawn: ContinuousClock.Instant
    private var drawn = false

    init(isEnabled: Bool, start: ContinuousClock.Instant) {
      self.isEnabled = isEnabled
      self.start = start
      self.lastDrawn = start
    }

    func update(_ progress: FuzzProgress) {
      guard isEnabled else { return }
      let now = ContinuousClock.now
      guard now - lastDrawn >= .milliseconds(200) else { return }
      lastDrawn = now
      let rate = Self.perSecond(progress.keystrokes, now - start)
      let runs = progress.plannedRuns.map { "\(progress.runs)/\($0)" } ?? "\(progress.runs)"
      Console.errorRaw(
        "\r\u{1B}[Kruns \(runs)  \(rate) keystrokes/s  violations: \(progress.distinctFailures) distinct in \(progress.failedRuns) runs"
      )
      drawn = true
    }

    func finish() {
      if drawn { Console.errorRaw("\r\u{1B}[K") }
    }

    static func stats(report: FuzzReport, elapsed: Duration) -> String {
      let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      let tenths = (seconds * 10).rounded() / 10
      return
        "stats: \(tenths) s, \(perSecond(report.keystrokes, elapsed)) keystrokes/s, \(perSecond(report.runs, elapsed)) runs/s"
    }

    static func perSecond(_ count: Int, _ elapsed: Duration) -> Int {
      let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      return seconds > 0 ? Int(Double(count) / seconds) : 0
    }
  }
}
