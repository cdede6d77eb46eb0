/// The app's own buttons: a tap that is no key and takes no focus, so the keyboard neither
/// commits nor hears of it (vuejs/vue#5158, mobile browsers: tapping Submit instead of the
/// keyboard's Done leaves the composition marked and the bound value without it).
///
///     [你|] binding ""  tap-submit  →  submitted "", field still [你|],
///                                      submit-during-composition
extension Session {
  /// The person taps the app's submit button: the app submits its value as it stands.
  func tapSubmitButton() {
    let value = submittedValue()
    submits.append(value)
    record(.submit(value: value))
    if let marked = field.markedText {
      monitor.report(
        .submitDuringComposition,
        "submit of \(Quoting.quoted(value)) fired by a tap on the app's button while marked text \(Quoting.quoted(marked)) existed"
      )
    }
    componentsSawSubmit(value)
  }
}
