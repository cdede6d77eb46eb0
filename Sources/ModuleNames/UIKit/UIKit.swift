// The shim under UIKit's own module name, on Linux only (Package.swift declares this target
// only there): a wrapper file's `import UIKit` and `#if canImport(UIKit)` work as on iOS.
//
//     import UIKit                        // on Linux: InputSimUIKit, re-exported
//     let field = UITextField(frame: .zero)
//
// `InputSimUIKit` stays importable; both names give the same types.
@_exported import InputSimUIKit
