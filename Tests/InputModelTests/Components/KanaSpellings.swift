import Foundation

@testable import InputModel

/// The spellings of one kana word a person may type: hiragana, katakana, half-width katakana.
enum KanaSpellings {
  /// Hiragana ぁ…ゖ become katakana ァ…ヶ; everything else is kept.
  ///
  ///     "さふぁりぱーく" → "サファリパーク"
  static func katakana(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if (0x3041...0x3096).contains(scalar.value), let shifted = Unicode.Scalar(scalar.value + 0x60) {
        scalars.append(shifted)
      } else {
        scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  /// Half-width katakana U+FF66…U+FF9D, in code point order.
  private static let halfWidthOrder = Array(
    "ヲァィゥェォャュョッーアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン"
      .unicodeScalars)

  /// Katakana (or hiragana, converted first) become half-width: voiced kana split into base
  /// and ﾞ/ﾟ; kana with no half-width form are kept.
  ///
  ///     "さふぁりぱーく" → "ｻﾌｧﾘﾊﾟｰｸ"
  static func halfWidth(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in katakana(text).decomposedStringWithCanonicalMapping.unicodeScalars {
      if let position = halfWidthOrder.firstIndex(of: scalar),
        let narrow = Unicode.Scalar(0xFF66 + UInt32(position))
      {
        scalars.append(narrow)
      } else if scalar.value == 0x3099 {
        scalars.append("\u{FF9E}")
      } else if scalar.value == 0x309A {
        scalars.append("\u{FF9F}")
      } else {
        scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  /// Every prefix of `text` by Unicode scalar, shortest first (so ｶﾞ also yields ｶ).
  static func scalarPrefixes(_ text: String) -> [String] {
    let scalars = Array(text.unicodeScalars)
    return (0..<scalars.count).map { length in
      var prefix = String.UnicodeScalarView()
      prefix.append(contentsOf: scalars[0...length])
      return String(prefix)
    }
  }

  /// The reference answer, independent of the index: candidates in order whose freshly made
  /// key starts with the query's.
  static func referencePrefixMatches(_ candidates: [String], _ query: String) -> [String] {
    let key = MatchingKey.utf16Key(query)
    var seen = Set<String>()
    return candidates.filter {
      !$0.isEmpty && seen.insert($0).inserted && MatchingKey.utf16Key($0).starts(with: key)
    }
  }
}

/// SKK-JISYO.L's readings, loaded once for every test that needs them.
enum SKKReadings {
  static let path = "/usr/share/skk/SKK-JISYO.L"

  /// The readings and their index, or a failure message naming the package to install.
  static let loaded: Result<(readings: [String], index: CandidateIndex), SKKReadingsMissing> = {
    do {
      let result = try SKKDictionaryLoader.load(path: path)
      let readings = result.dictionary.readings
      return .success((readings, CandidateIndex(readings)))
    } catch {
      return .failure(SKKReadingsMissing(message: "\(error) — run `apt-get install skkdic`"))
    }
  }()
}

struct SKKReadingsMissing: Error {
  var message: String
}
