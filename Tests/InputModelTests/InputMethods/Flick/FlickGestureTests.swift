import Testing

@testable import InputModel

@Suite("FlickGesture")
struct FlickGestureTests {
  @Test(
    "describes the movements",
    arguments: [
      (FlickGesture(key: .na, direction: .up), "な up"),
      (FlickGesture(key: .ka, direction: .center, modifierTaps: 1), "か center + 1 modifier tap"),
      (FlickGesture(key: .ha, direction: .center, modifierTaps: 2), "は center + 2 modifier taps"),
    ])
  func describes(_ example: (gesture: FlickGesture, text: String)) {
    #expect(example.gesture.description == example.text)
  }

  @Test("a gesture without modifier taps is just the flick")
  func defaultTaps() {
    #expect(FlickGesture(key: .a, direction: .left).modifierTaps == 0)
  }
}
