import Testing

@Suite("inputsim: help, version and usage errors (built binary)")
struct CommandLineToolTests {
  @Test("--version prints the version and exits 0")
  func version() {
    let result = BuiltBinary.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout == "inputsim 0.1.0\n")
    #expect(result.stderr.isEmpty)
  }

  @Test("--help and no arguments list the subcommands", arguments: [["--help"], ["-h"], [], ["help"]])
  func overview(arguments: [String]) {
    let result = BuiltBinary.run(arguments)
    #expect(result.status == 0)
    #expect(result.stdout.contains("USAGE: inputsim SUBCOMMAND"))
    #expect(result.stdout.contains("inspect"))
  }

  @Test(
    "help inspect and inspect --help print the inspect help",
    arguments: [["help", "inspect"], ["inspect", "--help"]])
  func inspectHelp(arguments: [String]) {
    let result = BuiltBinary.run(arguments)
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("USAGE: inputsim inspect"))
  }

  @Test(
    "usage errors exit 2 with a message and the nearest valid word",
    arguments: [
      (
        ["inpsect", "x"],
        "inputsim: error: unknown subcommand 'inpsect'; did you mean 'inspect'?\nsee 'inputsim --help'\n"
      ),
      (["frobnicate"], "inputsim: error: unknown subcommand 'frobnicate'\nsee 'inputsim --help'\n"),
      (
        ["--verison"],
        "inputsim: error: unknown option '--verison'; did you mean '--version'?\nsee 'inputsim --help'\n"
      ),
      (["inspect"], "inputsim: error: missing TEXT for 'inspect'\nsee 'inputsim help inspect'\n"),
      (
        ["inspect", "--keys", "x"],
        "inputsim: error: unknown option '--keys' for 'inspect'; did you mean '--key'?\nsee 'inputsim help inspect'\n"
      ),
      (
        ["inspect", "a", "b"],
        "inputsim: error: unexpected argument 'b' for 'inspect'\nsee 'inputsim help inspect'\n"
      ),
      (
        ["inspect", "--key", "--boundaries", "a"],
        "inputsim: error: '--boundaries' and '--key' cannot be combined\nsee 'inputsim help inspect'\n"
      ),
      (
        ["help", "inspekt"],
        "inputsim: error: no help for unknown subcommand 'inspekt'; did you mean 'inspect'?\nsee 'inputsim --help'\n"
      ),
    ])
  func usageErrors(arguments: [String], expectedError: String) {
    let result = BuiltBinary.run(arguments)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == expectedError)
  }
}
