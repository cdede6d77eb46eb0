/// How a platform delivers the Enter key that commits marked text.
public enum EnterKeyOrder: String, Hashable, Sendable, CaseIterable {
  /// The keyboard consumes the Enter; the app sees no return key (UIKit, AppKit, Android).
  case imeConsumes = "ime-consumes"
  /// The app sees the key down first, flagged as composing, then the composition end
  /// (web: `keydown` with `isComposing == true`, then `compositionend`).
  case keyDownFirst = "keydown-first"
  /// The composition ends first, then the app sees a key down that is no longer flagged as
  /// composing (Safari).
  case compositionEndFirst = "composition-end-first"
  /// The app sees the key down first, *not* flagged as composing (keyCode 229 only), then
  /// the composition ends: a handler that checks `isComposing` alone submits the text
  /// without the part being committed (yomidevs/yomitan#2082: Fcitx + Mozc in Firefox and
  /// Chromium; fathah/hermes-desktop#546: Korean in Electron on macOS).
  ///
  ///     "検索[ご|]" Enter, naive guard  →  submits "検索" (the binding before the commit)
  ///
  /// A race, when the scenario states its timing (`use key-interval-ms=N`): it happens only
  /// when the Enter follows the key that began the composition by less than
  /// `raceWindowMilliseconds`; otherwise the Enter is flagged, as `keydown-first`. A scenario
  /// without `key-interval-ms` gets the race at every committing Enter, as reported.
  ///
  ///     key-interval-ms=4:   type a, key enter  →  unflagged keydown, then the commit
  ///     key-interval-ms=250: type a, key enter  →  keydown flagged composing, then the commit
  case keyDownUnflaggedFirst = "keydown-unflagged-first"

  /// How close an Enter must follow the key that began a composition to outrun the input
  /// method's answer to it: the report's 4 ms race happens, 15 ms never does (issue 27).
  public static let raceWindowMilliseconds = 10

  /// Whether an Enter under `keydown-unflagged-first` outruns the input method: always when
  /// no interval is stated, else only within the race window of the key that began the
  /// composition.
  ///
  ///     enterOutruns(keyIntervalMilliseconds: nil, previousKeyBeganComposition: false)  // true
  ///     enterOutruns(keyIntervalMilliseconds: 4, previousKeyBeganComposition: true)     // true
  ///     enterOutruns(keyIntervalMilliseconds: 4, previousKeyBeganComposition: false)    // false
  ///     enterOutruns(keyIntervalMilliseconds: 250, previousKeyBeganComposition: true)   // false
  public static func enterOutruns(keyIntervalMilliseconds: Int?, previousKeyBeganComposition: Bool) -> Bool {
    guard let interval = keyIntervalMilliseconds else { return true }
    return previousKeyBeganComposition && interval < raceWindowMilliseconds
  }
}
