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
  static let help = """
    USAGE: inputsim fuzz [--seed N] [--runs N] [--steps N] [--time SECONDS] [--ime LIST]
                         [--bridge LIST] [--platform LIST] [--settle auto|manual|any]
                         [--invariants LIST] [--shard I/N] [--out DIR] [--format text|json]
                         [--stats]

    Runs random but realistic input sequences (keys, kana, conversion, Enter, focus changes,
    app writes, ticks) through a text field, a keyboard and a bridge, checking every invariant
    after every step. Each failing run is shrunk to a minimal step list; distinct failures are
    listed and, with --out, written as scenario files that fail with the same violation under
    'inputsim run' until the bug is fixed.

    OPTIONS:
      --seed N          campaign seed, 0 ... 18446744073709551615 (default: random; always printed)
      --runs N          runs in the campaign (default 1000; unlimited with --time alone)
      --steps N         steps per run, a run stops at its first violation (default 50)
      --time SECONDS    stop starting runs after SECONDS (the only non-deterministic option)
      --ime LIST        keyboards, comma separated: direct, romaji, 12key, flick, or any (default)
      --bridge LIST     bridges: naive, swiftui13, swiftui17, controlled-late, guarded, or any (default)
      --platform LIST   platforms: uikit, appkit, web, web-safari, android, or any (default)
      --settle MODE     auto, manual (app work only on ticks), or any (default: 1 run in 4 manual)
      --invariants LIST invariants that count, comma separated ids (composition-overwrite,
                        lost-input, …) or any (default); a run stops at the first one broken
      --shard I/N       perform only runs i with i % N == I - 1 (N jobs cover one seed's runs)
      --out DIR         write one reproducer per distinct failure into DIR (created if missing)
      --format FORMAT   text (default) or json
      --stats           print elapsed time and keystrokes per second to standard error
      -h, --help        show this help

    The same seed and options give byte-identical output and files. Exit status: 0 nothing
    found, 1 a violation was found, 2 usage error or an unwritable --out.

    EXAMPLES:
      inputsim fuzz --bridge swiftui13 --ime flick --seed 1 --runs 1000 --out repro
      inputsim fuzz --bridge guarded --time 60 --shard 2/4
    """

  static let spec = ArgumentSpec(
    subcommand: name, flags: ["--stats"],
    options: [
      "--seed": [], "--runs": [], "--steps": [], "--time": [], "--ime": [], "--bridge": [], "--platform": [],
      "--settle": ["auto", "manual", "any"], "--invariants": [], "--shard": [], "--out": [],
      "--format": ["text", "json"],
    ],
    maximumPositionals: 0)

  static func run(_ arguments: [String]) throws(UsageError) -> ExitStatus {
    let parsed = try ArgumentParser.parse(arguments, spec: spec)
    let options = try Options(parsed)
    if let directory = options.outputDirectory {
      try OutputDirectory.create(directory)
    }
    if options.format == "json" {
      Console.error("inputsim fuzz: seed \(options.configuration.seed)")
    } else {
      Console.out("seed \(options.configuration.seed)")
      Console.out("fuzz " + options.described.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    }
    let fuzzer = Fuzzer(options.configuration)
    let clock = ContinuousClock()
    let start = clock.now
    let progressLine = ProgressLine(isEnabled: isatty(2) != 0, start: start)
    let report = fuzzer.run { progressLine.update($0) }
    progressLine.finish()
    let elapsed = clock.now - start
    if let directory = options.outputDirectory {
      for failure in report.failures {
        try OutputDirectory.writeAtomically(failure.scenarioText, named: failure.fileName, in: directory)
      }
    }
    let showsFiles = options.outputDirectory != nil
    if options.format == "json" {
      Console.out(report.json(options: options.described, showsFiles: showsFiles))
    } else {
      Console.out(report.text(showsFiles: showsFiles))
      if showsFiles && !report.failures.isEmpty, let directory = options.outputDirectory {
        Console.out(
          "wrote \(report.failures.count) scenario file\(report.failures.count == 1 ? "" : "s") to \(directory)"
        )
      }
    }
    if parsed.has("--stats") {
      Console.error(ProgressLine.stats(report: report, elapsed: elapsed))
    }
    return report.failures.isEmpty && report.unreproducedRuns == 0 ? .success : .failure
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
      let spec = FuzzCommand.spec
      var seed: UInt64
      if let text = parsed.value("--seed") {
        guard let value = UInt64(text) else {
          throw UsageError(
            "invalid value '\(text)' for '--seed'; expected an integer in 0...\(UInt64.max)",
            helpTopic: "fuzz")
        }
        seed = value
      } else {
        // The only system randomness: choosing a seed, which is printed so the run can be repeated.
        var system = SystemRandomNumberGenerator()
        seed = UInt64(UInt32.random(in: 0...UInt32.max, using: &system))
      }
      let timeLimit = try Self.seconds(parsed.value("--time"))
      let runs = try ArgumentParser.integer("--runs", in: parsed, spec: spec, range: 1...1_000_000_000)
      let steps = try ArgumentParser.integer("--steps", in: parsed, spec: spec, range: 1...10_000) ?? 50
      let inputMethods = try Self.list(
        "--ime", parsed, all: InputMethodKind.allCases, name: \.rawValue)
      let bridgeKinds = try Self.list("--bridge", parsed, all: BridgeKind.allCases, name: \.rawValue)
      let platforms = try Self.list("--platform", parsed, all: PlatformProfile.builtIn, name: \.name)
      let settle = parsed.value("--settle") ?? "any"
      let invariants = try Self.list("--invariants", parsed, all: InvariantID.allCases, name: \.rawValue)
      let shard = try Self.shard(parsed.value("--shard"))
      configuration = FuzzConfiguration(
        seed: seed, runs: runs ?? (timeLimit == nil ? 1_000 : Int.max), stepsPerRun: steps,
        inputMethods: inputMethods, bridges: bridgeKinds.map(FuzzBridge.builtIn), platforms: platforms,
        settleMode: SettleMode(rawValue: settle), invariants: Set(invariants), shard: shard,
        timeLimit: timeLimit)
      outputDirectory = parsed.value("--out")
      format = parsed.value("--format") ?? "text"
      described = [
        ("runs", runs.map(String.init) ?? (timeLimit == nil ? "1000" : "unlimited")),
        ("steps", String(steps)),
        ("ime", parsed.value("--ime") ?? "any"),
        ("bridge", parsed.value("--bridge") ?? "any"),
        ("platform", parsed.value("--platform") ?? "any"),
        ("settle", settle),
        ("invariants", parsed.value("--invariants") ?? "any"),
        ("shard", shard.description),
      ]
      if let time = parsed.value("--time") { described.append(("time", time)) }
    }

    /// `any` (or absent) for every value, else comma-separated names, each checked.
    static func list<T>(
      _ option: String, _ parsed: ParsedArguments, all: [T], name: (T) -> String
    ) throws(UsageError) -> [T] {
      guard let text = parsed.value(option), text != "any" else { return all }
      let names = all.map(name)
      var chosen: [T] = []
      for word in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
        guard let index = names.firstIndex(of: word) else {
          throw UsageError(
            "invalid value '\(word)' for '\(option)'; allowed: \((names + ["any"]).joined(separator: ", "))"
              + NearestWord.hint(for: word, in: names), helpTopic: "fuzz")
        }
        if !chosen.contains(where: { name($0) == word }) { chosen.append(all[index]) }
      }
      return chosen
    }

    /// `--shard I/N` with 1 <= I <= N.
    static func shard(_ text: String?) throws(UsageError) -> FuzzShard {
      guard let text else { return .whole }
      let parts = text.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
        let shard = FuzzShard(index: index, count: count)
      else {
        throw UsageError(
          "invalid value '\(text)' for '--shard'; expected I/N with 1 <= I <= N, like 2/4", helpTopic: "fuzz")
      }
      return shard
    }

    /// `--time SECONDS`: a positive number, fractions allowed.
    static func seconds(_ text: String?) throws(UsageError) -> Duration? {
      guard let text else { return nil }
      guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 31_536_000 else {
        throw UsageError(
          "invalid value '\(text)' for '--time'; expected a number of seconds greater than 0",
          helpTopic: "fuzz")
      }
      return .milliseconds(Int64((seconds * 1000).rounded(.up)))
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
      Self.writeRaw(
        "\r\u{1B}[Kruns \(runs)  \(rate) keystrokes/s  violations: \(progress.distinctFailures) distinct in \(progress.failedRuns) runs"
      )
      drawn = true
    }

    func finish() {
      if drawn { Self.writeRaw("\r\u{1B}[K") }
    }

    /// Console has no unterminated write to standard error; the progress line needs one.
    private static func writeRaw(_ text: String) {
      var bytes = Array(text.utf8)
      bytes.withUnsafeMutableBytes { buffer in
        var offset = 0
        while offset < buffer.count, let base = buffer.baseAddress {
          let written = write(2, base + offset, buffer.count - offset)
          if written <= 0 { return }
          offset += written
        }
      }
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

  // MARK: Files

  /// Creating the output directory and writing reproducers atomically.
  enum OutputDirectory {
    /// `mkdir -p`: every missing component is created.
    static func create(_ path: String) throws(UsageError) {
      var prefix = path.hasPrefix("/") ? "/" : ""
      for component in path.split(separator: "/") {
        prefix += component
        if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
          throw UsageError("cannot create directory '\(prefix)': \(String(cString: strerror(errno)))")
        }
        prefix += "/"
      }
      var status = stat()
      guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
        throw UsageError("'\(path)' is not a directory")
      }
    }

    /// Writes `text` to a temporary file in `directory`, then renames it over `name`, so a
    /// reader never sees half a file.
    static func writeAtomically(_ text: String, named name: String, in directory: String) throws(UsageError) {
      let target = directory + "/" + name
      let temporary = directory + "/." + name + ".tmp-\(getpid())"
      let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else {
        throw UsageError("cannot write '\(temporary)': \(String(cString: strerror(errno)))")
      }
      var bytes = Array(text.utf8)
      var offset = 0
      var failed = false
      bytes.withUnsafeMutableBytes { buffer in
        while offset < buffer.count, let base = buffer.baseAddress {
          let written = write(descriptor, base + offset, buffer.count - offset)
          if written <= 0 {
            failed = true
            return
          }
          offset += written
        }
      }
      if close(descriptor) != 0 { failed = true }
      guard !failed, rename(temporary, target) == 0 else {
        let message = String(cString: strerror(errno))
        unlink(temporary)
        throw UsageError("cannot write '\(target)': \(message)")
      }
    }
  }
}
