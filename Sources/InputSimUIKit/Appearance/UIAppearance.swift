import Foundation

// Appearance and keyboard settings: stored values that change nothing in the simulation (no
// layout, no drawing, no real keyboard), so wrapper code that sets them compiles and runs.
//
//     textField.keyboardType = .numberPad   // stored; the scenario's `use ime=` decides the keyboard

/// Insets around content (`UIEdgeInsets.zero`).
public struct UIEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Auto Layout priority (`.defaultLow`, `.defaultHigh`, `.required`).
public struct UILayoutPriority: Hashable, Sendable {
  public var rawValue: Float
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public init(rawValue: Float) { self.rawValue = rawValue }
  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)
}

/// Layout axes, as `NSLayoutConstraint.Axis` spells them.
public enum NSLayoutConstraint {
  public enum Axis: Int, Sendable {
    case horizontal
    case vertical
  }
}

/// Text alignment.
public enum NSTextAlignment: Int, Sendable {
  case left, center, right, justified, natural
}

// swift-format-ignore: AlwaysUseLowerCamelCase
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
    emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

public enum UITextAutocorrectionType: Int, Sendable {
  case `default`, no, yes
}

public enum UITextSpellCheckingType: Int, Sendable {
  case `default`, no, yes
}

/// Autofill hints (`.username`, `.oneTimeCode`…), by raw value.
public struct UITextContentType: Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let name = UITextContentType(rawValue: "name")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let URL = UITextContentType(rawValue: "URL")
}
