#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finding the programs a driver starts.
///
///     ExecutableFile.isExecutable("/usr/bin/mozc_emacs_helper")   // true when installed
///     ExecutableFile.currentEnvironment()["HOME"]                 // "/root"
public enum ExecutableFile {
  /// True for a regular file this process may execute.
  public static func isExecutable(_ path: String) -> Bool {
    var status = stat()
    guard stat(path, &status) == 0 else { return false }
    return (status.st_mode & S_IFMT) == S_IFREG && access(path, X_OK) == 0
  }

  /// This process's environment as a dictionary.
  public static func currentEnvironment() -> [String: String] {
    var result: [String: String] = [:]
    var cursor = environ
    while let entry = cursor.pointee {
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "=") {
        result[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      cursor += 1
    }
    return result
  }
}
