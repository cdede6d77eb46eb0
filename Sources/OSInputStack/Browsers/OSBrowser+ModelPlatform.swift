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

  /// `scenario` as the model replays it against this browser through fcitx5: `platform=web`
  /// becomes `modelPlatform` (any other platform stays as written), and `ime=romaji` without
  /// a `romaji-style` gets `desktop`, the style of the Mozc that types it here (a pending letter
  /// full width, `かｎ`; docs/romaji.md).
  ///
  /// Against Firefox the model also renders per event (`render-timing=per-event`), as measured.
  ///
  ///     use ime=romaji platform=web   →  use ime=romaji romaji-style=desktop platform=web-chromium-linux
  public func modelScenario(_ scenario: Scenario) -> Scenario {
    var adapted = scenario
    if scenario.settings.platform == .web {
      adapted.settings.platform = modelPlatform
      // Measured in Firefox 153 on Linux: the page renders inside each `input` event, before
      // the next key, as in Chromium; `web-firefox` (from reports) keeps `per-step`.
      if self == .firefox && adapted.settings.platformOverrides[PlatformRule.renderTiming.rawValue] == nil {
        adapted.settings.platformOverrides[PlatformRule.renderTiming.rawValue] =
          RenderTiming.perEvent.rawValue
      }
    }
    if scenario.settings.ime == .romaji && scenario.settings.keyboardOptions[RomajiStyle.optionName] == nil {
      adapted.settings.keyboardOptions[RomajiStyle.optionName] = RomajiStyle.desktop.rawValue
    }
    return adapted
  }
}
