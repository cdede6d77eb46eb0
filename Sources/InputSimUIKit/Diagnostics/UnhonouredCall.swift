import InputModel

/// A UIKit call the shim could not carry out as UIKit would. Never dropped: the call is noted
/// in the step's trace (`explain` shows it) and `ScenarioResult.failingUnhonouredCalls(of:)`
/// turns the first one into the scenario's failure, at the step during which it was made.
///
///     selectedRange = {9, 0} on "わた"  →  "shim cannot honour selectedRange = {9, 0} (NoteEditor.swift:31): …"
public struct UnhonouredCall: Equatable, Sendable {
  /// The call as the wrapper spelled it (`selectedTextRange = …`, `addTarget(_:action:for:)`).
  public var call: String
  /// `File.swift:LINE` of the wrapper's code that made it, when debug information says.
  public var site: String?
  /// Why it cannot be honoured, and what to do instead.
  public var reason: String

  public init(call: String, site: String?, reason: String) {
    self.call = call
    self.site = site
    self.reason = reason
  }

  /// The prefix of the trace note that carries one.
  static let notePrefix = "shim cannot honour "

  /// The trace note: `shim cannot honour CALL (SITE): REASON`.
  var note: String {
    Self.notePrefix + call + (site.map { " (\($0))" } ?? "") + ": " + reason
  }

  /// Notes the call in the current step's trace, where the scenario's result finds it.
  /// - Parameter locate: whether to read the call stack for the wrapper's line (a fraction of a
  ///   second: callers stop after the first few, which are the ones a failure names).
  static func record(_ call: String, reason: String, context: BridgeContext?, locate: Bool = true) {
    guard let context else { return }
    context.note(
      UnhonouredCall(call: call, site: locate ? WrapperCallSite.capture() : nil, reason: reason).note)
  }

  /// Notes a call whose site was found earlier (a selector is added in one place, sent later).
  static func record(_ call: String, site: String?, reason: String, context: BridgeContext?) {
    guard let context else { return }
    context.note(UnhonouredCall(call: call, site: site, reason: reason).note)
  }
}
