// swift-tools-version:6.0
// A package that uses inputsim the way an app's test target does: by path here, by URL in an
// app. `.ci/run` builds and tests it in debug and release, without INPUTSIM_SPEED_FLAGS, so
// the manifest a user's package sees is the one checked.
import PackageDescription

let package = Package(
  name: "inputsim-examples",
  dependencies: [
    .package(name: "inputsim", path: "..")
  ],
  targets: [
    .target(
      name: "ExampleWrappers",
      dependencies: [.product(name: "InputModel", package: "inputsim")]
    ),
    .testTarget(
      name: "ExampleWrappersTests",
      dependencies: ["ExampleWrappers", .product(name: "InputModel", package: "inputsim")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
