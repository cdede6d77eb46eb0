import Testing

@testable import InputModel

@Suite("CandidateIndex loading: candidate files and SKK dictionaries")
struct CandidateIndexLoadingTests {
  @Test("a candidate file: BOM, CRLF, padding and blank lines dropped, duplicates kept once")
  func wordsFile() throws {
    let index = try CandidateIndex(contentsOfFile: Fixtures.url("components/words.txt").path)
    #expect(index.candidates == ["からあげ", "カラオケ", "からて", "ｶﾗﾌﾞﾘ"])
    #expect(index.matches(for: "から") == ["からあげ", "カラオケ", "からて", "ｶﾗﾌﾞﾘ"])
    #expect(index.diagnostics == [])
  }

  @Test("a bad UTF-8 byte is reported with its 1-based line and byte column")
  func badUTF8File() {
    // Line 3 is から, a truncated E3 81, then て: the first byte that breaks the sequence
    // is て's lead byte, column 9.
    let path = Fixtures.url("components/bad-utf8.txt").path
    #expect(throws: CandidateIndexError.invalidUTF8(path: path, line: 3, column: 9)) {
      try CandidateIndex(contentsOfFile: path)
    }
  }

  @Test(
    "bad UTF-8 in bytes: line and column of the first invalid byte",
    arguments: [
      ([0xFF], 1, 1),
      ([0x61, 0x0A, 0x62, 0xC0, 0x80], 2, 2),
      ([0xE3, 0x81, 0x82, 0x0A, 0x0A, 0xE3, 0x81], 3, 1),
      ([0x61, 0x0A, 0xED, 0xA0, 0x80], 2, 2),
    ] as [([UInt8], Int, Int)])
  func badUTF8Bytes(bytes: [UInt8], line: Int, column: Int) {
    #expect(throws: CandidateIndexError.invalidUTF8(path: "mem", line: line, column: column)) {
      try CandidateIndex(lineBytes: bytes, path: "mem")
    }
  }

  @Test("the error messages name the file, line and column")
  func errorMessages() {
    #expect(
      CandidateIndexError.invalidUTF8(path: "w.txt", line: 3, column: 7).description
        == "w.txt:3:7: invalid UTF-8 byte in the candidate list")
    #expect(
      CandidateIndexError.cannotRead(path: "w.txt", reason: "No such file or directory").description
        == "w.txt: cannot read the candidate list: No such file or directory")
  }

  @Test("a missing file is a cannotRead error, not a trap")
  func missingFile() {
    #expect(
      throws: CandidateIndexError.cannotRead(
        path: "/nonexistent/words.txt", reason: "No such file or directory")
    ) {
      try CandidateIndex(contentsOfFile: "/nonexistent/words.txt")
    }
  }

  @Test("an empty file and a file of blank lines give an empty index")
  func emptyFiles() throws {
    #expect(try CandidateIndex(lineBytes: [], path: "e").isEmpty)
    #expect(try CandidateIndex(lineBytes: Array("\n \r\n\t\n".utf8), path: "e").isEmpty)
  }

  @Test("a dictionary gives its readings or its words, in its order")
  func dictionaryFields() {
    let dictionary = ConversionDictionary([
      ("から", ["空", "殻"]), ("からあげ", ["唐揚げ", "空揚げ"]), ("あめ", ["雨", "空"]),
    ])
    #expect(CandidateIndex(dictionary: dictionary, field: .readings).candidates == ["から", "からあげ", "あめ"])
    #expect(
      CandidateIndex(dictionary: dictionary, field: .words).candidates == ["空", "殻", "唐揚げ", "空揚げ", "雨"])
    #expect(CandidateIndex(dictionary: dictionary, field: .readings).matches(for: "カラ") == ["から", "からあげ"])
  }

  @Test("an SKK file that cannot be read is a cannotRead error")
  func missingSKKFile() {
    #expect(throws: CandidateIndexError.self) {
      try CandidateIndex(contentsOfSKKFile: "/nonexistent/SKK-JISYO.X", field: .readings)
    }
  }
}
