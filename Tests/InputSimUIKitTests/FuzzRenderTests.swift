import InputModel
import InputSimUIKit
import Testing

/// Pushes only committed text (guarded), but assigns the binding back on every render that
/// finds the two different — during a composition the binding is behind, so a render that
/// comes for another reason overwrites the marked text.
struct RenderAssigningField: UIViewRepresentable {
  @InputSimUIKit.Binding var text: String

  final class Coordinator {
    var parent: RenderAssigningField
    init(parent: RenderAssigningField) { self.parent = parent }
  }

  func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

  func makeUIView(context: Context) -> UITextField {
    let field = UITextField()
    let coordinator = context.coordinator
    field.addAction(
      UIAction { _ in
        if field.markedTextRange == nil { coordinator.parent.text = field.text ?? "" }
      }, for: .editingChanged)
    return field
  }

  func updateUIView(_ uiView: UITextField, context: Context) {
    context.coordinator.parent = self
    if uiView.text != text { uiView.text = text }
  }
}

@Suite("render in the fuzzer's alphabet")
struct FuzzRenderTests {
  private static func wrapper() -> any Bridge {
    RepresentableBridge(name: "render-assigning") { RenderAssigningField(text: $0) }
  }

  @Test("a campaign on one bridge factory draws render steps; one built from bridges does not")
  func drawnOnlyForBridgeFactories() {
    let own = Fuzzer(FuzzConfiguration(seed: 3, runs: 20, stepsPerRun: 40, bridge: Self.wrapper))
    let listed = Fuzzer(
      FuzzConfiguration(seed: 3, runs: 20, stepsPerRun: 40, bridges: [FuzzBridge(Self.wrapper)]))
    #expect((0..<20).contains { own.steps(forRun: $0).contains(.render) })
    #expect(!(0..<20).contains { listed.steps(forRun: $0).contains(.render) })
  }

  @Test("fuzzing a wrapper that assigns on every render finds a failure that ends in render")
  func findsRenderFailure() {
    var configuration = FuzzConfiguration(seed: 1, runs: 60, stepsPerRun: 40, bridge: Self.wrapper)
    configuration.inputMethods = [.romaji, .flick]
    configuration.variesTransforms = false
    let report = Fuzzer(configuration).run()
    #expect(report.failures.contains { $0.signature.lastStepKind == "render" })
    configuration.drawsRender = false
    let without = Fuzzer(configuration).run()
    #expect(!without.failures.contains { $0.signature.lastStepKind == "render" })
  }
}
