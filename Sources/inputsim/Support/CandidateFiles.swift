import InputModel

/// The files scenarios take candidates from (`candidates file "…"`, `candidates skk "…"`),
/// loaded before anything runs so that `check` finds what `run` would stumble on.
///
/// A file that does not exist, is not a regular file, cannot be read, is larger than
/// `RegularFileReader.maxByteCount`, is not UTF-8 (a word list) or has no entry (an SKK
/// dictionary) is an error at the `candidates` line, and `run` runs nothing (exit status 2):
/// the scenario could not be used, it did not fail. Lines an SKK dictionary could not use are
/// warnings at their own line of the dictionary, the first `maxShownWarnings` of each file:
///
///     menu.scenario:3:16: error: cannot load candidates: /s/words.txt: cannot read the candidate list: it is a FIFO (named pipe), not a regular file
///     /s/odd.skk:7:1: warning: no " /" after the reading
enum CandidateFiles {
  /// Warnings shown per dictionary; the last one shown says how many more there are.
  static let maxShownWarnings = 20

  /// Every problem of the candidate files `scenarios` name, each file loaded once.
  static func check(_ scenarios: [Scenario]) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var loaded: [String: Result<[SKKDiagnostic], CandidateIndexError>] = [:]
    for scenario in scenarios {
      for (source, path, isDictionary) in files(of: scenario) {
        let key = (isDictionary ? "skk:" : "file:") + path
        let outcome: Result<[SKKDiagnostic], CandidateIndexError>
        if let known = loaded[key] {
          outcome = known
        } else {
          outcome = load(path, isDictionary: isDictionary)
          loaded[key] = outcome
          if case .success(let lines) = outcome { diagnostics += warnings(lines) }
        }
        guard case .failure(let error) = outcome else { continue }
        let written: String
        switch source.kind {
        case .file(let path), .skk(let path, _): written = path
        case .inline: written = ""
        }
        diagnostics.append(
          Diagnostic(
            path: scenario.path, location: source.location, severity: .error,
            message: "cannot load candidates: \(error)",
            notes: written.hasPrefix("/")
              ? [] : [.init("a relative path is resolved against the scenario file's directory")]))
      }
    }
    return diagnostics
  }

  /// The files `scenario` names, each resolved against the scenario's folder.
  static func files(of scenario: Scenario) -> [(
    source: Scenario.CandidateSource, path: String, isDictionary: Bool
  )] {
    let baseDirectory = ScenarioFiles.baseDirectory(of: scenario.path)
    return scenario.candidates.compactMap { source in
      switch source.kind {
      case .inline: nil
      case .file(let written):
        (source, CandidateIndex.resolvedPath(written, baseDirectory: baseDirectory), false)
      case .skk(let written, _):
        (source, CandidateIndex.resolvedPath(written, baseDirectory: baseDirectory), true)
      }
    }
  }

  /// Every file the scenarios read besides themselves, for `OutputPath.refuseInputs`.
  static func paths(_ scenarios: [Scenario]) -> [String] {
    scenarios.flatMap { files(of: $0).map(\.path) }
  }

  private static func load(_ path: String, isDictionary: Bool) -> Result<[SKKDiagnostic], CandidateIndexError>
  {
    do throws(CandidateIndexError) {
      if isDictionary {
        return .success(try CandidateIndex(contentsOfSKKFile: path, field: .readings).diagnostics)
      }
      _ = try CandidateIndex(contentsOfFile: path)
      return .success([])
    } catch {
      return .failure(error)
    }
  }

  /// The first `maxShownWarnings` lines as warnings; the last shown notes how many more.
  static func warnings(_ lines: [SKKDiagnostic]) -> [Diagnostic] {
    var shown = lines.prefix(maxShownWarnings).map { line in
      Diagnostic(
        path: line.path, location: ScenarioLocation(line: line.line, column: line.column), severity: .warning,
        message: line.message)
    }
    let more = lines.count - shown.count
    if more > 0, !shown.isEmpty {
      shown[shown.count - 1].notes.append(
        .init("… and \(more) more line\(more == 1 ? "" : "s") of this dictionary with a problem"))
    }
    return shown
  }
}
