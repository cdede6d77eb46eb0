import InputModel
import InputSimHangul
import InputSimRime

/// The keyboards this tool links: the built-in ones and every engine module of the package.
/// Every command reads scenario files, draws fuzz runs and lists `--ime` values from here.
enum Keyboards {
  static let linked: InputMethodRegistry = .builtIn + [.hangul, .pinyin]
}
