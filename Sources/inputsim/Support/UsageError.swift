/// A command line that cannot be run as given. Printed as `inputsim: error: …`, exit status 2.
struct UsageError: Error, Equatable {
  var message: String
  /// The subcommand whose help explains the fix, if any.
  var helpTopic: String?

  init(_ message: String, helpTopic: String? = nil) {
    self.message = message
    self.helpTopic = helpTopic
  }
}
