/// A Japanese keyboard: a kana composer (romaji, 12-key, flick) plus kana-kanji conversion,
/// driving a `TextInputClient` with marked text the way a real IME does.
///
/// It is in one of three states, and each key's meaning depends on it:
///
/// - **idle** (nothing marked): a character goes to the composer; named keys pass through to
///   the client (`DirectInputMethod.passThrough`).
/// - **composing** (the composer holds a reading): every change is re-sent whole with
///   `setMarkedText(display, selectedRange: caret)`; enter commits, escape cancels,
///   space converts.
/// - **converting**: the marked text is the segments' chosen candidates, the focused segment
///   selected; space/up/down pick candidates, left/right move the focus, shift+arrows resize,
///   enter commits, escape and backspace go back to the reading.
///
///     type "k" "a" "n"   →  "[かn|]"        setMarkedText("かn", {2, 0})
///     key space          →  "[{漢字}]"        setMarkedText("漢字", {0, 2})
///     key enter          →  "漢字|"          insertText("漢字")
///
/// State changes only after the client accepted the command, so when the client throws
/// (an invalid range) the keyboard still believes what the client holds.
public final class JapaneseInputMethod: InputMethod {
  public let name: String
  /// False for keyboards that only compose kana: space then commits and types a space.
  public let conversionEnabled: Bool
  /// Segments and candidates come from here.
  public let converter: KanaKanjiConverter

  private var composer: any KanaComposer
  /// The conversion in progress, or `nil` when idle or composing.
  public private(set) var conversion: ConversionState?

  public init(
    name: String, composer: any KanaComposer, dictionary: ConversionDictionary,
    conversionEnabled: Bool = true
  ) {
    self.name = name
    self.composer = composer
    self.converter = KanaKanjiConverter(dictionary: dictionary)
    self.conversionEnabled = conversionEnabled
  }

  /// What the keyboard believes is marked: the conversion's text, else the composer's
  /// display; empty when idle.
  public var compositionBuffer: String {
    if let conversion { return conversion.text }
    return composer.isEmpty ? "" : composer.displayText
  }

  /// The focused segment's candidates during conversion, else empty.
  public var candidates: [String] { conversion?.focusedSegment.candidates ?? [] }

  /// True while something is marked (composing or converting).
  public var isComposing: Bool { conversion != nil || !composer.isEmpty }

  public func perform(_ action: InputAction, client: any TextInputClient) throws {
    if let conversion {
      try performConverting(action, conversion: conversion, client: client)
    } else if !composer.isEmpty {
      try performComposing(action, client: client)
    } else {
      try performIdle(action, client: client)
    }
  }

  /// `.dropBuffer` and `.commit` forget the composition without a command (the client
  /// already changed its text); `.keep` keeps it, so the next key re-sends all of it.
  public func clientTextDidChange(_ reaction: CompositionReaction, client: any TextInputClient)
    throws
  {
    switch reaction {
    case .dropBuffer, .commit: reset()
    case .keep: return
    }
  }

  public func reset() {
    composer.reset()
    conversion = nil
  }

  // MARK: Idle

  private func performIdle(_ action: InputAction, client: any TextInputClient) throws {
    switch action {
    case .key(.typed(let character)):
      try startComposition(with: character, client: client)
    case .key(.named(let key)) where key == .next || key == .undoToggle:
      var next = composer
      if next.handle(key) && !next.isEmpty { try sendComposition(next, client: client) }
      composer = next
    case .key(.named(let key)):
      try DirectInputMethod.passThrough(key, to: client)
    case .convert, .commit, .cancel:
      return
    case .nextCandidate, .previousCandidate, .selectCandidate, .selectWord:
      throw ConversionError.notConverting(gesture: action.conversionGestureName)
    }
  }

  /// Feeds `character` to an empty composer; a character it does not take is inserted.
  ///
  ///     "|"  "k"  →  "[k|]"     "|"  "1" (not taken)  →  "1|"
  private func startComposition(with character: String, client: any TextInputClient) throws {
    var next = composer
    if next.input(character) {
      try sendComposition(next, client: client)
    } else {
      try client.insertText(character, replacementRange: nil)
    }
    composer = next
  }

  // MARK: Composing

  /// What a named key does while the composer holds a reading.
  private enum CompositionKey {
    /// `composer.deleteBackward()`: "[かn|]" → "[か|]", "[か|]" → "" (unmarked).
    case deleteBackward
    /// `insertText(composer.finish())`: "[かn|]" → "かん|".
    case commit
    /// Marked text removed: "[かn|]" → "|".
    case cancel
    /// Kana-kanji conversion (or, with conversion off, commit and type a space).
    case convert
    /// The composer's own key (12-key `next`, `undo-toggle`).
    case composer
    /// Consumed without effect: the composer has no caret movement in its contract, and
    /// tab, forward delete and vertical arrows have no meaning inside a reading.
    case ignore
  }

  private static func compositionKey(_ key: NamedKey) -> CompositionKey {
    switch key {
    case .backspace: .deleteBackward
    case .enter: .commit
    case .escape: .cancel
    case .space: .convert
    case .next, .undoToggle: .composer
    case .left, .right, .up, .down, .shiftLeft, .shiftRight, .tab, .delete: .ignore
    }
  }

  private func performComposing(_ action: InputAction, client: any TextInputClient) throws {
    switch action {
    case .key(.typed(let character)):
      var next = composer
      if next.input(character) {
        try sendComposition(next, client: client)
        composer = next
      } else {
        // The engine has no use for this key (a digit in romaji): what is composed is
        // committed first, so the character lands after it.
        try commitComposition(client: client)
        try client.insertText(character, replacementRange: nil)
      }
    case .key(.named(let key)):
      switch Self.compositionKey(key) {
      case .deleteBackward:
        var next = composer
        next.deleteBackward()
        try sendComposition(next, client: client)
        composer = next
      case .commit:
        try commitComposition(client: client)
      case .cancel:
        try cancelComposition(client: client)
      case .convert where conversionEnabled:
        try startConversion(client: client)
      case .convert:
        try commitComposition(client: client)
        try client.insertText(" ", replacementRange: nil)
      case .composer:
        var next = composer
        if next.handle(key) {
          try sendComposition(next, client: client)
          composer = next
        }
      case .ignore:
        return
      }
    case .convert:
      guard conversionEnabled else { throw ConversionError.conversionDisabled(inputMethod: name) }
      try startConversion(client: client)
    case .commit:
      try commitComposition(client: client)
    case .cancel:
      try cancelComposition(client: client)
    case .nextCandidate, .previousCandidate, .selectCandidate, .selectWord:
      throw ConversionError.notConverting(gesture: action.conversionGestureName)
    }
  }

  /// Sends the composer's display as marked text, caret where the composer says. An empty
  /// composition is sent as `setMarkedText("")` then `unmarkText()`, so the client is left
  /// with no marked range at all rather than an empty one.
  ///
  ///     "[か|]"  backspace  →  setMarkedText("", {0, 0}), unmarkText()  →  "|"
  private func sendComposition(_ next: any KanaComposer, client: any TextInputClient) throws {
    if next.isEmpty {
      try client.setMarkedText("", selectedRange: .caret(at: 0), replacementRange: nil)
      client.unmarkText()
    } else {
      try client.setMarkedText(
        next.displayText, selectedRange: .caret(at: next.caretUTF16Offset), replacementRange: nil)
    }
  }

  /// "[かn|]" → "かん|": the composer resolves pending input (`finish()`), the result is
  /// inserted over the marked text.
  private func commitComposition(client: any TextInputClient) throws {
    var next = composer
    let reading = next.finish()
    next.reset()
    try client.insertText(reading, replacementRange: nil)
    composer = next
  }

  /// "[かn|]" → "|".
  private func cancelComposition(client: any TextInputClient) throws {
    var next = composer
    next.reset()
    try sendComposition(next, client: client)
    composer = next
  }

  // MARK: Converting

  /// "[きょうは|]" → "[{今日は}]": the reading is resolved and segmented, the first segment
  /// focused.
  private func startConversion(client: any TextInputClient) throws {
    var next = composer
    let reading = next.finish()
    next.reset()
    guard let state = converter.convert(reading) else {
      try sendComposition(next, client: client)
      composer = next
      return
    }
    try sendConversion(state, client: client)
    composer = next
    conversion = state
  }

  /// What a key or gesture does during conversion.
  private enum ConversionKey {
    case nextCandidate
    case previousCandidate
    case focusLeft
    case focusRight
    /// shift+left: the focused segment gives its last character to the rest.
    case shrink
    /// shift+right: the focused segment takes the next character.
    case extend
    /// `insertText(conversion.text)`.
    case commit
    /// The reading comes back as marked text (escape, backspace, cancel).
    case backToReading
    /// Consumed without effect (tab, forward delete, 12-key toggling keys).
    case ignore
  }

  private static func conversionKey(_ key: NamedKey) -> ConversionKey {
    switch key {
    case .space, .down: .nextCandidate
    case .up: .previousCandidate
    case .left: .focusLeft
    case .right: .focusRight
    case .shiftLeft: .shrink
    case .shiftRight: .extend
    case .enter: .commit
    case .escape, .backspace: .backToReading
    case .tab, .delete, .next, .undoToggle: .ignore
    }
  }

  private func performConverting(
    _ action: InputAction, conversion state: ConversionState, client: any TextInputClient
  ) throws {
    var next = state
    switch action {
    case .key(.typed(let character)):
      // Typing on commits the conversion and starts a new reading, as on a phone.
      try commitConversion(state, client: client)
      try startComposition(with: character, client: client)
      return
    case .key(.named(let key)):
      try apply(Self.conversionKey(key), to: state, client: client)
      return
    case .convert, .nextCandidate:
      next.selectNextCandidate()
    case .previousCandidate:
      next.selectPreviousCandidate()
    case .selectCandidate(let position):
      try next.selectCandidate(position: position)
    case .selectWord(let word):
      try next.selectCandidate(word: word)
    case .commit:
      try commitConversion(state, client: client)
      return
    case .cancel:
      try backToReading(state, client: client)
      return
    }
    try sendConversion(next, client: client)
    conversion = next
  }

  private func apply(_ key: ConversionKey, to state: ConversionState, client: any TextInputClient)
    throws
  {
    var next = state
    switch key {
    case .nextCandidate: next.selectNextCandidate()
    case .previousCandidate: next.selectPreviousCandidate()
    case .focusLeft: next.focusLeft()
    case .focusRight: next.focusRight()
    case .shrink: next.shrinkFocusedSegment(using: converter)
    case .extend: next.extendFocusedSegment(using: converter)
    case .commit: return try commitConversion(state, client: client)
    case .backToReading: return try backToReading(state, client: client)
    case .ignore: return
    }
    try sendConversion(next, client: client)
    conversion = next
  }

  /// The conversion's text as marked text, the focused segment selected.
  ///
  ///     今日は|[良い]|天気  →  setMarkedText("今日は良い天気", selectedRange: {3, 2})
  private func sendConversion(_ state: ConversionState, client: any TextInputClient) throws {
    try client.setMarkedText(
      state.text, selectedRange: state.focusedUTF16Range, replacementRange: nil)
  }

  /// "[{今日}は]" → "今日は|".
  private func commitConversion(_ state: ConversionState, client: any TextInputClient) throws {
    try client.insertText(state.text, replacementRange: nil)
    conversion = nil
    composer.reset()
  }

  /// "[{今日}は]" → "[きょうは|]": the composer is loaded with the converted reading.
  private func backToReading(_ state: ConversionState, client: any TextInputClient) throws {
    var next = composer
    next.load(reading: state.reading)
    try sendComposition(next, client: client)
    composer = next
    conversion = nil
  }
}
