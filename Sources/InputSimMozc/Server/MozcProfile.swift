import Foundation

/// The private HOME a Mozc server runs in: a fresh directory per server, so parallel
/// `inputsim` processes (and several servers in one process) never share a profile, and a run
/// never sees what an earlier one learned. Mozc keeps its profile in `$HOME/.mozc`, which must
/// exist before the first key (otherwise the session fails after ~40 s, FACTS.md); the
/// settings go in `.mozc/config1.db`. When Mozc runs as another user, all of it is theirs.
///
///     /tmp/inputsim-mozc-Ab12Cd/              HOME, mode 0700, owned by the account
///     /tmp/inputsim-mozc-Ab12Cd/.mozc/config1.db
///     /tmp/inputsim-mozc-Ab12Cd/helper.log   the helper's and server's standard error
struct MozcProfile: Hashable, Sendable {
  let homeDirectory: String

  var profileDirectory: String { homeDirectory + "/.mozc" }
  var configPath: String { profileDirectory + "/config1.db" }
  var standardErrorPath: String { homeDirectory + "/helper.log" }

  /// Makes the directories, writes `config`, and gives everything to `account` (when set).
  static func create(config: MozcConfig, account: MozcAccount?) throws(MozcError) -> MozcProfile {
    let home = try makeHome(base: baseDirectory(account: account))
    let profile = MozcProfile(homeDirectory: home)
    do {
      try FileManager.default.createDirectory(
        atPath: profile.profileDirectory, withIntermediateDirectories: false)
      try Data(config.protobufBytes).write(to: URL(fileURLWithPath: profile.configPath))
      FileManager.default.createFile(atPath: profile.standardErrorPath, contents: nil)
      if let account {
        for path in [home, profile.profileDirectory, profile.configPath, profile.standardErrorPath] {
          guard chown(path, account.userID, account.groupID) == 0 else {
            throw MozcError.launchFailed(operation: "chown \(path)", reason: String(cString: strerror(errno)))
          }
        }
      }
    } catch let error as MozcError {
      profile.remove()
      throw error
    } catch {
      profile.remove()
      throw .launchFailed(operation: "writing the profile in \(home)", reason: "\(error)")
    }
    return profile
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: homeDirectory)
  }

  /// The last bytes the helper and the server wrote to standard error.
  func standardErrorTail(byteCount: Int = 2000) -> String {
    guard let data = FileManager.default.contents(atPath: standardErrorPath) else { return "" }
    return String(decoding: data.suffix(byteCount), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// `$TMPDIR`, else `/tmp`; for another account, `/tmp` when the other user could not reach
  /// a directory inside `$TMPDIR` (a root-only parent).
  static func baseDirectory(
    account: MozcAccount?, environment: [String: String] = ProcessInfo.processInfo.environment
  )
    -> String
  {
    let configured = environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
    guard account != nil else { return configured }
    return isSearchableByOthers(configured) ? configured : "/tmp"
  }

  /// True when every directory on the way to `path` (itself included) lets others pass.
  ///
  ///     "/tmp"            →  true   (drwxrwxrwt)
  ///     "/root/scratch"   →  false  (/root is drwx------)
  static func isSearchableByOthers(_ path: String) -> Bool {
    var prefix = ""
    for component in path.split(separator: "/") {
      prefix += "/" + component
      var status = stat()
      guard stat(prefix, &status) == 0, status.st_mode & S_IXOTH != 0 else { return false }
    }
    return true
  }

  private static func makeHome(base: String) throws(MozcError) -> String {
    var template = Array("\(base)/inputsim-mozc-XXXXXX".utf8CString)
    let created = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkdtemp($0) != nil } ?? false
    }
    guard created else {
      throw .launchFailed(operation: "mkdtemp in \(base)", reason: String(cString: strerror(errno)))
    }
    return template.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map { String(cString: $0) } ?? base
    }
  }
}
