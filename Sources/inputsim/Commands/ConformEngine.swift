import InputModel

/// `inputsim conform --engine mozc [PATH…]`: the built-in romaji keyboard held to a real IME,
/// without a browser. Each side types the same keys into a bare field of its own; the first
/// step after which the committed text, marked text, selection or candidate list differ is
/// reported, one line per scenario (or, with `--fuzz`, per class of difference).
///
///     DIFFER  scenarios/romaji/x.scenario  after step 2 (type "n") marked text: romaji "[かn|]" / mozc "[かｎ|]"
///     KNOWN   scenarios/conversion/y.scenario  after step 3 (key space) marked text: … known: inside a conversion, …
enum ConformEngine {
  static let engine = OptionSpec(
    "--engine", .choice(engines.map(\.rawValue)), placeholder: "IME",
    help:
      "hold the built-in romaji keyboard to this real IME instead of comparing with Chromium: both type each romaji or mozc scenario's keys (app steps skipped) into bare fields"
  )
  static let conversion = OptionSpec.flag(
    "--conversion",
    help: "with --engine and --fuzz: draw conversion too (Space on a reading, convert, candidate gestures)")

  /// The engine keyboards a built-in keyboard can be held to: those whose reading is romaji.
  static var engines: [InputMethodKind] {
    Keyboards.linked.kinds.filter { $0.startsEngine && $0.traits.contains(.romajiReading) }
  }

  /// The built-in keyboard's settings that mirror a desktop IME: what the comparison runs it
  /// with unless a scenario file sets them itself.
  static let desktopOptions = [RomajiStyle.optionName: RomajiStyle.desktop.rawValue]

  /// The Chromium comparison's options that mean nothing here.
  static let browserOnly = [ConformFuzz.ime, ConformFuzz.bridge]

  static func run(_ parsed: ParsedArguments, engineName: String) throws(UsageError) -> ExitStatus {
    let subcommand = ConformCommand.name
    if let option = browserOnly.first(where: { parsed.given($0) != nil }) {
      throw UsageError(
        "\(option.name) chooses what the browser comparison runs; with --engine the romaji keyboard and \(engineName) type into bare fields",
        helpTopic: subcommand)
    }
    guard let reference = engines.first(where: { $0.rawValue == engineName }) else {
      throw UsageError("unknown engine '\(engineName)'", helpTopic: subcommand)
    }
    let runs = try parsed.integer(ConformFuzz.fuzz)
    if runs == nil,
      let option = (ConformFuzz.options + [conversion]).first(where: {
        $0.isFlag ? parsed.has($0) : parsed.given($0) != nil
      })
    {
      throw UsageError("\(option.name) needs --fuzz", helpTopic: subcommand)
    }
    if runs != nil, let path = parsed.positionals.first {
      throw UsageError(
        "--fuzz replays generated sequences; scenario paths (\(BoundedEcho.singleQuoted(path))) are not taken with it",
        helpTopic: subcommand)
    }
    try requireStarts(reference)
    if let runs { return try fuzz(parsed, runs: runs, reference: reference) }
    return try replayFiles(parsed, reference: reference)
  }

  /// Nothing is compared when the engine cannot start (Mozc not installed: the message names
  /// the Debian packages): a usage error, exit status 2.
  ///
  ///     inputsim: error: the mozc keyboard cannot start: mozc: Mozc is not installed: … (install the
  ///     Debian packages mozc-server and emacs-mozc-bin)
  static func requireStarts(_ reference: InputMethodKind) throws(UsageError) {
    if let error = KeyboardEngines.startError(reference) {
      throw UsageError(
        "the \(reference.rawValue) keyboard cannot start: \(error)", helpTopic: ConformCommand.name)
    }
  }

  // MARK: Scenario files

  static func replayFiles(_ parsed: ParsedArguments, reference: InputMethodKind) throws(UsageError)
    -> ExitStatus
  {
    let files = try ScenarioFiles.collectFiles(parsed.positionals, subcommand: ConformCommand.name)
    let (scenarios, diagnostics) = ScenarioFiles.parse(files)
    ScenarioFiles.printDiagnostics(diagnostics)
    if diagnostics.contains(where: { $0.severity == .error }) { return .usage }
    let replayed = scenarios.filter { $0.settings.ime == .romaji || $0.settings.ime == reference }
    var counts = (agree: 0, differ: 0, known: 0, errors: 0)
    for scenario in replayed {
      let conformance = conformance(for: scenario, reference: reference)
      let steps = scenario.steps.compactMap { step -> SessionStep? in
        if case .perform(let performed) = step.kind { return performed }
        return nil
      }
      let line: String
      switch conformance.compare(steps) {
      case .agree:
        counts.agree += 1
        line = "AGREE   \(scenario.path)"
      case .error(let message):
        counts.errors += 1
        line = "ERROR   \(scenario.path)  \(message)"
      case .differ(let difference):
        let shown = difference.line(
          keyboardName: InputMethodKind.romaji.rawValue, referenceName: reference.rawValue)
        if let known = KeyboardConformanceFuzz.conversionIsKnown(difference.differenceClass) {
          counts.known += 1
          line = "KNOWN   \(scenario.path)  \(shown)  known: \(known)"
        } else {
          counts.differ += 1
          line = "DIFFER  \(scenario.path)  \(shown)"
        }
      }
      Console.out(line)
    }
    Console.out(
      "\(counts.agree) agree, \(counts.differ) disagree, \(counts.known) known, \(counts.errors) errors "
        + "(\(scenarios.count - replayed.count) scenarios of other keyboards not replayed)")
    if counts.errors > 0 { return .usage }
    return counts.differ > 0 ? .failure : .success
  }

  /// The comparison a scenario asks for: the built-in romaji keyboard with the desktop
  /// settings, over which a romaji scenario's own `use` values win.
  static func conformance(for scenario: Scenario, reference: InputMethodKind) -> KeyboardConformance {
    var options = desktopOptions
    if scenario.settings.ime == .romaji {
      options.merge(scenario.settings.keyboardOptions) { _, file in file }
    }
    return KeyboardConformance(keyboard: .romaji, keyboardOptions: options, reference: reference)
  }

  // MARK: Fuzzing

  static func fuzz(_ parsed: ParsedArguments, runs: Int, reference: InputMethodKind) throws(UsageError)
    -> ExitStatus
  {
    let seed = try parsed.seed(ConformFuzz.seed)
    let stepsPerRun = try parsed.integer(ConformFuzz.steps) ?? 20
    let includesConversion = parsed.has(conversion)
    let directory = parsed.given(ConformFuzz.out)
    if let directory { try FuzzCommand.OutputDirectory.create(directory) }
    Console.out("seed \(seed)")
    Console.out(
      "conform --engine \(reference.rawValue) --fuzz \(runs), steps \(stepsPerRun), "
        + (includesConversion ? "with conversion" : "without conversion"))
    let fuzz = KeyboardConformanceFuzz(
      conformance: KeyboardConformance(
        keyboard: .romaji, keyboardOptions: desktopOptions, reference: reference),
      configuration: KeyboardConformanceFuzzConfiguration(
        seed: seed, runs: runs, stepsPerRun: stepsPerRun, includesConversion: includesConversion))
    let report = fuzz.run()
    for found in report.classes {
      if let directory {
        do {
          try AtomicFile.write(found.scenarioText, to: directory + "/" + found.fileName)
        } catch {
          throw UsageError(error.message)
        }
      }
      Console.out(line(found, reference: reference, showsFile: directory != nil))
    }
    for error in report.errors { Console.out("ERROR  \(error)") }
    Console.out(summary(report))
    if !report.errors.isEmpty { return .usage }
    return report.unknownClasses.isEmpty ? .success : .failure
  }

  /// One line per class.
  ///
  ///     DIFFER  marked text after type during composition  (3 runs; run 4, 20 steps → 2)  after step 2 (type "n") marked text: romaji "[かn|]" / mozc "[かｎ|]"
  static func line(_ found: KeyboardConformanceClass, reference: InputMethodKind, showsFile: Bool) -> String {
    let word = found.known == nil ? "DIFFER" : "KNOWN "
    let runs = "\(found.occurrences) run\(found.occurrences == 1 ? "" : "s")"
    let shrunk = "run \(found.run), \(found.originalStepCount) steps → \(found.steps.count)"
    var line =
      "\(word)  \(found.signature)  (\(runs); \(shrunk))  "
      + found.difference.line(
        keyboardName: InputMethodKind.romaji.rawValue, referenceName: reference.rawValue)
    if let known = found.known { line += "  known: \(known)" }
    if showsFile { line += "  → \(found.fileName)" }
    return line
  }

  /// `2000 sequences (40000 steps): 1990 agree, 10 disagree in 2 classes (2 known), 0 errors (seed 1)`
  static func summary(_ report: KeyboardConformanceFuzzReport) -> String {
    let classes = report.classes.count
    let known = report.classes.count - report.unknownClasses.count
    return "\(report.runs) sequences (\(report.steps) steps): \(report.agreed) agree, "
      + "\(report.differed) disagree in \(classes) class\(classes == 1 ? "" : "es")"
      + (known > 0 ? " (\(known) known)" : "")
      + ", \(report.errors.count) errors (seed \(report.seed))"
  }
}
