import InputModel

/// The field as the browser shows it after a step: its value, its selection in UTF-16 offsets
/// (`selectionStart`/`selectionEnd`, or the DOM selection for `contenteditable`), and the
/// events the step caused.
///
///     "かん|" with the composition か→かん:
///     ChromiumFieldState(text: "かん", selectedRange: {2, 0}, events: [compositionupdate …, input …])
public struct ChromiumFieldState: Equatable, Sendable {
  public var text: String
  public var selectedRange: UTF16Range
  public var events: [DOMEvent]
  /// The page's binding (`window.inputsimBinding()`), `nil` when the page has no contract.
  public var binding: String?
  /// The page's reported changes and submits (`window.inputsimEvents`), since the last read.
  public var appEvents: [PageAppEvent]

  public init(
    text: String, selectedRange: UTF16Range, events: [DOMEvent] = [], binding: String? = nil,
    appEvents: [PageAppEvent] = []
  ) {
    self.text = text
    self.selectedRange = selectedRange
    self.events = events
    self.binding = binding
    self.appEvents = appEvents
  }
}

/// An entry of the page's `window.inputsimEvents`: a change of the app's value or a submit.
///
///     {kind: "change", old: "か", new: "かん"}  →  .change(old: "か", new: "かん")
///     {kind: "submit", text: "漢字"}           →  .submit("漢字")
public enum PageAppEvent: Equatable, Sendable {
  case change(old: String, new: String)
  case submit(String)
}
