/// How the app's own handlers (transforms, the suggestion menu in `update=onchange` mode, the
/// search submit) read the text and when their writes land: the choices that make or avoid
/// the stale-onChange bugs (docs/update-cycle.md, "Stale onChange").
///
///     AppHandlerOptions()                                   // today's: param, in the update, iOS 17
///     AppHandlerOptions(onChange: .ios14, reads: .captured) // a `[text]` capture on iOS 14–16:
///                                                           // max-length=5 lets the 6th letter in
///
/// The defaults are the correct app, so a session without options behaves as before.
public struct AppHandlerOptions: Hashable, Sendable {
  /// Which `onChange` overload the app uses, which decides what a closure's captures hold.
  public enum OnChangeForm: String, CaseIterable, Hashable, Sendable {
    /// iOS 17+ `onChange(of:initial:_:)`: the closure of this update runs, so its captures hold
    /// this update's values.
    case ios17
    /// iOS 14–16 `onChange(of:perform:)`: the closure built at the previous render runs, so its
    /// captures hold what that render saw.
    case ios14
  }

  /// Which value a handler bases its action on.
  public enum Reads: String, CaseIterable, Hashable, Sendable {
    /// The `newValue` parameter: the update's value, even if an earlier handler of the same
    /// update has rewritten the text since.
    case param
    /// A captured value (`[text]`, a `let` property, a React closure): the last render's value
    /// under `onchange=ios14`, the update's under `ios17`.
    case captured
    /// The state as it is when the action lands (`self.text` on `@State`, a React ref,
    /// `useEffectEvent`).
    case current
    /// The value at the first render (React `useCallback(fn, [])`, an effect with `[]`).
    case mount
  }

  /// When a handler's write lands.
  public enum Runs: String, CaseIterable, Hashable, Sendable {
    /// Inside the onChange action.
    case inUpdate = "in-update"
    /// On a later main-queue turn (`Task { @MainActor in … }`); the value is computed when the
    /// handler fires, except with `reads=current`, where the task reads the text itself.
    case nextTurn = "next-turn"
    /// Inside the binding's setter the field writes through (a TCA reducer, a
    /// `Binding(get:set:)`, a `didSet`): the rewritten value is stored in place of the key's,
    /// so no update ever sees the key. With a limit, `"abcde"` + f stores `"abcde"` again:
    /// nothing changed, nothing renders, the field keeps `"abcdef"` (TCA#380). Transforms only.
    case inSetter = "in-setter"
  }

  /// Whether a task queued by a step runs before or after the render that step made pending.
  public enum TaskOrder: String, CaseIterable, Hashable, Sendable {
    /// The platform renders first, then takes the next task (the model's default).
    case afterRender = "after-render"
    /// The first queued task runs before the pending render, so its write coalesces with the
    /// step's (a late render: the main thread was busy). A race knob, like `settle=manual`.
    case beforeRender = "before-render"
  }

  public var onChange: OnChangeForm
  public var reads: Reads
  public var runs: Runs
  public var tasks: TaskOrder

  public init(
    onChange: OnChangeForm = .ios17, reads: Reads = .param, runs: Runs = .inUpdate,
    tasks: TaskOrder = .afterRender
  ) {
    self.onChange = onChange
    self.reads = reads
    self.runs = runs
    self.tasks = tasks
  }

  /// True when every choice is the default (the correct app of the model before issue 17).
  public var isDefault: Bool { self == AppHandlerOptions() }
}
