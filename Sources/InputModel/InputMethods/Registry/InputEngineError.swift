/// A keyboard whose outside engine could not start: the message says what to
/// install or which names exist, so a scenario fails with something actionable.
///
///     PinyinInputMethod(schema: "wubi")
///       →  unknown pinyin schema "wubi" (installed: luna_pinyin, luna_pinyin_simp, …)
public enum InputEngineError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A value of the keyboard's own `use` key names nothing the engine has installed:
  /// `what` says what it names ("pinyin schema").
  case unknownValue(what: String, value: String, installed: [String])
  /// The engine's data is not installed: `package` is the Debian package that provides it.
  case dataMissing(engine: String, package: String, path: String)
  /// The engine refused to start or to load its data; `reason` says which step failed.
  case engineFailed(engine: String, reason: String)

  /// What to do, when the message does not already say it: installing the package is the
  /// answer only when data is missing (a cache folder that cannot be written, or an unknown
  /// schema, is not fixed by installing anything).
  ///
  ///     .dataMissing(engine: "librime", package: "rime-data-luna-pinyin", …).advice
  ///     → "./dev installs the packages the keyboards need (rime-data-luna-pinyin among them)"
  public var advice: String? {
    switch self {
    case .dataMissing(_, let package, _):
      "./dev installs the packages the keyboards need (\(package) among them)"
    case .unknownValue, .engineFailed:
      nil
    }
  }

  public var description: String {
    switch self {
    case .unknownValue(let what, let value, let installed):
      "unknown \(what) \"\(value)\" (installed: \(installed.joined(separator: ", ")))"
    case .dataMissing(let engine, let package, let path):
      "\(engine) cannot start: no data in \(path) (install the Debian package \(package))"
    case .engineFailed(let engine, let reason):
      "\(engine): \(reason)"
    }
  }
}
