import InputModel

/// What one step did in the browser: its DOM events, the page's change of its value
/// (coalesced over the step), its submits, the violations the browser showed, and the field
/// after it.
///
///     type wa on naive.html → domEvents [keydown Process, compositionstart, …],
///                             change "" -> "わ", violations [], after "[わ|]"
public struct BrowserStepRecord: Equatable, Sendable {
  public var step: SessionStep
  public var domEvents: [DOMEvent] = []
  /// The page's value before and after the step, when it changed (`inputsimEvents` or
  /// `inputsimBinding()`): one record per step, as the model's render pass coalesces writes.
  public var change: OnChangeRecord?
  /// The page's value changes `expect onchange` consumes: each write the page reports (its
  /// `change` entries) where the model fires `onChange` at each write (`web`'s
  /// `render-timing=per-event`), else `change` alone.
  ///
  ///     type "d" on naive.html?transform=uppercase → changes ["" -> "d", "d" -> "D"], change "" -> "D"
  public var changes: [OnChangeRecord] = []
  public var submits: [String] = []
  public var violations: [InvariantID] = []
  public var after = FieldPattern(text: "", selectedRange: .caret(at: 0))
  /// The page's value after the step (`window.inputsimBinding()`), `nil` when not exposed.
  public var binding: String?
  /// The keyboard's composition buffer after the step.
  public var compositionBuffer = ""
  /// `false` for a key step typed on the scenario's clock (`use key-interval-ms=N`) straight
  /// into the next key step: the page is read once, after the run's last step, so `after`,
  /// `binding` and the events of the whole run are that step's.
  public var isRead = true

  public init(step: SessionStep) {
    self.step = step
  }
}

/// Why a step could not be replayed in the browser.
public enum BrowserStepError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The browser cannot express the step (a component, a render pass, a page without a hook):
  /// the scenario is skipped with this reason.
  case unsupported(String)
  /// The keyboard refused the step, as it would in the model.
  case inputMethod(InputMethodError)
  /// The browser failed (crashed, hung, the page threw).
  case browser(ChromiumError)
  /// Another driver's browser or input stack failed (`OSInputStack`): its message.
  case driver(String)

  public var description: String {
    switch self {
    case .unsupported(let reason): reason
    case .inputMethod(let error): error.message
    case .browser(let error): error.description
    case .driver(let message): message
    }
  }
}
