import Foundation
import InputModel
import Testing

@testable import inputsim

/// `inputsim conform --engine mozc`, end to end through the built binary: the built-in romaji
/// keyboard and the real Mozc (installed on CI by ./dev), no browser.
@Suite("inputsim conform --engine mozc (built binary)", .serialized)
struct ConformEngineCommandTests {
  @Test("a romaji scenario in the desktop style agrees with Mozc; one in the phone style does not")
  func scenarioFiles() throws {
    let directory = TemporaryDirectory()
    let desktop = directory.write(
      "a-desktop.scenario", "use ime=romaji\ntype kan\nkey left\ntype a\ntype Tokyo\nkey enter\nkey space\n")
    let phone = directory.write(
      "b-phone.scenario", "use ime=romaji romaji-style=phone\ntype kan\nkey enter\n")
    let other = directory.write("c-direct.scenario", "use ime=direct\ntype abc\n")
    let result = BuiltBinary.run(["conform", "--engine", "mozc", desktop, phone, other])
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    #expect(
      result.stdout == """
        AGREE   \(desktop)
        DIFFER  \(phone)  after step 1 (type "kan") marked text: romaji "[かn|]" / mozc "[かｎ|]"
        1 agree, 1 disagree, 0 known, 0 errors (1 scenarios of other keyboards not replayed)

        """)
    #expect(result.stderr == "")
  }

  @Test("a difference inside a conversion is KNOWN and does not fail; a mozc scenario is replayed too")
  func conversionIsKnown() {
    let directory = TemporaryDirectory()
    let file = directory.write("kanji.scenario", "use ime=mozc\ntype kanji\nkey space\nkey enter\n")
    let result = BuiltBinary.run(["conform", "--engine", "mozc", file])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(
      result.stdout.hasPrefix(
        "KNOWN   \(file)  after step 2 (key space) marked text: romaji \"[{漢字}]\" / mozc \"[{感じ}]\"  known: inside a conversion"
      ), "\(result.stdout)")
    #expect(
      result.stdout.hasSuffix(
        "0 agree, 0 disagree, 1 known, 0 errors (0 scenarios of other keyboards not replayed)\n"))
  }

  @Test("fuzzing typing, Backspace, caret moves, Escape and Enter finds no difference, the same every time")
  func fuzzAgrees() throws {
    let directory = TemporaryDirectory()
    let arguments = [
      "conform", "--engine", "mozc", "--fuzz", "60", "--seed", "1", "--out", directory.path + "/found",
    ]
    let result = BuiltBinary.run(arguments)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(
      result.stdout == """
        seed 1
        conform --engine mozc --fuzz 60, steps 20, without conversion
        60 sequences (1200 steps): 60 agree, 0 disagree in 0 classes, 0 errors (seed 1)

        """)
    #expect(try directory.names("found").isEmpty)
    #expect(BuiltBinary.run(arguments) == result)
  }

  @Test("with --conversion every class found is inside a conversion, KNOWN, and its file reproduces it")
  func conversionClasses() throws {
    let directory = TemporaryDirectory()
    let out = directory.path + "/found"
    let result = BuiltBinary.run(
      ["conform", "--engine", "mozc", "--fuzz", "30", "--seed", "1", "--conversion", "--out", out])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let classes = lines.filter { $0.hasPrefix("KNOWN ") || $0.hasPrefix("DIFFER") }
    try #require(!classes.isEmpty, "\(result.stdout)")
    #expect(classes.allSatisfy { $0.hasPrefix("KNOWN ") && $0.contains(" in conversion  (") })
    let files = try directory.names("found")
    #expect(files.count == classes.count)
    for file in files {
      let path = out + "/" + file
      #expect(BuiltBinary.run(["run", path]).status == 0, "\(directory.read("found/" + file) ?? "")")
      let again = BuiltBinary.run(["conform", "--engine", "mozc", path])
      #expect(again.stdout.hasPrefix("KNOWN   \(path)  after step "), "\(again.stdout)")
    }
  }

  @Test(
    "options that mean nothing here, or need another, are usage errors before anything runs",
    arguments: [
      (
        ["conform", "--engine", "mozc", "--bridge", "naive"],
        "inputsim: error: --bridge chooses what the browser comparison runs; with --engine the romaji keyboard and mozc type into bare fields"
      ),
      (
        ["conform", "--engine", "mozc", "--ime", "romaji"],
        "inputsim: error: --ime chooses what the browser comparison runs; with --engine the romaji keyboard and mozc type into bare fields"
      ),
      (["conform", "--conversion"], "inputsim: error: --conversion needs --engine"),
      (["conform", "--engine", "mozc", "--conversion"], "inputsim: error: --conversion needs --fuzz"),
      (["conform", "--engine", "mozc", "--steps", "5"], "inputsim: error: --steps needs --fuzz"),
      (
        ["conform", "--engine", "mozc", "--fuzz", "2", "scenarios"],
        "inputsim: error: --fuzz replays generated sequences; scenario paths ('scenarios') are not taken with it"
      ),
      (
        ["conform", "--engine", "pinyin"],
        "inputsim: error: invalid value 'pinyin' for '--engine'; allowed: mozc"
      ),
    ])
  func usageErrors(arguments: [String], message: String) {
    let result = BuiltBinary.run(arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == message + "\nsee 'inputsim help conform'\n")
  }

  @Test("an engine that cannot start (Mozc not installed) is a usage error naming what to install")
  func engineMissing() {
    let missing = InputMethodKind(
      name: "mozc", product: "InputSimMozc", family: .japanese, startsEngine: true, fuzzAlphabet: .romaji,
      start: { _ throws(InputEngineError) in
        throw .engineFailed(
          engine: "mozc",
          reason:
            "Mozc is not installed: /usr/bin/mozc_emacs_helper is missing (install the Debian packages mozc-server and emacs-mozc-bin)"
        )
      })
    #expect(
      throws: UsageError(
        "the mozc keyboard cannot start: mozc: Mozc is not installed: /usr/bin/mozc_emacs_helper is missing (install the Debian packages mozc-server and emacs-mozc-bin)",
        helpTopic: "conform")
    ) {
      try ConformEngine.requireStarts(missing)
    }
  }
}
