import Foundation

/// The bundled reference pages, one per web-relevant bridge, each a plain-JavaScript app that
/// honours the page contract. A transform is a query on the bridge's page, so every bridge
/// combines with every transform as in a scenario, and the app's submit guard is a query too
/// (without one, the form's own Enter submits, which in Chrome is composition-aware):
///
///     ReferencePages.url(bridge: "naive", transform: "max-length=2", deferred: false)
///     // file:///…/inputsim_ChromiumDriver.resources/Pages/naive.html?transform=max-length%3D2
///     ReferencePages.url(bridge: "guarded", transform: nil, deferred: false, submitGuard: "none")
///     // file:///…/Pages/guarded.html?submit-guard=none
///
/// The pages are found without `Bundle.module` (whose accessor traps when the resource
/// bundle is missing): next to the running executable, else in `INPUTSIM_PAGES`.
public enum ReferencePages {
  /// The bridges that have a page; a scenario with another bridge is skipped with a reason.
  public static let bridges = webBridges + ["swiftui13"]
  /// The web bridges, whose pages are what web apps do (`conform --fuzz` draws from them).
  /// `swiftui13` is a native bridge whose update timing is written as a page only to replay
  /// the bundled scenario that runs it under the web rules (docs/browser.md says where its
  /// page and the model part).
  public static let webBridges = ["naive", "controlled-late", "guarded"]
  /// The transforms the pages implement (`transform` lines of scenarios).
  public static let transforms = ["max-length", "uppercase", "digits-only"]

  /// The submit guards the pages' keydown handler implements (`use submit-guard=`).
  public static let submitGuards = ["none", "naive", "composition-aware"]

  /// The `file://` URL of the page for `bridge` with `transform` and the app's keydown
  /// `submitGuard` (`nil`: the form submits), or `nil` when the bridge has no page.
  public static func url(bridge: String, transform: String?, deferred: Bool, submitGuard: String? = nil)
    throws(ChromiumError) -> String?
  {
    guard bridges.contains(bridge) else { return nil }
    let page = try directory() + "/\(bridge).html"
    var query: [String] = []
    if let transform {
      let encoded = transform.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(["-"])) ?? ""
      query.append("transform=\(encoded)")
    }
    if deferred { query.append("deferred") }
    if let submitGuard { query.append("submit-guard=\(submitGuard)") }
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
