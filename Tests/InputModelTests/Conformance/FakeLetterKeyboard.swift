@testable import InputModel

/// A keyboard the conformance tests compare with itself or with a variant: letters are marked
/// as typed until Enter; `k` is shown full width (`ｋ`) when `widensK`; Left moves the caret in
/// the marked letters when `movesCaret`; `convert` opens a two-word candidate list.
///
///     type "ak"     →  "[ak|]"   (widensK: "[aｋ|]")
///     key left      →  "[ak|]"   (movesCaret: "[a|k]")
///     convert       →  "[{AK}]", candidates ["AK", "ak"]
final class FakeLetterKeyboard: InputMethod {
  let name: String
  let widensK: Bool
  let movesCaret: Bool
  private var letters = ""
  private var caret = 0
  private var converting = false

  init(name: String, widensK: Bool = false, movesCaret: Bool = false) {
    self.name = name
    self.widensK = widensK
    self.movesCaret = movesCaret
  }

  var compositionBuffer: String { converting ? letters.uppercased() : shown }
  var candidates: [String] { converting ? [letters.uppercased(), letters] : [] }
  private var shown: String { widensK ? String(letters.map { $0 == "k" ? "ｋ" : $0 }) : letters }

  func perform(_ action: InputAction, client: any TextInputClient) throws(InputMethodError) {
    switch action {
    case .key(.typed(let letter)):
      if converting { try commit(client) }
      letters.insert(contentsOf: letter, at: letters.index(letters.startIndex, offsetBy: caret))
      caret += letter.count
      try client.setMarkedText(shown, selectedRange: .caret(at: caret))
    case .key(.named(.left)) where movesCaret && !letters.isEmpty && !converting:
      caret = max(0, caret - 1)
      try client.setMarkedText(shown, selectedRange: .caret(at: caret))
    case .key(.named(.enter)), .commit:
      guard !letters.isEmpty else { return client.doCommand(.insertNewline) }
      try commit(client)
    case .convert:
      guard !letters.isEmpty else { return }
      converting = true
      try client.setMarkedText(
        letters.uppercased(), selectedRange: UTF16Range(location: 0, length: letters.utf16.count))
    case .selectCandidate(let index):
      guard converting else { throw .conversion(.notConverting(gesture: "select \(index)")) }
    default:
      return
    }
  }

  private func commit(_ client: any TextInputClient) throws(InputMethodError) {
    try client.insertText(compositionBuffer)
    letters = ""
    caret = 0
    converting = false
  }

  func reset() {
    letters = ""
    caret = 0
    converting = false
  }

  /// A kind for it, named `name`, with a `fake-width` option it does not read.
  static func kind(_ name: String, widensK: Bool = false, movesCaret: Bool = false) -> InputMethodKind {
    InputMethodKind(
      name: name, product: "InputModelTests", family: .japanese, traits: [.converts, .candidateMenu],
      options: [InputMethodOption(name: "fake-width", defaultValue: "half")], fuzzAlphabet: .romajiTyping,
      start: { _ in FakeLetterKeyboard(name: name, widensK: widensK, movesCaret: movesCaret) })
  }

  /// A kind whose engine never starts.
  static let broken = InputMethodKind(
    name: "broken", product: "InputModelTests", family: .japanese, startsEngine: true,
    fuzzAlphabet: .romajiTyping,
    start: { _ throws(InputEngineError) in
      throw .dataMissing(engine: "broken", package: "broken-data", path: "/nowhere")
    })
}
