// The cross-import overlay that Swift Testing declares for UIKit
// (`Testing.swiftcrossimport/UIKit.swiftoverlay` in the toolchain, on Linux too). A file that
// imports both `Testing` and a module named `UIKit` makes the compiler load `_Testing_UIKit`
// in place of `Testing`; Linux's toolchain ships none, so without this target such a file
// fails with "no such module '_Testing_UIKit'". An overlay re-exports the modules it joins.
//
//     import Testing
//     import UIKit        // loads this module, which re-exports both
@_exported import Testing
@_exported import UIKit
