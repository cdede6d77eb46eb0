/// A particle, auxiliary or inflectional ending that attaches to the piece before it inside a
/// phrase (bunsetsu), and the table of them: the grammar of the converter, as data.
///
///     わたし + は               → [私は]
///     べんきょう + し + て + い + ます → [勉強しています]
///     はたら(k) + い + て        → [働いて]
///
/// A suffix is written in the reading as it is: the phrase's candidates are the content
/// word's spellings followed by the suffixes' kana.
struct PhraseSuffix: Sendable {
  /// How much a suffix costs the phrase that takes it: particles and the copula a little,
  /// する after a noun and an ichidan ending after an i-row stem more (so わた + し does not
  /// beat わたし, nor 大き + ない 大きな), other endings nothing, and the て form less than
  /// nothing (so 話し + て beats the noun 話し手 and 書い + て the noun 買い手, as Mozc
  /// prefers the verb). た gets no such bonus: many common nouns end in it (明日 is not
  /// 褪し + た).
  enum Kind: Sendable {
    case particle
    case copula
    case suru
    case iRowIchidan
    case inflection
    case teForm

    var cost: Int {
      switch self {
      case .particle, .copula: 100
      case .iRowIchidan: 150
      case .suru: 400
      case .inflection: 0
      case .teForm: -150
      }
    }
  }

  /// The kana, one element per character (`["ま", "す"]`).
  let kana: [String]
  /// The classes of piece it may follow.
  let after: PieceClasses
  /// What the piece becomes with it.
  let becomes: PieceClass
  let kind: Kind

  /// True when an okuri-ari stem may take it directly, without an okurigana of its own: the
  /// ichidan endings (みm + ます → 見ます, みt + て → 見て).
  var attachesToStem: Bool { (kind == .inflection || kind == .teForm) && after.contains(.eStem) }

  /// Every suffix, grouped by its first character.
  static let byFirstKana: [String: [PhraseSuffix]] = {
    var index: [String: [PhraseSuffix]] = [:]
    for row in table {
      for word in row.words {
        let kana = word.map(String.init)
        guard let first = kana.first else { continue }
        index[first, default: []].append(
          PhraseSuffix(kana: kana, after: PieceClasses(row.after), becomes: row.becomes, kind: row.kind))
      }
    }
    return index
  }()

  /// The grammar: words, the classes they follow, the class they give, their kind.
  static let table: [(words: [String], after: [PieceClass], becomes: PieceClass, kind: Kind)] = [
    // Particles after a noun: は and も end the phrase, case particles may take は or も
    // (には, からも), の may take a case particle (のが).
    (["は", "も"], [.noun, .unknown, .openParticle, .te], .closedParticle, .particle),
    (["が", "を", "や", "しか"], [.noun, .unknown, .openParticle], .closedParticle, .particle),
    (
      ["に", "で", "と", "へ", "から", "まで", "より", "の", "だけ", "など", "ばかり", "くらい", "ほど"],
      [.noun, .unknown, .openParticle], .openParticle, .particle
    ),
    // After a predicate: の makes a noun of it (聞くのが: free, so 聞く + の beats the name
    // 菊野), conjunctions end the phrase.
    (["の"], [.terminal, .predicate], .openParticle, .inflection),
    (
      ["から", "けど", "けれど", "ので", "のに", "が", "し", "と", "まで", "なら"],
      [.terminal, .predicate], .closedParticle, .particle
    ),
    (["から"], [.te], .closedParticle, .particle),
    (["か", "ね", "よ", "わ"], [.noun, .unknown, .terminal, .predicate, .te], .closedParticle, .particle),
    // The copula, after a noun, or after a plain form (行くでしょう, 美しいです).
    (
      ["です", "でした", "でしょう", "だ", "だった", "だろう", "じゃない", "ではない"],
      [.noun, .unknown, .openParticle], .predicate, .copula
    ),
    (["です", "でした", "でしょう", "だろう"], [.terminal], .predicate, .copula),
    // する after a noun that names an action (勉強する, 散歩しました, 質問して).
    (["する"], [.noun], .terminal, .suru),
    (["し"], [.noun], .renyou, .suru),
    (["すれ"], [.noun], .eStem, .suru),
    (["さ"], [.noun], .mizen, .suru),
    // Na-adjectives SKK files as okuri-ari (しずk /静/): 静か + な, に, だ, です.
    (["な", "に"], [.naAdjective], .closedParticle, .inflection),
    (["だ", "です", "でした", "だった", "でしょう"], [.naAdjective], .predicate, .inflection),
    // After the continuative or e-row stem (働き, 食べ, 勉強し): polite endings, wishes,
    // the て form and た.
    (["ます", "ました", "ません", "ませんでした", "ましょう"], [.renyou, .eStem], .predicate, .inflection),
    (["まして"], [.renyou, .eStem], .te, .inflection),
    (["たい", "たくない"], [.renyou, .eStem], .terminal, .inflection),
    (["たかった"], [.renyou, .eStem], .predicate, .inflection),
    (["たくて"], [.renyou, .eStem], .te, .inflection),
    (["ながら"], [.renyou, .eStem], .closedParticle, .inflection),
    (["ば"], [.eStem], .closedParticle, .inflection),
    (["て"], [.renyou, .eStem, .onbin, .terminal], .te, .teForm),
    (["た"], [.renyou, .eStem, .onbin, .te], .predicate, .inflection),
    (["たら", "たり"], [.renyou, .eStem, .onbin], .closedParticle, .inflection),
    (["で"], [.onbin], .te, .teForm),
    (["だ"], [.onbin], .predicate, .inflection),
    (["だら", "だり"], [.onbin], .closedParticle, .inflection),
    // Adjectives SKK files with し in the okurigana (うつくs /美/): 美し + い, く, かった.
    (["い", "く"], [.renyou], .terminal, .inflection),
    (["かった"], [.renyou], .predicate, .inflection),
    (["くて"], [.renyou], .te, .inflection),
    (["ければ"], [.renyou], .closedParticle, .inflection),
    // Ichidan endings (食べる, 食べれば, 見よう, 食べられる); after an i-row stem only for
    // the ichidan verbs that have one (起きる), which are fewer than the godan ones (行き).
    (["る", "られる", "させる"], [.eStem], .terminal, .inflection),
    (["る", "られる", "させる"], [.renyou], .terminal, .iRowIchidan),
    (["れば"], [.eStem], .closedParticle, .inflection),
    (["れば"], [.renyou], .closedParticle, .iRowIchidan),
    (["よう", "ろ"], [.eStem], .predicate, .inflection),
    (["よう", "ろ"], [.renyou], .predicate, .iRowIchidan),
    // The negative, after the negative stem (働か), an ichidan stem (食べ), or 美しく.
    (["ない"], [.mizen, .eStem, .terminal], .terminal, .inflection),
    (["なかった"], [.mizen, .eStem, .terminal], .predicate, .inflection),
    (["なくて"], [.mizen, .eStem, .terminal], .te, .inflection),
    (["なければ"], [.mizen, .eStem, .terminal], .closedParticle, .inflection),
    (["ない"], [.renyou], .terminal, .iRowIchidan),
    (["なかった"], [.renyou], .predicate, .iRowIchidan),
    (["なくて"], [.renyou], .te, .iRowIchidan),
    (["なければ"], [.renyou], .closedParticle, .iRowIchidan),
    // Passive and causative (働かれる, 働かせます), the adjective's past (美しか + った).
    (["れる", "せる"], [.mizen], .terminal, .inflection),
    (["れ", "せ"], [.mizen], .eStem, .inflection),
    (["った"], [.mizen], .predicate, .inflection),
    (["ったら"], [.mizen], .closedParticle, .inflection),
    // The volitional (行こ + う).
    (["う"], [.volitional], .predicate, .inflection),
    // After て: いる and its forms through い (て + い + ます), the contracted てる, helpers.
    (["い"], [.te], .renyou, .inflection),
    (["る"], [.te], .terminal, .inflection),
    (["しまう", "おく", "みる"], [.te], .terminal, .inflection),
    (["しまった", "しまいます", "みた", "みます"], [.te], .predicate, .inflection),
  ]
}
