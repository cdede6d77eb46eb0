import Testing

@testable import InputModel

@Suite("StepGenerator: seeded, realistic, meaningful steps")
struct StepGeneratorTests {
  static func draw(
    _ count: Int, ime: InputMethodKind, settle: SettleMode = .auto, seed: UInt64,
    context: StepContext = StepContext()
  ) -> [GeneratedStep] {
    var generator = StepGenerator(inputMethod: ime, settleMode: settle, seed: seed)
    return (0..<count).map { _ in generator.next(in: context) }
  }

  @Test("the same seed gives the same steps", arguments: InputMethodRegistry.builtIn.kinds)
  func deterministic(ime: InputMethodKind) {
    let first = Self.draw(300, ime: ime, settle: .manual, seed: 42)
    let second = Self.draw(300, ime: ime, settle: .manual, seed: 42)
    #expect(first == second)
    #expect(first != Self.draw(300, ime: ime, settle: .manual, seed: 43))
  }

  @Test("the same seed gives the same steps against a live session (contexts included)")
  func deterministicThroughFuzzer() {
    let fuzzer = Fuzzer(FuzzConfiguration(seed: 11, bridges: [.builtIn(.swiftui13)]))
    for run in 0..<20 {
      #expect(fuzzer.steps(forRun: run) == fuzzer.steps(forRun: run))
    }
    #expect(fuzzer.steps(forRun: 0) != fuzzer.steps(forRun: 1))
  }

  @Test("seed 1 starts with these steps (a change here changes every campaign's output)")
  func pinnedSequence() {
    let line: (GeneratedStep) -> String = { ScenarioWriter.line(for: $0.step) }
    #expect(
      Self.draw(6, ime: .flick, seed: 1).map(line)
        == ["key enter", #"type "によけ""#, "flick に", "key down", "key backspace", #"set "ゆ" deferred"#])
    #expect(
      Self.draw(8, ime: .romaji, seed: 1).map(line)
        == [
          "key enter", #"type "g""#, #"type "e""#, "key enter", #"type "e""#, #"type "j""#, #"type "u""#,
          #"set "？""#,
        ])
  }

  @Test("no candidate gestures without candidates, no conversion gestures without marked text")
  func noMeaninglessConversion() {
    for ime in [InputMethodKind.romaji, .twelveKey, .flick] {
      for generated in Self.draw(2_000, ime: ime, seed: 5) {
        switch generated.step {
        case .action(.nextCandidate), .action(.previousCandidate), .action(.selectCandidate),
          .action(.convert), .action(.commit), .action(.cancel):
          Issue.record("\(ime): \(generated.step) drawn while idle")
        default:
          break
        }
      }
    }
  }

  @Test("candidate positions stay inside the candidate list")
  func selectInRange() {
    let context = StepContext(isFocused: true, isComposing: true, candidateCount: 3)
    var positions = Set<Int>()
    for generated in Self.draw(3_000, ime: .romaji, seed: 8, context: context) {
      if case .action(.selectCandidate(let position)) = generated.step { positions.insert(position) }
    }
    #expect(positions == [1, 2, 3])
  }

  @Test("ticks only under settle=manual")
  func ticksOnlyWhenManual() {
    let isTick: (GeneratedStep) -> Bool = { if case .tick = $0.step { true } else { false } }
    #expect(!Self.draw(2_000, ime: .flick, settle: .auto, seed: 2).contains(where: isTick))
    #expect(Self.draw(2_000, ime: .flick, settle: .manual, seed: 2).contains(where: isTick))
  }

  @Test("without focus only focus, app writes and ticks are drawn")
  func unfocused() {
    let context = StepContext(isFocused: false)
    for generated in Self.draw(1_000, ime: .romaji, settle: .manual, seed: 4, context: context) {
      switch generated.step {
      case .focus, .set, .tick: break
      default: Issue.record("\(generated.step) drawn without focus")
      }
    }
  }

  @Test("the direct keyboard gets text and keys, never flicks or conversion")
  func directAlphabet() {
    for generated in Self.draw(
      2_000, ime: .direct, seed: 6, context: StepContext(isComposing: true, candidateCount: 2))
    {
      switch generated.step {
      case .flick, .action: Issue.record("direct drew \(generated.step)")
      default: break
      }
    }
  }

  @Test("flick steps use kana of the layout or a modifier face")
  func flickKana() {
    let allowed = Set(FuzzVocabulary.flickKana + FuzzVocabulary.flickModifiers)
    for generated in Self.draw(2_000, ime: .flick, seed: 7) {
      if case .flick(let kana) = generated.step { #expect(allowed.contains(kana)) }
    }
  }

  @Test("keystrokes count typed clusters, key repeats and gestures; app steps count none")
  func keystrokes() {
    for generated in Self.draw(3_000, ime: .direct, settle: .manual, seed: 10) {
      switch generated.step {
      case .type(let text): #expect(generated.keystrokes == GraphemeBoundaries(text).clusterCount)
      case .key(_, let count): #expect(generated.keystrokes == count)
      case .set, .focus, .blur, .tick: #expect(generated.keystrokes == 0)
      default: #expect(generated.keystrokes == 1)
      }
    }
  }

  @Test("romaji syllables come key by key or as one burst, letters only from the table")
  func romajiSyllables() {
    let letters = Set(FuzzVocabulary.romajiSyllables.flatMap { $0.text.unicodeScalars })
    var sawSingleKey = false
    var sawBurst = false
    for generated in Self.draw(2_000, ime: .romaji, seed: 12) {
      guard case .type(let text) = generated.step else { continue }
      #expect(text.unicodeScalars.allSatisfy(letters.contains))
      if text.unicodeScalars.count == 1 { sawSingleKey = true } else { sawBurst = true }
    }
    #expect(sawSingleKey && sawBurst)
  }
}
