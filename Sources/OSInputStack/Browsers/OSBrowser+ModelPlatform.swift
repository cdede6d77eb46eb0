import ChromiumDriver
import InputModel
import InputSimMozc

extension OSBrowser {
  /// The model's profile for this browser on Linux with fcitx5, which `conform --input os`
  /// gives the model in place of a scenario's generic `platform=web` (the reports' Chrome,
  /// mostly on macOS); a scenario's own rule overrides still apply on top.
  ///
  ///     OSBrowser.chromium.modelPlatform   // .webChromiumLinux
  ///     OSBrowser.firefox.modelPlatform    // .webFirefoxLinux
  ///     OSBrowser.webkit.modelPlatform     // .webWebKitGTK
  public var modelPlatform: PlatformKind {
    switch self {
    case .chromium: .webChromiumLinux
    case .firefox: .webFirefoxLinux
    case .webkit: .webWebKitGTK
    }
  }

  /// `scenario` as the model replays it against this browser through fcitx5: `platform=web`
  /// becomes `modelPlatform` (any other platform stays as written), and `ime=romaji` becomes
  /// `ime=mozc`, the engine fcitx5 runs here (Mozc 2.28 through `mozc_emacs_helper`:
  /// its dictionary, its keymap, its full-width pending letter; docs/japanese-mozc.md). A
  /// `romaji-style` the scenario sets is the built-in keyboard's and is dropped with it.
  ///
  /// A rule a `platform=web` scenario spells out with `web`'s own value (as the report
  /// scenarios spell every rule) restates the reports' Chrome and is dropped with it, so the
  /// measured Linux value applies; a value `web` does not have stays.
  ///
  ///     use ime=romaji platform=web   →  use ime=mozc platform=web-chromium-linux
  ///     use ime-on-assign=keep (web's) →  dropped: web-chromium-linux's drop applies
  public func modelScenario(_ scenario: Scenario) -> Scenario {
    var adapted = scenario
    if scenario.settings.platform == .web {
      adapted.settings.platform = modelPlatform
      let family = scenario.settings.ime.family
      adapted.settings.platformOverrides = scenario.settings.platformOverrides.filter { key, value in
        guard let rule = PlatformRule(rawValue: key) else { return true }
        return rule.value(in: .web, family: family) != value
      }
    }
    if scenario.settings.ime == .romaji {
      adapted.settings.ime = .mozc
      adapted.settings.keyboardOptions[RomajiStyle.optionName] = nil
    }
    return adapted
  }
}

extension OSBrowser {
  /// The measured Linux profiles, each the profile of one browser through fcitx5.
  static let linuxPlatforms: [PlatformKind] = allCases.map(\.modelPlatform)

  /// `scenario` as the stack replays it: a scenario written for this browser's measured Linux
  /// profile (`use platform=web-firefox-linux` in Firefox) is a web scenario here, which the
  /// replay types through the stack and checks; one written for another browser's profile is
  /// not replayed, with the reason. Any other scenario is returned as it is.
  ///
  ///     firefox, platform=web-firefox-linux   →  .success(platform=web)
  ///     chromium, platform=web-firefox-linux  →  .failure("platform web-firefox-linux is Firefox's …")
  public func replayable(_ scenario: Scenario) -> Result<Scenario, BrowserSkip> {
    let platform = scenario.settings.platform
    guard Self.linuxPlatforms.contains(platform) else { return .success(scenario) }
    guard platform == modelPlatform else {
      return .failure(
        BrowserSkip(
          "platform \(platform.rawValue) is another browser's measured profile; this replay is in \(rawValue)"
        ))
    }
    var web = scenario
    web.settings.platform = .web
    return .success(web)
  }
}
