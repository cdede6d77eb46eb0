/// Reads scenario files. The format is documented in docs/scenarios.md.
///
///     let parsed = ScenarioParser.parse(bytes: Array(data), path: "scenarios/wa-ta.scenario")
///     for diagnostic in parsed.diagnostics { print(diagnostic) }   // path:line:column: error: …
///     guard let scenario = parsed.scenario else { exit(2) }
///
/// Every problem of a file is reported (up to `ScenarioLimits.maxDiagnostics`, then a note):
/// a line with an error is skipped and parsing goes on with the next line. Whatever the
/// bytes, parsing ends, in time and memory linear in the input, without trapping.
public enum ScenarioParser {
  /// Parses the bytes of a scenario file. `path` is used in diagnostics, as the scenario's
  /// `path`, and for its default name. `use ime=` may name the keyboards of `keyboards`; a
  /// keyboard of this package whose product is not linked is an error at the key that names
  /// the product to add.
  ///
  ///     use ime=hangul   (keyboards: .builtIn)
  ///     → 2:5: error: ime=hangul needs the InputSimHangul product, which this program does not link: …
  ///
  /// - Complexity: O(n) in the number of bytes.
  public static func parse(bytes: [UInt8], path: String, keyboards: InputMethodRegistry = .builtIn)
    -> ScenarioParseResult
  {
    var reader = ScenarioReader(bytes: bytes, path: path, keyboards: keyboards)
    return reader.read()
  }

  /// Parses scenario text (already decoded, so never invalid UTF-8).
  public static func parse(_ text: String, path: String, keyboards: InputMethodRegistry = .builtIn)
    -> ScenarioParseResult
  {
    parse(bytes: Array(text.utf8), path: path, keyboards: keyboards)
  }
}
