import Foundation

/// SwiftUI's color: a view, and a value modifiers take; by name.
///
///     Color(uiColor: .systemGray6)   // "systemGray6";  UIColor(Color.red).name   // "red"
public struct Color: PrimitiveView, Hashable, Sendable {
  public let name: String
  nonisolated public init(name: String) { self.name = name }
  nonisolated public init(_ color: UIColor) { self.name = color.name }
  nonisolated public init(uiColor: UIColor) { self.name = uiColor.name }
  var childViews: [any View] { [] }

  nonisolated public func opacity(_ opacity: Double) -> Color { Color(name: "\(name) α\(opacity)") }

  nonisolated public static let clear = Color(name: "clear")
  nonisolated public static let black = Color(name: "black")
  nonisolated public static let white = Color(name: "white")
  nonisolated public static let gray = Color(name: "gray")
  nonisolated public static let red = Color(name: "red")
  nonisolated public static let green = Color(name: "green")
  nonisolated public static let blue = Color(name: "blue")
  nonisolated public static let orange = Color(name: "orange")
  nonisolated public static let yellow = Color(name: "yellow")
  nonisolated public static let primary = Color(name: "primary")
  nonisolated public static let secondary = Color(name: "secondary")
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  nonisolated public static let accentColor = Color(name: "accentColor")
}

extension UIColor {
  /// UIKit's `UIColor(Color)`.
  public convenience init(_ color: Color) { self.init(name: color.name) }
}
