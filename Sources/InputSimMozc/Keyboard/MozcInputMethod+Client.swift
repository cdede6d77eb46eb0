import InputModel

extension MozcInputMethod {
  /// Tells the client what Mozc shows after a consumed key: the committed text is inserted
  /// (over the marked text), then the preedit is marked with its selection, or the marked text
  /// removed when Mozc holds nothing. A client already showing the same is not told again.
  ///
  ///     "[かんじ|]"   enter        →  insertText("かんじ")
  ///     "[{漢字}]"    "k"          →  insertText("漢字"), setMarkedText("ｋ", {1, 0})
  ///     "[か|]"       escape       →  setMarkedText("", {0, 0}), unmarkText()
  ///     "[{私は}…]"   right        →  setMarkedText("私は日本語を勉強しています", {2, 4})
  func show(_ output: MozcOutput, client: any TextInputClient) throws(InputMethodError) {
    if let result = output.result, !result.isEmpty {
      try client.insertText(result)
      compositionBuffer = ""
      shownSelection = nil
    }
    if let preedit = output.preedit, !preedit.text.isEmpty {
      let selection = preedit.selectedUTF16Range
      if preedit.text != compositionBuffer || selection != shownSelection {
        try client.setMarkedText(preedit.text, selectedRange: selection)
      }
      compositionBuffer = preedit.text
      shownSelection = selection
    } else if !compositionBuffer.isEmpty {
      try client.setMarkedText("", selectedRange: .caret(at: 0))
      client.unmarkText()
      compositionBuffer = ""
      shownSelection = nil
    }
    candidates = output.preedit == nil ? [] : output.allCandidates?.values ?? []
  }
}
