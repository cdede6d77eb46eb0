/// Every diagnostic of one file, in the order found (which is file order).
///
/// Thrown or returned as a whole: parse problems are collected, never reported one at a time.
public struct DiagnosticList: Error, Hashable, Sendable, CustomStringConvertible,
  RandomAccessCollection
{
  public var diagnostics: [Diagnostic]

  public init(_ diagnostics: [Diagnostic] = []) {
    self.diagnostics = diagnostics
  }

  public var startIndex: Int { diagnostics.startIndex }
  public var endIndex: Int { diagnostics.endIndex }
  public subscript(position: Int) -> Diagnostic { diagnostics[position] }

  /// The diagnostics that make a file unusable.
  public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

  /// True when at least one diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// One diagnostic per line (a diagnostic with notes spans several lines).
  public var description: String {
    diagnostics.map(\.description).joined(separator: "\n")
  }
}
