/// One firing of the app's `onChange(of: text)`: the value seen at the previous render pass
/// and the value now.
public struct OnChangeRecord: Equatable, Sendable, CustomStringConvertible {
  public var old: String
  public var new: String

  public init(old: String, new: String) {
    self.old = old
    self.new = new
  }

  public var description: String { "\(Quoting.quoted(old)) -> \(Quoting.quoted(new))" }
}
