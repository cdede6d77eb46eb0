import Testing

@testable import InputModel

@Suite("KeyboardConformanceFuzz: generated key sequences on two keyboards, classes shrunk to scenarios")
struct KeyboardConformanceFuzzTests {
  static let plain = FakeLetterKeyboard.kind("plain")
  static let widening = FakeLetterKeyboard.kind("widening", widensK: true)

  static func fuzz(
    _ keyboard: InputMethodKind, _ reference: InputMethodKind, runs: Int = 40, conversion: Bool = false
  ) -> KeyboardConformanceFuzz {
    KeyboardConformanceFuzz(
      conformance: KeyboardConformance(
        keyboard: keyboard, keyboardOptions: ["fake-width": "full"], reference: reference),
      configuration: KeyboardConformanceFuzzConfiguration(
        seed: 7, runs: runs, stepsPerRun: 20, includesConversion: conversion))
  }

  @Test("a keyboard held to itself agrees on every sequence")
  func agreesWithItself() {
    let report = Self.fuzz(Self.plain, Self.plain).run()
    #expect(report.runs == 40)
    #expect(report.agreed == 40)
    #expect(report.classes.isEmpty)
    #expect(report.errors.isEmpty)
  }

  @Test("each class of difference is shrunk to its smallest sequence, and the others are counted")
  func shrinksEachClass() throws {
    let report = Self.fuzz(Self.plain, Self.widening).run()
    #expect(report.differed > 0)
    #expect(report.classes.map(\.occurrences).reduce(0, +) == report.differed)
    #expect(report.agreed + report.differed == report.runs)
    let idle = try #require(
      report.classes.first { $0.signature.description == "marked text after type with nothing marked" })
    // However long the run, one k is the whole difference.
    #expect(idle.steps == [.type("k")])
    #expect(idle.difference.keyboard.field.description == "[k|]")
    #expect(idle.difference.reference.field.description == "[ｋ|]")
    #expect(idle.known == nil)
    #expect(idle.fileName == "widening-marked-text-type-idle-\(idle.run).scenario")
    for found in report.classes {
      #expect(found.steps.count <= found.originalStepCount)
      #expect(found.steps.last == found.difference.step)
    }
  }

  @Test("a reproducer parses, passes run on the keyboard under test, and shows the difference again")
  func reproducer() throws {
    let report = Self.fuzz(Self.plain, Self.widening).run()
    let found = try #require(report.unknownClasses.first)
    let registry = InputMethodRegistry.builtIn + [Self.plain]
    let scenario = try ScenarioParser.parse(found.scenarioText, path: found.fileName, keyboards: registry)
      .get()
    #expect(scenario.settings.ime == Self.plain)
    #expect(scenario.settings.keyboardOptions == ["fake-width": "full"])
    #expect(found.scenarioText.contains("# After step \(found.difference.stepIndex + 1) ("))
    #expect(found.scenarioText.contains("use ime=plain fake-width=full\n"))
    #expect(ScenarioRunner(keyboards: registry).run(scenario).status == .passed)
    let steps = scenario.steps.compactMap { step -> SessionStep? in
      if case .perform(let performed) = step.kind { return performed }
      return nil
    }
    let again = KeyboardConformance(
      keyboard: Self.plain, keyboardOptions: scenario.settings.keyboardOptions, reference: Self.widening
    ).compare(steps)
    #expect(again.difference?.differenceClass == found.signature)
  }

  @Test("the same seed draws the same sequences and finds the same classes")
  func deterministic() {
    let fuzz = Self.fuzz(Self.plain, Self.widening, runs: 15)
    #expect(fuzz.steps(forRun: 3) == fuzz.steps(forRun: 3))
    #expect(fuzz.steps(forRun: 3) != fuzz.steps(forRun: 4))
    #expect(fuzz.run() == fuzz.run())
  }

  @Test("without conversion no step asks for one; with it, conversion gestures are drawn")
  func conversionDraws() {
    let typing = Self.fuzz(Self.plain, Self.plain, runs: 60)
    let converting = Self.fuzz(Self.plain, Self.plain, runs: 60, conversion: true)
    let isConversionGesture = { (step: SessionStep) -> Bool in
      if case .action(let action) = step { return action == .convert || action == .nextCandidate }
      return false
    }
    #expect(!(0..<60).flatMap(typing.steps(forRun:)).contains(where: isConversionGesture))
    #expect((0..<60).flatMap(converting.steps(forRun:)).contains(where: isConversionGesture))
  }

  @Test("differences inside a conversion are known by default; others fail")
  func knownConversion() {
    let report = Self.fuzz(Self.plain, Self.widening, runs: 60, conversion: true).run()
    for found in report.classes {
      #expect((found.known != nil) == found.signature.inConversion)
    }
  }

  @Test("an engine that cannot start is an error for each run, and no class")
  func engineErrors() {
    let report = Self.fuzz(Self.plain, FakeLetterKeyboard.broken, runs: 3).run()
    #expect(report.errors.count == 3)
    #expect(report.errors.first?.hasPrefix("run 0: broken cannot start") == true)
    #expect(report.classes.isEmpty)
  }
}
