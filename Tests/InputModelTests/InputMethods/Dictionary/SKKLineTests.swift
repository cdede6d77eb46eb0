import Testing

@testable import InputModel

@Suite("SKKLine")
struct SKKLineTests {
  @Test(
    "lines that parse",
    arguments: [
      ("", SKKLine.blank),
      ("  \r", .blank),
      (";; okuri-nasi entries.", .comment),
      ("かんじ /漢字/幹事;manager/", .entry(reading: "かんじ", words: ["漢字", "幹事"])),
      ("かんじ /漢字/\r", .entry(reading: "かんじ", words: ["漢字"])),
      ("おくr /送/贈/", .okuriAri(reading: "おくr", words: ["送", "贈"])),
      (">あk /飽/", .okuriAri(reading: ">あk", words: ["飽"])),
      ("はたらk /働/", .okuriAri(reading: "はたらk", words: ["働"])),
      ("かi /買/書;write/", .okuriAri(reading: "かi", words: ["買", "書"])),
      ("はたらk /働/[く/働/]/[け/働/]/", .okuriAri(reading: "はたらk", words: ["働"])),
      ("[ /［/【/", .entry(reading: "[", words: ["［", "【"])),
      ("dosv /(concat \"DOS\\057V\")/", .entry(reading: "dosv", words: ["DOS/V"])),
      ("io /イオ/(concat \"I\\057O\")/", .entry(reading: "io", words: ["イオ", "I/O"])),
      ("かぶ /株/(株)/", .entry(reading: "かぶ", words: ["株", "(株)"])),
      ("きょう /(skk-current-date)/今日/", .entry(reading: "きょう", words: ["今日"])),
      ("ひづけ /(skk-current-date)/", .entry(reading: "ひづけ", words: [])),
      ("! /！/感嘆符/", .entry(reading: "!", words: ["！", "感嘆符"])),
    ])
  func parses(line: String, expected: SKKLine) {
    #expect(SKKLine.parse(line) == .success(expected))
  }

  @Test(
    "malformed lines say what is wrong",
    arguments: [
      ("かんじ 漢字", "expected 'reading /word/…/': no ' /' after the reading"),
      ("かんじ", "expected 'reading /word/…/': no ' /' after the reading"),
      (" /空/", "empty reading before ' /'"),
      ("か んじ /漢字/", "the reading contains a space"),
      ("かんじ /漢字", "the line does not end with '/'"),
      ("かんじ /", "no candidate after ' /'"),
      ("かんじ //", "candidate 1 is empty"),
      ("かんじ /漢字//", "candidate 2 is empty"),
      ("かんじ /;注釈だけ/", "candidate 1 is empty"),
      ("おくr /送/[る/送/", "the okurigana block at candidate 2 has no closing ']'"),
      ("おくr //", "candidate 1 is empty"),
      ("おくr /送", "the line does not end with '/'"),
    ])
  func rejects(line: String, message: String) {
    switch SKKLine.parse(line) {
    case .success(let parsed): Issue.record("parsed as \(parsed)")
    case .failure(let problem): #expect(problem.description == message)
    }
  }

  @Test(
    "okuri-ari readings end with one ASCII letter after kana; all-ASCII readings are abbreviations",
    arguments: [
      ("おくr", true), (">あk", true), ("dosv", false), ("かんじ", false), ("かA", false), ("", false),
    ])
  func okuriAri(reading: String, isOkuriAri: Bool) {
    #expect(SKKLine.isOkuriAri(reading) == isOkuriAri)
  }

  @Test(
    "Lisp candidates: concat is resolved, other programs are dropped",
    arguments: [
      ("(concat \"a\\057b\")", "a/b" as String?),
      ("(concat \"\\\"q\\\"\")", "\"q\""),
      ("(concat \"a\" \"b\")", nil),
      ("(concat \"\")", nil),
      ("(skk-version)", nil),
      ("(笑)", "(笑)"),
      ("()", "()"),
      ("(", "("),
    ])
  func lispCandidates(text: String, word: String?) {
    #expect(SKKLine.candidate(text) == word)
  }
}
