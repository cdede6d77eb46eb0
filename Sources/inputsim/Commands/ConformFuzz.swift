import ChromiumDriver
import InputModel
import InputSimHangul
import OSInputStack

/// `inputsim conform --fuzz N`: the fuzzer's sequences replayed in the model and in Chromium
/// (reference page of each run's bridge), one line per class of disagreement, each shrunk
/// and, with `--out`, written as a scenario file.
///
///     DIFFER  naive+uppercase: field after set  (3 runs; run 4, 20 steps → 2)  conform-naive-uppercase-field-set-4.scenario
///             after step 2 (set "a") field: model "a|" / chromium "A|"
///     30 sequences (600 steps): 27 agree, 3 disagree in 1 class, 0 skipped, 0 errors (seed 1)
enum ConformFuzz {
  static let fuzz = OptionSpec(
    "--fuzz", .integer(1...1_000_000), placeholder: "N",
    help: "differential fuzzing: replay N of the fuzzer's sequences instead of scenario files")
  static let seed = OptionSpec(
    "--seed", .unsignedInteger, placeholder: "S", help: "with --fuzz: the campaign seed (as inputsim fuzz)",
    default: .described("random, always printed"))
  static let steps = OptionSpec(
    "--steps", .integer(1...10_000), placeholder: "K", help: "with --fuzz: steps per sequence",
    default: .value("20"))
  static let ime = OptionSpec(
    "--ime", .list(keyboards.map(\.rawValue)), placeholder: "LIST",
    help:
      "with --fuzz: keyboards; any is every keyboard but \(Keyboards.sentence(keyboards.filter(\.startsEngine))), which \(keyboards.filter(\.startsEngine).count == 1 ? "is" : "are") fuzzed when named",
    default: .value("any"))
  static let bridge = OptionSpec(
    "--bridge", .list(ConformanceFuzzConfiguration.bridgesNamable.map(\.rawValue)), placeholder: "LIST",
    help: "with --fuzz: bridges with a reference page; any is the web bridges, swiftui13 only when named",
    default: .value("any"))
  static let out = OptionSpec(
    "--out", .text, placeholder: "DIR",
    help: "with --fuzz: write one shrunk reproducer per class of disagreement into DIR (created if missing)")

  static let options = [fuzz, seed, steps, ime, bridge, out]

  /// The keyboards a page can be typed with: hangul's Enter order and restarts are the OS IME's,
  /// which the browser replay skips.
  static let keyboards = Keyboards.linked.kinds.filter { $0 != .hangul }

  /// `osBrowser`: the browser typed into through the real OS input stack (`--input os`), else
  /// Chromium's synthetic IME.
  static func run(_ parsed: ParsedArguments, runs: Int, osBrowser: OSBrowser? = nil) throws(UsageError)
    -> ExitStatus
  {
    let subcommand = ConformCommand.name
    if let path = parsed.positionals.first {
      throw UsageError(
        "--fuzz replays generated sequences; scenario paths (\(BoundedEcho.singleQuoted(path))) are not taken with it",
        helpTopic: subcommand)
    }
    let seed = try parsed.seed(Self.seed)
    let stepsPerRun = try parsed.integer(Self.steps) ?? 20
    var inputMethods = try parsed.choices(Self.ime, from: keyboards, name: \.rawValue)
    if (parsed.value(Self.ime) ?? "any") == "any" { inputMethods = Keyboards.linked.fuzzedByDefault }
    for kind in inputMethods where kind.startsEngine {
      if let error = KeyboardEngines.startError(kind) {
        throw UsageError("the \(kind.rawValue) keyboard cannot start: \(error)", helpTopic: subcommand)
      }
    }
    var bridges = try parsed.choices(
      Self.bridge, from: ConformanceFuzzConfiguration.bridgesNamable, name: \.rawValue)
    if (parsed.value(Self.bridge) ?? "any") == "any" {
      bridges = ConformanceFuzzConfiguration.bridgesWithPages
    }
    let directory = parsed.given(Self.out)
    if let directory { try OutputDirectory.create(directory) }
    // Through the OS stack a replay is a fresh browser (2–3 s): a class is shrunk with a
    // tenth of the synthetic path's budget, or a campaign spends most of its time shrinking.
    let configuration = ConformanceFuzzConfiguration(
      seed: seed, runs: runs, stepsPerRun: stepsPerRun, inputMethods: inputMethods, bridges: bridges,
      shrinkBudget: osBrowser == nil ? 100 : Self.osShrinkBudget)
    Console.out("seed \(seed)")
    Console.out(
      "conform --fuzz \(runs), steps \(stepsPerRun), ime \(parsed.value(Self.ime) ?? "any"), "
        + "bridge \(parsed.value(Self.bridge) ?? "any")")
    // No class is a documented difference yet (docs/browser.md lists what was found), so the
    // command classifies none as known; the library takes a table (`knownDifference`).
    let report: ConformanceFuzzReport
    if let browser = osBrowser {
      // A campaign through the stack takes minutes: a line on standard error every tenth of it.
      let clock = ContinuousClock()
      let started = clock.now
      let every = max(1, runs / 10)
      var done = 0
      report = try BrowserRun.withOSRunner(browser) { runner in
        ConformanceFuzz(
          compare: runner.conform, makeModel: { ConformanceCheck.model(browser.modelScenario($0)) },
          configuration: configuration
        ).run(progress: { sofar in
          done += 1
          guard done % every == 0 else { return }
          let seconds = started.duration(to: clock.now).components.seconds
          Console.error(
            "inputsim: \(done) of \(runs) sequences, \(sofar.agreed) agree, \(sofar.disagreed) disagree in "
              + "\(sofar.classes.count) classes, \(seconds / 60) min \(seconds % 60) s; "
              + "\(runner.freshBrowsers) browser\(runner.freshBrowsers == 1 ? "" : "s") started")
        })
      }
    } else {
      let chromium = try BrowserRun.launch()
      defer { chromium.close() }
      report = ConformanceFuzz(check: ConformanceCheck(browser: chromium), configuration: configuration).run()
    }
    let side = osBrowser?.rawValue ?? "chromium"
    for found in report.classes {
      if let directory {
        do {
          let text = osBrowser.map { Self.adapted(found.scenarioText, for: $0) } ?? found.scenarioText
          try AtomicFile.write(text, to: directory + "/" + found.fileName)
        } catch {
          throw UsageError(error.message)
        }
      }
      Console.out(line(found, showsFile: directory != nil, side: side))
    }
    for error in report.errors { Console.out("ERROR  \(error)") }
    Console.out(summary(report))
    if !report.errors.isEmpty { return .usage }
    return report.unknownClasses.isEmpty ? .success : .failure
  }

  /// A reproducer found through the OS stack with the `use` lines of the model it was compared
  /// with (`OSBrowser.modelScenario`), so that `inputsim run` on it replays that model.
  ///
  ///     use ime=romaji bridge=guarded platform=web
  ///     →  use ime=romaji romaji-style=desktop bridge=guarded platform=web-chromium-linux
  static func adapted(_ text: String, for browser: OSBrowser) -> String {
    guard let scenario = ScenarioParser.parse(text, path: "conform-fuzz.scenario").scenario else {
      return text
    }
    let written = ScenarioWriter.text(of: browser.modelScenario(scenario)).split(separator: "\n")
    let use = written.filter { $0.hasPrefix("use ") }.map(String.init)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let first = lines.firstIndex(where: { $0.hasPrefix("use ") }) else { return text }
    lines.removeAll { $0.hasPrefix("use ") }
    lines.insert(contentsOf: use, at: first)
    // The header's comments name the browser compared, not Chromium's synthetic IME.
    for index in lines.indices where lines[index].hasPrefix("#") {
      lines[index] = lines[index]
        .replacingOccurrences(of: " / chromium ", with: " / \(browser.rawValue) ")
        .replacingOccurrences(
          of: "`inputsim conform` on it shows where Chromium differs",
          with:
            "`inputsim conform --browser \(browser.rawValue) --input os` found where \(browser.displayName) differs"
        )
    }
    return lines.joined(separator: "\n")
  }

  /// Replays spent shrinking one class through the OS input stack.
  static let osShrinkBudget = 10

  /// One line per class.
  ///
  ///     DIFFER  naive+uppercase: field after set  (3 runs; run 4, 20 steps → 2)  after step 2 (set "a") field: model "a|" / chromium "A|"
  static func line(_ found: ConformanceFuzzClass, showsFile: Bool, side: String = "chromium") -> String {
    let word = found.known == nil ? "DIFFER" : "KNOWN "
    let runs = "\(found.occurrences) run\(found.occurrences == 1 ? "" : "s")"
    let shrunk = "run \(found.run), \(found.originalStepCount) steps → \(found.steps.count)"
    let disagreement = found.disagreement
    var line =
      "\(word)  \(found.signature)  (\(runs); \(shrunk))  after step \(disagreement.stepIndex + 1) "
      + "(\(disagreement.step)) \(disagreement.what): model \(disagreement.model) / \(side) \(disagreement.chromium)"
    if let known = found.known { line += "  known: \(known)" }
    if showsFile { line += "  → \(found.fileName)" }
    return line
  }

  /// `30 sequences (600 steps): 21 agree, 9 disagree in 4 classes (1 known), 0 skipped, 0 errors (seed 1)`
  static func summary(_ report: ConformanceFuzzReport) -> String {
    let classes = report.classes.count
    let known = report.classes.count - report.unknownClasses.count
    return "\(report.runs) sequences (\(report.steps) steps): \(report.agreed) agree, "
      + "\(report.disagreed) disagree in \(classes) class\(classes == 1 ? "" : "es")"
      + (known > 0 ? " (\(known) known)" : "")
      + ", \(report.skippedCount) skipped, \(report.errors.count) errors (seed \(report.seed))"
  }
}
