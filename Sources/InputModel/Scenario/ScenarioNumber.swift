/// Whole numbers in scenario files: ASCII digits only, no sign, bounded.
///
///     "3"            in 1...10000 → 3
///     "0"            in 1...10000 → error: too small
///     "99999999999"  in 1...10000 → error: too large (no overflow, however many digits)
///     "3.5", "-1"    → error: not a whole number
enum ScenarioNumber {
  /// The number in `text`, or a message that names `what` it was meant to be.
  static func read(_ text: String, in range: ClosedRange<Int>, what: String) -> Result<Int, Message> {
    guard !text.isEmpty,
      text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    else {
      return .failure(
        Message(text: "expected \(what) as a whole number, found \(ScenarioMessages.quote(text))"))
    }
    var value = 0
    for digit in text.utf8 {
      value = value * 10 + Int(digit - UInt8(ascii: "0"))
      if value > range.upperBound {
        return .failure(
          Message(
            text:
              "\(what) \(ScenarioMessages.quote(text)) is too large; at most \(range.upperBound)"))
      }
    }
    guard value >= range.lowerBound else {
      return .failure(Message(text: "\(what) \(value) is too small; at least \(range.lowerBound)"))
    }
    return .success(value)
  }

  /// A diagnostic message (an `Error` so it fits `Result`).
  struct Message: Error {
    let text: String
  }
}
