import Testing

@testable import OSInputStack

@Suite("StackPackages: a missing program is an error naming its Debian package")
struct StackPackagesTests {
  @Test("with everything installed nothing is missing")
  func nothingMissing() {
    #expect(StackPackages.missing(for: .webkit, exists: { _ in true }).isEmpty)
  }

  @Test("a missing X server and browser name xvfb and firefox-esr, with the install command")
  func missingNamed() {
    let missing = StackPackages.missing(
      for: .firefox, exists: { !["/usr/bin/Xvfb", "/usr/bin/firefox-esr"].contains($0) })
    #expect(missing.map(\.package) == ["xvfb", "firefox-esr"])
    let message = OSInputError.missingPackages(missing).description
    #expect(message.contains("apt-get install firefox-esr xvfb"))
    #expect(message.contains("xvfb: /usr/bin/Xvfb missing"))
  }

  @Test("a library present for one architecture is enough")
  func oneArchitecture() {
    let missing = StackPackages.missing(exists: { !$0.hasPrefix("/usr/lib/aarch64-linux-gnu") })
    #expect(missing.isEmpty)
  }

  @Test("on this machine the stack and the three browsers are installed (./dev installs them)")
  func installedHere() {
    for browser in OSBrowser.allCases {
      #expect(StackPackages.missing(for: browser).isEmpty, "run ./dev test as root to install the packages")
    }
  }
}
