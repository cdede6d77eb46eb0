import InputModel

/// One key as the X server types it: a keysym, with Shift held or not. A scenario's keys map
/// onto the keys of a US keyboard; the OS input method makes of them what it makes.
///
///     XKey(typed: "k")            →  XKey(keysym: 0x6B, name: "k")
///     XKey(typed: "K")            →  XKey(keysym: 0x4B, name: "K")     (Shift from the keymap)
///     XKey(named: .enter)         →  XKey(keysym: 0xFF0D, name: "Return")
///     XKey(named: .shiftLeft)     →  XKey(keysym: 0xFF51, shift: true, name: "Shift+Left")
///     XKey(action: .convert)      →  XKey(keysym: 0x20, name: "space")   (Mozc's convert key)
///     XKey(typed: "か")           →  nil (no key of a US keyboard types it)
public struct XKey: Hashable, Sendable, CustomStringConvertible {
  public var keysym: UInt
  /// Shift held around the key even when the keymap does not need it (Shift+Left).
  public var shift: Bool
  public var name: String

  public init(keysym: UInt, shift: Bool = false, name: String) {
    self.keysym = keysym
    self.shift = shift
    self.name = name
  }

  public var description: String { name }

  static let shiftKeysym: UInt = 0xFFE1

  /// A printable ASCII character (Latin-1 keysyms are the code points).
  public init?(typed text: String) {
    guard text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first,
      scalar.value >= 0x20, scalar.value <= 0x7E
    else { return nil }
    self.init(keysym: UInt(scalar.value), name: scalar == " " ? "space" : text)
  }

  public init?(named key: NamedKey) {
    switch key {
    case .space: self.init(keysym: 0x20, name: "space")
    case .enter: self.init(keysym: 0xFF0D, name: "Return")
    case .escape: self.init(keysym: 0xFF1B, name: "Escape")
    case .backspace: self.init(keysym: 0xFF08, name: "BackSpace")
    case .delete: self.init(keysym: 0xFFFF, name: "Delete")
    case .left: self.init(keysym: 0xFF51, name: "Left")
    case .up: self.init(keysym: 0xFF52, name: "Up")
    case .right: self.init(keysym: 0xFF53, name: "Right")
    case .down: self.init(keysym: 0xFF54, name: "Down")
    case .tab: self.init(keysym: 0xFF09, name: "Tab")
    case .shiftLeft: self.init(keysym: 0xFF51, shift: true, name: "Shift+Left")
    case .shiftRight: self.init(keysym: 0xFF53, shift: true, name: "Shift+Right")
    case .next, .undoToggle: return nil
    }
  }

  /// The key an X keyboard's Japanese IME (Mozc's MSIME keymap) takes for a conversion gesture.
  public init?(action: InputAction) {
    switch action {
    case .key(.typed(let text)): self.init(typed: text)
    case .key(.named(let key)): self.init(named: key)
    case .convert, .nextCandidate: self.init(keysym: 0x20, name: "space")
    case .previousCandidate: self.init(keysym: 0xFF52, name: "Up")
    case .selectCandidate(let index) where (1...9).contains(index):
      self.init(keysym: 0x30 + UInt(index), name: "\(index)")
    case .commit: self.init(keysym: 0xFF0D, name: "Return")
    case .cancel: self.init(keysym: 0xFF1B, name: "Escape")
    default: return nil
    }
  }
}
