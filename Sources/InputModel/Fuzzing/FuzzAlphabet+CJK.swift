/// The Korean and Chinese keyboards' alphabets, kept apart from the Japanese tables.
///
/// Hangul has no candidate window: its gestures are `commit` and `cancel` only. Pinyin's menu
/// is always open while composing, so candidate moves and picks are drawn, `convert` is not.
extension FuzzAlphabet {
  static func cjk(for inputMethod: InputMethodKind) -> FuzzAlphabet {
    switch inputMethod {
    case .pinyin: FuzzAlphabet([Entry(.pinyinSyllable, 40)] + composingKeys + pinyinMenu + app)
    default: FuzzAlphabet([Entry(.hangulSyllable, 40)] + composingKeys + hangulGestures + app)
    }
  }

  /// Hangul: commit or drop the pending syllable.
  static let hangulGestures: [Entry] = [
    Entry(.commit, 2),
    Entry(.cancel, 1),
  ]

  /// Pinyin: Rime's menu (drawn only while it lists candidates), commit and cancel.
  static let pinyinMenu: [Entry] = [
    Entry(.nextCandidate, 3),
    Entry(.previousCandidate, 1),
    Entry(.selectCandidate, 3),
    Entry(.commit, 2),
    Entry(.cancel, 1),
  ]
}
