/// SKK's okuri convention: an okuri-ari entry is filed under its stem's kana plus the ASCII
/// letter that starts the romaji of the first okurigana kana, and this table gives that
/// letter for each kana, and what the stem becomes with the kana attached.
///
///     く  →  letters ["k"], .terminal      (はたらk + く → 働く)
///     べ  →  letters ["b"], .eStem         (たb + べ → 食べ)
///     い  →  letters ["i"], .renyou        (はたらi + い → 働い(て), うつくしi + い → 美しい)
///     か  →  letters ["k"], .mizen         (うつくしk + か → 美しか(った))
///     っ  →  letters ["t", "c"], .onbin    (いt + っ → 行っ(て); SKK-JISYO.L files some under c)
///     じ  →  letters ["j", "z"], .renyou   (かんj + じ, かんz + じ → 感じ)
enum Okurigana {
  /// The letters an okuri-ari key may end with when `kana` is the first okurigana, and the
  /// class of stem + kana; `nil` for anything that cannot start an okurigana.
  static func lookUp(_ kana: String) -> (letters: [String], pieceClass: PieceClass)? {
    table[kana]
  }

  /// The consonant rows, vowels in the order a i u e o; `・` where the row has no kana.
  private static let rows: [(letter: String, kana: String)] = [
    ("k", "かきくけこ"), ("g", "がぎぐげご"), ("s", "さしすせそ"), ("z", "ざじずぜぞ"),
    ("t", "たちつてと"), ("d", "だぢづでど"), ("n", "なにぬねの"), ("h", "はひふへほ"),
    ("b", "ばびぶべぼ"), ("p", "ぱぴぷぺぽ"), ("m", "まみむめも"), ("y", "や・ゆ・よ"),
    ("r", "らりるれろ"), ("w", "わ・・・を"),
  ]

  /// The class of a stem whose okurigana starts in each vowel column: the a column is the
  /// negative stem (働か), i the continuative (働き), e the ichidan or conditional stem
  /// (食べ, 働け), u the plain form (働く), o the volitional stem (働こ).
  private static let columnClasses: [PieceClass] = [.mizen, .renyou, .terminal, .eStem, .volitional]

  /// Letters SKK-JISYO.L also uses for some kana (`かんj`, `もc`, `ふ` typed as `fu`).
  private static let extraLetters: [String: String] = ["じ": "j", "ち": "c", "ふ": "f"]

  private static let table: [String: (letters: [String], pieceClass: PieceClass)] = {
    var table: [String: (letters: [String], pieceClass: PieceClass)] = [:]
    for (column, vowel) in ["あ", "い", "う", "え", "お"].enumerated() {
      table[vowel] = (["aiueo".map(String.init)[column]], columnClasses[column])
    }
    for row in rows {
      for (column, kana) in row.kana.map(String.init).enumerated() where kana != "・" {
        table[kana] = ([row.letter] + (extraLetters[kana].map { [$0] } ?? []), columnClasses[column])
      }
    }
    table["っ"] = (["t", "c"], .onbin)
    table["ん"] = (["n"], .onbin)
    return table
  }()
}
