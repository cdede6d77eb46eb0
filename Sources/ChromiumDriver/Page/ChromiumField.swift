import InputModel

/// The text field of a page, with the driver's event recorder installed: reads its state and
/// the DOM events each step caused.
///
///     let field = try ChromiumField(page: page)            // the first input, textarea or editable
///     try page.send("Input.insertText", ["text": .string("a")])
///     try field.readState()   // text "a", selection {1, 0}, events [beforeinput …, input …]
public final class ChromiumField {
  public let page: ChromiumPage
  public let selector: String
  /// Whether the page exposes `window.inputsimBinding()` and `window.inputsimEvents`.
  public private(set) var hasBinding = false
  public private(set) var reportsAppEvents = false

  /// Finds the field by `selector` (the default picks the first input, textarea or
  /// contenteditable element), installs the recorder and focuses the field.
  public init(page: ChromiumPage, selector: String? = nil) throws(ChromiumError) {
    self.page = page
    self.selector = selector ?? FieldScripts.defaultSelector
    let installed = try page.evaluate(FieldScripts.install(selector: self.selector))
    guard installed["found"]?.boolValue == true else {
      throw .fieldNotFound(selector: selector ?? "input, textarea, [contenteditable]")
    }
  }

  /// The field now, and the events since the previous read (which this read consumes).
  /// `settled` first lets the page's pending `setTimeout(…, 0)` work run.
  public func readState(settled: Bool = true) throws(ChromiumError) -> ChromiumFieldState {
    let value = try page.evaluate(FieldScripts.readState(settled: settled))
    guard let text = value["text"]?.stringValue else {
      throw .pageScriptFailed("the field's recorder is gone (did the page navigate away?)")
    }
    let start = value["start"]?.intValue ?? 0
    let end = value["end"]?.intValue ?? start
    hasBinding = value["binding"]?.stringValue != nil
    reportsAppEvents = value["app"]?.arrayValue != nil
    return ChromiumFieldState(
      text: text, selectedRange: UTF16Range(location: start, length: max(0, end - start)),
      events: (value["events"]?.arrayValue ?? []).map(DOMEvent.init(json:)),
      binding: value["binding"]?.stringValue,
      appEvents: (value["app"]?.arrayValue ?? []).compactMap(PageAppEvent.init(json:)))
  }
}

extension PageAppEvent {
  /// An entry of `window.inputsimEvents`; entries of another shape are ignored.
  init?(json: JSONValue) {
    switch json["kind"]?.stringValue {
    case "change":
      self = .change(old: json["old"]?.stringValue ?? "", new: json["new"]?.stringValue ?? "")
    case "submit":
      self = .submit(json["text"]?.stringValue ?? "")
    default:
      return nil
    }
  }
}
