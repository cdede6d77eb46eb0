extension SuggestionMenu {
  /// The seed's row height in points.
  public static let rowHeight = 54.0
  /// The seed's padding around the rows in points.
  public static let padding = 46.0

  /// The menu's height for `itemCount` rows: 54 pt per row plus 46 pt, at most `maxHeight`.
  ///
  ///     1 row → 100,  2 rows → 154,  3 rows → 208 → 200 (max-height 200)
  public static func height(itemCount: Int, maxHeight: Double) -> Double {
    min(maxHeight, rowHeight * Double(max(0, itemCount)) + padding)
  }

  /// The menu's vertical offset from the field's center in points (positive is down):
  /// −(h/2 + 80) above the field, h/2 + 30 below it, as in the seed.
  ///
  ///     h 100, up → −130;  h 100, down → 80
  public static func verticalOffset(height: Double, direction: Direction) -> Double {
    switch direction {
    case .up: -(height / 2 + 80)
    case .down: height / 2 + 30
    }
  }

  /// The current menu's height in points (for its current items).
  public var height: Double {
    Self.height(itemCount: items.count, maxHeight: options.maxHeight)
  }

  /// The current menu's vertical offset in points.
  public var verticalOffset: Double {
    Self.verticalOffset(height: height, direction: options.direction)
  }
}
