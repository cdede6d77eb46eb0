/// The private session bus's configuration: a socket inside the stack's directory, and no
/// service directories, so nothing is ever activated on demand (an early `fcitx5-remote` would
/// otherwise start a second fcitx5, FACTS.md). Every connection of the stack's user may own
/// and call any name, as on a desktop session bus.
///
///     BusConfig.text(socket: "/tmp/inputsim-os-Ab12Cd/bus")
///       →  "<busconfig><type>session</type><listen>unix:path=/tmp/inputsim-os-Ab12Cd/bus</listen>…"
enum BusConfig {
  static func text(socket: String) -> String {
    """
    <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
     "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
    <busconfig>
      <type>session</type>
      <listen>unix:path=\(socket)</listen>
      <auth>EXTERNAL</auth>
      <policy context="default">
        <allow send_destination="*" eavesdrop="true"/>
        <allow eavesdrop="true"/>
        <allow own="*"/>
      </policy>
    </busconfig>

    """
  }
}
