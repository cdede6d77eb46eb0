/// What a scenario runs on, from its `use` lines: the keyboard, the bridge between field and
/// app state, the platform's rules, whether the field starts focused, and how time passes.
///
///     use ime=flick bridge=swiftui13 platform=uikit
///     → ime .flick, bridge .swiftUI13, platform .uiKit, the rest at their defaults
///
/// The raw values are the words scenario files use.
public struct ScenarioSettings: Equatable, Sendable {
  /// The input method typing into the field. Default `romaji`.
  public enum IME: String, CaseIterable, Hashable, Sendable {
    /// Hardware-keyboard romaji: `type "kyou"` → marked "きょう".
    case romaji
    /// No composition: each typed character is inserted as is.
    case direct
    /// Phone keypad with multi-tap toggling: `type "22"` → marked "き".
    case twelveKey = "12key"
    /// Phone keypad with flick gestures: `flick た` → marked "た".
    case flick
  }

  /// The code between field and app state that decides when each writes to the other.
  /// Default `guarded`.
  public enum Bridge: String, CaseIterable, Hashable, Sendable {
    /// Writes the binding on every change and assigns the binding back whenever they differ.
    case naive
    /// SwiftUI's `TextField` of iOS 13 to 16.
    case swiftUI13 = "swiftui13"
    /// SwiftUI's `TextField` of iOS 17, which ignores a write made during its own update.
    case swiftUI17 = "swiftui17"
    /// A controlled input whose value arrives one event late (React, async state).
    case controlledLate = "controlled-late"
    /// The fix: never assigns while marked text exists; pushes on commit and end of editing.
    case guarded
  }

  /// Whose rules apply when text is assigned during composition, and the like.
  /// Default `uikit`.
  public enum Platform: String, CaseIterable, Hashable, Sendable {
    case uiKit = "uikit"
    case appKit = "appkit"
    case web
    /// Web in Safari: `compositionend` arrives before the Enter `keydown`.
    case webSafari = "web-safari"
    case android
  }

  /// Whether the field has focus when the scenario starts. Default `on`.
  public enum Focus: String, CaseIterable, Hashable, Sendable {
    case on
    case off
  }

  /// When render passes and main-queue turns run. Default `auto`.
  public enum Settle: String, CaseIterable, Hashable, Sendable {
    /// After every step, until idle: a person typing slower than the app.
    case auto
    /// Only on `tick` steps: for races.
    case manual
  }

  /// How the app's submit handler treats the Enter that commits a composition.
  /// Default `composition-aware`.
  public enum SubmitGuard: String, CaseIterable, Hashable, Sendable {
    /// Submits on every return key, even one that confirms a conversion.
    case naive
    /// Ignores the return key while marked text exists.
    case compositionAware = "composition-aware"
  }

  /// A platform rule set in the file (`use focus-loss=commit`), kept as written: the platform
  /// profile validates it and reports problems at `location`.
  public struct PlatformOverride: Hashable, Sendable {
    public var value: String
    /// Where the value starts (its opening quote when quoted).
    public var location: SourceLocation

    public init(value: String, location: SourceLocation) {
      self.value = value
      self.location = location
    }
  }

  public var ime: IME = .romaji
  public var bridge: Bridge = .guarded
  public var platform: Platform = .uiKit
  public var focus: Focus = .on
  public var settle: Settle = .auto
  public var submitGuard: SubmitGuard = .compositionAware
  /// Platform rules overridden by the file, by key (`assign-during-composition`, …).
  public var platformOverrides: [String: PlatformOverride] = [:]

  /// The defaults: romaji, guarded bridge, UIKit, focused, settling automatically.
  public init() {}
}
