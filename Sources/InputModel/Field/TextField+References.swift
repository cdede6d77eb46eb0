/// References to the field's text (`FieldTextReference`) instead of `String`s: what a bridge
/// writes into the binding, so that a key whose text nobody reads costs its edit, not a copy
/// or a move of the text.
///
///     field "ab|"  textReference()  →  reference (edits 3), no `String` made
///     type "c"                      →  the reference learns the splice 2..<2 → "c"
///     reference.value               →  "ab"
///
/// The field lists the references whose text is not made without keeping them alive (a
/// reference holds its field, and leaves the list when it makes its text or goes away), so
/// a reference nobody holds costs nothing after it is gone.
extension TextField {
  /// A reference to the text as it is now: the same object while the text does not change.
  func textReference() -> FieldTextReference {
    if let latest = pendingReferences.last?.reference, latest.stamp == textEdits { return latest }
    let reference = FieldTextReference(field: self)
    if reference.isPending {
      pendingReferences.append(UnretainedTextReference(reference: reference))
    }
    return reference
  }

  /// Tells the pending references that the bytes `utf8Range` (`removed`) are about to become
  /// `replacementUTF8Count` bytes.
  func tellPendingReferences(splicing utf8Range: Range<Int>, removed: String, replacementUTF8Count: Int) {
    // A reference that makes its text leaves the list: go through a copy.
    for entry in pendingReferences {
      entry.reference.fieldWillSplice(utf8Range, removed: removed, replacementUTF8Count: replacementUTF8Count)
    }
  }

  /// Makes the text of every pending reference, before a change that is not a splice.
  func makePendingReferences() {
    for entry in pendingReferences {
      _ = entry.reference.value
    }
    pendingReferences.removeAll()
  }

  /// Forgets `reference`, which made its text or is going away.
  func forgetPendingReference(_ reference: FieldTextReference) {
    if let index = pendingReferences.lastIndex(where: { $0.reference === reference }) {
      pendingReferences.remove(at: index)
    }
  }
}

/// A pending reference the field lists without keeping it alive: the reference removes itself
/// from the list when it makes its text and when it goes away, so every entry is alive.
struct UnretainedTextReference {
  unowned(unsafe) let reference: FieldTextReference
}
