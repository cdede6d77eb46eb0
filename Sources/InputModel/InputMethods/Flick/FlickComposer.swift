/// The flick kana keyboard of a phone: each key types its kana by a tap or a flick in one of
/// four directions, and the 小゛゜ key changes the last kana (は → ば → ぱ → は).
///
/// It runs Mozc's flick table (`ChunkRuleTable.flickHiragana`) with Mozc's chunk rules.
/// Nothing toggles: every flick starts a new kana, so "わ" then "た" is "わた".
///
///     input("わ") → "わ",  input("た") → "わた",  input("*") → "わだ",  input("*") → "わた"
///     input("が") → "が"   (か centre, then one modifier tap)
///
/// `input(_:)` takes the kana to type and performs its gesture (see `gesture(for:)`);
/// `flick(_:_:)` and `perform(_:)` take the finger movement itself.
public struct FlickComposer: ChunkTableComposer, Hashable {
  var composition = ChunkedComposition()

  static var table: ChunkRuleTable { .flickHiragana }

  /// Nothing toggles, so a loaded kana needs no state before it.
  static var loadedKanaState: [Unicode.Scalar] { [] }

  /// Characters that stand for a face of the modifier key.
  static let modifierFacesByCharacter: [String: FlickDirection] = [
    "*": .center, "゛": .center,
    "゜": .up, "小": .right,
  ]

  /// What a tap on the 小゛゜ key types when nothing is composed: iOS's kana keyboard labels
  /// the key with a face then, and a ゛ meant for a kana already committed (by an app's
  /// assignment, say) types the face (the Instagram DM report, zenn.dev/yuki0n0, 2021).
  public static let tapWithNothingComposed = "^_^"
  private static let faceScalars = Array(tapWithNothingComposed.unicodeScalars)

  /// An empty composition.
  public init() {}

  /// The gesture that types `kana`: a face of the layout, or a face followed by the fewest
  /// modifier taps that reach it. `nil` for text no gesture types (katakana, "ゐ", "ab").
  ///
  ///     "ぬ" → な up;   "が" → か center + 1 tap;   "ゔ" → あ up + 2 taps (う → ぅ → ゔ)
  public static func gesture(for kana: String) -> FlickGesture? {
    gestureTable[kana]
  }

  /// True when a `flick` step can type `text`: a kana some gesture types, or one of the
  /// modifier key's faces (`*` or `゛` tap, `゜` up, `小` right).
  ///
  ///     "が" → true,  "小" → true,  "ア" → false
  public static func canFlick(_ text: String) -> Bool {
    gestureTable[text] != nil || modifierFaceTable[text] != nil
  }

  /// `gesturesByKana`, looked up by scalar on every key.
  static let gestureTable = TextKeyedTable(gesturesByKana)

  /// `modifierFacesByCharacter`, looked up by scalar on every key.
  static let modifierFaceTable = TextKeyedTable(modifierFacesByCharacter)

  /// Every kana a gesture types, with its gesture.
  static let gesturesByKana: [String: FlickGesture] = {
    var gestures: [String: FlickGesture] = [:]
    for face in FlickLayout.faces {
      guard let kana = face.kana, gestures[kana] == nil else { continue }
      gestures[kana] = FlickGesture(key: face.key, direction: face.direction)
    }
    // Follow each face's modifier cycle (は → ば → ぱ → は) as the table spells it.
    let modifierTap = table.scalars("*")
    for face in FlickLayout.faces {
      guard let kana = face.kana else { continue }
      var state = Array(kana.unicodeScalars)
      for taps in 1...8 {
        guard let next = table.entry(exactly: state + modifierTap) else { break }
        let reached = ChunkSpecialKeys.visibleText(next.pending)
        if reached == kana || reached.isEmpty { break }
        if (gestures[reached]?.modifierTaps ?? .max) > taps {
          gestures[reached] = FlickGesture(key: face.key, direction: face.direction, modifierTaps: taps)
        }
        state = next.pending
      }
    }
    return gestures
  }()

  /// Types one kana by performing its gesture; `*` or `゛` taps the modifier key (cycling the
  /// last kana), `゜` and `小` flick it up (semi-voiced) and right (small). With nothing
  /// composed the key shows a face instead, and a tap types it (`tapWithNothingComposed`).
  ///
  ///     "" + "わ" → "わ",  "わ" + "た" → "わた",  "わた" + "*" → "わだ",  "" + "が" → "が"
  ///     "" + "゛" → "^_^"
  ///
  /// - Returns: `false` for a character no gesture types; the composition is unchanged.
  public mutating func input(_ character: String) -> Bool {
    if let direction = Self.modifierFaceTable[character] {
      if direction == .center && composition.displayText.isEmpty {
        composition.load([CharChunk(raw: Self.faceScalars, conversion: Self.faceScalars)])
        return true
      }
      return flick(.modifier, direction)
    }
    guard let gesture = Self.gesture(for: character) else { return false }
    return perform(gesture)
  }

  /// Flicks `key` in `direction` (a tap for `.center`).
  ///
  ///     "" + (な, up) → "ぬ";  "か" + (小゛゜, center) → "が"
  ///
  /// - Returns: `false` when the key has no face there; nothing changes.
  @discardableResult
  public mutating func flick(_ key: FlickKey, _ direction: FlickDirection = .center) -> Bool {
    guard let input = Self.tableInputs[key]?[direction] else { return false }
    composition.insert(input, table: Self.table)
    return true
  }

  /// Each face's code parsed into the table's scalars, once (parsing on every flick copied
  /// the table's special-key names and scanned the code for braces).
  private static let tableInputs: [FlickKey: [FlickDirection: [Unicode.Scalar]]] = {
    var inputs: [FlickKey: [FlickDirection: [Unicode.Scalar]]] = [:]
    for key in FlickKey.allCases {
      for direction in FlickDirection.allCases {
        guard let face = FlickLayout.face(key, direction) else { continue }
        inputs[key, default: [:]][direction] = table.scalars(face.code)
      }
    }
    return inputs
  }()

  /// Performs a whole gesture: its flick, then its modifier taps.
  ///
  ///     "" + (は center + 2 taps) → "ぱ"
  ///
  /// - Returns: `false` when the gesture's key has no face in its direction; nothing changes.
  @discardableResult
  public mutating func perform(_ gesture: FlickGesture) -> Bool {
    guard flick(gesture.key, gesture.direction) else { return false }
    for _ in 0..<max(0, gesture.modifierTaps) {
      flick(.modifier, .center)
    }
    return true
  }
}
