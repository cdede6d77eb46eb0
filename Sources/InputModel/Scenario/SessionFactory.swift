/// Builds the session a scenario's header asks for.
enum SessionFactory {
  static func make(
    for scenario: Scenario, runner: ScenarioRunner, components: inout SessionComponents
  ) throws(ReplayError) -> Session {
    let settings = scenario.settings
    let session = Session(
      inputMethod: settings.ime.make(dictionary: runner.dictionary), bridge: settings.bridge.make(),
      platform: settings.platformProfile, transforms: scenario.transforms, submitGuard: settings.submitGuard,
      settleMode: settings.settle, focused: settings.focus == .on)
    try components.attach(to: session, scenario: scenario, baseDirectory: runner.baseDirectory)
    return session
  }
}
