import InputModel

/// A key as Rime takes it: an X11 keysym and a modifier mask.
///
///     RimeKey(typed: "n")      →  keysym 0x6e
///     RimeKey(named: .enter)   →  keysym 0xff0d (Return)
///     RimeKey(named: .shiftLeft) → keysym 0xff51 (Left), mask 1 (Shift)
struct RimeKey: Hashable, Sendable {
  var keysym: Int32
  var modifierMask: Int32 = 0

  static let down = RimeKey(keysym: 0xff54)
  static let up = RimeKey(keysym: 0xff52)
  static let escape = RimeKey(keysym: 0xff1b)

  /// A printable ASCII character is its own keysym; anything else is no key of Rime's.
  init?(typed character: String) {
    guard character.utf8.count == 1, let byte = character.utf8.first, (0x20...0x7e).contains(byte)
    else { return nil }
    keysym = Int32(byte)
  }

  /// The keysym of a named key; the 12-key `next` and `undo-toggle` have none.
  init?(named key: NamedKey) {
    let shift: Int32 = 1
    switch key {
    case .space: keysym = 0x20
    case .enter: keysym = 0xff0d
    case .escape: keysym = 0xff1b
    case .backspace: keysym = 0xff08
    case .delete: keysym = 0xffff
    case .tab: keysym = 0xff09
    case .left: keysym = 0xff51
    case .up: keysym = 0xff52
    case .right: keysym = 0xff53
    case .down: keysym = 0xff54
    case .shiftLeft: (keysym, modifierMask) = (0xff51, shift)
    case .shiftRight: (keysym, modifierMask) = (0xff53, shift)
    case .next, .undoToggle: return nil
    }
  }

  init(keysym: Int32, modifierMask: Int32 = 0) {
    self.keysym = keysym
    self.modifierMask = modifierMask
  }
}
