import Testing

@Suite("inputsim: help, version and usage errors (built binary)")
struct CommandLineToolTests {
  @Test("--version prints the version and exits 0")
  func version() {
    #expect(
      BuiltBinary.run(["--version"]) == BuiltBinary.Result(status: 0, stdout: "inputsim 0.1.0\n", stderr: ""))
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
    #expect(BuiltBinary.run(arguments) == BuiltBinary.Result(status: 2, stdout: "", stderr: expectedError))
  }
}
