import Testing

@testable import InputModel

/// Scenario text with the expected position of a diagnostic marked inline by `‸` (U+2038):
/// the marker is removed, and its line and UTF-8 byte column are the expected location.
///
///     "use ime=‸flik"  → text "use ime=flik", location 1:9
struct MarkedSource: Sendable, CustomTestStringConvertible {
  static let marker = "‸"

  let text: String
  let location: ScenarioLocation

  init(_ marked: String) {
    var line = 1
    var column = 1
    var found = ScenarioLocation(line: 0, column: 0)
    var text = ""
    var rest = Substring(marked)
    while let character = rest.first {
      rest = rest.dropFirst()
      if String(character) == Self.marker {
        found = ScenarioLocation(line: line, column: column)
        continue
      }
      text.append(character)
      if character == "\n" {
        line += 1
        column = 1
      } else {
        column += String(character).utf8.count
      }
    }
    self.text = text
    self.location = found
  }

  var testDescription: String { text }
}

/// Parses text as a file named `test.scenario`.
func parse(_ text: String, path: String = "test.scenario") -> ScenarioParseResult {
  ScenarioParser.parse(text, path: path)
}

/// Steps of a header-less scenario that enables every component and the flick keyboard,
/// so any step may be tested on its own.
let everythingHeader = """
  use ime=flick
  component suggestions
  component search
  component viewport

  """
