import Testing

@testable import InputModel
@testable import InputSimRime

/// The pinyin keyboard in whole sessions: what blur does to its letters per platform, and the
/// fuzzer on pinyin.
@Suite("pinyin in sessions: blur-composition and fuzzing")
struct PinyinSessionTests {
  static func session(platform: PlatformProfile) throws -> Session {
    Session(inputMethod: try InputMethodKind.pinyin.start(), bridge: GuardedBridge(), platform: platform)
  }

  static func with(_ profile: PlatformProfile, _ rule: PlatformRule, _ value: String) -> PlatformProfile {
    var profile = profile
    #expect(rule.apply(value, to: &profile))
    return profile
  }

  @Test("blur-composition=discard: pinyin letters vanish on blur (web-safari)")
  func pinyinBlurDiscards() throws {
    let session = try Self.session(platform: .webSafari)
    try session.perform(.type("nihao"))
    try session.perform(.blur)
    #expect(session.field.text == "")
    #expect(session.binding == "")
  }

  @Test("blur-composition=commit: the same letters stay as typed")
  func pinyinBlurCommits() throws {
    let platform = Self.with(.webSafari, .blurComposition, "commit")
    let session = try Self.session(platform: platform)
    try session.perform(.type("nihao"))
    try session.perform(.blur)
    #expect(session.field.text == "ni hao")
    #expect(session.binding == "ni hao")
  }

  @Test("pinyin under naive on the web: a failure is found and shrunk to a few steps")
  func pinyinNaive() throws {
    let report = Fuzzer(
      FuzzConfiguration(
        seed: 1, runs: 30, inputMethods: [.pinyin], bridges: [.builtIn(.naive)], platforms: [.web],
        settleMode: .auto, variesTransforms: false)
    ).run()
    let failure = try #require(report.failures.first)
    #expect(failure.steps.count <= 4)
    #expect(failure.scenarioText.contains("use ime=pinyin"))
  }
}
