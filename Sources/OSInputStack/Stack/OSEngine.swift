import InputModel

/// The fcitx5 input method that types a scenario's `ime=` for real: Japanese on Mozc (the
/// built-in `romaji` keyboard and `mozc`), Korean 2-set on Hangul, Chinese on Pinyin. The raw
/// value is fcitx5's name for it (`fcitx5-remote -s mozc`).
///
///     OSEngine(ime: .romaji)   →  .mozc
///     OSEngine(ime: .hangul)   →  .hangul
///     OSEngine(ime: .direct)   →  .keyboard (fcitx5's plain US layout: no input method)
///     OSEngine(ime: .flick)    →  nil (no X keyboard flicks)
public enum OSEngine: String, CaseIterable, Hashable, Sendable {
  case mozc
  case hangul
  case pinyin
  /// No input method: keys reach the page as typed (`ime=direct`).
  case keyboard = "keyboard-us"

  /// The three input methods (the profile's items after `keyboard-us`).
  static let inputMethods: [OSEngine] = [.mozc, .hangul, .pinyin]

  /// The engine for a scenario's keyboard, `nil` when no OS input method types it.
  public init?(ime: InputMethodKind) {
    switch ime.rawValue {
    case "direct": self = .keyboard
    case "romaji", "mozc": self = .mozc
    case "hangul": self = .hangul
    case "pinyin": self = .pinyin
    default: return nil
    }
  }
}
