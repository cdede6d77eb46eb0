/// References to the field's text (`FieldTextReference`) instead of `String`s: what a bridge
/// writes into the binding, so that a key whose text nobody reads costs its edit, not a copy
/// or a move of the text.
///
///     field "ab|"  textReference()  →  reference (edits 3), no `String` made
///     type "c"                      →  the reference learns the splice 2..<2 → "c"
///     reference.value               →  "ab"
extension TextField {
  /// A reference to the text as it is now: the same object while the text does not change.
  func textReference() -> FieldTextReference {
    if let latest = pendingReferences.last?.reference, latest.stamp == textEdits { return latest }
    let reference = FieldTextReference(field: self)
    // Kept (weakly) even when its text is made already, to be handed out again; the next
    // splice forgets it.
    pendingReferences.removeAll { $0.reference?.isPending != true }
    pendingReferences.append(WeakTextReference(reference: reference))
    return reference
  }

  /// Tells the pending references that the bytes `utf8Range` (`removed`) are about to become
  /// `replacementUTF8Count` bytes, and forgets the ones nobody holds or that made their text.
  func tellPendingReferences(splicing utf8Range: Range<Int>, removed: String, replacementUTF8Count: Int) {
    pendingReferences.removeAll { $0.reference?.isPending != true }
    for entry in pendingReferences {
      entry.reference?.fieldWillSplice(
        utf8Range, removed: removed, replacementUTF8Count: replacementUTF8Count)
    }
  }

  /// Makes the text of every pending reference, before a change that is not a splice.
  func makePendingReferences() {
    for entry in pendingReferences {
      _ = entry.reference?.value
    }
    pendingReferences.removeAll()
  }
}

/// A reference the field does not keep alive: a text nobody holds any more needs no splices.
struct WeakTextReference {
  weak var reference: FieldTextReference?
}
