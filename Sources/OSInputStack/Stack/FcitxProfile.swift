/// The fcitx5 configuration the stack writes into its private HOME: one group with the three
/// engines (the first item, `keyboard-us`, is fcitx5's "inactive" state), every new input
/// context active on the default engine, no trigger or switching hot keys that a scenario's
/// keys could hit, and engines set for repeatable runs (Pinyin: no cloud, no prediction).
///
///     FcitxProfile.files(defaultEngine: .mozc)["home/.config/fcitx5/profile"]
///       →  "[Groups/0]\nName=inputsim\nDefault Layout=us\nDefaultIM=mozc\n…"
enum FcitxProfile {
  /// The addons the stack does not need: fewer to load, nothing that talks to a desktop.
  static let disabledAddons = [
    "clipboard", "cloudpinyin", "emoji", "fcitx4frontend", "ibusfrontend", "imselector", "kimpanel",
    "notificationitem", "notifications", "quickphrase", "spell", "unicode", "wayland", "waylandim", "xim",
  ]

  /// The files to write, by path relative to the stack's directory.
  static func files(defaultEngine: OSEngine) -> [String: String] {
    var profile = """
      [Groups/0]
      Name=inputsim
      Default Layout=us
      DefaultIM=\(defaultEngine.rawValue)

      [Groups/0/Items/0]
      Name=keyboard-us
      Layout=

      """
    for (index, engine) in OSEngine.inputMethods.enumerated() {
      profile += """

        [Groups/0/Items/\(index + 1)]
        Name=\(engine.rawValue)
        Layout=

        """
    }
    profile += "\n[GroupOrder]\n0=inputsim\n"
    // Empty hot key lists: no key of a scenario switches or deactivates the engine.
    let config = """
      [Hotkey]
      EnumerateWithTriggerKeys=False
      [Hotkey/TriggerKeys]
      [Hotkey/ActivateKeys]
      [Hotkey/DeactivateKeys]
      [Hotkey/AltTriggerKeys]
      [Hotkey/EnumerateForwardKeys]
      [Hotkey/EnumerateBackwardKeys]
      [Hotkey/EnumerateGroupForwardKeys]
      [Hotkey/EnumerateGroupBackwardKeys]
      [Hotkey/PrevPage]
      [Hotkey/NextPage]

      [Behavior]
      ActiveByDefault=True
      ShareInputState=No
      ShowInputMethodInformation=False
      PreeditEnabledByDefault=True
      ShowFirstInputMethodInformation=False

      """
    let pinyin = """
      CloudPinyinEnabled=False
      PredictionEnabled=False
      SpellEnabled=False
      EmojiEnabled=False
      ChaiziEnabled=False
      ExtBEnabled=False
      FirstRun=False

      """
    return [
      "home/.config/fcitx5/profile": profile,
      "home/.config/fcitx5/config": config,
      "home/.config/fcitx5/conf/pinyin.conf": pinyin,
    ]
  }
}
