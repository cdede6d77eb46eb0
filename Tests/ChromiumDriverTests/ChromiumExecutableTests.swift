import Testing

@testable import ChromiumDriver

@Suite("Finding the browser")
struct ChromiumExecutableTests {
  @Test("INPUTSIM_CHROMIUM wins over PATH")
  func configuredWins() throws {
    #expect(
      try ChromiumExecutable.locate(environment: ["INPUTSIM_CHROMIUM": "/bin/sh", "PATH": "/usr/bin"])
        == "/bin/sh")
  }

  @Test("INPUTSIM_CHROMIUM naming a missing file is an error naming that file")
  func configuredMissing() {
    #expect(throws: ChromiumError.executableNotUsable(path: "/nonexistent/chromium")) {
      try ChromiumExecutable.locate(environment: ["INPUTSIM_CHROMIUM": "/nonexistent/chromium"])
    }
  }

  @Test("no browser on PATH is an error whose message names the Debian package")
  func notFound() {
    #expect {
      try ChromiumExecutable.locate(environment: ["PATH": "/nonexistent"])
    } throws: { error in
      "\(error)".contains("Debian package 'chromium'")
    }
  }

  @Test("the sandbox is turned off only for root, and the profile is the throw-away directory")
  func arguments() {
    let asRoot = ChromiumProcess.arguments(profileDirectory: "/tmp/p", isRoot: true)
    let asUser = ChromiumProcess.arguments(profileDirectory: "/tmp/p", isRoot: false)
    #expect(asRoot.contains("--no-sandbox"))
    #expect(!asUser.contains("--no-sandbox"))
    #expect(asUser.contains("--remote-debugging-pipe"))
    #expect(asUser.contains("--user-data-dir=/tmp/p"))
  }
}
