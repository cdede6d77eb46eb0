/// What a piece of a phrase is, as far as the next piece is concerned: the converter only
/// attaches a suffix (`PhraseSuffix`) to a piece whose class the suffix accepts.
///
///     べんきょう .noun  + し → .renyou  + て → .te  + い → .renyou  + ます → .predicate
///     はたら(k) + く → .terminal          うつくし(k) + か → .mizen  + った → .predicate
enum PieceClass: Int, CaseIterable, Sendable {
  /// A dictionary word read as a whole (okuri-nasi): 今日, 勉強, 静.
  case noun
  /// A dictionary word that reads as modifying the next phrase, ending in の or な (この,
  /// 大きな): it ends its phrase without a particle at no cost.
  case adnominal
  /// Kana no dictionary entry covers; a run of them stays one piece.
  case unknown
  /// An unknown run that ends in っ: no word ends so, so the run must go on (ゆっくり is not
  /// cut into ゆっ|栗).
  case unknownOpen
  /// A stem with an a-row okurigana (働か, 美しか): before ない, れる, った.
  case mizen
  /// A stem with か that SKK files as a na-adjective's (しずk /静/ → 静か): before な, に, だ.
  case naAdjective
  /// A stem with an i-row okurigana (働き, 働い, 起き), or する's し: before ます, て, た,
  /// たい; before る and ない only for the few ichidan verbs with an i-row stem (起きる).
  case renyou
  /// A stem with an e-row okurigana (食べ, 働け, 考え): before る, ない, ます, て, ば.
  case eStem
  /// A stem with a u-row okurigana (働く, 美しく), an adjective with い (高い), or a form
  /// ending like one (たい, られる).
  case terminal
  /// A stem with an o-row okurigana (働こ): before う.
  case volitional
  /// A stem with っ or ん (行っ, 読ん): before て, た, で, だ.
  case onbin
  /// After て or で (働いて, 読んで): before いる, います, しまう.
  case te
  /// A finished predicate (働きます, 食べた, 学生です): only particles follow.
  case predicate
  /// A particle after which another may come (に, で, から, の: には, からの, のが).
  case openParticle
  /// A particle that ends the phrase but for a sentence-final one (は, が, を, ね).
  case closedParticle

  /// False for a piece that cannot end a phrase: 行っ, 読ん, 行こ need their ending, an
  /// unknown run its next kana.
  var canEndPhrase: Bool { self != .onbin && self != .volitional && self != .unknownOpen }

  /// What ending a phrase on this class costs when another phrase follows: a noun without a
  /// particle is rarer mid-sentence than one with, so 名前は|田中です beats 名前|畑中です and
  /// 会社に|来るまで beats 会社|憎るまで (the kana of the particle is not taken by the next
  /// word); a bare stem (好に, 食べ, 静か) is rarer still. An unknown run pays it too, so it
  /// is not cut where a short word happens to fit.
  var phraseBreakCost: Int {
    switch self {
    case .noun, .unknown, .renyou, .eStem, .mizen, .naAdjective: 150
    default: 0
    }
  }

  /// This class as one bit of a `PieceClasses` set.
  var bit: UInt16 { 1 << UInt16(rawValue) }
}

/// A set of `PieceClass` values as bits, for the converter's inner loop.
struct PieceClasses: OptionSet, Sendable {
  let rawValue: UInt16

  init(rawValue: UInt16) { self.rawValue = rawValue }

  init(_ classes: [PieceClass]) {
    rawValue = classes.reduce(0) { $0 | $1.bit }
  }

  func contains(_ pieceClass: PieceClass) -> Bool { rawValue & pieceClass.bit != 0 }
}
