/// What one app handler did with an `onChange` firing, next to what it should have done: the
/// values it received, the value it acted on and where that came from, the value current when
/// its action landed, and the two outcomes. `explain` shows it so staleness is visible.
///
///     max-length=5 reads=captured on iOS 14, type "f" after "abcde":
///       handler "transform max-length=5", received ("abcde", "abcdef"), read "abcde" (captured),
///       current "abcdef", did "nothing", should "write \"abcde\""
public struct HandlerFiring: Equatable, Sendable {
  /// The handler, as the store labels it (`transform max-length=5`, `suggestions`, `submit`).
  public var handler: String
  /// The `(old, new)` the handler was called with; `nil` for a submit or a task, which get no
  /// values.
  public var received: OnChangeRecord?
  /// The changes the binding went through since the handler's previous firing, when more than
  /// the one it received (coalesced writes); empty otherwise.
  public var coalesced: [OnChangeRecord]
  /// The value the handler acted on, and where it read it.
  public var read: String
  public var source: AppHandlerOptions.Reads
  /// The value current when the action landed: what it should have acted on.
  public var current: String
  /// What the handler did, and what the same rule does on `current` (equal when it was right).
  public var did: String
  public var should: String

  public init(
    handler: String, received: OnChangeRecord?, coalesced: [OnChangeRecord] = [], read: String,
    source: AppHandlerOptions.Reads, current: String, did: String, should: String
  ) {
    self.handler = handler
    self.received = received
    self.coalesced = coalesced
    self.read = read
    self.source = source
    self.current = current
    self.did = did
    self.should = should
  }

  /// True when the handler acted as the current value asks.
  public var isRight: Bool { did == should }
}
