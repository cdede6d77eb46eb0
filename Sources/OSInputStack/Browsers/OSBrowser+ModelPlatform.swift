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
  ///     use ime=romaji platform=web   →  use ime=mozc platform=web-chromium-linux
  public func modelScenario(_ scenario: Scenario) -> Scenario {
    var adapted = scenario
    if scenario.settings.platform == .web {
      adapted.settings.platform = modelPlatform
    }
    if scenario.settings.ime == .romaji {
      adapted.settings.ime = .mozc
      adapted.settings.keyboardOptions[RomajiStyle.optionName] = nil
    }
    return adapted
  }
}
