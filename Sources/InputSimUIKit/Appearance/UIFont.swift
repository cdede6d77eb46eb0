import Foundation

/// A font: size, weight and traits, stored; nothing is measured or drawn.
///
///     UIFont.systemFont(ofSize: 15).fontDescriptor.withSymbolicTraits(.traitBold)
///       .map { UIFont(descriptor: $0, size: 0) }?.pointSize   // 15 (size 0 keeps the descriptor's)
open class UIFont: NSObject, @unchecked Sendable {
  public let pointSize: CGFloat
  public let fontName: String
  /// The descriptor this font was made from (its traits are what `withSymbolicTraits` set).
  public let fontDescriptor: UIFontDescriptor

  public init(pointSize: CGFloat) {
    self.pointSize = pointSize
    self.fontName = ".SFUI-Regular"
    self.fontDescriptor = UIFontDescriptor(name: fontName, size: pointSize)
    super.init()
  }

  /// UIKit's `UIFont()`: the system font at 17 points.
  public override convenience init() { self.init(pointSize: 17) }

  /// A font from a descriptor; `size` 0 keeps the descriptor's own size.
  public init(descriptor: UIFontDescriptor, size: CGFloat) {
    let size = size > 0 ? size : descriptor.pointSize
    self.pointSize = size
    self.fontName = descriptor.name
    self.fontDescriptor = UIFontDescriptor(
      name: descriptor.name, size: size, traits: descriptor.symbolicTraits)
    super.init()
  }

  /// A named font; every name is known here.
  public init?(name fontName: String, size fontSize: CGFloat) {
    self.pointSize = fontSize
    self.fontName = fontName
    self.fontDescriptor = UIFontDescriptor(name: fontName, size: fontSize)
    super.init()
  }

  /// The same font at another size.
  open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(descriptor: fontDescriptor, size: fontSize) }

  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(pointSize: fontSize)
  }
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(
      descriptor: UIFontDescriptor(name: ".SFUI-Bold", size: fontSize, traits: .traitBold), size: fontSize)
  }
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(
      descriptor: UIFontDescriptor(name: ".SFUI-Italic", size: fontSize, traits: .traitItalic), size: fontSize
    )
  }
  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(
      descriptor: UIFontDescriptor(name: ".SFMono", size: fontSize, traits: .traitMonoSpace), size: fontSize)
  }
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(pointSize: 17) }

  /// Dynamic Type styles, by name.
  public struct TextStyle: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let largeTitle = TextStyle(rawValue: "largeTitle")
    public static let title1 = TextStyle(rawValue: "title1")
    public static let title2 = TextStyle(rawValue: "title2")
    public static let headline = TextStyle(rawValue: "headline")
    public static let subheadline = TextStyle(rawValue: "subheadline")
    public static let body = TextStyle(rawValue: "body")
    public static let callout = TextStyle(rawValue: "callout")
    public static let footnote = TextStyle(rawValue: "footnote")
    public static let caption1 = TextStyle(rawValue: "caption1")
  }

  /// Font weights, as UIKit's raw values.
  public struct Weight: Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
  }
}

/// A font's description: name, size and symbolic traits.
///
///     UIFontDescriptor(name: "Menlo", size: 12).withSymbolicTraits(.traitBold)?.symbolicTraits   // [.traitBold]
open class UIFontDescriptor: NSObject, @unchecked Sendable {
  public let name: String
  public let pointSize: CGFloat
  public let symbolicTraits: SymbolicTraits

  public init(name fontName: String, size: CGFloat) {
    self.name = fontName
    self.pointSize = size
    self.symbolicTraits = []
    super.init()
  }

  init(name: String, size: CGFloat, traits: SymbolicTraits) {
    self.name = name
    self.pointSize = size
    self.symbolicTraits = traits
    super.init()
  }

  /// The same descriptor with exactly these traits (UIKit may return `nil`; this never does).
  open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
    UIFontDescriptor(name: name, size: pointSize, traits: symbolicTraits)
  }

  /// Bold, italic, monospace…, as UIKit's option set.
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
  }
}
