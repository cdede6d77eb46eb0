/// Draws random but realistic session steps for one input method from a seeded `FuzzRandom`.
///
/// Each call draws a production from the alphabet (weights per input method, productions
/// that mean nothing in `context` left out) and turns it into steps. A production may yield
/// several steps — a romaji syllable typed key by key — which are handed out one per call.
///
///     var generator = StepGenerator(inputMethod: .flick, settleMode: .auto, seed: 7)
///     generator.next(in: StepContext()).step   // e.g. flick わ — the same for seed 7, always
///
/// The same seed and the same sequence of contexts give the same steps on every machine.
public struct StepGenerator: Sendable {
  public let inputMethod: InputMethodKind
  public let settleMode: SettleMode
  public let alphabet: FuzzAlphabet
  public private(set) var random: FuzzRandom
  /// Steps of a multi-step production not handed out yet, in order.
  private var pending: [GeneratedStep] = []
  private var pendingIndex = 0

  public init(
    inputMethod: InputMethodKind, settleMode: SettleMode, random: FuzzRandom, alphabet: FuzzAlphabet? = nil
  ) {
    self.inputMethod = inputMethod
    self.settleMode = settleMode
    self.random = random
    self.alphabet = alphabet ?? inputMethod.fuzzAlphabet
  }

  public init(inputMethod: InputMethodKind, settleMode: SettleMode, seed: UInt64) {
    self.init(inputMethod: inputMethod, settleMode: settleMode, random: FuzzRandom(seed: seed))
  }

  /// The next step for a session in `context`.
  public mutating func next(in context: StepContext) -> GeneratedStep {
    if pendingIndex < pending.count {
      defer { pendingIndex += 1 }
      return pending[pendingIndex]
    }
    pending.removeAll(keepingCapacity: true)
    pendingIndex = 0
    let production = drawProduction(in: context)
    return make(production, in: context)
  }

  // MARK: Drawing a production

  private mutating func drawProduction(in context: StepContext) -> FuzzProduction {
    var total = 0
    for entry in alphabet.entries { total += weight(of: entry, in: context) }
    // Nothing applies only for a custom alphabet without app productions; focus is always
    // meaningful somewhere, so fall back to the cheapest step that changes nothing.
    guard total > 0 else { return context.isFocused ? .blur : .focus }
    var draw = random.int(below: total)
    for entry in alphabet.entries {
      let weight = weight(of: entry, in: context)
      if draw < weight { return entry.production }
      draw -= weight
    }
    return .focus
  }

  /// The entry's weight in `context`: 0 when the production would be meaningless.
  private func weight(of entry: FuzzAlphabet.Entry, in context: StepContext) -> Int {
    let applies: Bool
    switch entry.production {
    case .romajiSyllable, .twelveKeyTaps, .flickKana, .flickModifier, .flickBurst, .directText, .key,
      .typedKeys:
      applies = context.isFocused
    case .convert, .commit, .cancel:
      applies = context.isFocused && context.isComposing
    case .nextCandidate, .previousCandidate, .selectCandidate:
      applies = context.isFocused && context.candidateCount > 0
    case .set, .setDeferred, .render:
      applies = true
    case .focus:
      // Without focus nothing but the app can act, so getting focus back dominates.
      return context.isFocused ? 0 : entry.weight * 20
    case .blur:
      applies = context.isFocused
    case .tick, .tickFrame:
      applies = settleMode == .manual
    case .component(let production):
      applies = componentApplies(production, in: context)
    }
    return applies ? max(0, entry.weight) : 0
  }

  // MARK: Turning a production into steps

  private mutating func make(_ production: FuzzProduction, in context: StepContext) -> GeneratedStep {
    switch production {
    case .romajiSyllable:
      let syllable = weightedUnit(FuzzVocabulary.romajiSyllables, FuzzVocabulary.romajiWeights)
      return typeKeys(syllable.unicodeScalars.map { String($0) })
    case .twelveKeyTaps:
      let key = weightedUnit(FuzzVocabulary.twelveKeys, FuzzVocabulary.twelveKeyWeights)
      let taps = (random.weightedIndex(FuzzVocabulary.twelveKeyTapCounts) ?? 0) + 1
      return typeKeys(Array(repeating: key, count: taps))
    case .flickKana:
      return GeneratedStep(.flick(random.element(of: FuzzVocabulary.flickKana) ?? "あ"), keystrokes: 1)
    case .flickModifier:
      return GeneratedStep(.flick(random.element(of: FuzzVocabulary.flickModifiers) ?? "゛"), keystrokes: 1)
    case .flickBurst:
      let count = random.int(in: 2...3)
      var text = ""
      for _ in 0..<count { text += random.element(of: FuzzVocabulary.flickKana) ?? "あ" }
      return GeneratedStep(.type(text), keystrokes: count)
    case .directText:
      let count = random.chance(3, in: 4) ? 1 : random.int(in: 2...4)
      var units: [String] = []
      for _ in 0..<count {
        units.append(weightedUnit(FuzzVocabulary.directUnits, FuzzVocabulary.directWeights))
      }
      return GeneratedStep(.type(units.joined()), keystrokes: count)
    case .typedKeys(let tables):
      var keys = ""
      for (units, weights) in zip(tables.tables, tables.weights) {
        keys += weightedUnit(units, weights)
      }
      if keys.isEmpty { keys = tables.whenEmpty }
      return typeKeys(keys.unicodeScalars.map { String($0) })
    case .key(let key):
      let count = Self.repeatable.contains(key) && random.chance(1, in: 5) ? random.int(in: 2...3) : 1
      return GeneratedStep(.key(key, count: count), keystrokes: count)
    case .convert:
      return GeneratedStep(.action(.convert), keystrokes: 1)
    case .nextCandidate:
      return GeneratedStep(.action(.nextCandidate), keystrokes: 1)
    case .previousCandidate:
      return GeneratedStep(.action(.previousCandidate), keystrokes: 1)
    case .selectCandidate:
      let position = random.int(in: 1...max(1, context.candidateCount))
      return GeneratedStep(.action(.selectCandidate(index: position)), keystrokes: 1)
    case .commit:
      return GeneratedStep(.action(.commit), keystrokes: 1)
    case .cancel:
      return GeneratedStep(.action(.cancel), keystrokes: 1)
    case .set:
      return GeneratedStep(.set(appValue(in: context), deferred: false), keystrokes: 0)
    case .setDeferred:
      return GeneratedStep(.set(appValue(in: context), deferred: true), keystrokes: 0)
    case .focus:
      return GeneratedStep(.focus, keystrokes: 0)
    case .blur:
      return GeneratedStep(.blur, keystrokes: 0)
    case .tick:
      return GeneratedStep(.tick(random.chance(1, in: 2) ? nil : random.int(in: 1...3)), keystrokes: 0)
    case .tickFrame:
      return GeneratedStep(.tick(0), keystrokes: 0)
    case .render:
      return GeneratedStep(.render, keystrokes: 0)
    case .component(let production):
      return makeComponentStep(production, in: context)
    }
  }

  /// Keys that people press several times in a row.
  private static let repeatable: Set<NamedKey> = [.backspace, .left, .right, .shiftLeft, .shiftRight]

  /// A sequence of character keys: as one fast `type` step (a third of the time), or one
  /// step per key so the app gets a render pass between keys (slower typing).
  private mutating func typeKeys(_ keys: [String]) -> GeneratedStep {
    if keys.count == 1 || random.chance(1, in: 3) {
      return GeneratedStep(.type(keys.joined()), keystrokes: keys.count)
    }
    pending = keys.dropFirst().map { GeneratedStep(.type($0), keystrokes: 1) }
    pendingIndex = 0
    return GeneratedStep(.type(keys[0]), keystrokes: 1)
  }

  private mutating func weightedUnit(_ units: [FuzzVocabulary.Weighted], _ weights: [Int]) -> String {
    guard let index = random.weightedIndex(weights) else { return "a" }
    return units[index].text
  }

  /// What the app writes: nothing, a fixed value, or the field's text with something added.
  private mutating func appValue(in context: StepContext) -> String {
    switch random.int(below: 5) {
    case 0: return ""
    case 1, 2: return random.element(of: FuzzVocabulary.setValues) ?? ""
    default:
      let suffix: String
      if inputMethod == .direct {
        suffix = weightedUnit(FuzzVocabulary.directUnits, FuzzVocabulary.directWeights)
      } else {
        suffix = random.element(of: FuzzVocabulary.flickKana) ?? "あ"
      }
      return context.fieldText + suffix
    }
  }
}

// MARK: Component steps

extension StepGenerator {
  /// Whether a component production means something now: picks and the close button only
  /// while the menu shows items (and, for a pick, nothing is marked), typing only with focus.
  fileprivate func componentApplies(_ production: FuzzComponentProduction, in context: StepContext) -> Bool {
    switch production {
    case .suggestionText, .cancelSearch: context.isFocused
    case .pick: context.isFocused && !context.isComposing && !context.menuItems.isEmpty
    case .closeMenu: !context.menuItems.isEmpty
    }
  }

  fileprivate mutating func makeComponentStep(_ production: FuzzComponentProduction, in context: StepContext)
    -> GeneratedStep
  {
    switch production {
    case .suggestionText:
      return typeSuggestionText(suggestionPiece(after: context.fieldText))
    case .pick:
      // A tap on the menu, not a key: no keystroke.
      return GeneratedStep(.pick(random.element(of: context.menuItems) ?? ""), keystrokes: 0)
    case .closeMenu:
      return GeneratedStep(.closeMenu, keystrokes: 0)
    case .cancelSearch:
      return GeneratedStep(.cancelSearch, keystrokes: 0)
    }
  }

  /// Two times in three, the next one or two characters of a candidate that `text` starts;
  /// otherwise the first one to three characters of any candidate.
  ///
  ///     "から" → "て" (towards からて) or "あげ";  "" → "か", "さく", "たしか"
  private mutating func suggestionPiece(after text: String) -> String {
    let words = DemoCandidates.seedWords
    if !text.isEmpty && random.chance(2, in: 3) {
      let continuing = words.filter { $0.count > text.count && $0.hasPrefix(text) }
      if let word = random.element(of: continuing) {
        return String(word.dropFirst(text.count).prefix(random.int(in: 1...2)))
      }
    }
    let word = random.element(of: words) ?? "から"
    return String(word.prefix(random.int(in: 1...3)))
  }

  /// `piece` as this keyboard types it: as is (direct), its romaji key by key (romaji), the
  /// leading kana a flick gesture makes (flick; one kana as `flick`, more as a burst).
  private mutating func typeSuggestionText(_ piece: String) -> GeneratedStep {
    switch inputMethod {
    case .romaji:
      let keys = piece.map { FuzzVocabulary.seedKanaRomaji[$0] ?? "a" }.joined()
      return typeKeys(keys.unicodeScalars.map { String($0) })
    case .flick:
      let kana = piece.prefix { FuzzVocabulary.flickKanaSet.contains($0) }
      guard let first = kana.first else {
        return GeneratedStep(.flick(random.element(of: FuzzVocabulary.flickKana) ?? "あ"), keystrokes: 1)
      }
      if kana.count == 1 { return GeneratedStep(.flick(String(first)), keystrokes: 1) }
      return GeneratedStep(.type(String(kana)), keystrokes: kana.count)
    default:
      return GeneratedStep(.type(piece), keystrokes: piece.count)
    }
  }
}

/// A step the generator drew, with the number of keystrokes it delivers.
public struct GeneratedStep: Hashable, Sendable {
  public var step: SessionStep
  /// Keys and gestures that reach the keyboard: one per typed grapheme cluster, per key
  /// repeat, per flick and per conversion gesture; 0 for app writes, focus changes and ticks.
  public var keystrokes: Int

  public init(_ step: SessionStep, keystrokes: Int) {
    self.step = step
    self.keystrokes = keystrokes
  }
}
