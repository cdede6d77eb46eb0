import Foundation

/// A color, by name (and components where it was made from them); nothing is drawn.
///
///     UIColor.systemGray6.withAlphaComponent(0.5).name   // "systemGray6 α0.5"
open class UIColor: NSObject, @unchecked Sendable {
  public let name: String

  public init(name: String) {
    self.name = name
    super.init()
  }

  /// UIKit's `UIColor()`: no color at all, drawn as clear.
  public override convenience init() { self.init(name: "clear") }

  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(name: "rgba(\(red), \(green), \(blue), \(alpha))")
  }

  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(name: "white(\(white), \(alpha))")
  }

  /// A color that depends on the trait collection; the light appearance's is kept.
  public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    self.init(name: dynamicProvider(UITraitCollection()).name)
  }

  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(name: "\(name) α\(alpha)") }

  /// The Core Graphics color (`layer.borderColor = color.cgColor`).
  open var cgColor: CGColor { CGColor(name: name) }

  public override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.name == name }
  public override var hash: Int { name.hashValue }

  public static let clear = UIColor(name: "clear")
  public static let black = UIColor(name: "black")
  public static let white = UIColor(name: "white")
  public static let gray = UIColor(name: "gray")
  public static let lightGray = UIColor(name: "lightGray")
  public static let darkGray = UIColor(name: "darkGray")
  public static let red = UIColor(name: "red")
  public static let blue = UIColor(name: "blue")
  public static let label = UIColor(name: "label")
  public static let secondaryLabel = UIColor(name: "secondaryLabel")
  public static let tertiaryLabel = UIColor(name: "tertiaryLabel")
  public static let placeholderText = UIColor(name: "placeholderText")
  public static let systemBackground = UIColor(name: "systemBackground")
  public static let secondarySystemBackground = UIColor(name: "secondarySystemBackground")
  public static let systemGray = UIColor(name: "systemGray")
  public static let systemGray5 = UIColor(name: "systemGray5")
  public static let systemGray6 = UIColor(name: "systemGray6")
  public static let systemBlue = UIColor(name: "systemBlue")
  public static let systemYellow = UIColor(name: "systemYellow")
  public static let separator = UIColor(name: "separator")
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let tintColor = UIColor(name: "tintColor")
}

/// A Core Graphics color, by name (Linux has no Core Graphics).
public struct CGColor: Hashable, Sendable {
  public let name: String
}

/// The environment a dynamic color is resolved in: always the light appearance here.
public final class UITraitCollection: NSObject {
  public enum UserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
  public let userInterfaceStyle: UserInterfaceStyle = .light
}
