/// Why a scenario could not be set up or a step could not be carried out.
struct ReplayError: Error {
  var message: String
  var hint: String
  var location: ScenarioLocation?

  init(_ message: String, hint: String, at location: ScenarioLocation? = nil) {
    self.message = message
    self.hint = hint
    self.location = location
  }
}
