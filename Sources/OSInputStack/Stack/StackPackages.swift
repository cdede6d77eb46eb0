import ChildProcesses

#if canImport(Glibc)
  import Glibc
#endif

/// The programs the OS input stack runs and the Debian package of each, checked before anything
/// starts so a missing one is one error naming every package to install (exit status 2).
///
///     StackPackages.missing(for: .firefox)
///       →  [Requirement(path: "/usr/bin/firefox-esr", package: "firefox-esr")] when Firefox is not installed
public enum StackPackages {
  /// One file the stack needs and the package that installs it.
  public struct Requirement: Hashable, Sendable {
    public var path: String
    public var package: String

    public init(path: String, package: String) {
      self.path = path
      self.package = package
    }
  }

  /// The directories Debian installs multiarch libraries under, for this machine.
  static let libraryDirectories = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu"]

  /// The X server, the bus, fcitx5 with its three engines and GTK front-end, and Mozc's server.
  static let core: [[Requirement]] = [
    [.init(path: "/usr/bin/Xvfb", package: "xvfb")],
    [.init(path: "/usr/bin/dbus-daemon", package: "dbus")],
    [.init(path: "/usr/bin/dbus-monitor", package: "dbus-bin")],
    [.init(path: "/usr/bin/fcitx5", package: "fcitx5")],
    [.init(path: "/usr/bin/fcitx5-remote", package: "fcitx5")],
    [.init(path: "/usr/lib/mozc/mozc_server", package: "mozc-server")],
    libraries("fcitx5/fcitx5-mozc.so", package: "fcitx5-mozc"),
    libraries("fcitx5/hangul.so", package: "fcitx5-hangul"),
    libraries("fcitx5/libpinyin.so", package: "fcitx5-chinese-addons"),
    libraries("gtk-3.0/3.0.0/immodules/im-fcitx5.so", package: "fcitx5-frontend-gtk3"),
    [.init(path: ChildAccount.setprivPath, package: "util-linux")],
  ]

  private static func libraries(_ relative: String, package: String) -> [Requirement] {
    libraryDirectories.map { Requirement(path: "\($0)/\(relative)", package: package) }
  }

  /// What is missing for the stack and `browser` (`nil`: the stack alone); empty when all is there.
  /// Each entry of `core` is a set of alternatives (one per architecture): one present is enough.
  public static func missing(for browser: OSBrowser? = nil, exists: (String) -> Bool = fileExists)
    -> [Requirement]
  {
    var groups = core
    if let browser { groups.append(browser.requirements) }
    return groups.compactMap { alternatives in
      alternatives.contains { exists($0.path) } ? nil : alternatives.first
    }
  }

  /// Throws `OSInputError.missingPackages` when anything is missing.
  public static func check(for browser: OSBrowser? = nil) throws(OSInputError) {
    let missing = missing(for: browser)
    if !missing.isEmpty { throw .missingPackages(missing) }
  }

  public static func fileExists(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0
  }
}
