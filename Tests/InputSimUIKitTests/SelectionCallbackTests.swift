import InputModel
import Testing

#if canImport(UIKit)
  import SwiftUI
  import UIKit
#else
  import Foundation
  import InputSimUIKit
#endif

@Suite("…DidChangeSelection follows the selection and the marked range")
struct SelectionCallbackTests {
  @Test("a text view's commit that leaves the caret in place calls textViewDidChangeSelection once, unmarked")
  func textViewCommit() throws {
    let bridge = RepresentableBridge(name: "counting") { SelectionCountingView(text: $0) }
    let session = Session(inputMethod: InputMethodKind.romaji.make(), bridge: bridge)
    try session.perform(.type("ka"))
    let before = bridge.coordinator?.calls ?? []
    try session.perform(.action(.commit))
    #expect(session.field.text == "か")
    #expect(Array((bridge.coordinator?.calls ?? []).dropFirst(before.count)) == [false])
  }

  @Test("k → か changes neither range: no call")
  func sameRanges() throws {
    let bridge = RepresentableBridge(name: "counting") { SelectionCountingView(text: $0) }
    let session = Session(inputMethod: InputMethodKind.romaji.make(), bridge: bridge)
    try session.perform(.type("k"))
    let before = bridge.coordinator?.calls.count ?? 0
    try session.perform(.type("a"))
    #expect(bridge.coordinator?.calls.count == before)
  }
}
