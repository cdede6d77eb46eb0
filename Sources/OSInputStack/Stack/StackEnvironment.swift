/// The environment every program of the stack gets (and nothing of ours): its private HOME and
/// XDG directories, `TMPDIR` inside the stack, the display and the bus, fcitx5 as the input
/// method of GTK and Qt programs, and the stack's mark, which everything they start inherits
/// (`ProcessSweep` ends by it what leaves its process group).
///
///     StackEnvironment.variables(directory: dir, display: ":7", bus: "unix:path=/tmp/…/bus,guid=…")
///       →  ["HOME": "/tmp/inputsim-os-Ab12Cd/home", "DISPLAY": ":7", "GTK_IM_MODULE": "fcitx",
///           "INPUTSIM_STACK": "/tmp/inputsim-os-Ab12Cd", …]
enum StackEnvironment {
  /// The name of the entry that marks the stack's processes.
  static let markName = "INPUTSIM_STACK"

  /// `INPUTSIM_STACK=<the stack's directory>`.
  static func mark(_ directory: StackDirectory) -> String { "\(markName)=\(directory.path)" }

  static func variables(directory: StackDirectory, display: String?, bus: String?) -> [String: String] {
    var variables = [
      "HOME": directory.home,
      "XDG_CONFIG_HOME": directory.home + "/.config",
      "XDG_DATA_HOME": directory.home + "/.local/share",
      "XDG_CACHE_HOME": directory.home + "/.cache",
      "XDG_RUNTIME_DIR": directory.runtime,
      "TMPDIR": directory.temporary,
      "PATH": "/usr/bin:/bin",
      "LANG": "C.UTF-8",
      "GTK_IM_MODULE": "fcitx",
      "QT_IM_MODULE": "fcitx",
      "XMODIFIERS": "@im=fcitx",
      // No accessibility bus on a private session bus: GTK would wait for it and warn.
      "NO_AT_BRIDGE": "1",
      markName: directory.path,
    ]
    if let display { variables["DISPLAY"] = display }
    if let bus { variables["DBUS_SESSION_BUS_ADDRESS"] = bus }
    return variables
  }
}
