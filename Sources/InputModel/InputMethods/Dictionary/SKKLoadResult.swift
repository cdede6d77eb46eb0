/// What loading an SKK dictionary produced: the entries, and the lines that were not used.
public struct SKKLoadResult: Equatable, Sendable {
  /// The okuri-nasi and okuri-ari entries, each in file order.
  public var dictionary: ConversionDictionary
  /// One diagnostic per line that contributed nothing because it is malformed, in line order.
  public var diagnostics: [SKKDiagnostic]
  /// The encoding the lines were decoded with: `"UTF-8"` or the ICU name (`"EUC-JP"`).
  public var encoding: String
  /// How many okuri-ari lines (`おくr /送/`) were loaded (a key given twice counts twice;
  /// `dictionary.okuriAriCount` counts keys).
  public var okuriAriLineCount: Int
  /// How many lines the file has (a final line without a line feed counts).
  public var lineCount: Int

  public init(
    dictionary: ConversionDictionary, diagnostics: [SKKDiagnostic], encoding: String,
    okuriAriLineCount: Int, lineCount: Int
  ) {
    self.dictionary = dictionary
    self.diagnostics = diagnostics
    self.encoding = encoding
    self.okuriAriLineCount = okuriAriLineCount
    self.lineCount = lineCount
  }
}
