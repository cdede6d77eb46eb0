import InputModel

/// The pinyin keyboard as a scenario names it (`use ime=pinyin`, `use pinyin-schema=…`): add
/// it to a registry to link it.
///
///     let runner = ScenarioRunner(keyboards: .builtIn + [.pinyin])
extension InputMethodKind {
  /// Chinese pinyin through librime (Debian: librime-dev, rime-data-luna-pinyin); the Rime
  /// schema comes from `use pinyin-schema=…`, default `luna_pinyin_simp`.
  public static let pinyin = InputMethodKind(
    name: "pinyin", product: "InputSimRime", family: .chinese, traits: [.candidateMenu],
    options: [
      InputMethodOption(name: PinyinInputMethod.schemaOption, defaultValue: PinyinInputMethod.defaultSchema)
    ],
    startsEngine: true, fuzzAlphabet: .pinyin,
    typing: .asciiKeys(advice: { _ in
      "; type the pinyin letters (type \"nihao\"), then key space or select a candidate"
    }),
    start: { settings throws(InputEngineError) in
      try PinyinInputMethod(schema: settings.option(PinyinInputMethod.schemaOption))
    })
}

extension FuzzAlphabet {
  /// Pinyin: syllables key by key, the named keys, and Rime's menu (drawn only while it
  /// lists candidates), commit and cancel; `convert` is not drawn: the candidates are always
  /// shown.
  public static let pinyin = FuzzAlphabet(
    [Entry(.typedKeys(.pinyinSyllable), 40)] + composingKeys
      + [
        Entry(.nextCandidate, 3), Entry(.previousCandidate, 1), Entry(.selectCandidate, 3), Entry(.commit, 2),
        Entry(.cancel, 1),
      ] + app)
}

extension FuzzKeyTables {
  /// A pinyin syllable's letters, or a digit that picks from the page.
  public static let pinyinSyllable = FuzzKeyTables([FuzzVocabulary.pinyinUnits], whenEmpty: "a")
}
