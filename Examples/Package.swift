// swift-tools-version:6.0
// A package that uses inputsim the way an app's test target does: by path here, by URL in an
// app. `.ci/run` tests it in debug and release, without INPUTSIM_SPEED_FLAGS, so
// the manifest a user's package sees is the one checked.
import PackageDescription

let package = Package(
  name: "inputsim-examples",
  dependencies: [
    .package(name: "inputsim", path: "..")
  ],
  targets: [
    // Wrappers written for iOS; on Linux `import UIKit`/`import SwiftUI` are the shim. Swift 5 mode, as
    // most app targets compile such code today (capturing the coordinator in a notification
    // block is an error in Swift 6 mode, on iOS as here).
    .target(
      name: "MyFields",
      dependencies: [.product(name: "InputSimUIKit", package: "inputsim")],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // Replays scenarios/ against each wrapper through InputSimTesting.
    .testTarget(
      name: "MyFieldsTests",
      dependencies: [
        "MyFields",
        .product(name: "InputModel", package: "inputsim"),
        .product(name: "InputSimUIKit", package: "inputsim"),
        .product(name: "InputSimTesting", package: "inputsim"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
