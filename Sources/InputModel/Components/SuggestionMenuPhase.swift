/// The suggestion menu's state machine, the seed's `open → selected → ios17bugHandled →
/// closed`, so the writes a pick causes never reopen the menu.
///
///     open ──pick (deferred)──▶ selected ──query "から "──▶ absorbing ──query "からあげ"──▶ closed
///     open ──pick (direct)────────────────────────────────▶ absorbing ──query "からあげ"──▶ closed
///
/// Only `open` shows items; the two post-pick phases are closed to the eye.
public enum SuggestionMenuPhase: Equatable, Hashable, Sendable {
  /// Nothing shown.
  case closed
  /// The menu lists the query's matches.
  case open
  /// A deferred pick of `item` was made; the interim write (`interimText`, the text plus a
  /// space) has not been seen by `update` yet.
  case selected(item: String, interimText: String)
  /// The seed's `ios17bugHandled`: waiting for the write of `item` itself; the update that
  /// carries it closes the menu instead of reopening it on the item's matches.
  case absorbing(item: String)

  /// True in the phases that follow a pick.
  public var isPostPick: Bool {
    switch self {
    case .selected, .absorbing: true
    case .closed, .open: false
    }
  }
}
