/// The built-in platform profiles, by the names scenario files use (`use platform=web`).
public enum PlatformKind: String, CaseIterable, Hashable, Sendable {
  case uikit
  case appkit
  case web
  /// Web in Safari: `compositionend` arrives before the Enter `keydown`.
  case webSafari = "web-safari"
  case android
  /// Firefox: a Korean Enter commits, then reaches the page as a plain Enter.
  case webFirefox = "web-firefox"
  /// Chromium on Linux with fcitx5 (measured): the page's assignment drops Mozc's buffer; a
  /// Korean Enter commits, then reaches the page as a plain Enter.
  case webChromiumLinux = "web-chromium-linux"
  /// WebKitGTK on Linux with fcitx5 (measured): `web`'s buffer kept on assignment; a Korean
  /// Enter commits, then reaches the page as a plain Enter.
  case webWebKitGTK = "web-webkitgtk"
  /// Firefox on Linux with fcitx5 (measured): `web-firefox`, rendering per event, the
  /// preedit's caret at the engine's cursor.
  case webFirefoxLinux = "web-firefox-linux"

  /// The profile's rules.
  public var profile: PlatformProfile {
    switch self {
    case .uikit: .uikit
    case .appkit: .appkit
    case .web: .web
    case .webSafari: .webSafari
    case .android: .android
    case .webFirefox: .webFirefox
    case .webChromiumLinux: .webChromiumLinux
    case .webWebKitGTK: .webWebKitGTK
    case .webFirefoxLinux: .webFirefoxLinux
    }
  }
}
