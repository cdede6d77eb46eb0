/// One firing of an `onChange(of:)` handler, recorded before the handler runs.
///
/// `old` and `new` are the values as text: for a `String` state they are the values
/// themselves, for other types `String(describing:)` of them.
///
///     frame 1: write "A"→"B", write "B"→"C", pass 1
///     OnChangeEvent(stateName: "text", old: "A", new: "C", frame: 1, pass: 1)
public struct OnChangeEvent: Equatable, Sendable, CustomStringConvertible {
  /// The watched state's name (`makeState(_:name:)`).
  public var stateName: String
  /// The value the handler saw at the previous pass it evaluated (for an initial firing, the
  /// same as `new`).
  public var old: String
  /// The value the pass saw (its snapshot, taken before any handler of the pass ran).
  public var new: String
  /// The 1-based frame the handler fired in.
  public var frame: Int
  /// The 1-based pass within that frame.
  public var pass: Int
  /// The handler's label (`onChange(of:label:…)`; the state's name when none was given).
  public var handlerLabel: String
  /// True for the firing that `initial: true` asks for: `old == new`.
  public var isInitial: Bool
  /// True when the state was written again after the pass's snapshot (by an earlier handler of
  /// the same pass) and before this handler ran: the handler acts on a value that is already
  /// replaced. It fires again at the next pass with the newer value.
  public var isStale: Bool

  public init(
    stateName: String, old: String, new: String, frame: Int, pass: Int,
    handlerLabel: String? = nil, isInitial: Bool = false, isStale: Bool = false
  ) {
    self.stateName = stateName
    self.old = old
    self.new = new
    self.frame = frame
    self.pass = pass
    self.handlerLabel = handlerLabel ?? stateName
    self.isInitial = isInitial
    self.isStale = isStale
  }

  /// `onChange(text) "A" → "C" (frame 1, pass 1)`, with ` initial` / ` stale` when they hold.
  public var description: String {
    var text = "onChange(\(handlerLabel)) \"\(old)\" → \"\(new)\" (frame \(frame), pass \(pass))"
    if isInitial { text += " initial" }
    if isStale { text += " stale" }
    return text
  }
}
