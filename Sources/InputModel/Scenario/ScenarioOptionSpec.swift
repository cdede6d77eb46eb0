/// One `key=value` option a directive accepts, as data: its name, the values it allows, where
/// a valid value goes and how the current value is written back. `use` keys and component
/// options are tables of these, read by the parser and by `ScenarioWriter`.
///
///     .choice("bridge", \.bridge)                    bridge=naive|swiftui13|…
///     .number("max-height", in: 1...1_000_000, \.maxHeightPoints)
///     .raw("focus-loss")                             any value, kept for later validation
struct ScenarioOptionSpec<Target> {
  /// What a value may be.
  enum Values {
    /// One of these words, listed in this order by messages.
    case words([String])
    /// A whole number in this range.
    case number(ClosedRange<Int>)
    /// Any non-empty text, validated by someone else later.
    case raw
  }

  /// A value that passed validation.
  enum Value {
    case word(String)
    case number(Int)
    case raw(String, ScenarioLocation)
  }

  let name: String
  let values: Values
  let apply: (inout Target, Value) -> Void
  /// The value as a file writes it; `nil` when the target leaves the option unset.
  let written: (Target) -> String?
  /// For a word that is not among `values`: a message of its own when the word names
  /// something that exists but is not available (a keyboard whose product is not linked),
  /// reported at the key instead of the list of allowed words.
  var unavailable: ((String) -> String?)? = nil

  /// An option whose values are the raw values of an enum, stored at `keyPath`.
  static func choice<Choice: RawRepresentable & CaseIterable>(
    _ name: String, _ keyPath: WritableKeyPath<Target, Choice>
  ) -> Self where Choice.RawValue == String {
    Self(
      name: name, values: .words(Choice.allCases.map(\.rawValue)),
      apply: { target, value in
        if case .word(let word) = value, let choice = Choice(rawValue: word) {
          target[keyPath: keyPath] = choice
        }
      },
      written: { $0[keyPath: keyPath].rawValue })
  }

  /// A whole-number option stored at `keyPath`.
  static func number(
    _ name: String, in range: ClosedRange<Int>, _ keyPath: WritableKeyPath<Target, Int>
  ) -> Self {
    Self(
      name: name, values: .number(range),
      apply: { target, value in
        if case .number(let number) = value {
          target[keyPath: keyPath] = number
        }
      },
      written: { String($0[keyPath: keyPath]) })
  }
}
