import InputModel
import InputSimUIKit
import Testing

/// Counts render passes (`updateUIView` calls) in its coordinator.
struct CountingField: UIViewRepresentable {
  @InputSimUIKit.Binding var text: String

  final class Coordinator {
    var updates = 0
  }

  func makeCoordinator() -> Coordinator { Coordinator() }
  func makeUIView(context: Context) -> UITextField { UITextField() }
  func updateUIView(_ uiView: UITextField, context: Context) { context.coordinator.updates += 1 }
}

@Suite("the render step")
struct RenderStepTests {
  @Test("render runs updateUIView once more although the binding did not change")
  func renderWithoutBindingChange() throws {
    let bridge = RepresentableBridge { text in CountingField(text: text) }
    let session = Session(inputMethod: InputMethodKind.direct.make(), bridge: bridge)
    let before = bridge.coordinator?.updates ?? 0
    try session.perform(.render)
    #expect(bridge.coordinator?.updates == before + 1)
    #expect(session.binding == "")
  }

  @Test("`render` parses and is written back as `render`")
  func renderRoundTrips() throws {
    let scenario = try ScenarioParser.parse("use ime=direct bridge=naive\nrender\n", path: "r.scenario").get()
    #expect(scenario.steps.count == 1)
    #expect(SessionStep.render.description == "render")
    #expect(ScenarioRunner().run(scenario).status == .passed)
  }
}
