import Foundation

/// A position in a text view's text, as a UTF-16 offset (UIKit's positions are opaque; this
/// one's offset is visible for tests).
///
///     field.position(from: field.beginningOfDocument, offset: 2)?.utf16Offset   // 2
public class UITextPosition: NSObject {
  public let utf16Offset: Int
  public init(utf16Offset: Int) { self.utf16Offset = utf16Offset }
  public override func isEqual(_ object: Any?) -> Bool {
    (object as? UITextPosition)?.utf16Offset == utf16Offset
  }
  public override var hash: Int { utf16Offset }
}

/// A range of a text view's text, between two positions.
public class UITextRange: NSObject {
  public let start: UITextPosition
  public let end: UITextPosition
  public var isEmpty: Bool { start.utf16Offset == end.utf16Offset }

  public init(start: UITextPosition, end: UITextPosition) {
    self.start = start
    self.end = end
  }

  convenience init(utf16Location: Int, utf16Length: Int) {
    self.init(
      start: UITextPosition(utf16Offset: utf16Location),
      end: UITextPosition(utf16Offset: utf16Location + utf16Length))
  }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITextRange else { return false }
    return other.start.utf16Offset == start.utf16Offset && other.end.utf16Offset == end.utf16Offset
  }
  public override var hash: Int { start.utf16Offset &* 31 &+ end.utf16Offset }
}
