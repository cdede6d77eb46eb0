import ChildProcesses
import Foundation

/// The stack's private directory: HOME (fcitx5's profile, Mozc's profile), the runtime
/// directory, the bus's socket and config, each program's log, each browser's profile and
/// `TMPDIR`, so nothing the stack writes lands elsewhere. Owned by the stack's user, removed
/// when the stack stops.
///
///     /tmp/inputsim-os-Ab12Cd/            mode 0700
///       home/.config/fcitx5/profile       the engines (`FcitxProfile`)
///       home/.mozc/config1.db             Mozc's repeatable settings (`MozcConfig`)
///       runtime/  tmp/  bus.conf  bus
///       xvfb.log  dbus.log  fcitx5.log  browser-1.log  profile-1/
struct StackDirectory: Hashable, Sendable {
  let path: String
  let account: ChildAccount?

  var home: String { path + "/home" }
  var runtime: String { path + "/runtime" }
  var temporary: String { path + "/tmp" }
  var busConfig: String { path + "/bus.conf" }
  var busSocket: String { path + "/bus" }
  func log(_ name: String) -> String { path + "/\(name).log" }

  /// Makes the directory in `/tmp` (another user could not reach a root-only `$TMPDIR`),
  /// else in `$TMPDIR`, with its `home`, `runtime` and `tmp`.
  static func create(account: ChildAccount?) throws(OSInputError) -> StackDirectory {
    let configured = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil }
    let base = account == nil ? (configured ?? "/tmp") : "/tmp"
    var template = Array("\(base)/inputsim-os-XXXXXX".utf8CString)
    let created = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkdtemp($0) != nil } ?? false
    }
    guard created else {
      throw .setup(operation: "mkdtemp in \(base)", reason: String(cString: strerror(errno)))
    }
    let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    let directory = StackDirectory(path: path, account: account)
    do {
      for sub in ["home", "runtime", "tmp"] { try directory.makeDirectory(sub) }
    } catch {
      directory.remove()
      throw error
    }
    try directory.giveToAccount(path)
    return directory
  }

  /// Makes `relative` (and its parents) inside the directory, owned by the stack's user.
  func makeDirectory(_ relative: String) throws(OSInputError) {
    var current = path
    for component in relative.split(separator: "/") {
      current += "/" + component
      if FileManager.default.fileExists(atPath: current) { continue }
      guard mkdir(current, 0o700) == 0 else {
        throw .setup(operation: "mkdir \(current)", reason: String(cString: strerror(errno)))
      }
      try giveToAccount(current)
    }
  }

  /// Writes `bytes` to `relative`, making its directory; the file is the stack user's.
  func write(_ bytes: [UInt8], to relative: String) throws(OSInputError) {
    let parent = (relative as NSString).deletingLastPathComponent
    if !parent.isEmpty { try makeDirectory(parent) }
    let file = path + "/" + relative
    do {
      try Data(bytes).write(to: URL(fileURLWithPath: file))
    } catch {
      throw .setup(operation: "writing \(file)", reason: "\(error)")
    }
    try giveToAccount(file)
  }

  func write(_ text: String, to relative: String) throws(OSInputError) {
    try write(Array(text.utf8), to: relative)
  }

  private func giveToAccount(_ file: String) throws(OSInputError) {
    guard let account, !account.give(file) else { return }
    throw .setup(operation: "chown \(file)", reason: String(cString: strerror(errno)))
  }

  /// The last lines a program wrote to its log, for error messages.
  func logTail(_ name: String, byteCount: Int = 1500) -> String {
    guard let data = FileManager.default.contents(atPath: log(name)) else { return "" }
    return String(decoding: data.suffix(byteCount), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
