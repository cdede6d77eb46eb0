import InputModel
import InputSimHangul
import InputSimMozc
import InputSimRime

extension InputMethodRegistry {
  /// Every keyboard of the package, as the `inputsim` tool links them.
  static let linkedForTests: InputMethodRegistry = .builtIn + [.hangul, .pinyin, .mozc]
}
