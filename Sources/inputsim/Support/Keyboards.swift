import InputModel
import InputSimHangul
import InputSimMozc
import InputSimRime

/// The keyboards this tool links: the built-in ones and every engine module of the package.
/// Every command reads scenario files, draws fuzz runs and lists `--ime` values from here.
enum Keyboards {
  static let linked: InputMethodRegistry = .builtIn + [.hangul, .pinyin, .mozc]

  /// The keyboards on outside engines as a sentence lists them: "hangul, pinyin and mozc".
  static var engineNames: String { sentence(linked.kinds.filter(\.startsEngine)) }

  /// Names as a sentence lists them: "a", "a and b", "a, b and c".
  static func sentence(_ kinds: [InputMethodKind]) -> String {
    let names = kinds.map(\.rawValue)
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }
}
