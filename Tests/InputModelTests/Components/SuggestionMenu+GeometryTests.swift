import Testing

@testable import InputModel

@Suite("SuggestionMenu geometry: the seed's height and offset")
struct SuggestionMenuGeometryTests {
  @Test(
    "height = min(maxHeight, 54 × rows + 46)",
    arguments: [
      (0, 200.0, 46.0),
      (1, 200.0, 100.0),
      (2, 200.0, 154.0),
      (3, 200.0, 200.0),
      (7, 200.0, 200.0),
      (5, 500.0, 316.0),
      (2, 120.0, 120.0),
    ])
  func height(rows: Int, maxHeight: Double, expected: Double) {
    #expect(SuggestionMenu.height(itemCount: rows, maxHeight: maxHeight) == expected)
  }

  @Test(
    "offset: −(h/2 + 80) above the field, h/2 + 30 below",
    arguments: [
      (100.0, SuggestionMenu.Direction.up, -130.0),
      (100.0, .down, 80.0),
      (200.0, .up, -180.0),
      (200.0, .down, 130.0),
      (154.0, .up, -157.0),
      (154.0, .down, 107.0),
    ])
  func offset(height: Double, direction: SuggestionMenu.Direction, expected: Double) {
    #expect(SuggestionMenu.verticalOffset(height: height, direction: direction) == expected)
  }

  @Test("an open menu's height and offset follow its items and options")
  func openMenu() {
    var menu = SuggestionMenu(options: .init(direction: .up, maxHeight: 200))
    menu.update(query: "からて", index: CandidateIndex(DemoCandidates.seedWords))
    #expect(menu.height == 154)
    #expect(menu.verticalOffset == -157)
    menu.update(query: "か", index: CandidateIndex(DemoCandidates.seedWords))
    #expect(menu.height == 200)
    #expect(menu.verticalOffset == -180)
  }
}
