import Foundation

/// The bundled reference pages, one per web-relevant bridge, each a plain-JavaScript app that
/// honours the page contract. A transform is a query on the bridge's page, so every bridge
/// combines with every transform as in a scenario:
///
///     ReferencePages.url(bridge: "naive", transform: "max-length=2", deferred: false)
///     // file:///…/inputsim_ChromiumDriver.resources/Pages/naive.html?transform=max-length%3D2
///
/// The pages are found without `Bundle.module` (whose accessor traps when the resource
/// bundle is missing): next to the running executable, else in `INPUTSIM_PAGES`.
public enum ReferencePages {
  /// The bridges that have a page; a scenario with another bridge is skipped with a reason.
  public static let bridges = ["naive", "controlled-late", "guarded"]
  /// The transforms the pages implement (`transform` lines of scenarios).
  public static let transforms = ["max-length", "uppercase", "digits-only"]

  /// The `file://` URL of the page for `bridge` with `transform`, or `nil` when the bridge
  /// has no page.
  public static func url(bridge: String, transform: String?, deferred: Bool) throws(ChromiumError) -> String?
  {
    guard bridges.contains(bridge) else { return nil }
    let page = try directory() + "/\(bridge).html"
    var query: [String] = []
    if let transform {
      let encoded = transform.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(["-"])) ?? ""
      query.append("transform=\(encoded)")
    }
    if deferred { query.append("deferred") }
    return "file://" + page + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
  }

  /// The directory holding the pages.
  public static func directory() throws(ChromiumError) -> String {
    var candidates: [String] = []
    if let configured = ProcessInfo.processInfo.environment["INPUTSIM_PAGES"], !configured.isEmpty {
      candidates.append(configured)
    }
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var folder = executable.deletingLastPathComponent()
    // Test bundles live one or two levels below the build directory that holds the resources.
    for _ in 0..<4 {
      candidates.append(folder.path + "/inputsim_ChromiumDriver.resources/Pages")
      candidates.append(folder.path + "/inputsim_ChromiumDriver.bundle/Pages")
      folder = folder.deletingLastPathComponent()
    }
    for candidate in candidates where FileManager.default.fileExists(atPath: candidate + "/app.js") {
      return candidate
    }
    throw .referencePagesMissing(searched: candidates.first ?? "")
  }
}
