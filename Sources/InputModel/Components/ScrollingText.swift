/// The calculator display (`ScrollableText`): one line of text that scrolls horizontally,
/// fades its clipped edge(s), and jumps to the trailing end whenever the text changes.
///
/// Width is measured in display cells (`DisplayWidth`, per ICU grapheme cluster) times
/// `cellWidth` points: with 12-point cells "12345" is 60 pt wide and "１２３" 72 pt. Empty
/// text measures as one space, so an empty display still has a caret's room.
///
///     var display = ScrollingText(viewWidth: 100, cellWidth: 12)
///     display.setText("1234567890")      // 120 pt: offset 20, end
///     display.scroll(to: 0)              // start
///     display.scroll(to: 500)            // clamped to 20: end
///     display.resize(width: 200)         // fits: offset 0, fit
///
/// Classification, the seed's `ScrollPlace` (seed 002): the text's frame is at least the
/// view's width, and its edges are compared, rounded to whole points, with 5 pt of slack.
/// `fit` when textWidth ≤ viewWidth (no slack: 1 pt of overflow fades); otherwise `start`
/// when the leading edge, −offset rounded, is > −5 (offset < 4.5); `end` when the trailing
/// edge, textWidth − offset rounded, is < viewWidth + 5; else `between`.
///
///     view 100, text 104 at offset 4    → start (the seed checks start first)
///     view 100, text 200 at offset 4.5  → between (−4.5 rounds to −5)
public struct ScrollingText: Equatable, Sendable {
  /// Points of slack in the `start` and `end` comparisons (the seed's 5).
  public static let tolerance = 5.0

  /// The text shown.
  public private(set) var text: String
  /// Points per display cell.
  public let cellWidth: Double
  /// The view's width in points.
  public private(set) var viewWidth: Double
  /// How far the text is scrolled, in points from its leading edge; always within
  /// 0...maxScrollOffset.
  public private(set) var scrollOffset: Double = 0
  /// The text's width in points.
  public private(set) var textWidth: Double = 0

  /// A display showing `text`, scrolled to its trailing end. Negative or non-finite widths
  /// count as 0.
  public init(text: String = "", viewWidth: Double, cellWidth: Double) {
    self.text = ""
    self.viewWidth = Self.nonNegative(viewWidth)
    self.cellWidth = Self.nonNegative(cellWidth)
    setText(text)
  }

  /// The width of `text` in points: its display cells (one for empty text) × `cellWidth`.
  ///
  ///     "123", 12 → 36;  "かな", 12 → 48;  "", 12 → 12
  public static func measure(_ text: String, cellWidth: Double) -> Double {
    let cells = text.isEmpty ? 1 : DisplayWidth().cells(of: text)
    return Double(cells) * nonNegative(cellWidth)
  }

  /// The largest scroll offset: how much of the text does not fit.
  public var maxScrollOffset: Double { max(0, textWidth - viewWidth) }

  /// Where the text stands against the view (see the type's summary).
  public var classification: ScrollClassification {
    if textWidth <= viewWidth { return .fit }
    let leadingEdge = -scrollOffset
    let trailingEdge = textWidth - scrollOffset
    if leadingEdge.rounded() > -Self.tolerance { return .start }
    if trailingEdge.rounded() < viewWidth + Self.tolerance { return .end }
    return .between
  }

  /// The fade mask for the current classification.
  public var gradientStops: [GradientStop] { classification.gradientStops }

  /// Shows `text` and autoscrolls to its trailing end (the newest digit stays visible).
  ///
  ///     view 100, cell 12: "12" → offset 0 (fit);  "1234567890" → offset 20 (end)
  public mutating func setText(_ newText: String) {
    text = newText
    textWidth = Self.measure(newText, cellWidth: cellWidth)
    scrollOffset = maxScrollOffset
  }

  /// The user scrolls to `offset` points, clamped to 0...maxScrollOffset.
  ///
  ///     max 20: −3 → 0;  7 → 7;  50 → 20
  public mutating func scroll(to offset: Double) {
    scrollOffset = Self.clamp(offset, to: maxScrollOffset)
  }

  /// The view gets `width` points (negative counts as 0); the offset stays, clamped to the
  /// new maximum.
  ///
  ///     text 120, offset 20, width 100 → 110: offset 10
  public mutating func resize(width: Double) {
    viewWidth = Self.nonNegative(width)
    scrollOffset = Self.clamp(scrollOffset, to: maxScrollOffset)
  }

  private static func clamp(_ value: Double, to upper: Double) -> Double {
    guard value.isFinite else { return value > 0 ? upper : 0 }
    return min(max(0, value), upper)
  }

  private static func nonNegative(_ value: Double) -> Double {
    value.isFinite && value > 0 ? value : 0
  }
}

/// One stop of the fade mask over a scrolling text: at `location` (0 is the leading edge, 1
/// the trailing edge) the text shows with `opacity` (0 hidden, 1 fully shown).
public struct GradientStop: Equatable, Hashable, Sendable, CustomStringConvertible {
  public var location: Double
  public var opacity: Double

  public init(location: Double, opacity: Double) {
    self.location = location
    self.opacity = opacity
  }

  /// `location:opacity`, as in failure messages: `0.9:1.0`.
  public var description: String { "\(location):\(opacity)" }
}
