// The Swift examples of README.md and docs/*.md, compiled. Each region between
// `// example: FILE #N` and `// end: FILE #N` is the N-th ```swift block of FILE, word for word
// (its `import` lines are here at the top, and a block of statements sits inside a function);
// `DocExamplesMatchTests` fails when a block and its region differ, so an example in the docs
// can neither drift from the API nor from this file.
import Foundation
import InputModel
import InputSimMozc
import Testing

// The user's own bridge that the fuzzing example checks: the fix, in a few lines.
final class MyFieldCoordinator: Bridge {
  let name = "my-field"
  func fieldDidEmit(_ event: FieldEvent, context: BridgeContext) {
    guard context.field.markedRange == nil else { return }
    context.writeBinding(context.field.text)
  }
  func updateView(context: BridgeContext) {
    guard context.field.markedRange == nil, context.field.text != context.binding else { return }
    context.assignField(context.binding)
  }
}

enum BridgesAndPlatformsExamples {
  // example: docs/bridges-and-platforms.md #1
  /// A wrapper that writes the binding only when nothing is marked, and assigns the binding
  /// back only when nothing is marked and the two differ: the fix every wrapper converges on.
  final class CommitOnlyBridge: Bridge {
    let name = "commit-only"

    /// field → app: the field's own edits.
    func fieldDidEmit(_ event: FieldEvent, context: BridgeContext) {
      guard context.field.markedRange == nil else { return }
      context.writeBinding(context.field.text)
    }

    /// A render pass: app → field (`updateUIView`).
    func updateView(context: BridgeContext) {
      guard context.field.markedRange == nil, context.field.text != context.binding else { return }
      context.assignField(context.binding)
    }
  }
  // end: docs/bridges-and-platforms.md #1
}

// example: docs/fuzzing.md #1
@Test("my wrapped field survives the fuzzer")
func fuzzMyField() {
  var configuration = FuzzConfiguration(seed: 1, runs: 300) { MyFieldCoordinator() }
  configuration.inputMethods = [.romaji, .flick]
  let report = Fuzzer(configuration).run()
  #expect(report.failures.isEmpty, "\(report.failures.first?.scenarioText ?? "")")
}
// end: docs/fuzzing.md #1

func mozcExample() throws {
  // example: docs/japanese-mozc.md #1
  let keyboard = try MozcKeyboard.start()  // a new session on this process's Mozc server
  let field = TextField()
  for letter in "kanji" { try keyboard.perform(.key(.typed(String(letter))), client: field) }
  try keyboard.perform(.convert, client: field)  // field "[{感じ}]"
  print(keyboard.candidates.prefix(3))  // ["感じ", "漢字", "幹事"]
  // end: docs/japanese-mozc.md #1
}

func readingScenariosExample(data: Data) {
  // example: docs/scenarios.md #1
  let parsed = ScenarioParser.parse(bytes: Array(data), path: "scenarios/wa-ta.scenario")
  for diagnostic in parsed.diagnostics {
    print(diagnostic)  // path:line:column: severity: message (notes on following lines)
  }
  switch parsed.result {
  case .success(let scenario):
    print(scenario.name, scenario.settings.ime, scenario.steps.count)
  case .failure(let diagnostics):
    print(diagnostics.errors.count, "errors")
  }
  // end: docs/scenarios.md #1
}

func storeExample() {
  // example: docs/update-cycle.md #1
  let store = Store(maxPassesPerFrame: 32)
  let text = store.makeState("", name: "text")  // StateID<String>
  _ = store[text]  // read
  store.write(text, "わ", origin: .bridge("native"))  // write; render pending
  store.update(text, origin: .action("pick")) { $0 += " " }
  let binding = store.binding(text)  // Binding<String> for a bridge
  binding.set("わ", origin: .bridge("native"))

  store.onChange(of: text, label: "menu", initial: false) { store, old, new in
    print("menu sees", old, "→", new)
  }
  store.onRender(label: "native") { store in
    print("updateView with", store[text])  // the bridge's updateView
  }
  store.enqueue(label: "pick") { store in  // Task { @MainActor in … }
    store.write(text, "からあげ", origin: .task("pick"))
  }

  store.runFrame()  // passes until nothing is pending; returns the pass count
  store.runTurn()  // one task (if any), then a frame (if pending); returns whether anything ran
  store.settle()  // the pending frame, then turns until settled (bounded)
  print(store.isSettled, store.hasPendingRender, store.pendingTaskCount, store.phase)

  _ = store.drainOnChangeEvents()  // [OnChangeEvent]
  _ = store.drainWriteEvents()  // [WriteEvent]
  _ = store.drainDiagnostics()  // [StoreDiagnostic]
  // end: docs/update-cycle.md #1
}
