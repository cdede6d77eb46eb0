import Testing

@testable import InputModel

@Suite("ConversionLattice")
struct ConversionLatticeTests {
  /// A made-up dictionary: a verb stem, an adjective stem, words sharing kana with them.
  let dictionary: ConversionDictionary = {
    var dictionary = ConversionDictionary([("は", ["葉"]), ("はた", ["旗"]), ("みず", ["水"])])
    dictionary.add(okuriAriKey: "はたらi", words: ["働"])
    dictionary.add(okuriAriKey: "はたらk", words: ["働"])
    dictionary.add(okuriAriKey: "みm", words: ["見"])
    return dictionary
  }()

  /// The contents starting at `position` as `end class cost source` lines.
  private func contents(_ lattice: ConversionLattice, at position: Int) -> [String] {
    lattice.contents[position].map { content in
      let source: String
      switch content.source {
      case .word(let word): source = "word \(word)"
      case .stem(let keys, let stemEnd): source = "stem \(keys.joined(separator: ",")) okuri from \(stemEnd)"
      case .unknown: source = "unknown"
      }
      return "\(content.end) \(content.pieceClass) \(content.cost) \(source)"
    }
  }

  @Test("はたらいて: the stem with its い (adjective end and continuative), words, an unknown kana")
  func verbStem() {
    let lattice = ConversionLattice(reading: "はたらいて", dictionary: dictionary)
    #expect(lattice.clusters == ["は", "た", "ら", "い", "て"])
    #expect(
      contents(lattice, at: 0) == [
        "4 terminal 450 stem はたらi okuri from 3",
        "4 renyou 550 stem はたらi okuri from 3",
        "2 noun 500 word はた",
        "1 noun 540 word は",
        "1 unknown 2000 unknown",
      ])
    #expect(lattice.suffixes[4].map(\.becomes) == [.te])
  }

  @Test("みます: an ichidan ending right after the stem (みm + ます)")
  func directEnding() {
    let lattice = ConversionLattice(reading: "みます", dictionary: dictionary)
    #expect(
      contents(lattice, at: 0) == [
        "2 mizen 550 stem みm okuri from 1",
        "3 predicate 570 stem みm okuri from 1",
        "1 unknown 2000 unknown",
      ])
  }

  @Test("no phrase starts at ー or a small kana, except at the start of the reading")
  func neverFirst() {
    let lattice = ConversionLattice(reading: "ゃっーは", dictionary: dictionary)
    #expect(contents(lattice, at: 0) == ["1 unknown 2000 unknown"])
    #expect(lattice.contents[1].isEmpty)
    #expect(lattice.contents[2].isEmpty)
    #expect(contents(lattice, at: 3) == ["4 noun 540 word は", "4 unknown 2000 unknown"])
    #expect(lattice.unknownClass(at: 1) == .unknownOpen)
  }

  @Test("a longer word costs less, down to a floor", arguments: [(1, 540), (2, 500), (4, 420), (9, 300)])
  func wordCost(clusters: Int, cost: Int) {
    #expect(ConversionLattice.wordCost(clusters: clusters) == cost)
  }

  @Test("positions are grapheme clusters: a combining voiced mark stays with its kana")
  func clusters() {
    let lattice = ConversionLattice(reading: "か\u{3099}みず", dictionary: dictionary)
    #expect(lattice.count == 3)
    #expect(lattice.text(1, 3) == "みず")
    #expect(lattice.text(0, 1) == "か\u{3099}")
  }
}
