import Foundation
import InputModel
import Testing

@testable import inputsim

/// The tool links every keyboard module, so its own files never hit this; a build of it that
/// links fewer would read them through the same function, and the diagnostic it gives is what
/// `check`, `run` and `explain` print before exiting with status 2.
@Suite("the command line with a keyboard module missing")
struct UnlinkedKeyboardCommandTests {
  @Test("ime=hangul read without InputSimHangul: a located error naming the product, no scenario")
  func locatedError() throws {
    let directory = TemporaryDirectory()
    let path = directory.write("scenario.scenario", "scenario \"k\"\nuse ime=hangul\ntype r\n")
    let (scenarios, diagnostics) = ScenarioFiles.parse([path], keyboards: .builtIn)
    #expect(scenarios.isEmpty)
    let errors = diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1)
    #expect(
      errors.first?.description.hasPrefix(
        "\(path):2:5: error: ime=hangul needs the InputSimHangul product, which this program does not link")
        == true)
  }

  @Test("the tool itself links every module of the package")
  func linksEverything() {
    for module in InputMethodRegistry.engineModules {
      #expect(Keyboards.linked.kind(named: module.ime)?.product == module.product, "\(module.ime)")
    }
    #expect(Array(Keyboards.linked.names.prefix(4)) == InputMethodRegistry.builtIn.names)
  }
}
