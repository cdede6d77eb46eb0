import Testing

/// The whole `--help` text of every subcommand. The text is generated from each option's spec,
/// so a change here means an option, its help line, its allowed values or its default changed.
@Suite("inputsim help texts (built binary, whole output)")
struct HelpOutputTests {
  @Test(
    "--help, -h, help and no arguments print the overview", arguments: [["--help"], ["-h"], [], ["help"]])
  func overview(arguments: [String]) {
    let result = BuiltBinary.run(arguments)
    #expect(result == BuiltBinary.Result(status: 0, stdout: Self.overviewHelp, stderr: ""))
  }

  /// Each subcommand's whole help (a table, so the test log names the subcommand, not the text).
  static let helps = [
    "run": runHelp, "check": checkHelp, "explain": explainHelp, "fuzz": fuzzHelp, "inspect": inspectHelp,
    "bench": benchHelp, "conform": conformHelp,
  ]

  @Test(
    "help NAME and NAME --help print the same whole help text, listing every option with its default",
    arguments: ["run", "check", "explain", "fuzz", "inspect", "bench", "conform"])
  func subcommand(name: String) throws {
    let expected = BuiltBinary.Result(status: 0, stdout: try #require(Self.helps[name]), stderr: "")
    #expect(BuiltBinary.run(["help", name]) == expected)
    #expect(BuiltBinary.run([name, "--help"]) == expected)
    #expect(BuiltBinary.run([name, "x", "-h"]) == expected)
  }

  static let overviewHelp = """
    inputsim 0.1.0 — simulate text fields, input methods and bindings to reproduce input bugs

    USAGE: inputsim SUBCOMMAND [OPTIONS] [ARGUMENTS]

    SUBCOMMANDS:
      run      replay scenario files and report (default: the bundled scenarios)
      check    parse scenario files and report every problem, without running them
      explain  replay one scenario and print its step-by-step timeline
      fuzz     random composition sequences; shrunk reproducers for every violation found
      inspect  show code points, UTF-16 units, grapheme clusters, width and matching key
      bench    measure lookups, segmentation, fuzzing and replay against the naive ways
      conform  replay web scenarios in the model and in Chromium and report where they disagree

    OPTIONS:
      -h, --help     show this help (or 'inputsim help SUBCOMMAND')
      --version      print the version

    Exit status: 0 everything passed, 1 a scenario failed or the fuzzer found a violation,
    2 usage error or input that does not parse.

    """

  static let runHelp = """
    USAGE: inputsim run [PATH...] [--format FORMAT] [--output FILE] [--filter TEXT]
                        [--color auto|always|never] [--browser chromium|firefox|webkit]
                        [--input synthetic|os] [--page PATH|URL] [--field SELECTOR]

    Replays scenario files. A directory means every *.scenario file below it, in sorted
    order. With no PATH, the bundled scenarios/ directory is replayed.

    Every file is parsed first; if any does not parse, every problem is printed as
    path:line:column: error: message and nothing is run (exit status 2).

    ARGUMENTS:
      [PATH...]          scenario files and directories (default: the bundled scenarios/ directory)

    OPTIONS:
      --format FORMAT    the report format: text, junit (JUnit XML), tap (TAP version 14), json, or
                         html (a page with each failure's timeline) (allowed: text, junit, tap,
                         json, html; default: text)
      --output FILE      write the report to FILE, atomically (- for standard output); the text
                         report still goes to standard output
      --filter TEXT      run only the files whose path contains TEXT
      --color WHEN       colour the text report; auto colours on a terminal unless NO_COLOR is set
                         (allowed: auto, always, never; default: auto)
      --browser BROWSER  replay the web scenarios in a browser against the reference page of their
                         bridge (others are skipped): chromium (headless, synthetic IME, or --input
                         os), firefox and webkit (--input os) (allowed: chromium, firefox, webkit)
      --input INPUT      with --browser: synthetic (Chromium's DevTools IME driven by the scenario's
                         model keyboard; chromium's default) or os (real keys through fcitx5 with
                         Mozc, Hangul or Pinyin on a private X server; firefox's and webkit's
                         default) (allowed: synthetic, os)
      --page PATH|URL    with --browser: run every scenario against this page (the app) instead of
                         the reference page of its bridge; with --input os a local HTML file, served
                         from its folder
      --field SELECTOR   with --browser: the page's text field (default: the first enabled, writable
                         text input, textarea or [contenteditable])
      -h, --help         show this help

    --output replaces only a regular file (or creates a new one); a symbolic link is followed
    and the file it names is replaced. A device, FIFO, socket or directory is refused (exit
    status 2): use --output - or leave --output out to write the report to standard output.

    Under GITHUB_ACTIONS=true each failure also prints a ::error file=…,line=…:: line.
    The text report ends with one line: N passed, N failed (plus , N skipped if any).

    With --browser chromium, each platform=web scenario is replayed in one headless Chromium
    against the reference page of its bridge; others are skipped with the reason after the
    name. docs/browser.md says what is measured in the browser and what stays the model.
    With --input os (--browser chromium, firefox or webkit), the scenario's keys are real key
    events through fcitx5 (Mozc, Hangul or Pinyin) on a private X server, into one browser
    that shows each scenario a new document, proven clean before its first key (a fresh
    browser when the proof fails). --page takes a local HTML file there, served from its
    folder with the recorder put in.

    EXIT STATUS: 0 all passed, 1 a scenario failed, 2 usage error, an unreadable path, a file
    does not parse or names a candidate file that cannot be loaded, the report could not be
    written, Chromium is missing, or a scenario could not start in the browser; 128 + the
    signal's number (130 for Ctrl-C) when a browser run is interrupted: the browser is ended,
    the report lists the scenarios not run as skipped, and is written as asked.

    """

  static let checkHelp = """
    USAGE: inputsim check [PATH...]

    Parses scenario files (a directory means every *.scenario file below it) and prints every
    problem as path:line:column: error: message. Columns count UTF-8 bytes from 1. The files
    named by 'candidates file' and 'candidates skk' are loaded as 'run' would load them: one
    that does not exist, is not a regular file, cannot be read or is larger than 256 MiB is an
    error at its candidates line.

    ARGUMENTS:
      [PATH...]   scenario files and directories (default: the bundled scenarios/ directory)

    OPTIONS:
      -h, --help  show this help

    EXIT STATUS: 0 every file parses and its candidate files load, 2 a file does not parse, names
    a candidate file that cannot be loaded, or a path is unreadable.

    """

  static let explainHelp = """
    USAGE: inputsim explain FILE [--format text|html] [--output FILE] [--color auto|always|never]
                            [--browser chromium|firefox|webkit] [--input synthetic|os]
                            [--page PATH|URL] [--field SELECTOR]

    Replays one scenario and prints one row per step: the field (marked text in [ ], the
    caret as |, a selection in { }), the binding, the keyboard's buffer, and what happened
    during the step (field events, bridge writes, renders, violations). The three copies of
    the text — keyboard, field, binding — diverge where a bug is born.

    With --browser chromium the scenario is replayed in headless Chromium instead, against the
    reference page of its bridge (or --page): the columns are what the browser shows, and a
    dom lane lists the DOM events each step fired (keydown/keyup with key and keyCode,
    compositionstart/update/end, beforeinput/input with inputType, data and isComposing, and
    the page's assignments to the field's value). With --format html the page shows the
    model's lanes and Chromium's side by side for each step, with the DOM events it fired.

    ARGUMENTS:
      FILE               the scenario file to replay

    OPTIONS:
      --format FORMAT    text (a terminal timeline) or html (one self-contained page with three
                         lanes per step; with --browser, the model's and Chromium's side by side)
                         (allowed: text, html; default: text)
      --output FILE      write the timeline to FILE, atomically (- for standard output)
      --color WHEN       colour the timeline; auto colours on a terminal unless NO_COLOR is set
                         (allowed: auto, always, never; default: auto)
      --browser BROWSER  replay the web scenarios in a browser against the reference page of their
                         bridge (others are skipped): chromium (headless, synthetic IME, or --input
                         os), firefox and webkit (--input os) (allowed: chromium, firefox, webkit)
      --input INPUT      with --browser: synthetic (Chromium's DevTools IME driven by the scenario's
                         model keyboard; chromium's default) or os (real keys through fcitx5 with
                         Mozc, Hangul or Pinyin on a private X server; firefox's and webkit's
                         default) (allowed: synthetic, os)
      --page PATH|URL    with --browser: run every scenario against this page (the app) instead of
                         the reference page of its bridge; with --input os a local HTML file, served
                         from its folder
      --field SELECTOR   with --browser: the page's text field (default: the first enabled, writable
                         text input, textarea or [contenteditable])
      -h, --help         show this help

    --output writes the timeline to FILE atomically (a regular file is replaced, a symbolic
    link followed; a device, FIFO, socket or directory is refused with exit status 2).

    EXIT STATUS: 0 the scenario passed (or was skipped in the browser, with the reason), 1 it
    failed, 2 it does not parse, the browser or the page could not start, or the timeline
    could not be written.

    """

  static let fuzzHelp = """
    USAGE: inputsim fuzz [--seed N] [--runs N] [--steps N] [--time SECONDS] [--ime LIST]
                         [--bridge LIST] [--rule-sets N] [--platform LIST]
                         [--settle auto|manual|any] [--invariants LIST]
                         [--app-handlers default|vary|correct] [--components LIST] [--shard I/N]
                         [--out DIR] [--format text|json] [--stats]

    Runs random but realistic input sequences (keys, kana, conversion, Enter, focus changes,
    app writes, ticks) through a text field, a keyboard and a bridge, checking every invariant
    after every step. Each failing run is shrunk to a minimal step list; distinct failures are
    listed and, with --out, written as scenario files that fail with the same violation under
    'inputsim run' until the bug is fixed.

    OPTIONS:
      --seed N             campaign seed (0...18446744073709551615; default: random, always printed)
      --runs N             runs in the campaign (1...1000000000; default: 1000; unlimited with
                           --time alone)
      --steps N            steps per run; a run stops at its first violation (1...10000; default:
                           50)
      --time SECONDS       stop starting runs after SECONDS, fractions allowed; the only
                           non-deterministic option (greater than 0, at most 86400)
      --ime LIST           keyboards; any is every keyboard but hangul, pinyin and mozc, which are
                           fuzzed when named (comma separated, from: romaji, direct, 12key, flick,
                           hangul, pinyin, mozc, any; default: any)
      --bridge LIST        bridges; random-rules draws --rule-sets bridge rule sets from the seed
                           (write, assign, late, assign-timing, sync-writes); any is every preset
                           (comma separated, from: naive, swiftui13, swiftui17, controlled-late,
                           guarded, random-rules, any; default: any)
      --rule-sets N        how many rule sets --bridge random-rules draws (1...1000; default: 8)
      --platform LIST      platforms; any is every one but web-firefox and the measured Linux ones,
                           fuzzed when named (comma separated, from: uikit, appkit, web, web-safari,
                           android, web-firefox, web-chromium-linux, web-webkitgtk,
                           web-firefox-linux, any; default: any)
      --settle MODE        when app work runs: auto, manual (only on ticks), or any (manual in 1 run
                           of 4) (allowed: auto, manual, any; default: any)
      --invariants LIST    invariants that count; a run stops at the first one broken (comma
                           separated, from: composition-overwrite, lost-input, ime-desync,
                           binding-mismatch, stale-onchange, range, submit-during-composition,
                           suggestions, any; default: any)
      --app-handlers MODE  the app's onChange handlers: default (as written), vary (draw the
                           stale-onChange choices and transforms per run), correct (the same, every
                           handler reading the current text) (allowed: default, vary, correct;
                           default: vary when --invariants names stale-onchange, else default)
      --components LIST    what runs varying the app's handlers put around the field: none,
                           suggestions (the seed's menu), search; each run draws one (comma
                           separated, from: none, suggestions, search, any; default: any)
      --shard I/N          perform only runs i with i % N == I - 1, 1 <= I <= N (N jobs cover one
                           seed's runs)
      --out DIR            write one reproducer per distinct failure into DIR (created if missing)
      --format FORMAT      output format (allowed: text, json; default: text)
      --stats              print elapsed time and keystrokes per second to standard error
      -h, --help           show this help

    The same seed and options give byte-identical output and files. A reproducer path in the
    --out directory that exists as something other than a regular file (a FIFO, a device, a
    directory) is refused, not replaced. Exit status: 0 nothing found, 1 a violation was found,
    2 usage error or an unwritable --out.

    EXAMPLES:
      inputsim fuzz --bridge swiftui13 --ime flick --seed 1 --runs 1000 --out repro
      inputsim fuzz --bridge guarded --time 60 --shard 2/4
      inputsim fuzz --bridge random-rules --rule-sets 20 --seed 5 --out repro

    """

  static let inspectHelp = """
    USAGE: inputsim inspect TEXT [--boundaries] [--key] [--ambiguous-wide]

    Shows what TEXT is made of: its code points (a Hangul syllable with its jamo: initial,
    medial, final, and the 2-set keys that type it), UTF-16 code units, grapheme clusters with
    their UTF-16 ranges (ICU boundaries), display width in cells, and the matching key that
    suggestions and search compare.

    TEXT accepts the escapes of scenario strings: \\u{XXXX} (1-6 hex digits), \\n, \\t, \\r,
    \\\\ and \\", so any code point can be given. A TEXT that starts with a dash goes after --.

    ARGUMENTS:
      TEXT              the text to inspect, with scenario-string escapes

    OPTIONS:
      --boundaries      print only the grapheme boundaries as UTF-16 offsets, space separated, from
                        0 to the UTF-16 length (not with --key)
      --key             print only the matching key (not with --boundaries)
      --ambiguous-wide  count East Asian ambiguous characters as 2 cells
      -h, --help        show this help

    EXAMPLES:
      inputsim inspect "ｶﾞが"
      inputsim inspect --boundaries "\\u{1F468}\\u{200D}\\u{1F469}"
      inputsim inspect --key "ＫＡＲＡアゲ"
      inputsim inspect "한글"

    """

  static let benchHelp = """
    USAGE: inputsim bench [--json] [--quick] [--only GROUPS] [--dictionary PATH]
                          [--fuzz-keystrokes N] [--browser-keystrokes N]

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

    OPTIONS:
      --json                  print the results as JSON
      --quick                 fewer repetitions (a smoke test, not a measurement)
      --only GROUPS           measure only these groups (comma separated, from: fuzzing, long-text,
                              suggestions, graphemes, scenarios, conversion, browser, mozc, osinput,
                              any; default: all; all but browser with --quick)
      --dictionary PATH       SKK dictionary for the lookup and the conversion group: a regular file
                              of at most 256 MiB (default: /usr/share/skk/SKK-JISYO.L)
      --fuzz-keystrokes N     keystrokes for the fuzz measurement (1000...1000000000; default:
                              1000000, 20000 with --quick)
      --browser-keystrokes N  keystrokes typed into Chromium for the browser group (10...1000000;
                              default: 1000, 200 with --quick)
      -h, --help              show this help

    """

  static let conformHelp = """
    USAGE: inputsim conform [PATH...] [--fuzz N] [--seed S] [--steps K] [--ime LIST] [--bridge LIST]
                            [--out DIR] [--engine mozc] [--conversion]
                            [--browser chromium|firefox|webkit] [--input synthetic|os]
                            [--page PATH|URL] [--field SELECTOR]

    Replays each platform=web scenario twice, in the model and in headless Chromium against
    the reference page of its bridge, and compares them after every step: field text, marked
    range, selection, the page's value and its change over the step. The file's assertions
    are not checked (run does that); a scenario the browser cannot replay is skipped.
    With --input os the browser (chromium, firefox or webkit) is typed into through the real
    OS input stack instead: fcitx5 with Mozc, Hangul or Pinyin on a private X server; --page
    then compares your page (a local HTML file) with the model of each scenario's bridge.

    ARGUMENTS:
      [PATH...]          scenario files and directories (default: the bundled scenarios/ directory)

    OPTIONS:
      --fuzz N           differential fuzzing: replay N of the fuzzer's sequences instead of
                         scenario files (1...1000000)
      --seed S           with --fuzz: the campaign seed (as inputsim fuzz)
                         (0...18446744073709551615; default: random, always printed)
      --steps K          with --fuzz: steps per sequence (1...10000; default: 20)
      --ime LIST         with --fuzz: keyboards; any is every keyboard but pinyin and mozc, which
                         are fuzzed when named (comma separated, from: romaji, direct, 12key, flick,
                         pinyin, mozc, any; default: any)
      --bridge LIST      with --fuzz: bridges with a reference page; any is the web bridges,
                         swiftui13 only when named (comma separated, from: naive, swiftui13,
                         controlled-late, guarded, any; default: any)
      --out DIR          with --fuzz: write one shrunk reproducer per class of disagreement into DIR
                         (created if missing)
      --engine IME       hold the built-in romaji keyboard to this real IME instead of comparing
                         with Chromium: both type each romaji or mozc scenario's keys (app steps
                         skipped) into bare fields (allowed: mozc)
      --conversion       with --engine and --fuzz: draw conversion too (Space on a reading, convert,
                         candidate gestures)
      --browser BROWSER  replay the web scenarios in a browser against the reference page of their
                         bridge (others are skipped): chromium (headless, synthetic IME, or --input
                         os), firefox and webkit (--input os) (allowed: chromium, firefox, webkit)
      --input INPUT      with --browser: synthetic (Chromium's DevTools IME driven by the scenario's
                         model keyboard; chromium's default) or os (real keys through fcitx5 with
                         Mozc, Hangul or Pinyin on a private X server; firefox's and webkit's
                         default) (allowed: synthetic, os)
      --page PATH|URL    with --browser: run every scenario against this page (the app) instead of
                         the reference page of its bridge; with --input os a local HTML file, served
                         from its folder
      --field SELECTOR   with --browser: the page's text field (default: the first enabled, writable
                         text input, textarea or [contenteditable])
      -h, --help         show this help

    Each scenario prints one line: AGREE, DIFFER with the first disagreement from both sides,
    SKIP with the reason, or ERROR when the browser or page failed.

    With --fuzz N, the fuzzer's sequences (platform=web, settle=auto, the bridges with a
    reference page, its transform draws) are replayed instead: one line per class of
    disagreement (page, step kind, composing or not, what differs), shrunk, and with --out
    written as a scenario whose closing assertions are the model's side. A class that is a
    documented difference prints KNOWN with its reason and does not fail.

    With --engine mozc, no browser: the built-in romaji keyboard (with the desktop settings
    of docs/romaji.md, unless a file sets them) and Mozc each type every romaji and mozc
    scenario's keys into a bare field, compared after every step: committed text, marked
    text, selection, whether a conversion is open. App steps are skipped. A difference
    inside a conversion (the two dictionaries differ) prints KNOWN and does not fail. With
    --fuzz N, generated key sequences instead (typing, Backspace, Delete, arrows, Escape,
    Enter, Space with nothing marked; --conversion adds conversion), one line per class,
    shrunk, written with --out as a romaji scenario that conform --engine mozc reproduces.

    EXIT STATUS: 0 the model and the browser agree on every scenario replayed, 1 they
    disagree, 2 usage error, a file does not parse, a browser or the input stack is missing,
    or a page failed. With --engine: 0 no difference outside a conversion, 1 a difference,
    2 usage error, a file does not parse, or Mozc is not installed (the message names the
    packages) or failed.

    EXAMPLES:
      inputsim conform scenarios/web
      inputsim conform --fuzz 200 --seed 1 --bridge naive --out conform-repro
      inputsim conform --browser firefox --input os scenarios/web
      inputsim conform --engine mozc scenarios/romaji
      inputsim conform --engine mozc --fuzz 2000 --seed 1 --out mozc-repro

    """
}
