/// What the store is doing at the moment: which kind of code is running.
///
/// Bridges read it to tell a write made while the store is rendering from one made by a field
/// event; the store uses it to flag state modified during a render.
public enum StorePhase: String, Hashable, Sendable, CaseIterable {
  /// No frame and no task running: code driven from outside (a step, a field event reaching a
  /// bridge, a gesture's action).
  case external
  /// A main-queue task is running (`runTurn`).
  case task
  /// A pass is running `onChange(of:)` handlers.
  case onChange
  /// A pass is calling render callbacks (the bridges' `updateView`).
  case render
}
