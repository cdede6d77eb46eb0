import InputModel
import InputSimTesting
import Testing
import UIKit

#if canImport(UIKit)
  let uikitIsImportable = true
#else
  let uikitIsImportable = false
#endif

#if canImport(SwiftUI)
  let swiftUIIsImportable = true
#else
  let swiftUIIsImportable = false
#endif

@Suite("UIKit and SwiftUI are module names on Linux")
struct ModuleNameTests {
  static let scenarios = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/scenarios").path

  @Test("canImport(UIKit) and canImport(SwiftUI) hold, as on iOS")
  func canImport() {
    #expect(uikitIsImportable)
    #expect(swiftUIIsImportable)
  }

  @Test("UIKit's UITextField is InputSimUIKit's: one type under both names")
  func sameTypes() {
    let field: InputSimUIKit.UITextField = UIKit.UITextField(frame: .zero)
    field.text = "a"
    #expect(field.text == "a")
  }

  @Test("a file that imports SwiftUI alone runs in scenarios: the guarded text view keeps わ and た")
  func swiftUIOnlyFile() throws {
    let path = Self.scenarios + "/flick-wa-ta.scenario"
    let results = try expectScenarios(at: path, bridge: { RepresentableBridge { NoteEditor(text: $0) } })
    #expect(results.map(\.status) == [.passed])
  }

  @Test("a file gated by `#if os(iOS) || os(Linux)` runs in scenarios")
  func gatedFile() throws {
    let path = Self.scenarios + "/romaji-wa-ta.scenario"
    let results = try expectScenarios(at: path, bridge: { RepresentableBridge { IOSOnlyField(text: $0) } })
    #expect(results.map(\.status) == [.passed])
  }
}
