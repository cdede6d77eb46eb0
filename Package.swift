// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "inputsim",
  products: [
    .library(name: "InputModel", targets: ["InputModel"]),
    .executable(name: "inputsim", targets: ["inputsim"]),
  ],
  targets: [
    // System ICU (Debian: libicu-dev). Swift cannot import ICU's renaming macros, so the
    // header wraps every function the project uses in a `static inline` function.
    .systemLibrary(
      name: "CICU",
      pkgConfig: "icu-i18n",
      providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
    ),
    .target(
      name: "InputModel",
      dependencies: ["CICU"]
    ),
    .executableTarget(
      name: "inputsim",
      dependencies: ["InputModel"]
    ),
    .testTarget(
      name: "InputModelTests",
      dependencies: ["InputModel"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "inputsimTests",
      dependencies: ["InputModel", "inputsim"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
