import Testing

@testable import InputModel

@Suite("AppTransform: the app's rewrites of the binding")
struct AppTransformTests {
  @Test(
    "rewrites, or nil when the text already satisfies the transform",
    arguments: [
      (AppTransform.Kind.maxLength(3), "あいうえ", "あいう" as String?),
      (.maxLength(3), "あいう", nil),
      (.maxLength(3), "", nil),
      (.maxLength(0), "a", ""),
      (.maxLength(0), "", nil),
      (.maxLength(-1), "ab", ""),
      (.maxLength(2), "a👍b", "a👍"),
      (.maxLength(3), "a👍b", nil),
      (.maxLength(1), "👨‍👩‍👧x", "👨‍👩‍👧"),
      (.maxLength(1), "👨‍👩‍👧", nil),
      (.maxLength(2), "か\u{3099}か\u{3099}か\u{3099}", "か\u{3099}か\u{3099}"),
      (.maxLength(2), "か\u{3099}か\u{3099}", nil),
      (.maxLength(1), "🇯🇵🇯🇵", "🇯🇵"),
      (.maxLength(4), "\r\n\r\n", nil),
      (.uppercase, "abc", "ABC"),
      (.uppercase, "aかb", "AかB"),
      (.uppercase, "ABC", nil),
      (.uppercase, "かな", nil),
      (.uppercase, "", nil),
      (.digitsOnly, "a1b2", "12"),
      (.digitsOnly, "12", nil),
    ])
  func apply(kind: AppTransform.Kind, text: String, expected: String?) {
    #expect(AppTransform(kind).apply(to: text) == expected)
  }

  @Test("max-length keeps as many clusters as segmenting the whole text says, on random text")
  func maxLengthMatchesWholeSegmentation() {
    var random = SplitMix64(seed: 5)
    for _ in 0..<2000 {
      let text = GraphemeBoundariesEditingTests.randomText(&random, maximumPieces: 8)
      let limit = Int(random.next() % 10)
      let boundaries = GraphemeBoundaries(text)
      let expected =
        boundaries.clusterCount > limit
        ? text.substring(utf16Range: UTF16Range(location: 0, length: boundaries.utf16Offsets[limit]))
        : nil
      #expect(
        AppTransform(.maxLength(limit)).apply(to: text) == expected,
        "\(limit) \(text.unicodeScalars.map(\.value))")
    }
  }
}
