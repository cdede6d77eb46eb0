import ChromiumDriver
import InputModel
import Testing

@testable import OSInputStack

/// The composition the recorder shows, followed from the page's events: where the page's
/// assignment ends it per browser (issue 27, measured through fcitx5).
@Suite("The page's composition, from its events: what the page's assignment does per browser")
struct PageCompositionTests {
  static func event(_ type: String, data: String? = nil, start: Int = 0) -> JSONValue {
    var fields: [String: JSONValue] = ["type": .string(type), "start": .int(start), "end": .int(start)]
    if let data { fields["data"] = .string(data) }
    return .object(fields)
  }

  /// `[ず|]` by the engine, then the page assigns `ず` (a render in the `input` handler).
  static func composedThenAssigned(in browser: OSBrowser) -> PageComposition {
    var composition = PageComposition()
    composition.apply(event("compositionstart"), browser: browser)
    composition.apply(event("compositionupdate", data: "ず"), browser: browser)
    composition.apply(event("assign"), browser: browser)
    return composition
  }

  @Test(
    "an assignment ends the shown composition in Chromium and WebKitGTK (no compositionend); Firefox fires its own",
    arguments: [(OSBrowser.chromium, false), (.webkit, false), (.firefox, true)])
  func assignment(browser: OSBrowser, staysOpen: Bool) {
    let composition = Self.composedThenAssigned(in: browser)
    #expect(composition.isOpen == staysOpen)
    #expect((composition.markedRange(in: "ず") != nil) == staysOpen)
  }

  @Test("WebKitGTK: the engine's next preedit after the assignment is a new composition at the caret")
  func nextPreeditAfterAssignment() {
    var composition = Self.composedThenAssigned(in: .webkit)
    composition.apply(Self.event("compositionstart", start: 1), browser: .webkit)
    composition.apply(Self.event("compositionupdate", data: "か", start: 1), browser: .webkit)
    #expect(composition.markedRange(in: "ずか") == UTF16Range(location: 1, length: 1))
  }
}
