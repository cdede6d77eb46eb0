import InputModel

/// What `BrowserExpectations` checks a scenario's assertions against: a page being typed into,
/// one step at a time, by Chromium's synthetic IME (`BrowserSession`) or by a real OS input
/// method (`OSInputStack`'s session). Both report the same per-step records and field pattern.
///
///     BrowserSession           browserName "Chromium",  keyboard: the scenario's model keyboard
///     OSBrowserSession         browserName "Firefox (OS input)", keyboard: fcitx5's engine, unseen
public protocol BrowserReplaySession: AnyObject {
  /// The browser in messages: `Chromium`, `Firefox (OS input)`.
  var browserName: String { get }
  /// The `explain` options that show this replay's DOM events: `--browser chromium`.
  var explainOptions: String { get }
  /// The field as the browser shows it, with the composition.
  var fieldPattern: FieldPattern { get }
  /// The marked text, `nil` when nothing is marked.
  var markedText: String? { get }
  /// The page's value (`window.inputsimBinding()`), `nil` when the page does not expose it.
  var binding: String? { get }
  /// One record per performed step.
  var steps: [BrowserStepRecord] { get }
  /// Whether each change the page reports is one `expect onchange` (see `BrowserSession`).
  var changesPerWrite: Bool { get }
  /// Whether the page reports its changes and submits (`window.inputsimEvents`).
  var reportsAppEvents: Bool { get }
  /// Whether this replay checks `lost-input` at the end of each step.
  var checksLostInput: Bool { get }
  /// The IME's composition buffer, `nil` when the IME is not ours to read (an OS input method).
  var compositionBuffer: String? { get }
  /// The candidate window, `nil` when the IME is not ours to read.
  var candidates: [String]? { get }
  /// The invariants this replay can see by itself; `expect violation` of another skips.
  var evaluableViolations: Set<InvariantID> { get }
  /// Performs one step (see `BrowserSession.perform`).
  func perform(_ step: SessionStep) throws(BrowserStepError)
}

extension BrowserSession: BrowserReplaySession {
  public var browserName: String { "Chromium" }
  public var explainOptions: String { "--browser chromium" }
  public var reportsAppEvents: Bool { client.field.reportsAppEvents }
  public var compositionBuffer: String? { keyboard.compositionBuffer }
  public var candidates: [String]? { keyboard.candidates }
  public var evaluableViolations: Set<InvariantID> { BrowserExpectations.evaluable }
}
