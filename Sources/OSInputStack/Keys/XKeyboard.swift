internal import CXTest
import ChildProcesses

#if canImport(Glibc)
  import Glibc
#endif

/// A connection to the stack's X server that types keys through the XTEST extension (real key
/// events: the X server sends them to the focused window, whose GTK input module passes them to
/// fcitx5) and finds and focuses the browser's window (no window manager runs).
///
///     let keyboard = try XKeyboard(display: ":7")
///     try keyboard.type(XKey(typed: "k")!)     // press and release, synced with the server
///
/// Close it before the X server ends: Xlib ends the process when its server goes away under an
/// open connection. When that happens anyway (an interrupt's handler ended the stack while a
/// key was being typed, or the server died), `serverGone` decides how the process ends.
final class XKeyboard {
  private var connection: OpaquePointer?

  init(display: String) throws(OSInputError) {
    guard let connection = cxtest_open(display, Self.serverGone) else {
      throw .key("cannot open the X display \(display)")
    }
    guard cxtest_has_xtest(connection) != 0 else {
      cxtest_close(connection)
      throw .key("the X server \(display) has no XTEST extension")
    }
    self.connection = connection
  }

  deinit { close() }

  /// Xlib's handler for a server gone under an open connection, which must not return: while
  /// an interrupt is being handled, wait for its handler to end the process (128 + the signal,
  /// with the stack's directory removed); otherwise exit 2 with a message.
  ///
  ///     SIGTERM during a key → the handler ends Xvfb → serverGone waits → exit 143, nothing left
  private static let serverGone: @convention(c) (OpaquePointer?) -> Int32 = { _ in
    let message = "inputsim: error: the stack's X server went away during a key\n"
    if !ChildInterrupts.isInterrupted { _ = message.withCString { write(2, $0, strlen($0)) } }
    ChildInterrupts.exit(status: 2)
  }

  /// Closes the connection; later calls fail with `.key`. Harmless when already closed.
  func close() {
    if let connection { cxtest_close(connection) }
    connection = nil
  }

  private func open() throws(OSInputError) -> OpaquePointer {
    guard let connection else { throw .key("the connection to the X server is closed") }
    return connection
  }

  /// The keycode of `keysym` and whether the keymap needs Shift for it.
  private func code(for keysym: UInt) throws(OSInputError) -> (keycode: UInt32, shift: Bool) {
    let connection = try open()
    let keycode = cxtest_keycode(connection, keysym)
    guard keycode != 0 else {
      throw .key("no key of the X keymap types keysym 0x\(String(keysym, radix: 16))")
    }
    let plain = cxtest_keysym_at(connection, keycode, 0)
    return (keycode, plain != keysym && cxtest_keysym_at(connection, keycode, 1) == keysym)
  }

  /// Presses and releases `key` (with Shift around it when needed); each event is synced with
  /// the server before the next.
  func type(_ key: XKey) throws(OSInputError) {
    try press(key)
    try release(key)
  }

  /// Presses `key` (and Shift first, when needed) without releasing it.
  func press(_ key: XKey) throws(OSInputError) {
    let connection = try open()
    let (keycode, needsShift) = try code(for: key.keysym)
    if key.shift || needsShift { cxtest_key(connection, try code(for: XKey.shiftKeysym).keycode, 1) }
    cxtest_key(connection, keycode, 1)
  }

  /// Releases `key` (and Shift after it, when it was held).
  func release(_ key: XKey) throws(OSInputError) {
    let connection = try open()
    let (keycode, needsShift) = try code(for: key.keysym)
    cxtest_key(connection, keycode, 0)
    if key.shift || needsShift { cxtest_key(connection, try code(for: XKey.shiftKeysym).keycode, 0) }
  }

  /// The mapped application windows (children of the root that are viewable and not
  /// override-redirect) and their titles.
  func applicationWindows() -> [(window: UInt, title: String)] {
    guard let connection else { return [] }
    var windows = [UInt](repeating: 0, count: 512)
    let count = Int(cxtest_top_windows(connection, &windows, Int32(windows.count)))
    var result: [(UInt, String)] = []
    var title = [CChar](repeating: 0, count: 1024)
    for window in windows.prefix(min(count, windows.count))
    where cxtest_is_app_window(connection, window) != 0 {
      _ = cxtest_window_title(connection, window, &title, Int32(title.count))
      result.append(
        (window, String(decoding: title.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))
    }
    return result
  }

  /// Takes the keyboard focus from every window: the browser's input method context gets a
  /// focus-out (fcitx5 ends its engine's composition there), as when a person switches windows.
  func unfocus() {
    guard let connection else { return }
    cxtest_unfocus(connection)
  }

  /// Gives `window` the keyboard focus.
  func focus(_ window: UInt) {
    guard let connection else { return }
    cxtest_focus(connection, window)
  }
}
