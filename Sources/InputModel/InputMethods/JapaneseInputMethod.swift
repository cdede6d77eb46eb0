/// A Japanese keyboard: a kana composer (romaji, 12-key, flick) plus kana-kanji conversion,
/// driving a `TextInputClient` with marked text the way a real IME does.
///
/// It is in one of three states, and each key's meaning depends on it:
///
/// - **idle** (nothing marked): a character goes to the composer; named keys pass through to
///   the client (`DirectInputMethod.passThrough`), but Space types the composer's `idleSpace`
///   when it has one (U+3000 on a desktop romaji keyboard).
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

  public func perform(_ action: InputAction, client: any TextInputClient) throws(InputMethodError) {
    if let conversion {
      try apply(ConversionCommand(action), to: conversion, client: client)
    } else if !composer.isEmpty {
      try apply(CompositionCommand(action), client: client)
    } else {
      try performIdle(action, client: client)
    }
  }

  public func reset() {
    composer.reset()
    conversion = nil
  }

  public func makeTwin() -> (any InputMethod)? {
    var fresh = composer
    fresh.reset()
    return JapaneseInputMethod(
      name: name, composer: fresh, dictionary: converter.dictionary, conversionEnabled: conversionEnabled)
  }

  // MARK: Idle

  /// A character starts a composition and the composer's own keys go to it; everything
  /// else is what any keyboard does with nothing marked.
  private func performIdle(_ action: InputAction, client: any TextInputClient)
    throws(InputMethodError)
  {
    switch action {
    case .key(.typed(let character)):
      try startComposition(with: character, client: client)
    case .key(.named(let key)) where key == .next || key == .undoToggle:
      var next = composer
      if next.handle(key) && !next.isEmpty { try sendComposition(next, client: client) }
      composer = next
    case .key(.named(.space)) where composer.idleSpace != nil:
      try client.insertText(composer.idleSpace ?? " ")
    default:
      try DirectInputMethod.performUnmarked(action, client: client)
    }
  }

  /// Feeds `character` to an empty composer; a character it does not take is inserted.
  ///
  ///     "|"  "k"  →  "[k|]"     "|"  "1" (not taken)  →  "1|"
  private func startComposition(with character: String, client: any TextInputClient)
    throws(InputMethodError)
  {
    var next = composer
    if next.input(character) {
      try sendComposition(next, client: client)
    } else {
      try client.insertText(character)
    }
    composer = next
  }

  // MARK: Composing

  private func apply(_ command: CompositionCommand, client: any TextInputClient)
    throws(InputMethodError)
  {
    var next = composer
    switch command {
    case .type(let character):
      guard next.input(character) else {
        // The engine has no use for this key (a digit in romaji): what is composed is
        // committed first, so the character lands after it.
        try commitComposition(client: client)
        return try client.insertText(character)
      }
    case .deleteBackward:
      next.deleteBackward()
    case .composerKey(let key):
      guard next.handle(key) else { return }
    case .commit:
      return try commitComposition(client: client)
    case .cancel:
      next.reset()
    case .convert where conversionEnabled, .space where conversionEnabled:
      return try startConversion(client: client)
    case .convert:
      throw .conversion(.conversionDisabled(inputMethod: name))
    case .space:
      try commitComposition(client: client)
      return try client.insertText(" ")
    case .ignore:
      return
    case .notConverting(let gesture):
      throw .conversion(.notConverting(gesture: gesture))
    }
    try sendComposition(next, client: client)
    composer = next
  }

  /// Sends the composer's display as marked text, caret where the composer says. An empty
  /// composition is sent as `setMarkedText("")` then `unmarkText()`, so the client is left
  /// with no marked range at all rather than an empty one.
  ///
  ///     "[か|]"  backspace  →  setMarkedText("", {0, 0}), unmarkText()  →  "|"
  private func sendComposition(_ next: any KanaComposer, client: any TextInputClient)
    throws(InputMethodError)
  {
    if next.isEmpty {
      try client.setMarkedText("", selectedRange: .caret(at: 0))
      client.unmarkText()
    } else {
      try client.setMarkedText(next.displayText, selectedRange: .caret(at: next.caretUTF16Offset))
    }
  }

  /// "[かn|]" → "かん|": the composer resolves pending input (`finishForCommit()`; a desktop
  /// romaji keyboard commits "かｎ" as shown), the result is inserted over the marked text.
  private func commitComposition(client: any TextInputClient) throws(InputMethodError) {
    var next = composer
    let reading = next.finishForCommit()
    next.reset()
    try client.insertText(reading)
    composer = next
  }

  // MARK: Converting

  /// "[きょうは|]" → "[{今日は}]": the reading is resolved and segmented, the first segment
  /// focused.
  private func startConversion(client: any TextInputClient) throws(InputMethodError) {
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

  private func apply(
    _ command: ConversionCommand, to state: ConversionState, client: any TextInputClient
  ) throws(InputMethodError) {
    var next = state
    switch command {
    case .type(let character):
      // Typing on commits the conversion and starts a new reading, as on a phone.
      try commitConversion(state, client: client)
      return try startComposition(with: character, client: client)
    case .nextCandidate: next.selectNextCandidate()
    case .previousCandidate: next.selectPreviousCandidate()
    case .selectCandidate(let position):
      do { try next.selectCandidate(position: position) } catch { throw .conversion(error) }
    case .selectWord(let word):
      do { try next.selectCandidate(word: word) } catch { throw .conversion(error) }
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
  private func sendConversion(_ state: ConversionState, client: any TextInputClient)
    throws(InputMethodError)
  {
    try client.setMarkedText(state.text, selectedRange: state.focusedUTF16Range)
  }

  /// "[{今日}は]" → "今日は|".
  private func commitConversion(_ state: ConversionState, client: any TextInputClient)
    throws(InputMethodError)
  {
    try client.insertText(state.text)
    conversion = nil
    composer.reset()
  }

  /// "[{今日}は]" → "[きょうは|]": the composer is loaded with the converted reading.
  private func backToReading(_ state: ConversionState, client: any TextInputClient)
    throws(InputMethodError)
  {
    var next = composer
    next.load(reading: state.reading)
    try sendComposition(next, client: client)
    composer = next
    conversion = nil
  }
}
