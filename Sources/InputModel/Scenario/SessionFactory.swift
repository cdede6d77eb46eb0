/// Builds the session a scenario's header asks for.
enum SessionFactory {
  static func make(
    for scenario: Scenario, runner: ScenarioRunner, components: inout SessionComponents
  ) throws(ReplayError) -> Session {
    let settings = scenario.settings
    var platform = settings.platform.profile
    for (key, override) in settings.platformOverrides.sorted(by: { $0.key < $1.key }) {
      guard let rule = PlatformRule(rawValue: key), rule.apply(override.value, to: &platform) else {
        throw ReplayError(
          "unknown platform rule '\(key)=\(override.value)'",
          hint: "allowed rules: \(PlatformRule.allCases.map(\.rawValue).joined(separator: ", "))",
          at: override.location)
      }
    }
    let transforms = scenario.transforms.map(\.appTransform)
    let session = Session(
      inputMethod: settings.ime.make(dictionary: runner.dictionary), bridge: settings.bridge.make(),
      platform: platform, transforms: transforms, submitGuard: settings.submitGuard,
      settleMode: settings.settle, focused: settings.focus == .on)
    try components.attach(to: session, scenario: scenario, baseDirectory: runner.baseDirectory)
    return session
  }
}
