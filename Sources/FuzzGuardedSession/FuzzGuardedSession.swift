import InputModel

/// libFuzzer entry point: bytes decoded into keyboard steps for a session under the guarded
/// bridge. The guarded bridge is the fix: any invariant violation (or a crash) is a bug in
/// inputsim, so the input is kept by aborting.
///
/// Byte layout: the first byte picks the keyboard and the platform; every following byte is
/// one step (its low bits choose the step, the rest its argument).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGuardedSession(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let data, size > 0 else { return 0 }
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let header = Int(bytes[0])
  let imes = InputMethodRegistry.builtIn.fuzzedByDefault
  // Not the profiles whose browser parts from the input method itself (measured on Linux):
  // there a guarded page loses a composition too, which is the browser's, not a bug of ours.
  let platforms = PlatformProfile.builtIn.filter { !$0.partsFromInputMethod }
  let ime = imes[header % imes.count]
  let platform = platforms[(header / imes.count) % platforms.count]
  let session = Session(
    inputMethod: ime.make(), bridge: GuardedBridge(), platform: platform, recordsTrace: false)
  for byte in bytes.dropFirst().prefix(256) {
    let step = StepDecoder.step(from: byte, ime: ime)
    do {
      try session.perform(step)
    } catch {
      // A step the keyboard refuses (no candidate to select) is not a bug.
    }
    if !session.violations.isEmpty { abort() }
  }
  return 0
}

/// Maps one byte to a step that makes sense for the keyboard.
enum StepDecoder {
  static let romaji = Array("aiueokstnhmyrwgzdbpjfcvlxq-'.,")
  static let twelveKey = Array("1234567890*#")
  static let flick = Array("あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをんー")
  static let direct = Array("ab1 あ😀")

  static func step(from byte: UInt8, ime: InputMethodKind) -> SessionStep {
    let argument = Int(byte >> 4)
    switch byte & 0x0F {
    case 0...7:
      let alphabet: [Character] =
        switch ime {
        case .romaji: romaji
        case .twelveKey: twelveKey
        case .flick: flick
        case .direct: direct
        // Not drawn here (the entry point draws from the built-in keyboards); a keyboard of
        // another product types the romaji letters.
        default: romaji
        }
      return .type(String(alphabet[(Int(byte) * 7 + argument) % alphabet.count]))
    case 8:
      return .key(
        [.backspace, .enter, .escape, .space, .left, .right, .next, .undoToggle][argument % 8], count: 1)
    case 9: return .action(.convert)
    case 10:
      return .action(
        [.nextCandidate, .previousCandidate, .selectCandidate(index: 1 + argument % 3)][argument % 3])
    case 11: return .set(argument % 2 == 0 ? "" : "x", deferred: argument >= 8)
    case 12: return argument % 2 == 0 ? .blur : .focus
    case 13: return .key([.shiftLeft, .shiftRight, .delete, .tab][argument % 4], count: 1)
    default: return .action(.commit)
    }
  }
}

@_silgen_name("abort")
func abort() -> Never
