/// The alphabet of a run that varies the app's handlers and may have a component: the
/// standard table, `tick frame`, and the component's own steps.
extension FuzzAlphabet {
  /// `withAppHandlers(for:)` plus, with a suggestion menu, typing towards its candidates,
  /// `pick` and `close-menu`; with a search field, more Enter (submits) and `cancel-search`.
  ///
  ///     direct, menu  → … + suggestion text 24, pick 10, close-menu 1
  ///     flick, search → … + key enter 4, cancel-search 1
  public static func withAppHandlers(for inputMethod: InputMethodKind, components: FuzzComponents)
    -> FuzzAlphabet
  {
    var alphabet = withAppHandlers(for: inputMethod)
    if components.suggestionMenu != nil {
      // The 12-key keyboard reaches the candidates only through its own taps.
      if inputMethod != .twelveKey { alphabet.entries.append(Entry(.component(.suggestionText), 24)) }
      alphabet.entries.append(Entry(.component(.pick), 10))
      alphabet.entries.append(Entry(.component(.closeMenu), 1))
    }
    if components.search != nil {
      alphabet.entries.append(Entry(.key(.enter), 4))
      alphabet.entries.append(Entry(.component(.cancelSearch), 1))
    }
    return alphabet
  }
}
