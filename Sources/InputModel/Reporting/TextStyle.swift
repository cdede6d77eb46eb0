/// Terminal colours for the text report; `plain` writes no escape codes.
public struct TextStyle: Equatable, Sendable {
  public var colors: Bool

  public init(colors: Bool) {
    self.colors = colors
  }

  public static let plain = TextStyle(colors: false)

  func bold(_ text: String) -> String { wrap(text, "1") }
  func red(_ text: String) -> String { wrap(text, "31") }
  func green(_ text: String) -> String { wrap(text, "32") }
  func yellow(_ text: String) -> String { wrap(text, "33") }
  func dim(_ text: String) -> String { wrap(text, "2") }

  private func wrap(_ text: String, _ code: String) -> String {
    colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
