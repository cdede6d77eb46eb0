import InputModel
import InputSimTesting
import Testing
import UIKit

@Suite("ViewBridge drives the view around the representable")
struct ViewBridgeTests {
  static let scenarios = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/scenarios").path

  @Test("a ZStack with a placeholder over a growing text view keeps わ and た, romaji and 12-key alike")
  func composeBarPasses() throws {
    for file in ["flick-wa-ta", "romaji-wa-ta", "twelve-key-wa-ta", "render-while-composing"] {
      let results = try expectScenarios(
        at: Self.scenarios + "/\(file).scenario", bridge: { ComposeBar(text: $0) })
      #expect(results.map(\.status) == [.passed], "\(file)")
    }
  }

  @Test("the representable inside is mounted once, attached as the session's field, and given a window")
  func mountsOnce() throws {
    let bridge = ViewBridge { ComposeBar(text: $0) }
    let session = Session(inputMethod: InputMethodKind.romaji.make(), bridge: bridge)
    try session.perform(.type("wa"))
    try session.perform(.render)
    #expect(bridge.uiViews.count == 1)
    let view = try #require(bridge.fieldView as? GrowingUITextView)
    #expect(view.window != nil)
    #expect(view.text == "わ")
    #expect(session.field.markedRange != nil)
  }

  @Test("the component's name names the bridge in reports")
  func name() {
    #expect(ViewBridge { ComposeBar(text: $0) }.name == "ComposeBar")
  }

  @Test("@State in the view lasts across render passes: the count the field wrote is read back")
  func stateLasts() throws {
    let bridge = ViewBridge { CountingBar(text: $0) }
    let session = Session(inputMethod: InputMethodKind.romaji.make(), bridge: bridge)
    for word in ["wa", "ka"] {
      try session.perform(.type(word))
      try session.perform(.key(.enter, count: 1))
      try session.perform(.render)
    }
    let field = try #require(bridge.fieldView as? UITextField)
    #expect(session.field.text == "わか")
    #expect(field.placeholder == "2")
  }
}
