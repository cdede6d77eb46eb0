/// The flick keyboard's faces: what each key types in each direction.
///
/// The kana come from Mozc's flick table (`ChunkRuleTable.flickHiragana`), where every flick
/// is an ASCII code. The table does not name directions; within each key its rows run centre,
/// left, up, right, down (あ い う え お), and that order is read as the directions here. The
/// わ key's down flick (〜) and the punctuation key's (…) are the two extra punctuation rows.
///
///     key    center  left  up   right  down
///     あ     あ      い    う   え     お
///     や     や      （    ゆ   ）     よ
///     わ     わ      を    ん   ー     〜
///     、     、      。    ？   ！     …
///     小゛゜ (cycle) ゛    ゜   小     ’
public enum FlickLayout {
  /// One direction of one key.
  public struct Face: Hashable, Sendable {
    public var key: FlickKey
    public var direction: FlickDirection
    /// The text the flick types, or `nil` when it changes the last kana instead.
    public var kana: String?
    /// What the face shows: the kana, or ゛ ゜ 小 on the modifier key.
    public var label: String
    /// The code Mozc's table knows the flick by.
    let code: String

    init(_ key: FlickKey, _ direction: FlickDirection, types kana: String, code: String) {
      self.key = key
      self.direction = direction
      self.kana = kana
      self.label = kana
      self.code = code
    }

    init(_ key: FlickKey, _ direction: FlickDirection, modifies label: String, code: String) {
      self.key = key
      self.direction = direction
      self.kana = nil
      self.label = label
      self.code = code
    }
  }

  /// Every face, key by key, each key centre-left-up-right-down.
  public static let faces: [Face] = [
    Face(.a, .center, types: "あ", code: "1"),
    Face(.a, .left, types: "い", code: "_"),
    Face(.a, .up, types: "う", code: ";"),
    Face(.a, .right, types: "え", code: ":"),
    Face(.a, .down, types: "お", code: "@"),

    Face(.ka, .center, types: "か", code: "2"),
    Face(.ka, .left, types: "き", code: "a"),
    Face(.ka, .up, types: "く", code: "b"),
    Face(.ka, .right, types: "け", code: "c"),
    Face(.ka, .down, types: "こ", code: "|"),

    Face(.sa, .center, types: "さ", code: "3"),
    Face(.sa, .left, types: "し", code: "d"),
    Face(.sa, .up, types: "す", code: "e"),
    Face(.sa, .right, types: "せ", code: "f"),
    Face(.sa, .down, types: "そ", code: "~"),

    Face(.ta, .center, types: "た", code: "4"),
    Face(.ta, .left, types: "ち", code: "g"),
    Face(.ta, .up, types: "つ", code: "h"),
    Face(.ta, .right, types: "て", code: "i"),
    Face(.ta, .down, types: "と", code: "$"),

    Face(.na, .center, types: "な", code: "5"),
    Face(.na, .left, types: "に", code: "j"),
    Face(.na, .up, types: "ぬ", code: "k"),
    Face(.na, .right, types: "ね", code: "l"),
    Face(.na, .down, types: "の", code: "%"),

    Face(.ha, .center, types: "は", code: "6"),
    Face(.ha, .left, types: "ひ", code: "m"),
    Face(.ha, .up, types: "ふ", code: "n"),
    Face(.ha, .right, types: "へ", code: "o"),
    Face(.ha, .down, types: "ほ", code: "&"),

    Face(.ma, .center, types: "ま", code: "7"),
    Face(.ma, .left, types: "み", code: "p"),
    Face(.ma, .up, types: "む", code: "q"),
    Face(.ma, .right, types: "め", code: "r"),
    Face(.ma, .down, types: "も", code: "s"),

    Face(.ya, .center, types: "や", code: "8"),
    Face(.ya, .left, types: "（", code: "t"),
    Face(.ya, .up, types: "ゆ", code: "u"),
    Face(.ya, .right, types: "）", code: "v"),
    Face(.ya, .down, types: "よ", code: "^"),

    Face(.ra, .center, types: "ら", code: "9"),
    Face(.ra, .left, types: "り", code: "w"),
    Face(.ra, .up, types: "る", code: "x"),
    Face(.ra, .right, types: "れ", code: "y"),
    Face(.ra, .down, types: "ろ", code: "z"),

    Face(.wa, .center, types: "わ", code: "0"),
    Face(.wa, .left, types: "を", code: "+"),
    Face(.wa, .up, types: "ん", code: "/"),
    Face(.wa, .right, types: "ー", code: "-"),
    Face(.wa, .down, types: "〜", code: "<"),

    Face(.punctuation, .center, types: "、", code: "#"),
    Face(.punctuation, .left, types: "。", code: ","),
    Face(.punctuation, .up, types: "？", code: "?"),
    Face(.punctuation, .right, types: "！", code: "!"),
    Face(.punctuation, .down, types: "…", code: ">"),

    Face(.modifier, .center, modifies: "小゛゜", code: "*"),
    Face(.modifier, .left, modifies: "゛", code: "["),
    Face(.modifier, .up, modifies: "゜", code: "]"),
    Face(.modifier, .right, modifies: "小", code: "`"),
    Face(.modifier, .down, types: "’", code: "'"),
  ]

  private static let facesByPosition: [Position: Face] = Dictionary(
    faces.map { (Position(key: $0.key, direction: $0.direction), $0) },
    uniquingKeysWith: { first, _ in first })

  private struct Position: Hashable {
    var key: FlickKey
    var direction: FlickDirection
  }

  /// The face of `key` in `direction`, if the key has one there.
  public static func face(_ key: FlickKey, _ direction: FlickDirection) -> Face? {
    facesByPosition[Position(key: key, direction: direction)]
  }

  /// The text a flick types: `kana(.na, .up)` is `"ぬ"`; `nil` on the modifier key's
  /// modifying faces.
  public static func kana(_ key: FlickKey, _ direction: FlickDirection) -> String? {
    face(key, direction)?.kana
  }
}
