#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The unprivileged user a child runs as when we are root, through `setpriv` (util-linux,
/// essential on Debian: no C shim, no fork in Swift). Mozc refuses root, and the OS input stack
/// (X server, bus, fcitx5, browsers) runs as one user so fcitx5 and the browsers share a bus.
///
///     as root:    ChildAccount.forThisProcess()   →  ChildAccount(userID: 65534, groupID: 65534)
///                 .command(running: "/usr/bin/Xvfb", arguments: [":5"])
///                 →  ("/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", "--", "/usr/bin/Xvfb", ":5"])
///     as a user:  ChildAccount.forThisProcess()   →  nil (children run as we do)
public struct ChildAccount: Hashable, Sendable {
  public var userID: UInt32
  public var groupID: UInt32

  /// Where `setpriv` is.
  public static let setprivPath = "/usr/bin/setpriv"
  /// The user children run as when we are root.
  public static let defaultUserName = "nobody"

  public init(userID: UInt32, groupID: UInt32) {
    self.userID = userID
    self.groupID = groupID
  }

  /// The account to switch to, or `nil` to run children as this process's user.
  ///
  /// - Throws: `ChildAccountError.noUnprivilegedUser` when the user does not exist (or is root),
  ///   `.setprivMissing` when `setpriv` cannot be run.
  public static func forThisProcess(userName: String = defaultUserName) throws(ChildAccountError)
    -> ChildAccount?
  {
    guard geteuid() == 0 else { return nil }
    guard let entry = getpwnam(userName), entry.pointee.pw_uid != 0 else {
      throw .noUnprivilegedUser(name: userName)
    }
    guard access(setprivPath, X_OK) == 0 else { throw .setprivMissing(path: setprivPath) }
    return ChildAccount(userID: entry.pointee.pw_uid, groupID: entry.pointee.pw_gid)
  }

  /// The program to start and its arguments, to run `executable` with `arguments` as this account.
  public func command(running executable: String, arguments: [String] = []) -> (
    executable: String, arguments: [String]
  ) {
    (
      Self.setprivPath,
      ["--reuid=\(userID)", "--regid=\(groupID)", "--clear-groups", "--", executable] + arguments
    )
  }

  /// Gives `path` to this account; `false` with `errno` set when the system refuses.
  public func give(_ path: String) -> Bool {
    chown(path, userID, groupID) == 0
  }
}

/// Why no unprivileged account could be had.
///
///     no unprivileged user 'nobody' to run the child as (root may not run it)
public enum ChildAccountError: Error, Hashable, Sendable, CustomStringConvertible {
  case noUnprivilegedUser(name: String)
  case setprivMissing(path: String)

  public var description: String {
    switch self {
    case .noUnprivilegedUser(let name):
      "no unprivileged user '\(name)' to run the child as when root (create it, or run as another user)"
    case .setprivMissing(let path):
      "\(path) is missing (Debian package util-linux): needed to run children as an unprivileged user when root"
    }
  }
}
