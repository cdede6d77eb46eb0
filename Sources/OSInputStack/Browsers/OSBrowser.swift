/// The three browser engines the OS input stack types into, each a real window on the stack's
/// X server with fcitx5 as its input method (through GTK's `fcitx` IM module).
///
///     OSBrowser.firefox.command(url: "http://127.0.0.1:4000/p/1/naive.html", profile: "/tmp/…/profile-1")
///       →  ("/usr/bin/firefox-esr", ["--no-remote", "--new-instance", "--profile", "/tmp/…/profile-1", "http://…"])
public enum OSBrowser: String, CaseIterable, Hashable, Sendable {
  case chromium
  case firefox
  case webkit

  /// The name in messages: `Chromium`, `Firefox`, `WebKitGTK`.
  public var displayName: String {
    switch self {
    case .chromium: "Chromium"
    case .firefox: "Firefox"
    case .webkit: "WebKitGTK"
    }
  }

  /// The executable and the Debian package that installs it.
  var requirements: [StackPackages.Requirement] {
    switch self {
    case .chromium: [.init(path: "/usr/bin/chromium", package: "chromium")]
    case .firefox: [.init(path: "/usr/bin/firefox-esr", package: "firefox-esr")]
    case .webkit:
      StackPackages.libraryDirectories.map {
        .init(path: "\($0)/webkit2gtk-4.1/MiniBrowser", package: "webkit2gtk-driver")
      }
    }
  }

  /// The program and its arguments to open `url` in a fresh window with the profile directory
  /// `profile` (empty, owned by the stack's user).
  func command(url: String, profile: String, exists: (String) -> Bool = StackPackages.fileExists)
    -> (executable: String, arguments: [String])
  {
    switch self {
    case .chromium:
      // A real window on the X server (not headless: headless has no IME), no first-run UI,
      // no GPU process, no crash handler (it leaves its group), no background networking.
      return (
        "/usr/bin/chromium",
        [
          "--user-data-dir=\(profile)", "--ozone-platform=x11", "--no-first-run",
          "--no-default-browser-check",
          "--disable-gpu", "--disable-breakpad", "--disable-crash-reporter",
          "--disable-background-networking",
          "--disable-component-update", "--disable-sync", "--password-store=basic", "--window-size=800,600",
          "--window-position=0,0", url,
        ]
      )
    case .firefox:
      return ("/usr/bin/firefox-esr", ["--no-remote", "--new-instance", "--profile", profile, url])
    case .webkit:
      let executable =
        requirements.map(\.path).first(where: exists) ?? requirements.map(\.path).first ?? "MiniBrowser"
      return (executable, [url])
    }
  }

  /// Files written into the fresh profile before the browser starts, by path relative to it:
  /// Firefox's preferences that turn off first-run pages, updates, telemetry and the
  /// session-restore prompt, so the only thing the window shows is the page.
  var profileFiles: [String: String] {
    switch self {
    case .firefox:
      let preferences = [
        ("browser.shell.checkDefaultBrowser", "false"),
        ("browser.startup.homepage_override.mstone", "\"ignore\""),
        ("browser.aboutwelcome.enabled", "false"),
        ("datareporting.policy.dataSubmissionEnabled", "false"),
        ("toolkit.telemetry.reportingpolicy.firstRun", "false"),
        ("app.update.enabled", "false"),
        ("browser.sessionstore.resume_from_crash", "false"),
        ("browser.tabs.warnOnClose", "false"),
        ("network.captive-portal-service.enabled", "false"),
        ("network.connectivity-service.enabled", "false"),
        ("extensions.autoDisableScopes", "15"),
        ("browser.safebrowsing.malware.enabled", "false"),
        ("browser.safebrowsing.phishing.enabled", "false"),
      ]
      return ["user.js": preferences.map { "user_pref(\"\($0.0)\", \($0.1));\n" }.joined()]
    default:
      return [:]
    }
  }
}
