import Foundation

// The attribute keys and paragraph styles UIKit adds to Foundation's attributed strings.
// Stored with the text and handed back as given; nothing is laid out.
//
//     let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15), .kern: 0.5]
//     textView.attributedText = NSAttributedString(string: "わ", attributes: attributes)
//     textView.attributedText.attribute(.kern, at: 0, effectiveRange: nil) as? Double   // 0.5

extension NSAttributedString.Key {
  public static let font = NSAttributedString.Key("NSFont")
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  public static let kern = NSAttributedString.Key("NSKern")
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  public static let link = NSAttributedString.Key("NSLink")
}

/// How a line that does not fit is broken or truncated.
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Underline and strikethrough styles.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  public static let double = NSUnderlineStyle(rawValue: 0x09)
}

/// A paragraph's layout settings (stored).
open class NSParagraphStyle: NSObject, @unchecked Sendable {
  open var lineSpacing: CGFloat = 0
  open var paragraphSpacing: CGFloat = 0
  open var alignment: NSTextAlignment = .natural
  open var lineBreakMode: NSLineBreakMode = .byWordWrapping
  open var minimumLineHeight: CGFloat = 0
  open var maximumLineHeight: CGFloat = 0
  open var lineHeightMultiple: CGFloat = 0
  open var firstLineHeadIndent: CGFloat = 0
  open var headIndent: CGFloat = 0

  public override init() { super.init() }

  public static let `default` = NSParagraphStyle()
}

/// The mutable paragraph style wrappers configure (`style.lineSpacing = 4`).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {}
