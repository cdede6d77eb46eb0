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

  /// `まｔ` kept marked through a script's blur and focus (Mozc reset), then a Backspace Mozc
  /// passes on: WebKitGTK's `input` is not flagged composing, and the composition goes on over
  /// what is left (the next preedit replaces it), so `ま` stays marked.
  static func edit(_ type: String, field: String, composing: Bool) -> JSONValue {
    .object([
      "type": .string(type), "text": .string(field), "isComposing": .bool(composing),
      "inputType": .string("deleteContentBackward"),
    ])
  }

  @Test(
    "WebKitGTK: a key passed on in an open composition edits the marked text; Chromium's and Firefox's rule is untouched"
  )
  func passedOnEditKeepsComposition() {
    var composition = PageComposition()
    composition.apply(Self.event("compositionstart"), browser: .webkit)
    composition.apply(Self.event("compositionupdate", data: "まｔ"), browser: .webkit)
    composition.apply(Self.edit("beforeinput", field: "まｔ", composing: false), browser: .webkit)
    composition.apply(Self.edit("input", field: "ま", composing: false), browser: .webkit)
    #expect(composition.markedRange(in: "ま") == UTF16Range(location: 0, length: 1))
    composition.apply(Self.event("compositionupdate", data: "あ"), browser: .webkit)
    #expect(composition.markedRange(in: "あ") == UTF16Range(location: 0, length: 1))

    var chromium = PageComposition()
    chromium.apply(Self.event("compositionstart"), browser: .chromium)
    chromium.apply(Self.event("compositionupdate", data: "まｔ"), browser: .chromium)
    chromium.apply(Self.edit("beforeinput", field: "まｔ", composing: false), browser: .chromium)
    chromium.apply(Self.edit("input", field: "ま", composing: false), browser: .chromium)
    #expect(chromium.markedRange(in: "ま") == nil)
  }
}
