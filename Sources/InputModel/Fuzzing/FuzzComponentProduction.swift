/// The letters of the step alphabet that drive a run's component (`FuzzComponents`): typing
/// towards the menu's candidates, picking what the menu shows, closing it, dismissing search.
/// Drawn only in runs that have the component; a search submit is the ordinary `key enter`.
public enum FuzzComponentProduction: Hashable, Sendable {
  /// A piece of one of the menu's candidates, typed in the keyboard's own way: the next one
  /// or two characters of a candidate the field's text starts, or a candidate's first one to
  /// three (`type "から"` direct, `type "kara"` romaji, `type "から"` as a flick burst).
  case suggestionText
  /// `pick "からて"`: an item the open menu shows now (only while it is open and nothing is
  /// marked).
  case pick
  /// `close-menu`: the menu's close button (only while it is open).
  case closeMenu
  /// `cancel-search`: the search is dismissed and its query cleared.
  case cancelSearch
}
