/// A keyboard difference written back as a scenario file: the shrunk steps on the keyboard
/// under test, with its options, a comment saying what the reference showed, and the
/// keyboard's own side as the closing assertion. So `inputsim run FILE` passes while the
/// keyboard stays as it is, and `inputsim conform --engine mozc FILE` shows the difference.
///
///     # Found by inputsim conform --engine mozc --fuzz: seed 1, run 4, 9 steps shrunk to 2.
///     # Class: marked text after type during composition
///     # After step 2 (type "n") marked text: romaji "[かn|]" / mozc "[かｎ|]"
///     # …
///     scenario "conform mozc: marked text after type during composition"
///     use ime=romaji romaji-style=phone
///
///     type "ka"
///     type "n"
///     expect field "[かn|]"
///
///     skip onchange
///     skip submitted
public enum KeyboardConformanceReproducer {
  /// The file's text. `origin` says where the steps came from (`seed 1, run 4, …`).
  public static func text(
    steps: [SessionStep], difference: KeyboardDifference, conformance: KeyboardConformance, known: String?,
    origin: String
  ) -> String {
    let keyboard = conformance.keyboard.rawValue
    let reference = conformance.reference.rawValue
    var comments = [
      "Found by inputsim conform --engine \(reference) --fuzz: \(origin).",
      "Class: \(difference.differenceClass)",
      "After " + difference.line(keyboardName: keyboard, referenceName: reference).dropFirst("after ".count),
      "The closing assertion is the \(keyboard) keyboard's side: `inputsim run` passes on this file while the",
      "keyboard stays as it is; `inputsim conform --engine \(reference)` on it shows where \(reference) differs.",
    ]
    if let known { comments.append("Known difference: \(known)") }
    var lines = comments.map { "# " + $0 }
    lines.append("scenario " + Quoting.quoted("conform \(reference): \(difference.differenceClass)"))
    lines.append(useLine(conformance))
    lines.append("")
    lines += steps.map { ScenarioWriter.line(for: $0) }
    lines.append(ScenarioWriter.line(for: .expect(.field(difference.keyboard.field))))
    lines.append("")
    lines.append(ScenarioWriter.line(for: .skip(.onChange)))
    lines.append(ScenarioWriter.line(for: .skip(.submitted)))
    return lines.joined(separator: "\n") + "\n"
  }

  /// `use ime=romaji romaji-style=desktop`: the keyboard and every option the comparison gave
  /// it, sorted by key, so the file replays the same keyboard whatever the defaults.
  static func useLine(_ conformance: KeyboardConformance) -> String {
    var line = "use ime=\(Quoting.bareOrQuoted(conformance.keyboard.rawValue))"
    for (key, value) in conformance.keyboardOptions.sorted(by: { $0.key < $1.key }) {
      line += " \(key)=\(Quoting.bareOrQuoted(value))"
    }
    return line
  }
}
