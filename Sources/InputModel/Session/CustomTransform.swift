/// The rule of an `AppTransform` written as a Swift closure, with the name traces, reports
/// and reproducers show for it.
///
///     CustomTransform(name: "phone-hyphens") { … }   // "0901" → "090-1"
///
/// Two custom transforms are equal when their names are: a closure has no identity to
/// compare, so give different rules different names.
public struct CustomTransform: Hashable, Sendable {
  /// The name `swift=NAME` shows in traces and reproducers.
  public let name: String
  /// The text the handler writes for the text it acts on; returning the input writes nothing.
  public let rewrite: @Sendable (String) -> String

  public init(name: String, rewrite: @escaping @Sendable (String) -> String) {
    self.name = name
    self.rewrite = rewrite
  }

  public static func == (lhs: CustomTransform, rhs: CustomTransform) -> Bool { lhs.name == rhs.name }

  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
