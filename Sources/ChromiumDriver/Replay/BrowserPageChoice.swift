import InputModel

/// Which page a scenario runs against: the bundled reference page of its bridge (with its
/// transform and a submit guard other than the default as the query), or the user's own page,
/// which is the app.
///
///     .reference                          use bridge=naive, transform max-length=2
///                                         → naive.html?transform=max-length%3D2
///     .reference                          use bridge=guarded submit-guard=none
///                                         → guarded.html?submit-guard=none
///     .user(url: "file:///app/form.html", selector: "#name")
public enum BrowserPageChoice: Equatable, Sendable {
  case reference
  case user(url: String, selector: String?)

  /// The URL for `scenario`, or why it cannot run there (a skip reason).
  public func url(for scenario: Scenario) throws(ChromiumError) -> Result<String, BrowserSkip> {
    switch self {
    case .user(let url, _):
      return .success(url)
    case .reference:
      let bridge = scenario.settings.bridge.rawValue
      guard scenario.transforms.count <= 1 else {
        return .failure(
          BrowserSkip(
            "the reference pages apply one transform; this scenario has \(scenario.transforms.count)"))
      }
      let transform = scenario.transforms.first
      if let transform, transform.reads != nil || transform.runs != nil {
        return .failure(BrowserSkip("the reference pages' transforms take no reads=/runs= options"))
      }
      let spelling = transform.map { String($0.description.split(separator: " ").first ?? "") }
      // The default guard is the form's own submission; another is the app's keydown handler.
      let guardSpelling = scenario.settings.submitGuard
      guard
        let url = try ReferencePages.url(
          bridge: bridge, transform: spelling, deferred: transform?.deferred ?? false,
          submitGuard: guardSpelling == .compositionAware ? nil : guardSpelling.rawValue)
      else {
        return .failure(
          BrowserSkip("bridge \(bridge) has no reference page (it is a native-platform bridge)"))
      }
      return .success(url)
    }
  }

  public var selector: String? {
    if case .user(_, let selector) = self { return selector }
    return nil
  }

  public var isUserPage: Bool { self != .reference }
}

/// Why a scenario is not replayed in the browser: reported as SKIPPED with this reason,
/// never as passed.
public struct BrowserSkip: Error, Equatable, Sendable, CustomStringConvertible {
  public var reason: String
  public init(_ reason: String) { self.reason = reason }
  public var description: String { reason }

  /// The rules that are the OS IME's, not the browser's: what the keyboard does when the page
  /// assigns under its composition, which key events it sends around a confirming Enter, and
  /// whether it drops its composition on blur. The replay's keyboard follows any value of them.
  public static let osIMERules: [PlatformRule] = [.imeOnAssign, .enterCommit, .enterOrder, .blurComposition]

  /// The reason `scenario` cannot run in Chromium at all, or `nil`. `userPage` relaxes the
  /// app-side settings (bridge, transforms, submit guard, handlers): the page is the app.
  ///
  ///     use platform=uikit            → "platform uikit is not a browser"
  ///     use platform=web-safari       → "platform web-safari is Safari's rules; Chromium is Chrome"
  ///     component search              → "the search component has no page"
  ///     key tab                       → "`key tab` moves the focus out of the field in a browser; …"
  ///
  /// `osInput`: the replay types through a real OS input method, whose own rules the scenario
  /// states as expectations, so `enter-order=keydown-unflagged-first` (a race in the real
  /// stack) is replayed, not skipped.
  public static func reason(for scenario: Scenario, userPage: Bool, osInput: Bool = false) -> BrowserSkip? {
    let settings = scenario.settings
    switch settings.platform {
    case .web: break
    case .webSafari:
      return BrowserSkip(
        "platform web-safari follows Safari's event order; the replay measures the browser's own")
    default:
      return BrowserSkip("platform \(settings.platform.rawValue) is not a browser")
    }
    // A rule spelled out with the value `web` has (as the report scenarios spell every rule)
    // changes nothing; a different value asks for a browser other than the one measured.
    let family = settings.ime.family
    for (key, value) in settings.platformOverrides.sorted(by: { $0.key < $1.key }) {
      guard let rule = PlatformRule(rawValue: key), !BrowserSkip.osIMERules.contains(rule),
        rule.value(in: .web, family: family) != value
      else { continue }
      return BrowserSkip(
        "`\(key)=\(value)` is not what Chromium does (`\(rule.value(in: .web, family: family))`); "
          + "only the OS IME's rules (\(BrowserSkip.osIMERules.map(\.rawValue).joined(separator: ", "))) can differ"
      )
    }
    if !osInput && !ComposingEnter.isReproducible(settings.platformProfile.enterOrder) {
      return BrowserSkip(
        "`enter-order=keydown-unflagged-first` is a keydown Chromium sends before it flags the open "
          + "composition (Fcitx on Linux); no order of IME calls reproduces that race")
    }
    if scenario.suggestionMenu != nil || scenario.search != nil || scenario.viewport != nil {
      return BrowserSkip("the scenario's component (suggestions, search or viewport) has no page")
    }
    if scenario.steps.contains(where: { step in
      if case .perform(.key(.tab, _)) = step.kind { return true }
      return false
    }) {
      // Tab is focus traversal in a browser: the focus leaves the input and the keys after it
      // reach no field. The model has no focus order and gives Tab to the field.
      return BrowserSkip(
        "`key tab` moves the focus out of the field in a browser; the model keeps it in the field")
    }
    if settings.settle == .manual {
      return BrowserSkip("settle=manual holds the app's render passes; a page runs its own event loop")
    }
    guard !userPage else { return nil }
    if settings.appHandlers != AppHandlerOptions() {
      return BrowserSkip(
        "the reference pages implement the default app handlers only (onchange=, handler-reads=, …)")
    }
    return nil
  }
}
