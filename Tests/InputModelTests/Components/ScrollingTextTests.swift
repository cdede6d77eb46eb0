import Testing

@testable import InputModel

@Suite("ScrollingText: measuring, the seed's classification and stops, scrolling, resizing")
struct ScrollingTextTests {
  @Test(
    "text is measured in display cells × cell width; empty text is one space",
    arguments: [
      ("123", 36.0),
      ("", 12.0),
      ("かな", 48.0),
      ("ｶﾅ", 24.0),
      ("１２３", 72.0),
      ("か\u{3099}", 24.0),
      ("1+2=3", 60.0),
    ])
  func measure(text: String, points: Double) {
    #expect(ScrollingText.measure(text, cellWidth: 12) == points)
    #expect(ScrollingText(text: text, viewWidth: 1000, cellWidth: 12).textWidth == points)
  }

  /// A display with a text of `textWidth` points (10 pt cells) in a view of `viewWidth`,
  /// scrolled to `offset`.
  static func display(textWidth: Int, viewWidth: Double, offset: Double) -> ScrollingText {
    var display = ScrollingText(
      text: String(repeating: "0", count: textWidth / 10), viewWidth: viewWidth, cellWidth: 10)
    display.scroll(to: offset)
    return display
  }

  @Test(
    "fit only when textWidth ≤ viewWidth (seed 002: the frame's width equals the view's)",
    arguments: [
      (100, 100.0, ScrollClassification.fit),
      (100, 200.0, .fit),
      (100, 99.0, .start),  // overflow 1, scrolled to offset 1 by setText: the leading edge is within 5
      (100, 96.0, .start),  // offset 4: -4 > -5, and start is checked first
      (100, 95.0, .end),  // offset 5: -5 is not > -5; the trailing edge 95 < 100
      (100, 94.0, .end),
    ])
  func fit(textWidth: Int, viewWidth: Double, expected: ScrollClassification) {
    let display = ScrollingText(
      text: String(repeating: "0", count: textWidth / 10), viewWidth: viewWidth, cellWidth: 10)
    #expect(display.classification == expected)
  }

  @Test(
    "start, between and end: edges rounded to whole points, 5 pt of slack (text 200, view 100)",
    arguments: [
      (0.0, ScrollClassification.start),
      (4.0, .start),
      (4.4, .start),  // -4.4 rounds to -4
      (4.5, .between),  // -4.5 rounds away from zero, to -5
      (5.0, .between),
      (50.0, .between),
      (95.0, .between),  // trailing edge 105 is not < 105
      (95.5, .between),  // 104.5 rounds to 105
      (95.6, .end),  // 104.4 rounds to 104
      (96.0, .end),
      (100.0, .end),
    ])
  func scrolledClasses(offset: Double, expected: ScrollClassification) {
    #expect(Self.display(textWidth: 200, viewWidth: 100, offset: offset).classification == expected)
  }

  @Test("a small overflow is both near start and near end: start wins")
  func smallOverflow() {
    // text 110, view 100: at offset 4 the leading edge is -4 and the trailing edge 106 → 106 is
    // not < 105, but start is checked first anyway; at 6 the trailing edge is 104.
    #expect(Self.display(textWidth: 110, viewWidth: 100, offset: 4).classification == .start)
    #expect(Self.display(textWidth: 110, viewWidth: 100, offset: 5.5).classification == .between)
    #expect(Self.display(textWidth: 110, viewWidth: 100, offset: 6).classification == .end)
  }

  @Test("gradient stops per class are the seed's: none, trailing fade, leading fade, both")
  func gradients() {
    // seed 002, ScrollPlace.stops: start black 0.0, black 0.8, clear 1.0; between clear 0.0,
    // black 0.2, black 0.8, clear 1.0; end clear 0.0, black 0.2, black 1.0.
    #expect(ScrollClassification.fit.gradientStops == [])
    #expect(
      ScrollClassification.start.gradientStops.map(\.description) == ["0.0:1.0", "0.8:1.0", "1.0:0.0"])
    #expect(ScrollClassification.end.gradientStops.map(\.description) == ["0.0:0.0", "0.2:1.0", "1.0:1.0"])
    #expect(
      ScrollClassification.between.gradientStops.map(\.description)
        == ["0.0:0.0", "0.2:1.0", "0.8:1.0", "1.0:0.0"])
    #expect(Self.display(textWidth: 200, viewWidth: 100, offset: 50).gradientStops.count == 4)
  }

  @Test("setText autoscrolls to the trailing end")
  func autoscroll() {
    var display = ScrollingText(viewWidth: 100, cellWidth: 12)
    #expect(display.scrollOffset == 0)
    #expect(display.classification == .fit)
    display.setText("1234567890")
    #expect(display.scrollOffset == 20)
    #expect(display.classification == .end)
    display.scroll(to: 0)
    #expect(display.classification == .start)
    display.setText("12345678901")
    #expect(display.scrollOffset == 32)
    #expect(display.classification == .end)
    display.setText("1")
    #expect(display.scrollOffset == 0)
    #expect(display.classification == .fit)
  }

  @Test(
    "scroll(to:) clamps to 0…max(0, textWidth − viewWidth)",
    arguments: [
      (-3.0, 0.0),
      (0.0, 0.0),
      (7.0, 7.0),
      (20.0, 20.0),
      (50.0, 20.0),
      (Double.infinity, 20.0),
      (-Double.infinity, 0.0),
      (Double.nan, 0.0),
    ])
  func scrollClamps(offset: Double, expected: Double) {
    var display = ScrollingText(text: "1234567890", viewWidth: 100, cellWidth: 12)
    display.scroll(to: offset)
    #expect(display.scrollOffset == expected)
  }

  @Test("a fitting text cannot scroll")
  func fittingTextDoesNotScroll() {
    var display = ScrollingText(text: "12", viewWidth: 100, cellWidth: 12)
    display.scroll(to: 30)
    #expect(display.scrollOffset == 0)
  }

  @Test("resize keeps the offset, clamped to the new maximum")
  func resize() {
    var display = ScrollingText(text: "1234567890", viewWidth: 100, cellWidth: 12)  // 120 pt
    #expect(display.scrollOffset == 20)
    display.resize(width: 110)
    #expect(display.scrollOffset == 10)
    #expect(display.classification == .end)  // still overflowing, at its end
    display.resize(width: 115)
    #expect(display.scrollOffset == 5)
    #expect(display.classification == .end)  // 5 pt of overflow fades (the seed has no slack for fit)
    display.resize(width: 120)
    #expect(display.scrollOffset == 0)
    #expect(display.classification == .fit)
  }

  @Test(
    "resize across the fit edge (text 120 pt, view 100, offset 20): the offset stays unless clamped",
    arguments: [
      (50.0, 20.0, ScrollClassification.between),  // the offset is kept, so the end is clipped now
      (100.0, 20.0, .end),
      (114.0, 6.0, .end),
      (115.0, 5.0, .end),
      (119.0, 1.0, .start),
      (120.0, 0.0, .fit),
      (300.0, 0.0, .fit),
      (-10.0, 20.0, .between),  // a negative width counts as 0
    ])
  func resizeClasses(width: Double, offset: Double, expected: ScrollClassification) {
    var display = ScrollingText(text: "1234567890", viewWidth: 100, cellWidth: 12)
    display.resize(width: width)
    #expect(display.scrollOffset == offset)
    #expect(display.viewWidth == max(0, width))
    #expect(display.classification == expected)
  }

  @Test("a narrower view after scrolling to the start stays at the start")
  func resizeKeepsStart() {
    var display = ScrollingText(text: "1234567890", viewWidth: 100, cellWidth: 12)
    display.scroll(to: 0)
    display.resize(width: 50)
    #expect(display.scrollOffset == 0)
    #expect(display.classification == .start)
  }
}
