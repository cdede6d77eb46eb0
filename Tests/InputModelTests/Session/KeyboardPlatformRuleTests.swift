import Testing

@testable import InputModel

/// The per-keyboard platform rules on the Japanese keyboards; the Korean and Chinese pairs
/// are tested with their keyboards (InputSimHangulTests, InputSimRimeTests).
@Suite("per-keyboard platform rules: the Japanese family")
struct KeyboardPlatformRuleTests {
  static func with(_ profile: PlatformProfile, _ rule: PlatformRule, _ value: String) -> PlatformProfile {
    var profile = profile
    #expect(rule.apply(value, to: &profile))
    return profile
  }

  @Test("blur-composition leaves Japanese keyboards to focus-loss")
  func japaneseFollowsFocusLoss() {
    #expect(PlatformProfile.webSafari.focusLoss(for: .japanese) == .commit)
    #expect(Self.with(.webSafari, .focusLoss, "discard").focusLoss(for: .japanese) == .discard)
    #expect(PlatformProfile.uikit.focusLoss(for: .japanese) == .commit)
    #expect(PlatformProfile.uikit.focusLoss(for: .chinese) == .discard)
  }
}
