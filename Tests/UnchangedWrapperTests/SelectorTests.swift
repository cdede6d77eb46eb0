import InputModel
import InputSimTesting
import Testing
import UIKit

@Suite("target/action and selector observers without the Objective-C runtime")
struct SelectorTests {
  @Test("Selector(Type.method) calls the method on the target with the control: the field keeps the contract")
  func methodSelectorKeepsContract() throws {
    let results = try expectContract(.textField) { TargetActionField(text: $0) }
    #expect(results.allSatisfy { $0.status == .passed })
  }

  @Test("a selector observer is called with the notification while its observer lives")
  func observer() {
    final class Counter: NSObject {
      var names: [String] = []
      func heard(_ notification: Notification) { names.append(notification.name.rawValue) }
    }
    let name = Notification.Name("SelectorTests.ping")
    let counter = Counter()
    NotificationCenter.default.addObserver(
      counter, selector: Selector(Counter.heard), name: name, object: nil)
    NotificationCenter.default.post(name: name, object: nil)
    #expect(counter.names == ["SelectorTests.ping"])
  }

  @Test("removeTarget stops a target; a wrong target type is reported, never skipped in silence")
  func removeTarget() {
    final class Target: NSObject {
      var calls = 0
      func fire(_ sender: UIControl) { calls += 1 }
    }
    let field = UITextField()
    let target = Target()
    field.addTarget(target, action: Selector(Target.fire), for: .editingChanged)
    field.sendActions(for: .editingChanged)
    field.removeTarget(target, action: nil, for: .editingChanged)
    field.sendActions(for: .editingChanged)
    #expect(target.calls == 1)
  }

  @Test("Selector(\"name:\") fails the scenario at the step, naming the call, its line and the replacement")
  func namedSelectorFails() throws {
    let path = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/scenarios/romaji-wa-ta.scenario").path
    var results: [ScenarioResult] = []
    try withKnownIssue {
      results = try expectScenarios(
        at: path, bridge: { NamedSelectorField(text: $0) }, timelines: false)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains(
          "shim cannot honour addTarget(_:action: Selector(changed:), for:) "
            + "(TargetActionField.swift:\(NamedSelectorField.addTargetLine))")
      }
    }
    let heading = try #require(results.first?.failure?.heading)
    #expect(heading.contains("pass the method itself: Selector(Coordinator.method)"))
  }
}
