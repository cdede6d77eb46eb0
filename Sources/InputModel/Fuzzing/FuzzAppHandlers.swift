/// Whether a campaign's runs vary the app's handlers, and how: the stale-onChange choices
/// (`onchange`, `handler-reads`, `handler-runs`, `tasks`) and the transforms they act through.
///
///     .unchanged  every run's handlers at their defaults (the campaign's draws as before)
///     .vary       each run draws an onChange form, a read, a run, a task order, 1–2 transforms
///                 (a limit in the binding's setter one time in four)
///     .correct    the same draws, but every handler reads the current text (the fix)
public enum FuzzAppHandlers: String, CaseIterable, Hashable, Sendable {
  case unchanged = "default"
  case vary
  case correct

  /// One run's transforms and handler options.
  ///
  ///     vary:     [digits-only, max-length=4 reads=captured], onchange=ios14, …
  ///     correct:  [uppercase, max-length=2], handler-reads=current, …
  func draw(_ random: inout FuzzRandom) -> (transforms: [AppTransform], options: AppHandlerOptions) {
    var options = AppHandlerOptions()
    options.onChange = random.element(of: AppHandlerOptions.OnChangeForm.allCases) ?? .ios17
    var reads = random.element(of: AppHandlerOptions.Reads.allCases) ?? .param
    // A capture under iOS 17 holds this update's value: the app wrote `newValue`.
    if reads == .captured && options.onChange == .ios17 { reads = .param }
    options.reads = self == .correct ? .current : reads
    options.runs = random.chance(1, in: 3) ? .nextTurn : .inUpdate
    options.tasks = random.chance(1, in: 4) ? .beforeRender : .afterRender
    var limit = AppTransform(.maxLength(random.int(in: 1...8)))
    var transforms: [AppTransform] =
      switch random.int(below: 4) {
      case 0: [limit]
      case 1: [AppTransform(.uppercase)]
      case 2: [AppTransform(.digitsOnly), limit]
      default: [AppTransform(.uppercase), limit]
      }
    // A limit in the binding's setter (a TCA reducer, `Binding(get:set:)`) one time in four:
    // render diffing then leaves the key on screen (a `binding-mismatch`, docs/update-cycle.md).
    if self == .vary && random.chance(1, in: 4), let index = transforms.firstIndex(of: limit) {
      limit.runs = .inSetter
      transforms[index] = limit
    }
    return (transforms, options)
  }
}
