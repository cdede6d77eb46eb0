// The shim under SwiftUI's own module name, on Linux only (Package.swift declares this target
// only there). As on iOS, where SwiftUI re-exports UIKit, a file that imports SwiftUI alone
// sees `UITextField` too.
//
//     import SwiftUI                      // on Linux: InputSimUIKit and UIKit, re-exported
//     struct Counter: View { var body: some View { Text("0") } }
@_exported import InputSimUIKit
@_exported import UIKit
