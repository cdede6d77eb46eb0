import InputModel
import InputSimMozc
import InputSimTestSupport
import Testing

/// The recordings the built-in keyboard's desktop style is held to (`MozcRomajiObservations`)
/// still hold on the installed Mozc: each sequence typed into a bare field on a session of
/// its own.
@Suite("Mozc's recorded romaji behaviour, replayed on the real Mozc")
struct MozcRomajiObservationTests {
  @Test("Mozc shows the recorded field", arguments: MozcRomajiObservations.all)
  func replay(_ observation: MozcRomajiObservations.Observation) throws {
    let keyboard = try MozcKeyboard.start()
    let field = TextField()
    field.focus()
    for action in observation.steps.flatMap(\.keyboardActions) {
      try keyboard.perform(action, client: field)
    }
    let shown = FieldPattern(
      text: field.text, markedRange: field.markedRange, selectedRange: field.selectedRange)
    #expect(shown.description == observation.field, "\(observation.topic.rawValue)")
  }
}
