/// Generates a subcommand's `--help` from its `ArgumentSpec`: the usage line, the prose, then
/// every positional and option with its help line, allowed values and default.
///
///     USAGE: inputsim explain FILE [--color auto|always|never]
///     …
///     OPTIONS:
///       --color WHEN      when to colour (allowed: auto, always, never; default: auto)
///       -h, --help        show this help
enum HelpText {
  /// Lines are wrapped to this many characters.
  static let width = 96

  static func render(spec: ArgumentSpec, discussion: String, epilogue: String) -> String {
    var sections = [usage(spec), discussion]
    var rows: [(term: String, text: String)] = []
    if let positional = spec.positional {
      rows.append((positionalTerm(positional), positional.help))
    }
    let argumentRows = rows
    rows = spec.options.map { option in
      (option.isFlag ? option.name : option.name + " " + option.placeholder, describe(option))
    }
    rows.append(("-h, --help", "show this help"))
    let termWidth = (argumentRows + rows).map(\.term.count).max() ?? 0
    if !argumentRows.isEmpty {
      sections.append("ARGUMENTS:\n" + table(argumentRows, termWidth: termWidth))
    }
    sections.append("OPTIONS:\n" + table(rows, termWidth: termWidth))
    if !epilogue.isEmpty { sections.append(epilogue) }
    return sections.joined(separator: "\n\n")
  }

  /// `USAGE: inputsim run [PATH...] [--format text|junit|tap|json] …`, wrapped under the name.
  static func usage(_ spec: ArgumentSpec) -> String {
    var words: [String] = []
    if let positional = spec.positional {
      words.append(positionalTerm(positional))
    }
    for option in spec.options {
      switch option.value {
      case .flag: words.append("[\(option.name)]")
      case .choice(let values) where values.count <= 4:
        words.append("[\(option.name) \(values.joined(separator: "|"))]")
      default: words.append("[\(option.name) \(option.placeholder)]")
      }
    }
    let head = "USAGE: inputsim \(spec.subcommand)"
    return wrap(words, firstPrefix: head + " ", prefix: String(repeating: " ", count: head.count + 1))
  }

  /// `FILE`, `[PATH...]`, `PATH...` or `[FILE]`, from how many may be given.
  static func positionalTerm(_ positional: PositionalSpec) -> String {
    let many = positional.count.upperBound > 1 ? "..." : ""
    let term = positional.name + many
    return positional.count.lowerBound == 0 ? "[\(term)]" : term
  }

  /// The help line followed by what the spec knows: allowed values, range, default.
  static func describe(_ option: OptionSpec) -> String {
    var facts: [String] = []
    switch option.value {
    case .choice(let values): facts.append("allowed: " + values.joined(separator: ", "))
    case .list(let values):
      facts.append("comma separated, from: " + (values + ["any"]).joined(separator: ", "))
    case .integer(let range): facts.append("\(range.lowerBound)...\(range.upperBound)")
    case .unsignedInteger: facts.append("0...\(UInt64.max)")
    case .seconds(let maximum): facts.append("greater than 0, at most \(maximum)")
    case .flag, .text: break
    }
    switch option.defaultValue {
    case .value(let text): facts.append("default: \(text)")
    case .described(let text): facts.append("default: \(text)")
    case .none: break
    }
    return facts.isEmpty ? option.help : option.help + " (" + facts.joined(separator: "; ") + ")"
  }

  /// Two columns: the term, then its text wrapped in the second column.
  static func table(_ rows: [(term: String, text: String)], termWidth: Int) -> String {
    let indent = String(repeating: " ", count: 2 + termWidth + 2)
    return rows.map { row in
      let first = "  " + row.term + String(repeating: " ", count: termWidth - row.term.count + 2)
      return wrap(row.text.split(separator: " ").map(String.init), firstPrefix: first, prefix: indent)
    }.joined(separator: "\n")
  }

  /// Fills lines with words up to `width` characters; a word longer than a line gets its own.
  static func wrap(_ words: [String], firstPrefix: String, prefix: String) -> String {
    var lines: [String] = []
    var line = firstPrefix
    var lineHasWord = false
    for word in words {
      if lineHasWord && line.count + 1 + word.count > width {
        lines.append(line)
        line = prefix + word
      } else {
        line += (lineHasWord ? " " : "") + word
      }
      lineHasWord = true
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }
}

extension Subcommand {
  /// The full text of `inputsim help NAME`, generated from the spec.
  static var help: String {
    HelpText.render(spec: spec, discussion: discussion, epilogue: epilogue)
  }
}
