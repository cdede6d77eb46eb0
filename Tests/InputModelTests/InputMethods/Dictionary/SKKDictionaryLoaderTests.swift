import Foundation
import InputModel
import Testing

@Suite("SKKDictionaryLoader")
struct SKKDictionaryLoaderTests {
  /// Loads a fixture under `Fixtures/skk`, naming it `skk/<name>` in diagnostics.
  private func loadFixture(_ name: String) -> SKKLoadResult {
    SKKDictionaryLoader.load(bytes: [UInt8](Fixtures.data("skk/\(name)")), path: "skk/\(name)")
  }

  @Test(
    "EUC-JP and UTF-8 fixtures give the same entries",
    arguments: [("tiny-euc-jp.skk", "EUC-JP"), ("tiny-utf-8.skk", "UTF-8")])
  func tinyFixtures(name: String, encoding: String) {
    let result = loadFixture(name)
    #expect(result.encoding == encoding)
    #expect(result.diagnostics == [])
    #expect(result.okuriAriLineCount == 2)
    #expect(result.lineCount == 12)
    let dictionary = result.dictionary
    #expect(dictionary.readings == ["ぴよ", "かんじ", "てすと", "すらっしゅ", "ひづけ"])
    #expect(dictionary.words(for: "ぴよ") == ["比与", "ピヨ"])
    #expect(dictionary.words(for: "かんじ") == ["漢字", "感じ", "幹事"])
    #expect(dictionary.words(for: "てすと") == ["試験", "テスト"])
    #expect(dictionary.words(for: "すらっしゅ") == ["a/b"])
    #expect(dictionary.words(for: "ひづけ") == ["日付"])
    #expect(dictionary.words(for: "たべr") == [])
    #expect(dictionary.okuriAriKeys == ["たべr", "ぴよr"])
    #expect(dictionary.words(forOkuriAriKey: "たべr") == ["食"])
  }

  @Test("okuri-ari lines load under their key; malformed ones are diagnostics with their line")
  func okuriAri() {
    let result = loadFixture("okuri-ari.skk")
    #expect(
      result.diagnostics.map(\.description) == [
        "skk/okuri-ari.skk:7: the okurigana block at candidate 2 has no closing ']'",
        "skk/okuri-ari.skk:8: candidate 1 is empty",
        "skk/okuri-ari.skk:9: expected 'reading /word/…/': no ' /' after the reading",
      ])
    #expect(result.okuriAriLineCount == 4)
    #expect(result.dictionary.okuriAriKeys == ["はたらk", "うつくしi", "かi"])
    #expect(result.dictionary.words(forOkuriAriKey: "はたらk") == ["働"])
    #expect(result.dictionary.words(forOkuriAriKey: "うつくしi") == ["美"])
    #expect(result.dictionary.words(forOkuriAriKey: "かi") == ["買", "書", "描"])
    #expect(result.dictionary.words(forOkuriAriKey: "おくr") == [])
    #expect(result.dictionary.readings == ["はし"])
    #expect(result.dictionary.okuriAriCount == 3)
    #expect(result.dictionary.count == 1)
  }

  @Test(
    "without a coding marker the file is read as EUC-JP; a last line without a line feed counts")
  func noMarker() {
    let result = loadFixture("no-marker.skk")
    #expect(result.encoding == "EUC-JP")
    #expect(result.diagnostics == [])
    #expect(result.lineCount == 3)
    #expect(result.dictionary.readings == ["ぴよ", "ぽよ"])
    #expect(result.dictionary.words(for: "ぽよ") == ["歩与"])
  }

  @Test("each malformed line is one diagnostic with its line number; the good lines load")
  func malformed() {
    let result = loadFixture("malformed.skk")
    #expect(
      result.diagnostics.map(\.description) == [
        "skk/malformed.skk:3: expected 'reading /word/…/': no ' /' after the reading",
        "skk/malformed.skk:4: candidate 1 is empty",
        "skk/malformed.skk:5: the line does not end with '/'",
        "skk/malformed.skk:6: empty reading before ' /'",
        "skk/malformed.skk:7: invalid UTF-8 byte at column 10",
        "skk/malformed.skk:8: candidate 1 is empty",
      ])
    #expect(result.dictionary.readings == ["あ", "き"])
    #expect(result.dictionary.words(for: "き") == ["木"])
    #expect(result.lineCount == 10)
  }

  @Test("a broken EUC-JP sequence costs its own line only")
  func invalidEUCJP() {
    let result = loadFixture("invalid-euc-jp.skk")
    #expect(
      result.diagnostics.map(\.description) == [
        "skk/invalid-euc-jp.skk:3: invalid EUC-JP byte at column 1"
      ])
    #expect(result.dictionary.readings == ["ぴよ", "ぽよ"])
  }

  @Test("an unknown coding name is reported on line 1 and the file is read as EUC-JP")
  func unknownCoding() {
    let result = loadFixture("unknown-coding.skk")
    #expect(
      result.diagnostics.map(\.description) == [
        "skk/unknown-coding.skk:1: unknown coding 'klingon-8'; reading the file as EUC-JP"
      ])
    #expect(result.encoding == "EUC-JP")
    #expect(result.dictionary.words(for: "ぴよ") == ["比与"])
  }

  @Test(
    "coding markers name the encoding, with Emacs's line-ending suffix allowed",
    arguments: [
      (";; -*- coding: utf-8 -*-", "UTF-8"),
      (";; -*- coding: utf-8-unix -*-", "UTF-8"),
      (";; -*- coding:utf8 -*-", "UTF-8"),
      (";; -*- mode: fundamental; coding: euc-jp -*-", "EUC-JP"),
      (";; -*- coding: EUC-JP -*-", "EUC-JP"),
      (";; -*- coding: shift_jis -*-", "shift_jis"),
      (";; a dictionary", "EUC-JP"),
      ("", "EUC-JP"),
    ])
  func codingMarkers(firstLine: String, encoding: String) {
    let result = SKKDictionaryLoader.load(bytes: Array((firstLine + "\n").utf8), path: "x")
    #expect(result.encoding == encoding)
    #expect(result.diagnostics == [])
  }

  @Test("a UTF-8 byte order mark before the marker line is ignored")
  func byteOrderMark() {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(";; -*- coding: utf-8 -*-\nあ /亜/\n".utf8)
    let result = SKKDictionaryLoader.load(bytes: bytes, path: "x")
    #expect(result.encoding == "UTF-8")
    #expect(result.diagnostics == [])
    #expect(result.dictionary.words(for: "あ") == ["亜"])
  }

  @Test(
    "odd inputs never crash and give diagnostics inside the file",
    arguments: [
      [UInt8](),
      [0x0A],
      [0x0A, 0x0A, 0x0A],
      [0xFF, 0xFE, 0x00, 0x0A, 0x8E],
      Array(";; coding: utf-8\n\u{0}/ /\n /\n//\n".utf8),
      [0xA4, 0xA2, 0x20, 0x2F],
      [0x8F, 0xA2, 0x20, 0x2F, 0x8F, 0x2F, 0x0A],
    ])
  func oddInputs(bytes: [UInt8]) {
    let result = SKKDictionaryLoader.load(bytes: bytes, path: "odd")
    #expect(result.diagnostics.allSatisfy { (1...max(1, result.lineCount)).contains($0.line) })
  }

  @Test("random bytes in both encodings never crash the loader", arguments: [false, true])
  func randomBytes(utf8: Bool) {
    var state: UInt64 = utf8 ? 0x5EED : 0xC0FFEE
    func nextByte() -> UInt8 {
      // xorshift64*: deterministic, so a failure replays.
      state ^= state >> 12
      state ^= state << 25
      state ^= state >> 27
      return UInt8(truncatingIfNeeded: (state &* 0x2545_F491_4F6C_DD1D) >> 56)
    }
    let alphabet: [UInt8] = [
      0x0A, 0x20, 0x2F, 0x3B, 0x28, 0x5C, 0xA4, 0xA2, 0x8E, 0x8F, 0xE3, 0x81, 0x61,
    ]
    for _ in 0..<200 {
      var bytes: [UInt8] = utf8 ? Array(";; coding: utf-8\n".utf8) : []
      for _ in 0..<Int(nextByte() % 64) {
        let byte = nextByte()
        bytes.append(byte % 2 == 0 ? alphabet[Int(byte) % alphabet.count] : byte)
      }
      let result = SKKDictionaryLoader.load(bytes: bytes, path: "random")
      #expect(result.diagnostics.allSatisfy { (1...max(1, result.lineCount)).contains($0.line) })
    }
  }

  @Test("a file that cannot be read throws with its path and the system's reason")
  func missingFile() {
    #expect(
      throws: SKKLoadError.cannotRead(
        path: "/nonexistent/SKK-JISYO.X", reason: "No such file or directory")
    ) {
      try SKKDictionaryLoader.load(path: "/nonexistent/SKK-JISYO.X")
    }
  }

  @Test("load(path:) reads a file from disk")
  func loadsFromPath() throws {
    let result = try SKKDictionaryLoader.load(path: Fixtures.url("skk/tiny-euc-jp.skk").path)
    #expect(result.dictionary.words(for: "ぴよ") == ["比与", "ピヨ"])
  }
}
