import Foundation

/// SwiftUI's color: a view, and a value modifiers take; by name.
///
///     Color(uiColor: .systemGray6)   // "systemGray6";  UIColor(Color.red).name   // "red"
public struct Color: PrimitiveView, Hashable, Sendable {
  public let name: String
  public init(name: String) { self.name = name }
  public init(_ color: UIColor) { self.name = color.name }
  public init(uiColor: UIColor) { self.name = uiColor.name }
  var childViews: [any View] { [] }

  public func opacity(_ opacity: Double) -> Color { Color(name: "\(name) α\(opacity)") }

  public static let clear = Color(name: "clear")
  public static let black = Color(name: "black")
  public static let white = Color(name: "white")
  public static let gray = Color(name: "gray")
  public static let red = Color(name: "red")
  public static let green = Color(name: "green")
  public static let blue = Color(name: "blue")
  public static let orange = Color(name: "orange")
  public static let yellow = Color(name: "yellow")
  public static let primary = Color(name: "primary")
  public static let secondary = Color(name: "secondary")
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let accentColor = Color(name: "accentColor")
}

extension UIColor {
  /// UIKit's `UIColor(Color)`.
  public convenience init(_ color: Color) { self.init(name: color.name) }
}
