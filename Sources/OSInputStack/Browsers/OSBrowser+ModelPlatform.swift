import InputModel

extension OSBrowser {
  /// The model's profile for this browser on Linux with fcitx5, which `conform --input os`
  /// gives the model in place of a scenario's generic `platform=web` (the reports' Chrome,
  /// mostly on macOS); a scenario's own rule overrides still apply on top.
  ///
  ///     OSBrowser.chromium.modelPlatform   // .webChromiumLinux
  ///     OSBrowser.firefox.modelPlatform    // .webFirefox (Korean Enter before the keydown)
  ///     OSBrowser.webkit.modelPlatform     // .webWebKitGTK
  public var modelPlatform: PlatformKind {
    switch self {
    case .chromium: .webChromiumLinux
    case .firefox: .webFirefox
    case .webkit: .webWebKitGTK
    }
  }

  /// `scenario` as the model replays it against this browser: `platform=web` becomes
  /// `modelPlatform`; any other platform stays as written.
  public func modelScenario(_ scenario: Scenario) -> Scenario {
    guard scenario.settings.platform == .web else { return scenario }
    var adapted = scenario
    adapted.settings.platform = modelPlatform
    return adapted
  }
}
