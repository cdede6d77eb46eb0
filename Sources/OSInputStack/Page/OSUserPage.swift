import Foundation

/// The user's own page for `--page FILE` with `--input os`: a local HTML file the page server
/// serves (from its directory, so its scripts and styles load beside it) with the recorder put
/// in, as the reference pages are. The page contract is Chromium's (docs/browser.md): the field
/// is `selector`, or the first enabled, writable text input, textarea or contenteditable
/// element.
///
///     try OSUserPage(path: "app/form.html", selector: "#name")
///       →  directory "/home/me/app", file "form.html", served as http://127.0.0.1:PORT/pages/form.html
///     try OSUserPage(path: "https://example.com", selector: nil)   →  .setup: a file, not a URL
public struct OSUserPage: Equatable, Sendable {
  /// The directory served under `/pages/`.
  public let directory: String
  /// The page's file name in it.
  public let file: String
  /// `--field`, or `nil` for the default rule.
  public let selector: String?

  /// - Throws: `OSInputError.setup` for a URL (the page server serves files: the recorder is
  ///   put into the page as it is served), a path that is not valid UTF-8 (a URL carries
  ///   UTF-8), a missing file or a directory.
  public init(path: String, selector: String?) throws(OSInputError) {
    let operation = "serving --page \(path)"
    if path.contains("://") || path.hasPrefix("data:") {
      throw .setup(
        operation: operation,
        reason:
          "with --input os the page is a local file that inputsim serves with its recorder put in; "
          + "save the page (and what it loads) to a folder and give its path")
    }
    if path.unicodeScalars.contains("\u{FFFD}") {
      throw .setup(
        operation: operation, reason: "the path is not valid UTF-8; rename the file or its folder")
    }
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
      throw .setup(operation: operation, reason: "no such file")
    }
    guard !isDirectory.boolValue else {
      throw .setup(operation: operation, reason: "a directory, not an HTML file")
    }
    let url = URL(fileURLWithPath: absolute)
    directory = url.deletingLastPathComponent().path
    file = url.lastPathComponent
    self.selector = selector
  }
}
