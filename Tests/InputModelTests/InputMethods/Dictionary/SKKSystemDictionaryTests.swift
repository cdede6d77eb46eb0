import InputModel
import Testing

/// The real dictionaries Debian installs. They are required: a missing file fails the test
/// with the package to install, so CI never passes without having loaded them.
@Suite("SKK system dictionaries")
struct SKKSystemDictionaryTests {
  /// SKK-JISYO.L is loaded once for the whole suite (several seconds in a debug build).
  private static let large = Result { () throws(SKKLoadError) in
    try SKKDictionaryLoader.load(path: "/usr/share/skk/SKK-JISYO.L")
  }

  private func load(_ path: String, package: String) -> SKKLoadResult? {
    let result =
      path == "/usr/share/skk/SKK-JISYO.L"
      ? Self.large : Result { () throws(SKKLoadError) in try SKKDictionaryLoader.load(path: path) }
    switch result {
    case .success(let loaded):
      return loaded
    case .failure(let error):
      Issue.record("\(error) — install it with `apt-get install \(package)`")
      return nil
    }
  }

  @Test("SKK-JISYO.L (EUC-JP) loads every line without a diagnostic, okuri-ari ones included")
  func large() {
    guard let result = load("/usr/share/skk/SKK-JISYO.L", package: "skkdic") else { return }
    #expect(result.encoding == "EUC-JP")
    #expect(result.diagnostics.map(\.description) == [])
    #expect(result.dictionary.count > 150_000, "readings: \(result.dictionary.count)")
    #expect(result.okuriAriLineCount > 10_000, "okuri-ari: \(result.okuriAriLineCount)")
    #expect(result.dictionary.words(forOkuriAriKey: "はたらk") == ["働"])
    #expect(result.dictionary.words(forOkuriAriKey: "うつくs").first == "美")
    #expect(result.dictionary.words(forOkuriAriKey: "たb").first == "食")
    #expect(result.dictionary.words(for: "かんじ").prefix(2) == ["漢字", "幹事"])
    #expect(result.dictionary.words(for: "きょう").prefix(3) == ["今日", "京", "強"])
    #expect(result.dictionary.words(for: "io").contains("I/O"))
    #expect(result.dictionary.words(for: "わらい").contains("(笑)"))
  }

  /// Where ICU's "EUC-JP" converter and the UTF-8 edition of SKK-JISYO.L disagree: ICU maps
  /// these JIS X 0208 codes to the code points Windows uses, the UTF-8 file to the JIS ones.
  static let icuToJISMapping: [Unicode.Scalar: Unicode.Scalar] = [
    "\u{FF5E}": "\u{301C}",  // ～ FULLWIDTH TILDE      → 〜 WAVE DASH            (EUC A1C1)
    "\u{2015}": "\u{2014}",  // ― HORIZONTAL BAR       → — EM DASH              (EUC A1BD)
    "\u{2225}": "\u{2016}",  // ∥ PARALLEL TO          → ‖ DOUBLE VERTICAL LINE (EUC A1C2)
    "\u{FF0D}": "\u{2212}",  // － FULLWIDTH HYPHEN-MINUS → − MINUS SIGN         (EUC A1DD)
    "\u{FFE0}": "\u{00A2}",  // ￠ → ¢                                           (EUC A1F1)
    "\u{FFE1}": "\u{00A3}",  // ￡ → £                                           (EUC A1F2)
    "\u{FFE2}": "\u{00AC}",  // ￢ → ¬                                           (EUC A2CC)
  ]

  @Test("SKK-JISYO.L.utf8 holds the entries of SKK-JISYO.L, up to ICU's seven vendor mappings")
  func largeUTF8MatchesEUCJP() {
    guard let utf8 = load("/usr/share/skk/utf8/SKK-JISYO.L.utf8", package: "skkdic-extra"),
      let eucJP = load("/usr/share/skk/SKK-JISYO.L", package: "skkdic")
    else { return }
    #expect(utf8.encoding == "UTF-8")
    #expect(utf8.diagnostics.map(\.description) == [])
    #expect(utf8.dictionary.count == eucJP.dictionary.count)
    let firstDifferentReading = zip(utf8.dictionary.readings, eucJP.dictionary.readings).first {
      $0 != $1
    }
    #expect(firstDifferentReading == nil)

    func jis(_ word: String) -> String {
      String(String.UnicodeScalarView(word.unicodeScalars.map { Self.icuToJISMapping[$0] ?? $0 }))
    }
    var remappedReadings = 0
    var unexplained: [String] = []
    for reading in eucJP.dictionary.readings {
      let fromEUCJP = eucJP.dictionary.words(for: reading)
      let fromUTF8 = utf8.dictionary.words(for: reading)
      guard fromEUCJP != fromUTF8 else { continue }
      remappedReadings += 1
      if fromEUCJP.map(jis) != fromUTF8 {
        unexplained.append("\(reading): \(fromEUCJP) vs \(fromUTF8)")
      }
    }
    #expect(unexplained == [])
    // 58 readings with skkdic 20230109; the number only has to stay small.
    #expect((1...200).contains(remappedReadings), "readings that differ: \(remappedReadings)")
  }

  @Test("SKK-JISYO.M (EUC-JP) loads without a diagnostic")
  func medium() {
    guard let result = load("/usr/share/skk/SKK-JISYO.M", package: "skkdic-extra") else { return }
    #expect(result.diagnostics.map(\.description) == [])
    #expect(result.dictionary.count > 5_000, "readings: \(result.dictionary.count)")
    #expect(result.dictionary.words(for: "かんじ").contains("漢字"))
  }

  @Test("the embedded dictionary merged with SKK-JISYO.L keeps the embedded order first")
  func mergedWithEmbedded() {
    guard let result = load("/usr/share/skk/SKK-JISYO.L", package: "skkdic") else { return }
    let merged = ConversionDictionary.embedded.merging(result.dictionary)
    #expect(merged.words(for: "はし").prefix(3) == ["箸", "橋", "端"])
    #expect(merged.words(for: "はし").count > 3)
    #expect(merged.count >= result.dictionary.count)
  }
}
