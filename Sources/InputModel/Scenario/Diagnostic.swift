/// A problem found in a scenario file, with where it is.
///
/// Rendered the way compilers do, so editors and CI annotate the line:
///
///     scenarios/wa-ta.scenario:4:1: error: unknown step 'flik'; allowed: …; did you mean 'flick'?
///     scenarios/wa-ta.scenario:2:5: note: 'ime' was first set here
///
/// The column counts UTF-8 bytes (see `ScenarioLocation`).
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
  /// How bad the problem is. Only errors stop a scenario from running.
  public enum Severity: String, Hashable, Sendable, CaseIterable {
    case error
    case warning
    case note
  }

  /// Extra information attached to a diagnostic, printed on its own line after it.
  public struct Note: Hashable, Sendable {
    /// Where the note points; `nil` means the diagnostic's own location.
    public var location: ScenarioLocation?
    public var message: String

    public init(_ message: String, at location: ScenarioLocation? = nil) {
      self.message = message
      self.location = location
    }
  }

  /// The file as the user named it (not resolved), so messages match what they typed.
  public var path: String
  public var location: ScenarioLocation
  public var severity: Severity
  public var message: String
  public var notes: [Note]

  public init(
    path: String, location: ScenarioLocation, severity: Severity, message: String, notes: [Note] = []
  ) {
    self.path = path
    self.location = location
    self.severity = severity
    self.message = message
    self.notes = notes
  }

  /// The 1-based line.
  public var line: Int { location.line }
  /// The 1-based column, in UTF-8 bytes.
  public var column: Int { location.column }

  /// `path:line:column: severity: message`, then one `path:line:column: note: …` line per note.
  public var description: String {
    // A path from a directory walk is anyone's bytes: an ESC or a newline in it is shown.
    let shownPath = Escaping.lineSafe(path)
    var lines = ["\(shownPath):\(location): \(severity.rawValue): \(message)"]
    for note in notes {
      lines.append("\(shownPath):\(note.location ?? location): note: \(note.message)")
    }
    return lines.joined(separator: "\n")
  }
}
