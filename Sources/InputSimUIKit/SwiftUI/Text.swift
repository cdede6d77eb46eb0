/// A label; its string is kept (`Text("Message").content == "Message"`).
public struct Text: PrimitiveView, Equatable {
  public let content: String
  nonisolated public init(_ content: String) { self.content = content }
  nonisolated public init(verbatim content: String) { self.content = content }
  var childViews: [any View] { [] }
}

/// A font, by name (stored).
public struct Font: Hashable, Sendable {
  public let name: String
  public static let body = Font(name: "body")
  public static let headline = Font(name: "headline")
  public static let subheadline = Font(name: "subheadline")
  public static let caption = Font(name: "caption")
  public static let footnote = Font(name: "footnote")
  public static let title = Font(name: "title")
  public static func system(size: Double) -> Font { Font(name: "system \(size)") }
}

/// How multi-line text aligns (stored).
public enum TextAlignment: Hashable, Sendable { case leading, center, trailing }
