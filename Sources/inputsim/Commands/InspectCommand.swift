import InputModel

/// `inputsim inspect "text"`: what a text is made of.
enum InspectCommand: Subcommand {
  static let name = "inspect"
  static let summary = "show code points, UTF-16 units, grapheme clusters, width and matching key"
  static let discussion = """
    Shows what TEXT is made of: its code points (a Hangul syllable with its jamo: initial,
    medial, final, and the 2-set keys that type it), UTF-16 code units, grapheme clusters with
    their UTF-16 ranges (ICU boundaries), display width in cells, and the matching key that
    suggestions and search compare.

    TEXT accepts the escapes of scenario strings: \\u{XXXX} (1-6 hex digits), \\n, \\t, \\r,
    \\\\ and \\", so any code point can be given. A TEXT that starts with a dash goes after --.
    """

  static let epilogue = """
    EXAMPLES:
      inputsim inspect "ｶﾞが"
      inputsim inspect --boundaries "\\u{1F468}\\u{200D}\\u{1F469}"
      inputsim inspect --key "ＫＡＲＡアゲ"
      inputsim inspect "한글"
    """

  static let boundaries = OptionSpec.flag(
    "--boundaries",
    help:
      "print only the grapheme boundaries as UTF-16 offsets, space separated, from 0 to the UTF-16 length (not with --key)"
  )
  static let key = OptionSpec.flag("--key", help: "print only the matching key (not with --boundaries)")
  static let ambiguousWide = OptionSpec.flag(
    "--ambiguous-wide", help: "count East Asian ambiguous characters as 2 cells")

  static let spec = ArgumentSpec(
    subcommand: name, options: [boundaries, key, ambiguousWide],
    positional: PositionalSpec(
      name: "TEXT", help: "the text to inspect, with scenario-string escapes", count: 1...1))

  static func run(_ parsed: ParsedArguments) throws(UsageError) -> ExitStatus {
    if parsed.has(Self.boundaries) && parsed.has(Self.key) {
      throw UsageError("'--boundaries' and '--key' cannot be combined", helpTopic: name)
    }
    let text = try EscapedArgument.decode(parsed.positionals[0])
    let boundaries = GraphemeBoundaries(text)
    if parsed.has(Self.boundaries) {
      Console.out(boundaries.utf16Offsets.map(String.init).joined(separator: " "))
      return .success
    }
    let key = MatchingKey.make(text)
    if parsed.has(Self.key) {
      Console.out(key)
      return .success
    }
    let width = DisplayWidth(ambiguousIsWide: parsed.has(Self.ambiguousWide))
    Console.out(report(text: text, boundaries: boundaries, width: width, key: key))
    return .success
  }

  static func report(text: String, boundaries: GraphemeBoundaries, width: DisplayWidth, key: String) -> String
  {
    var lines: [String] = []
    lines.append("text            \(quoted(text))")
    let scalars = Array(text.unicodeScalars)
    lines.append("code points     \(scalars.count)")
    for scalar in scalars {
      let name = scalar.properties.name ?? scalar.properties.nameAlias ?? "<unnamed>"
      lines.append("  \(codePoint(scalar))  \(printable(scalar))  \(name)  width \(width.cells(of: scalar))")
      for kind in Keyboards.linked.kinds { if let note = kind.describe(scalar) { lines.append(note) } }
    }
    let units = text.utf16.map { hex($0, digits: 4) }
    lines.append(
      "UTF-16 units    \(units.count)" + (units.isEmpty ? "" : ": " + units.joined(separator: " ")))
    let clusterWidths = width.clusterCells(of: text, boundaries: boundaries)
    lines.append("clusters        \(boundaries.clusterCount)")
    let utf16 = Array(text.utf16)
    for (range, cells) in zip(boundaries.clusterRanges, clusterWidths) {
      let cluster = String(decoding: utf16[range.offsets], as: UTF16.self)
      lines.append("  utf16 \(range.location)..<\(range.upperBound)  \(quoted(cluster))  width \(cells)")
    }
    lines.append("boundaries      \(boundaries.utf16Offsets.map(String.init).joined(separator: " "))")
    lines.append("display width   \(clusterWidths.reduce(0, +)) cells")
    lines.append("matching key    \(quoted(key))")
    return lines.joined(separator: "\n")
  }

  private static func hex(_ value: some BinaryInteger, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }

  private static func codePoint(_ scalar: Unicode.Scalar) -> String {
    "U+" + hex(scalar.value, digits: 4)
  }

  /// The scalar itself, or a placeholder for controls and lone marks that would garble the line.
  private static func printable(_ scalar: Unicode.Scalar) -> String {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
      return "·"
    case .nonspacingMark, .enclosingMark, .spacingMark:
      return "◌" + String(scalar)
    default:
      return String(scalar)
    }
  }

  /// A string in scenario notation, with invisible format characters shown as escapes.
  static func quoted(_ text: String) -> String {
    Quoting.quotedShowingFormatCharacters(text)
  }
}
