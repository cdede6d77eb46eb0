import InputModel

extension MozcInputMethod {
  /// `select n`: focuses the n-th candidate (1-based) of the focused segment's whole list. Mozc
  /// has no command to pick by number beyond the visible page, so the keyboard presses Down (or
  /// Up) from the focused candidate until the n-th is focused, and shows the client only the
  /// end state, as one gesture.
  ///
  ///     "[{感じ}]" candidates 感じ 漢字 幹事 … (38)   select 12  →  11 × Down  →  "[{幹二}]"
  ///     select 39  →  throws .candidatePositionOutOfRange(position: 39, candidateCount: 38)
  func selectCandidate(position: Int, client: any TextInputClient) throws(InputMethodError) {
    let list = lastOutput.allCandidates?.candidates ?? []
    guard (1...max(list.count, 1)).contains(position), !list.isEmpty else {
      throw .conversion(.candidatePositionOutOfRange(position: position, candidateCount: list.count))
    }
    try focusCandidate(at: list[position - 1].index, client: client)
  }

  /// `select "word"`: focuses the first candidate with that text.
  func selectCandidate(word: String, client: any TextInputClient) throws(InputMethodError) {
    let list = lastOutput.allCandidates?.candidates ?? []
    guard let candidate = list.first(where: { $0.value == word }) else {
      throw .conversion(.wordNotAmongCandidates(word: word, candidates: list.map(\.value)))
    }
    try focusCandidate(at: candidate.index, client: client)
  }

  /// Presses Down or Up until the candidate with Mozc's `index` is focused. The first
  /// conversion (one Space) focuses index 0 without a window; Down then goes to 1.
  private func focusCandidate(at target: Int, client: any TextInputClient) throws(InputMethodError) {
    var focused = lastOutput.allCandidates?.focusedIndex ?? 0
    var output = lastOutput
    // One press per step, a bound in case Mozc does not move as measured.
    var pressesLeft = (lastOutput.allCandidates?.candidates.count ?? 0) + 1
    while focused != target && pressesLeft > 0 {
      output = try send(.special(target > focused ? .down : .up))
      guard output.consumed, output.result == nil, let now = output.allCandidates?.focusedIndex else {
        // Not a move within the list (Mozc committed or left the conversion): show it as it is.
        try show(output, client: client)
        throw .engineUnavailable(
          MozcError.candidateNotReached(index: target, focusedIndex: nil).engineError)
      }
      focused = now
      pressesLeft -= 1
    }
    try show(output, client: client)
    guard focused == target else {
      throw .engineUnavailable(
        MozcError.candidateNotReached(index: target, focusedIndex: focused).engineError)
    }
  }
}
