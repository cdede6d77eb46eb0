/// What the generator may know about the session when it draws the next step, so that it
/// draws meaningful steps: conversion gestures only while something is marked, candidate
/// picks only within the candidate list, keys only while the field has focus.
public struct StepContext: Equatable, Sendable {
  /// Whether the field has focus (keys reach the keyboard only then).
  public var isFocused: Bool
  /// Whether marked text exists (conversion, commit and cancel mean something only then).
  public var isComposing: Bool
  /// The focused conversion segment's candidate count; 0 outside conversion.
  public var candidateCount: Int
  /// The field's text, for app writes that extend it.
  public var fieldText: String
  /// The items the suggestion menu shows now; empty when it is closed or absent.
  public var menuItems: [String]

  public init(
    isFocused: Bool = true, isComposing: Bool = false, candidateCount: Int = 0, fieldText: String = "",
    menuItems: [String] = []
  ) {
    self.isFocused = isFocused
    self.isComposing = isComposing
    self.candidateCount = candidateCount
    self.fieldText = fieldText
    self.menuItems = menuItems
  }

  /// The session's state now. Reads only cheap properties: this runs before every step.
  public init(_ session: Session) {
    let field = session.field
    self.isFocused = field.isFocused
    self.candidateCount = session.inputMethod.candidates.count
    self.isComposing = field.markedRange != nil || candidateCount > 0
    self.fieldText = field.text
    // Most runs have no component: the check avoids touching the menu at all.
    self.menuItems = session.components.isEmpty ? [] : session.components.suggestionMenu?.items ?? []
  }
}
