import ChildProcesses

#if canImport(Glibc)
  import Glibc
#endif

/// Who runs Mozc. Mozc refuses root (its server and client check the effective uid; as root
/// the helper hangs at the first key, FACTS.md), so when we are root it runs as an
/// unprivileged user, by default `nobody`, through `setpriv` (util-linux, essential on
/// Debian: no C shim, no fork in Swift); otherwise it runs as we do.
///
///     as root:    setpriv --reuid=65534 --regid=65534 --clear-groups -- /usr/bin/mozc_emacs_helper
///     as a user:  /usr/bin/mozc_emacs_helper
struct MozcAccount: Hashable, Sendable {
  var userID: UInt32
  var groupID: UInt32

  /// Where `setpriv` is.
  static let setprivPath = ChildAccount.setprivPath
  /// The user Mozc runs as when we are root.
  static let defaultUserName = ChildAccount.defaultUserName

  /// The account to switch to, or `nil` to run Mozc as this process's user (`ChildAccount`,
  /// shared with the OS input stack).
  static func forThisProcess(userName: String = defaultUserName) throws(MozcError) -> MozcAccount? {
    do {
      return try ChildAccount.forThisProcess(userName: userName).map {
        MozcAccount(userID: $0.userID, groupID: $0.groupID)
      }
    } catch {
      switch error {
      case .noUnprivilegedUser(let name): throw .noUnprivilegedUser(name: name)
      case .setprivMissing(let path): throw .setprivMissing(path: path)
      }
    }
  }

  /// The program to start and its arguments, to run `executable` as this account.
  ///
  ///     MozcAccount(userID: 65534, groupID: 65534).command(running: "/usr/bin/mozc_emacs_helper")
  ///       →  ("/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", "--", "/usr/bin/mozc_emacs_helper"])
  func command(running executable: String) -> (executable: String, arguments: [String]) {
    (
      Self.setprivPath,
      ["--reuid=\(userID)", "--regid=\(groupID)", "--clear-groups", "--", executable]
    )
  }
}
