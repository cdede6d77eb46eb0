/// Terminal colours for the text report; `plain` writes no escape codes.
public struct TextStyle: Equatable, Sendable {
  public var colors: Bool

  public init(colors: Bool) {
    self.colors = colors
  }

  public static let plain = TextStyle(colors: false)

  public func bold(_ text: String) -> String { wrap(text, "1") }
  public func red(_ text: String) -> String { wrap(text, "31") }
  public func green(_ text: String) -> String { wrap(text, "32") }
  public func yellow(_ text: String) -> String { wrap(text, "33") }
  public func dim(_ text: String) -> String { wrap(text, "2") }

  private func wrap(_ text: String, _ code: String) -> String {
    colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
